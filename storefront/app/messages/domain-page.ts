import { pick, wordsFor } from '~/lib/language';
import type { Translation } from './types';
import type { domainPage as en } from './en/domain-page';

// Only the page's language reaches the browser (ADR 0050).
const byLanguage = await wordsFor<Translation<typeof en>>({
  en: () => import('./en/domain-page').then((words) => words.domainPage),
  tpi: () => import('./tpi/domain-page').then((words) => words.domainPage),
});

/** The domain page screen's strings for the visitor's language. */
export function useDomainPageMessages() {
  return pick(byLanguage);
}

/** The same strings outside components (route `meta`). */
export function domainPageMessages() {
  return pick(byLanguage);
}
