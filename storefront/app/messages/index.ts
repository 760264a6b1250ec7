/**
 * The message catalogue for the visitor's language (English until Tok Pisin is added). Strings shared by every
 * screen come from here; each screen's own strings come from its module (`~/messages/landing` and so on), so a
 * page downloads only the text it shows. Loaders and API routes use `messages()` from `messages.server.ts`.
 */
import { shared } from './en/shared';

export type { Messages, SharedMessages } from './en';

/** Shared strings, in components. */
export function useMessages() {
  return shared;
}

/** Shared strings outside components (route `meta`). */
export function sharedMessages() {
  return shared;
}
