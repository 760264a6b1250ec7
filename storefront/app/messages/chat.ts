import { pick, wordsFor } from '~/lib/language';
import type { Translation } from './types';
import type { chat as en } from './en/chat';

// Only the page's language reaches the browser (ADR 0050).
const byLanguage = await wordsFor<Translation<typeof en>>({
  en: () => import('./en/chat').then((words) => words.chat),
  tpi: () => import('./tpi/chat').then((words) => words.chat),
});

/** The assistant's strings for the visitor's language. */
export function useChatMessages() {
  return pick(byLanguage);
}

/** The same strings outside components (route `meta`). */
export function chatMessages() {
  return pick(byLanguage);
}
