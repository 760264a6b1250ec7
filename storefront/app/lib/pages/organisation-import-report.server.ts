import type { AppLoadContext } from '@remix-run/node';
import { ORGANISATION_MESSAGES, type ImportRow } from '@kundu/cms-contract/organisations';
import { importState } from '~/lib/cms/organisation-admin.server';
import { formatDate } from '~/lib/format';
import { answerFor, frameOf, refusedPage, requireOrganisation } from '~/lib/organisation-pages.server';

/** Rejected rows first (they are what the administrator must correct), each group in the file's order. */
function reportOrder(rows: ImportRow[]): ImportRow[] {
  return [...rows].sort((a, b) => Number(b.outcome === 'rejected') - Number(a.outcome === 'rejected') || a.row - b.row);
}

export async function loadImportReport(request: Request, context: AppLoadContext, importId: string) {
  const admin = await requireOrganisation(request, context);
  if (!/^[a-z0-9]{10,64}$/.test(importId)) {
    return refusedPage(request, { status: 404, message: ORGANISATION_MESSAGES.importNotFound });
  }
  const { import: state } = await answerFor(request, importState(admin.token, admin.organisationId, importId));
  return {
    ...frameOf(admin),
    import: {
      fileName: state.fileName,
      status: state.status,
      totalRows: state.totalRows,
      processedRows: state.processedRows,
      counts: state.counts,
      startedOn: formatDate(state.startedAt),
      // While it runs, only the progress shows; the rows come with the report.
      rows: state.status === 'running' ? [] : reportOrder(state.rows),
    },
  };
}
export type ImportReportData = Awaited<ReturnType<typeof loadImportReport>>;
