import { uploads } from './en/uploads';

/** Upload refusals for the visitor's language (the profile screen). */
export function useUploadMessages() {
  return uploads;
}
