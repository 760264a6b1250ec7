import { pick, type Language } from '~/lib/language';
import type { Translation } from './types';
import { awareness as en } from './en/awareness';
import { awareness as tpi } from './tpi/awareness';

const byLanguage: Record<Language, Translation<typeof en>> = { en, tpi };

/** The awareness screen's strings for the visitor's language. */
export function useAwarenessMessages() {
  return pick(byLanguage);
}

/** The same strings outside components (route `meta`). */
export function awarenessMessages() {
  return pick(byLanguage);
}
