/**
 * The names of the organisation administrator's files (ADR 0029, 0036). Their CSV is written by the contract's
 * `toCsv` (@kundu/cms-contract/csv), their Content-Disposition by its `disposition`.
 */

import { pngDay } from '@kundu/cms-contract/png-time';
import { organisationAdminMessages } from '~/messages/organisation-admin';

/** The members export's name: the organisation and the day in Papua New Guinea (ADR 0036), not in UTC. */
export function membersFileName(organisation: string, now: Date): string {
  return organisationAdminMessages().csv.fileName(organisation, pngDay(now));
}
