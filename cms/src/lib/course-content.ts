/**
 * Published courses and modules as the learning services read them, by the documentIds learners' records keep
 * (documentIds survive re-publishing; row ids do not).
 */
import type { Core } from '@strapi/strapi';

export const COURSE_UID = 'api::course.course';
export const MODULE_UID = 'api::course-module.course-module';

export type PublishedModule = {
  documentId: string;
  title: string;
  order: number;
  estimatedDuration: string;
  downloadBytes: number | null;
  /** When it joined the course as learners see it: first published, or created already published. */
  availableSince: string;
};

/** The published modules of each course, in order, in one query whatever the number of courses. */
export async function publishedModulesOf(
  strapi: Core.Strapi,
  courseIds: readonly string[],
): Promise<Map<string, PublishedModule[]>> {
  const byCourse = new Map<string, PublishedModule[]>(courseIds.map((id) => [id, []]));
  if (courseIds.length === 0) return byCourse;
  const modules = await strapi.documents(MODULE_UID).findMany({
    status: 'published',
    filters: { course: { documentId: { $in: [...courseIds] } } },
    fields: ['title', 'order', 'estimatedDuration', 'downloadBytes', 'createdAt', 'firstPublishedOn'],
    populate: { course: { fields: ['documentId'] } },
    sort: ['order:asc', 'createdAt:asc'],
  });
  for (const module of modules) {
    const courseId = (module.course as { documentId?: string } | null)?.documentId;
    if (!courseId) continue;
    byCourse.get(courseId)?.push({
      documentId: module.documentId,
      title: module.title ?? '',
      order: module.order ?? 0,
      estimatedDuration: module.estimatedDuration ?? '',
      downloadBytes: module.downloadBytes ?? null,
      availableSince: String(module.firstPublishedOn ?? module.createdAt),
    });
  }
  return byCourse;
}

export function findPublishedCourse(strapi: Core.Strapi, courseId: string) {
  return strapi.documents(COURSE_UID).findOne({
    documentId: courseId,
    status: 'published',
    fields: ['title', 'description', 'duration', 'isFree', 'priceKina'],
  });
}
