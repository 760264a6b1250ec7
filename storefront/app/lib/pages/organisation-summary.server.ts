import type { AppLoadContext } from '@remix-run/node';
import { organisationReport } from '~/lib/cms/organisation-admin.server';
import { formatDate } from '~/lib/format';
import { answerFor, frameOf, requireOrganisation } from '~/lib/organisation-pages.server';

export async function loadSummary(request: Request, context: AppLoadContext) {
  const admin = await requireOrganisation(request, context);
  const report = await answerFor(request, organisationReport(admin.token, admin.organisationId));
  return {
    ...frameOf(admin),
    organisation: { id: report.organisation.id, name: report.organisation.name },
    kind: report.organisation.kind,
    province: report.organisation.province,
    generatedOn: formatDate(report.generatedAt),
    members: report.members,
    byCourse: report.byCourse,
    byProvince: report.byProvince,
  };
}
export type SummaryData = Awaited<ReturnType<typeof loadSummary>>;
