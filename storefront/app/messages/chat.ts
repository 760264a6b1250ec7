import { chat } from './en/chat';

/** The assistant's strings for the visitor's language. */
export function useChatMessages() {
  return chat;
}

/** The same strings outside components (route `meta`). */
export function chatMessages() {
  return chat;
}
