/** Courses and their modules, read from the CMS and shaped as the spec's Course and Module (section 3). */
import { z } from 'zod';
import { DOMAINS, LEVELS, TARGET_ROLES, type Domain, type TargetRole } from '../catalogue';
import type { InEnglish } from '../content-language';
import { currentLanguage, type Language } from '../language';
import { findDocuments, type CmsQuery } from './core.server';
import { CACHE_KEYS, COURSE_MISS_REFRESH_MS, inLanguage } from './cache-keys';
import { cmsCache } from './cache.server';
import { layText, readTexts, readsTokPisin, textRows } from './tok-pisin.server';

/** Strapi returns decimals as numbers on SQLite and as strings on PostgreSQL. */
const decimal = z.union([
  z.number(),
  z
    .string()
    .regex(/^\d+(\.\d+)?$/)
    .transform(Number),
]);
const texts = z.array(z.object({ text: z.string() })).transform((items) => items.map((item) => item.text));

/** A course as the CMS answers it (published through the REST API, or a draft through a preview). */
export const cmsCourse = z.object({
  documentId: z.string(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  domain: z.enum(DOMAINS),
  difficulty: z.enum(LEVELS).nullable(),
  duration: z.string().nullable(),
  isFree: z.boolean(),
  priceKina: decimal.nullable(),
  targetRoles: z.array(z.object({ role: z.enum(TARGET_ROLES) })),
  objectives: texts,
  prerequisites: texts,
  modules: z.object({ count: z.number().int() }),
});

export type Course = InEnglish & {
  id: string;
  slug: string;
  title: string;
  description: string;
  domain: Domain;
  targetRole: TargetRole[];
  difficulty: string | null;
  moduleCount: number;
  duration: string | null;
  objectives: string[];
  prerequisites: string[];
  isFree: boolean;
  priceKina: number | null;
};

const COURSE_QUERY: CmsQuery = {
  fields: ['slug', 'title', 'description', 'domain', 'difficulty', 'duration', 'isFree', 'priceKina'],
  'populate[targetRoles][fields]': ['role'],
  'populate[objectives][fields]': ['text'],
  'populate[prerequisites][fields]': ['text'],
  'populate[modules][count]': true,
};

export function toCourse(course: z.infer<typeof cmsCourse>): Course {
  return {
    id: course.documentId,
    slug: course.slug,
    title: course.title,
    description: course.description,
    domain: course.domain,
    targetRole: course.targetRoles.map((entry) => entry.role),
    difficulty: course.difficulty,
    moduleCount: course.modules.count,
    duration: course.duration,
    objectives: course.objectives,
    prerequisites: course.prerequisites,
    isFree: course.isFree,
    priceKina: course.priceKina,
  };
}

async function fetchAllCourses(): Promise<Course[]> {
  // documentId breaks ties between equal titles, so that pages read at once never skip or repeat a course.
  return (
    await findDocuments('courses', { ...COURSE_QUERY, 'sort[0]': 'title:asc', 'sort[1]': 'documentId:asc' }, cmsCourse)
  ).map(toCourse);
}

const englishCourses = () => cmsCache.get(CACHE_KEYS.courses, fetchAllCourses);

/** A course's text, as a version in another language holds it (ADR 0049). */
const COURSE_TEXT = ['title', 'description', 'duration', 'objectives', 'prerequisites'] as const;
const courseText = textRows({
  title: z.string().nullable(),
  description: z.string().nullable(),
  duration: z.string().nullable(),
  objectives: texts.optional(),
  prerequisites: texts.optional(),
});

/** The English courses with the text of their versions in `language` laid over them. */
async function inLanguageOf(english: Course[], language: Language): Promise<Course[]> {
  if (!readsTokPisin(language)) return english;
  const versions = await readTexts(inLanguage(CACHE_KEYS.courses, language), () =>
    findDocuments(
      'courses',
      {
        locale: language,
        fields: ['title', 'description', 'duration'],
        'populate[objectives][fields]': ['text'],
        'populate[prerequisites][fields]': ['text'],
      },
      courseText,
    ),
  );
  return english.map((course) => layText(course, versions.get(course.id), COURSE_TEXT));
}

/** Every published course, in the learner's language (`language`: the request's), from the cache (one CMS request
 * per language serves the catalogue, free courses and details). */
export async function listAllCourses(language: Language = currentLanguage()): Promise<Course[]> {
  return inLanguageOf(await englishCourses(), language);
}

export type CourseFilter = { free?: boolean; role?: TargetRole; domain?: Domain; search?: string };

/** The catalogue's filters (spec 2.6 and 2.10): free, target role, exact domain, and a case-insensitive search
 * of title or description: of what the learner reads, and of the `english` courses of the same ids (ADR 0049), so
 * that an English word finds a course shown in Tok Pisin. */
export function filterCourses(courses: Course[], filter: CourseFilter, english: Course[] = []): Course[] {
  const search = filter.search?.trim().toLowerCase();
  const englishById = new Map(english.map((course) => [course.id, course]));
  const found = (course: Course | undefined) =>
    !!course &&
    !!search &&
    (course.title.toLowerCase().includes(search) || course.description.toLowerCase().includes(search));
  return courses.filter(
    (course) =>
      (filter.free === undefined || course.isFree === filter.free) &&
      (!filter.role || course.targetRole.includes(filter.role)) &&
      (!filter.domain || course.domain === filter.domain) &&
      (!search || found(course) || found(englishById.get(course.id))),
  );
}

export async function listCourses(filter: CourseFilter = {}): Promise<Course[]> {
  const english = await englishCourses();
  return filterCourses(await inLanguageOf(english, currentLanguage()), filter, english);
}

/** Strapi document ids are lowercase letters and digits; anything else cannot be a course. */
export const courseIdSchema = z.string().regex(/^[a-z0-9]{10,64}$/);

/**
 * One published course, or undefined when there is none with that id. A course the cached list does not have may
 * have been published a moment ago, by a change notice this process missed (ADR 0031): the list is read again
 * first, shared with other such requests and at most once per COURSE_MISS_REFRESH_MS, so a new course never
 * answers 404.
 */
export async function findCourse(id: string): Promise<Course | undefined> {
  let found = (await englishCourses()).find((course) => course.id === id);
  if (!found) {
    const recent = await cmsCache.getRecent(CACHE_KEYS.courses, fetchAllCourses, COURSE_MISS_REFRESH_MS);
    found = recent.find((course) => course.id === id);
  }
  return found && (await inLanguageOf([found], currentLanguage()))[0];
}

export const cmsModule = z.object({
  documentId: z.string(),
  title: z.string(),
  description: z.string(),
  estimatedDuration: z.string(),
  order: z.number().int(),
  downloadBytes: z.number().int().nullable(),
  /** Counted by the CMS when the quiz is saved; null for a module saved before it counted them. */
  quizQuestions: z.number().int().nullable(),
});

/** The spec's Module (section 3), with its order, what its lesson and quiz cost to download (compressed), and
 * whether it has a quiz. */
export type CourseModule = InEnglish & {
  id: string;
  title: string;
  description: string;
  estimatedDuration: string;
  order: number;
  downloadBytes: number | null;
  /** Whether the module ends with a quiz, or is a lesson only (finished with Mark as Read). */
  hasQuiz: boolean;
};

/** The published modules of a published course, in order, in the learner's language. Lesson bodies and quizzes are
 * never part of this answer. Call it for an id `findCourse` found, so that the cache holds only real courses. */
export async function listCourseModules(courseId: string): Promise<CourseModule[]> {
  const english = await cmsCache.get(CACHE_KEYS.modules(courseId), () => fetchCourseModules(courseId));
  const language = currentLanguage();
  if (!readsTokPisin(language) || english.length === 0) return english;
  // A module's course is set on its English version only (ADR 0049): its other versions are found by id.
  const versions = await readTexts(inLanguage(CACHE_KEYS.modules(courseId), language), () =>
    findDocuments(
      'course-modules',
      {
        locale: language,
        fields: ['title', 'description', 'estimatedDuration', 'downloadBytes'],
        'filters[documentId][$in]': english.map((module) => module.id),
      },
      moduleText,
    ),
  );
  return english.map((module) => {
    const version = versions.get(module.id);
    const laid = layText(module, version, MODULE_TEXT);
    // What it costs to download is measured from the lesson and quiz the learner gets: theirs, once translated.
    return version?.downloadBytes != null ? { ...laid, downloadBytes: version.downloadBytes } : laid;
  });
}

const MODULE_TEXT = ['title', 'description', 'estimatedDuration'] as const;
const moduleText = textRows({
  title: z.string().nullable(),
  description: z.string().nullable(),
  estimatedDuration: z.string().nullable(),
  downloadBytes: z.number().int().nullable(),
});

async function fetchCourseModules(courseId: string): Promise<CourseModule[]> {
  const modules = await findDocuments(
    'course-modules',
    {
      fields: ['title', 'description', 'estimatedDuration', 'order', 'downloadBytes', 'quizQuestions'],
      'filters[course][documentId][$eq]': courseId,
      'sort[0]': 'order:asc',
    },
    cmsModule,
  );
  return modules.map(toCourseModule);
}

export function toCourseModule(module: z.infer<typeof cmsModule>): CourseModule {
  return {
    id: module.documentId,
    title: module.title,
    description: module.description,
    estimatedDuration: module.estimatedDuration,
    order: module.order,
    downloadBytes: module.downloadBytes,
    hasQuiz: module.quizQuestions !== 0,
  };
}
