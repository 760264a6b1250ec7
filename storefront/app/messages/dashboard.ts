import { pick, wordsFor } from '~/lib/language';
import type { Translation } from './types';
import type { dashboard as en } from './en/dashboard';

// Only the page's language reaches the browser (ADR 0050).
const byLanguage = await wordsFor<Translation<typeof en>>({
  en: () => import('./en/dashboard').then((words) => words.dashboard),
  tpi: () => import('./tpi/dashboard').then((words) => words.dashboard),
});

/** The dashboard screen's strings for the visitor's language. */
export function useDashboardMessages() {
  return pick(byLanguage);
}

/** The same strings outside components (route `meta`, actions). */
export function dashboardMessages() {
  return pick(byLanguage);
}
