/**
 * The message catalogue for the visitor's language (ADR 0010, ADR 0046). Strings shared by every screen come from
 * here; each screen's own strings come from its module (`~/messages/landing` and so on), so a page downloads only
 * the text it shows. Loaders and API routes use `messages()` from `messages.server.ts`.
 */
import { pick, wordsFor } from '~/lib/language';
import type { Translation } from './types';
import type { shared as en } from './en/shared';

export type { Messages, SharedMessages } from './en';

// Only the page's language reaches the browser (ADR 0050).
const byLanguage = await wordsFor<Translation<typeof en>>({
  en: () => import('./en/shared').then((words) => words.shared),
  tpi: () => import('./tpi/shared').then((words) => words.shared),
});

/** Shared strings, in components. */
export function useMessages() {
  return pick(byLanguage);
}

/** Shared strings outside components (route `meta`). */
export function sharedMessages() {
  return pick(byLanguage);
}
