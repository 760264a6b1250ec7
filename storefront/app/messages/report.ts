import { pick, wordsFor } from '~/lib/language';
import type { Translation } from './types';
import type { report as en } from './en/report';

// Only the page's language reaches the browser (ADR 0050).
const byLanguage = await wordsFor<Translation<typeof en>>({
  en: () => import('./en/report').then((words) => words.report),
  tpi: () => import('./tpi/report').then((words) => words.report),
});

/** The Report a Cyber Incident screen's strings for the visitor's language. */
export function useReportMessages() {
  return pick(byLanguage);
}
