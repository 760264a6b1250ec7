import { toCsv } from '@kundu/cms-contract/csv';
import { messages } from '~/messages/messages.server';
import { disposition } from '@kundu/cms-contract/downloads';

/** GET /organisation/import-template.csv: the columns an import reads, as a CSV file to fill in (ADR 0029). */
export function loader() {
  const t = messages().organisationAdmin.csv;
  return new Response(toCsv([[...t.templateHeader]]), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': disposition(t.templateName),
      'Cache-Control': 'public, max-age=86400',
    },
  });
}
