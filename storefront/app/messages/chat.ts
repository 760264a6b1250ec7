import { pick, type Language } from '~/lib/language';
import type { Translation } from './types';
import { chat as en } from './en/chat';
import { chat as tpi } from './tpi/chat';

const byLanguage: Record<Language, Translation<typeof en>> = { en, tpi };

/** The assistant's strings for the visitor's language. */
export function useChatMessages() {
  return pick(byLanguage);
}

/** The same strings outside components (route `meta`). */
export function chatMessages() {
  return pick(byLanguage);
}
