/**
 * The message catalogue for the visitor's language (ADR 0010, ADR 0046). Strings shared by every screen come from
 * here; each screen's own strings come from its module (`~/messages/landing` and so on), so a page downloads only
 * the text it shows. Loaders and API routes use `messages()` from `messages.server.ts`.
 */
import { pick, type Language } from '~/lib/language';
import type { Translation } from './types';
import { shared as en } from './en/shared';
import { shared as tpi } from './tpi/shared';

export type { Messages, SharedMessages } from './en';

const byLanguage: Record<Language, Translation<typeof en>> = { en, tpi };

/** Shared strings, in components. */
export function useMessages() {
  return pick(byLanguage);
}

/** Shared strings outside components (route `meta`). */
export function sharedMessages() {
  return pick(byLanguage);
}
