/**
 * Upload refusals (spec 5 and 8), in Tok Pisin: for the profile screen and the upload routes, not every page.
 */
import type { uploads as english } from '../en/uploads';
import type { Translation } from '../types';
import { serviceUnavailable } from './service-unavailable';

export const uploads: Translation<typeof english> = {
  /** The spec's generic failure text, for an upload the server could not take. */
  unavailable: serviceUnavailable,
  notYours: 'Dispela upload i no bilong account bilong yu. Plis upload gen long fail.',
  missing: 'Fail i no kam. Plis upload gen.',
  tooLarge: (megabytes: number) => `Saiz bilong fail i mas liklik moa long ${megabytes}MB`,
  photoType: 'Plis makim fail bilong piksa (JPG, PNG, na ol narapela)',
  documentType: 'Plis makim fail PDF, JPG o PNG.',
  linkExpired: 'Taim bilong dispela upload link i pinis. Plis traim gen.',
  authenticationRequired: 'Yu mas sain in gen pastaim long upload ol fail.',
};
