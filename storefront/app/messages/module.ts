import { pick, type Language } from '~/lib/language';
import type { Translation } from './types';
import { courseModule as en } from './en/module';
import { courseModule as tpi } from './tpi/module';

const byLanguage: Record<Language, Translation<typeof en>> = { en, tpi };

/** The module player's strings for the visitor's language. */
export function useModuleMessages() {
  return pick(byLanguage);
}

/** The same strings outside components (route `meta`). */
export function moduleMessages() {
  return pick(byLanguage);
}
