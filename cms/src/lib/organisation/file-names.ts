/** The names of the files an organisation's administrator downloads (ADR 0029). */
import { pngDay } from '../../../contract/png-time';

/** The members export: the organisation's name as a slug and the day in Papua New Guinea (ADR 0036), not in UTC. */
export function membersFileName(organisationName: string, now: Date): string {
  const slug = organisationName
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/[\s_-]+/g, '-')
    .toLowerCase()
    .slice(0, 60);
  return `${slug || 'organisation'}-members-${pngDay(now)}.csv`;
}
