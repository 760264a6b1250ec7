import { pick, type Language } from '~/lib/language';
import type { Translation } from './types';
import { about as en } from './en/about';
import { about as tpi } from './tpi/about';

const byLanguage: Record<Language, Translation<typeof en>> = { en, tpi };

/** The About screen's strings for the visitor's language. */
export function useAboutMessages() {
  return pick(byLanguage);
}
