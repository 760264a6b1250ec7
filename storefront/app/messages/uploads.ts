import { pick, type Language } from '~/lib/language';
import type { Translation } from './types';
import { uploads as en } from './en/uploads';
import { uploads as tpi } from './tpi/uploads';

const byLanguage: Record<Language, Translation<typeof en>> = { en, tpi };

/** Upload refusals for the visitor's language (the profile screen). */
export function useUploadMessages() {
  return pick(byLanguage);
}
