/**
 * The printable one-page summary an administrator takes to a board or a donor (ADR 0029): members, and per course
 * the organisation assigned and per province, how many were assigned, enrolled and completed. Built from the same
 * roster as the members list, so the two never disagree.
 */
import type { Core } from '@strapi/strapi';
import type { OrganisationReport } from '../../../../contract/organisations';
import type { AdministeredOrganisation } from '../../../lib/organisations';
import { rosterService } from './roster';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async summary(organisation: AdministeredOrganisation): Promise<OrganisationReport> {
    const roster = await rosterService(strapi).of(organisation);
    const active = roster.members.filter((member) => member.status === 'active');

    const byCourse = roster.courses.map(({ courseId, courseTitle }) => {
      const assigned = active.flatMap((member) => member.courses.filter((course) => course.courseId === courseId));
      return {
        courseId,
        courseTitle,
        assigned: assigned.length,
        enrolled: assigned.filter((course) => course.enrollment).length,
        completed: assigned.filter((course) => course.status === 'completed').length,
      };
    });

    const provinces = new Map<string, { members: number; completed: number }>();
    for (const member of active) {
      // A member's branch; the organisation's own province when the membership names none.
      const province = member.province ?? organisation.province;
      const entry = provinces.get(province) ?? { members: 0, completed: 0 };
      entry.members += 1;
      entry.completed += member.courses.filter((course) => course.status === 'completed').length;
      provinces.set(province, entry);
    }
    const byProvince = [...provinces]
      .map(([province, counts]) => ({ province, ...counts }))
      .sort((a, b) => b.members - a.members || a.province.localeCompare(b.province, 'en'));

    return {
      organisation: {
        id: organisation.documentId,
        name: organisation.name,
        kind: organisation.kind,
        province: organisation.province,
        memberCount: active.length,
      },
      generatedAt: new Date().toISOString(),
      members: active.length,
      byCourse,
      byProvince,
    };
  },
});
