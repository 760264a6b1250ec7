import { pick, type Language } from '~/lib/language';
import type { Translation } from './types';
import { report as en } from './en/report';
import { report as tpi } from './tpi/report';

const byLanguage: Record<Language, Translation<typeof en>> = { en, tpi };

/** The Report a Cyber Incident screen's strings for the visitor's language. */
export function useReportMessages() {
  return pick(byLanguage);
}
