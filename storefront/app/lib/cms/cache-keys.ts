/** The keys of the storefront's cache of public CMS answers (cache.server.ts); the CMS's change notices drop the
 * same answers by them (ADR 0031). */
export const CACHE_KEYS = {
  courses: 'courses',
  modules: (courseId: string) => `modules:${courseId}`,
  alerts: 'alerts',
  news: 'news',
  domains: 'domains',
} as const;
