import { DEFAULT_LANGUAGE, type Language } from '../language';

/** The keys of the storefront's cache of public CMS answers (cache.server.ts); the CMS's change notices drop the
 * same answers by them (ADR 0031). */
export const CACHE_KEYS = {
  courses: 'courses',
  modules: (courseId: string) => `modules:${courseId}`,
  alerts: 'alerts',
  news: 'news',
  domains: 'domains',
} as const;

/**
 * The key of an answer's text in a language (ADR 0049): English answers keep their keys; the Tok Pisin text laid over
 * them is kept apart, under `key@tpi`. A change notice drops both.
 */
export const inLanguage = (key: string, language: Language) =>
  language === DEFAULT_LANGUAGE ? key : `${key}@${language}`;

/** How often at most an address the cached course list does not know makes the storefront read the list again
 * (ADR 0031): random ids cannot make it ask the CMS more often than this. */
export const COURSE_MISS_REFRESH_MS = 5000;
