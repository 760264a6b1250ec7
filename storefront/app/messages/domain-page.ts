import { pick, type Language } from '~/lib/language';
import type { Translation } from './types';
import { domainPage as en } from './en/domain-page';
import { domainPage as tpi } from './tpi/domain-page';

const byLanguage: Record<Language, Translation<typeof en>> = { en, tpi };

/** The domain page screen's strings for the visitor's language. */
export function useDomainPageMessages() {
  return pick(byLanguage);
}

/** The same strings outside components (route `meta`). */
export function domainPageMessages() {
  return pick(byLanguage);
}
