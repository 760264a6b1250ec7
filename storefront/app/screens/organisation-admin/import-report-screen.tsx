/** /organisation/imports/{id}: the progress of an import while it runs, then its report, rejected rows first. */
import type { ImportOutcome } from '@kundu/cms-contract/organisations';
import { Badge, type BadgeTone } from '~/components/ui/badge';
import { FormNotice } from '~/components/ui/field';
import { ProgressBar } from '~/components/ui/progress';
import { useOrganisationAdminMessages } from '~/messages/organisation-admin';
import type { ImportReportData } from '~/lib/pages/organisation-import-report.server';
import { OrganisationFrame, PageLink, Section, stackedCell, stackedRow, stackedTable } from './frame';

const OUTCOMES = [
  'rejected',
  'not_sent',
  'invited',
  'already_invited',
  'already_member',
] as const satisfies ImportOutcome[];
const TONES: Record<ImportOutcome, BadgeTone> = {
  rejected: 'destructive',
  not_sent: 'warning',
  invited: 'success',
  already_invited: 'info',
  already_member: 'secondary',
};

function Report({ data }: { data: ImportReportData }) {
  const t = useOrganisationAdminMessages().importReport;
  const { rows, counts } = data.import;
  return (
    <>
      <Section id="counts-title" title={t.countsTitle}>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
          {OUTCOMES.map((outcome) => (
            <div
              key={outcome}
              className="rounded-xl border border-slate-200 bg-slate-50 p-3"
              data-testid={`count-${outcome}`}
            >
              <dt className="text-xs text-slate-700">{t.outcomes[outcome]}</dt>
              <dd className="text-2xl font-bold">{counts[outcome]}</dd>
            </div>
          ))}
        </dl>
      </Section>
      <Section id="rows-title" title={t.rowsTitle}>
        {rows.length === 0 ? (
          <p className="text-sm text-slate-700">{t.noRows}</p>
        ) : (
          <>
            {counts.rejected > 0 ? <p className="mb-3 text-sm text-slate-700">{t.rowsIntro}</p> : null}
            <div className="sm:overflow-x-auto">
              <table className={stackedTable} data-testid="import-rows">
                <caption className="sr-only">{t.rowsTitle}</caption>
                <thead className="bg-slate-50 max-sm:sr-only">
                  <tr>
                    {(['row', 'name', 'contact', 'outcome', 'reason'] as const).map((column) => (
                      <th key={column} scope="col" className="px-3 py-2">
                        {t.columns[column]}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody className="max-sm:block max-sm:space-y-3">
                  {rows.map((row) => (
                    <tr key={row.row} className={stackedRow} data-testid="import-row">
                      <th scope="row" data-label={t.columns.row} className={`${stackedCell} font-semibold`}>
                        <span>{row.row}</span>
                      </th>
                      <td data-label={t.columns.name} className={stackedCell}>
                        <span>{row.name}</span>
                      </td>
                      <td data-label={t.columns.contact} className={stackedCell}>
                        <span className="min-w-0 break-all">{row.contact}</span>
                      </td>
                      <td data-label={t.columns.outcome} className={stackedCell}>
                        <span>
                          <Badge tone={TONES[row.outcome]}>{t.outcomes[row.outcome]}</Badge>
                        </span>
                      </td>
                      <td
                        data-label={t.columns.reason}
                        className={row.reason ? stackedCell : `${stackedCell} max-sm:hidden`}
                      >
                        <span>{row.reason ?? ''}</span>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
      </Section>
    </>
  );
}

export function ImportReportScreen({ data }: { data: ImportReportData }) {
  const messages = useOrganisationAdminMessages();
  const t = messages.importReport;
  const state = data.import;
  return (
    <OrganisationFrame organisation={data.organisation} current="imports" title={t.title} hasOthers={data.hasOthers}>
      <p className="text-sm text-slate-700">
        {t.file(state.fileName)} · {t.startedOn(state.startedOn)}
      </p>
      <div className="space-y-2" data-testid="import-progress">
        <p className="font-semibold" role="status">
          {t.processed(state.processedRows, state.totalRows)}
        </p>
        <ProgressBar value={state.processedRows} max={Math.max(state.totalRows, 1)} label={t.progressLabel} />
        {state.status === 'running' ? <p className="text-sm text-slate-600">{t.running}</p> : null}
      </div>
      {state.status === 'interrupted' ? (
        <FormNotice tone="error" title={t.interruptedTitle} text={t.interruptedText} />
      ) : null}
      {state.status === 'finished' ? <h2 className="text-xl font-bold">{t.finishedTitle}</h2> : null}
      {state.status === 'running' ? null : <Report data={data} />}
      <PageLink page="import" organisationId={data.organisation.id}>
        {t.another}
      </PageLink>
    </OrganisationFrame>
  );
}
