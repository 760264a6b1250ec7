import { pick, type Language } from '~/lib/language';
import type { Translation } from './types';
import { preview as en } from './en/preview';
import { preview as tpi } from './tpi/preview';

const byLanguage: Record<Language, Translation<typeof en>> = { en, tpi };

/** The preview pages' strings for the visitor's language. */
export function usePreviewMessages() {
  return pick(byLanguage);
}

/** The same strings outside components (route `meta`). */
export function previewMessages() {
  return pick(byLanguage);
}
