import { preview } from './en/preview';

/** The preview pages' strings for the visitor's language. */
export function usePreviewMessages() {
  return preview;
}

/** The same strings outside components (route `meta`). */
export function previewMessages() {
  return preview;
}
