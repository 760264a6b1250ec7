import { attachment, csvFile } from '~/lib/organisation-files.server';
import { messages } from '~/messages/messages.server';

/** GET /organisation/import-template.csv: the columns an import reads, as a CSV file to fill in (ADR 0029). */
export function loader() {
  const t = messages().organisationAdmin.csv;
  return new Response(csvFile([[...t.templateHeader]]), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': attachment(t.templateName),
      'Cache-Control': 'public, max-age=86400',
    },
  });
}
