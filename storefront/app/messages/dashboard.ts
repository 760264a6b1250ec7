import { pick, type Language } from '~/lib/language';
import type { Translation } from './types';
import { dashboard as en } from './en/dashboard';
import { dashboard as tpi } from './tpi/dashboard';

const byLanguage: Record<Language, Translation<typeof en>> = { en, tpi };

/** The dashboard screen's strings for the visitor's language. */
export function useDashboardMessages() {
  return pick(byLanguage);
}

/** The same strings outside components (route `meta`, actions). */
export function dashboardMessages() {
  return pick(byLanguage);
}
