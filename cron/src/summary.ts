/** What a job did, for its log line and for `npm run job`: counts, and every skip and failure with its reason. */

export type Skip = { what: string; reason: string };

export type JobSummary = {
  job: string;
  created: number;
  updated: number;
  removed: number;
  /** Whole sources skipped (a feed that timed out, answered HTML...), each named by its CMS name, with the reason. */
  skippedSources: Skip[];
  /** Items left out (not about cyber security, too old, unchanged...). */
  skipped: Skip[];
  failed: Skip[];
  /** What `removed` counts, when a job removes several kinds of rows. */
  removedDetail: string[];
  durationMs: number;
};

export function emptySummary(job: string): JobSummary {
  return {
    job,
    created: 0,
    updated: 0,
    removed: 0,
    skippedSources: [],
    skipped: [],
    failed: [],
    removedDetail: [],
    durationMs: 0,
  };
}

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** One line of counts, then a line per skipped source and failure, and the item skips grouped by reason. */
export function formatSummary(summary: JobSummary): string {
  const lines = [
    `${summary.job}: ${summary.created} created, ${summary.updated} updated, ${summary.removed} removed, ` +
      `${summary.skipped.length + summary.skippedSources.length} skipped, ${summary.failed.length} failed ` +
      `(${(summary.durationMs / 1000).toFixed(1)} s)`,
  ];
  for (const detail of summary.removedDetail) lines.push(`  removed ${detail}`);
  for (const skip of summary.skippedSources) lines.push(`  skipped ${skip.what}: ${skip.reason}`);
  const byReason = new Map<string, number>();
  for (const skip of summary.skipped) byReason.set(skip.reason, (byReason.get(skip.reason) ?? 0) + 1);
  for (const [reason, count] of byReason) lines.push(`  skipped ${plural(count, 'item')}: ${reason}`);
  for (const failure of summary.failed) lines.push(`  failed ${failure.what}: ${failure.reason}`);
  return lines.join('\n');
}
