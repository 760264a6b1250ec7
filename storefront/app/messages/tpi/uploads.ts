/**
 * Upload refusals (spec 5 and 8), in Tok Pisin: for the profile screen and the upload routes, not every page.
 */
import type { uploads as english } from '../en/uploads';
import type { Translation } from '../types';
import { serviceUnavailable } from './service-unavailable';

export const uploads: Translation<typeof english> = {
  /** The spec's generic failure text, for an upload the server could not take. */
  unavailable: serviceUnavailable,
  notYours: 'This upload does not belong to your account. Please upload the file again.',
  missing: 'The file was not received. Please upload it again.',
  tooLarge: (megabytes: number) => `File size must be less than ${megabytes}MB`,
  photoType: 'Please select an image file (JPG, PNG, etc.)',
  documentType: 'Please select a PDF, JPG or PNG file.',
  linkExpired: 'This upload link has expired. Please try again.',
  authenticationRequired: 'Authentication required. Please sign in again to upload files.',
};
