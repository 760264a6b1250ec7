/**
 * The administrator's members list and its CSV export (ADR 0029): the roster (services/roster.ts) filtered, a page
 * at a time, with progress against the courses' published modules worked out by the learning service for the rows
 * shown only. Nobody's phone number is shown, not even masked (ADR 0036). Dates are days in Papua New Guinea.
 */
import type { Core } from '@strapi/strapi';
import {
  MEMBERS_PAGE_SIZE,
  type MemberCourseStatus,
  type MemberFilters,
  type MemberPage,
} from '../../../../contract/organisations';
import { pngDay } from '../../../../contract/png-time';
import { toCsv } from '../../../../contract/csv';
import { membersFileName } from '../../../lib/organisation/file-names';
import {
  filtered,
  toMember,
  toMemberCourse,
  toRecord,
  totalsOf,
  type RosterMember,
} from '../../../lib/organisation/roster';
import type { AdministeredOrganisation } from '../../../lib/organisations';
import { progressService } from '../../learning/services/progress';
import { rosterService } from './roster';

const day = (value: string | null) => (value ? pngDay(value) : null);

const createMembersService = ({ strapi }: { strapi: Core.Strapi }) => {
  /** Progress against the courses' modules as published now, as the learner's dashboard shows it (ADR 0015). */
  async function progressOf(members: RosterMember[]): Promise<Map<number, number>> {
    const records = members.flatMap((member) =>
      member.courses.flatMap((course) => (course.enrollment ? [toRecord(course.enrollment)] : [])),
    );
    const progress = new Map<number, number>();
    // In slices: each slice is two queries, and a statement's parameters stay well within every database's limit.
    for (let start = 0; start < records.length; start += 1_000) {
      const found = await progressService(strapi).progressOf(records.slice(start, start + 1_000));
      for (const [id, state] of found) progress.set(id, state.progress);
    }
    return progress;
  }

  return {
    async page(organisation: AdministeredOrganisation, filters: MemberFilters): Promise<MemberPage> {
      const roster = await rosterService(strapi).of(organisation);
      const selected = filtered(roster, filters);
      const shown = selected.slice((filters.page - 1) * MEMBERS_PAGE_SIZE, filters.page * MEMBERS_PAGE_SIZE);
      const progress = await progressOf(shown);
      return {
        members: shown.map((member) => toMember(member, progress)),
        total: selected.length,
        page: filters.page,
        pageCount: Math.max(1, Math.ceil(selected.length / MEMBERS_PAGE_SIZE)),
        totals: totalsOf(roster),
      };
    },

    /** The same rows as the list, every page: one line per member and assigned course (a member without one: one). */
    async export(organisation: AdministeredOrganisation, filters: MemberFilters) {
      const selected = filtered(await rosterService(strapi).of(organisation), filters);
      const progress = await progressOf(selected);
      const header = [
        'First name',
        'Last name',
        'Email',
        'Groups',
        'Province',
        'Membership',
        'Course',
        'Status',
        'Progress %',
        'Completed on',
        'Certificate ID',
      ];
      const statusWords: Record<MemberCourseStatus, string> = {
        not_started: 'Not started',
        in_progress: 'In progress',
        completed: 'Completed',
      };
      const lines = selected.flatMap((member) => {
        const person = [
          member.firstName,
          member.lastName,
          member.email,
          member.groups.map((group) => group.name).join('; '),
          member.province,
          member.status === 'invited' ? 'Invited' : 'Active',
        ];
        if (member.courses.length === 0) return [[...person, null, null, null, null, null]];
        return member.courses.map((course) => {
          const shown = toMemberCourse(course, progress);
          return [
            ...person,
            shown.courseTitle,
            statusWords[shown.status],
            shown.progress,
            day(shown.completedAt),
            shown.certificateId,
          ];
        });
      });
      return {
        fileName: membersFileName(organisation.name, new Date()),
        body: toCsv([header, ...lines]),
      };
    },
  };
};

export default createMembersService;

export type MembersService = ReturnType<typeof createMembersService>;

/** The members service, typed (Strapi's service registry answers `any`). */
export const membersService = (strapi: Core.Strapi) => strapi.service('api::organisation.members') as MembersService;
