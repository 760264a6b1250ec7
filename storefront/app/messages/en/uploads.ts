/**
 * Upload refusals (spec 5 and 8), in English: for the profile screen and the upload routes, not every page.
 */
import { serviceUnavailable } from './service-unavailable';

export const uploads = {
  /** The spec's generic failure text, for an upload the server could not take. */
  unavailable: serviceUnavailable,
  notYours: 'This upload does not belong to your account. Please upload the file again.',
  missing: 'The file was not received. Please upload it again.',
  tooLarge: (megabytes: number) => `File size must be less than ${megabytes}MB`,
  photoType: 'Please select an image file (JPG, PNG, etc.)',
  documentType: 'Please select a PDF, JPG or PNG file.',
  linkExpired: 'This upload link has expired. Please try again.',
  authenticationRequired: 'Authentication required. Please sign in again to upload files.',
} as const;
