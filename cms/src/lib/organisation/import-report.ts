/**
 * An import's state as an administrator reads it (ADR 0029, 0036): its record's fields, the report's reasons in the
 * administrator's words, and the counts by outcome. Nothing here reads or writes the database.
 */
import type { ImportOutcome, ImportRow, ImportState } from '../../../contract/organisations';

/** Why a row of the report came out as it did, beyond the CSV's own reasons (CSV_ROW_MESSAGES). */
export const IMPORT_MESSAGES = {
  resent: 'Already invited. Their invitation had not been sent before; it has been sent now.',
  linkResent: 'Already a member. Their set-password link had not been sent before; it has been sent now.',
  notSent: 'The message to this member could not be sent. Upload the file again to send it.',
  notSaved: 'This row could not be saved. Upload the file again to retry it.',
  dailyLimit: (cap: number) =>
    `Not sent: your organisation has sent its ${cap} invitations for the last 24 hours. Upload the file again tomorrow: rows already invited are not repeated.`,
  stopped: 'Not sent: the person at this address asked not to receive these invitations.',
} as const;

/** An import's record, as the imports service reads it. */
export type ImportRecord = {
  id: number;
  documentId: string;
  fileName: string | null;
  status: ImportState['status'];
  totalRows: number;
  processedRows: number;
  report: ImportRow[] | null;
  createdAt: string;
};

export const IMPORT_FIELDS = ['fileName', 'status', 'totalRows', 'processedRows', 'report', 'createdAt'] as const;

/** Imports reported before ADR 0036 said whether an account existed; they read as "invited" now, like any. */
const LEGACY_OUTCOMES: Record<string, ImportOutcome> = { created: 'invited', invited_existing: 'invited' };

export function toState(record: ImportRecord): ImportState {
  const rows = (record.report ?? []).map((row) =>
    LEGACY_OUTCOMES[row.outcome] ? { ...row, outcome: LEGACY_OUTCOMES[row.outcome]! } : row,
  );
  const counts: Record<ImportOutcome, number> = {
    invited: 0,
    already_invited: 0,
    already_member: 0,
    not_sent: 0,
    rejected: 0,
  };
  for (const row of rows) counts[row.outcome] += 1;
  return {
    id: record.documentId,
    fileName: record.fileName ?? '',
    status: record.status,
    totalRows: Number(record.totalRows),
    processedRows: Number(record.processedRows),
    counts,
    rows,
    startedAt: new Date(record.createdAt).toISOString(),
  };
}
