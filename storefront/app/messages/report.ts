import { report } from './en/report';

/** The Report a Cyber Incident screen's strings for the visitor's language. */
export function useReportMessages() {
  return report;
}
