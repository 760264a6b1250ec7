import { env } from '~/env.server';
import { createCache } from '../cache.server';
import { createVisitorPages, noteCmsRead, outsideRecording } from '../visitor-pages.server';

export { CACHE_KEYS } from './cache-keys';

/** The pages signed-out visitors are sent, kept no longer than the answers they are made from stay fresh (ADR 0053). */
export const visitorPages = createVisitorPages({ ttlMs: env.CMS_CACHE_TTL_MS });

/** The storefront's one cache of public CMS answers (courses, domains, alerts, news). */
export const cmsCache = createCache({
  ttlMs: env.CMS_CACHE_TTL_MS,
  staleMs: env.CMS_CACHE_TTL_MS * 10,
  onRead: noteCmsRead,
  runLoad: outsideRecording,
});

/** The CMS said an answer changed (ADR 0031): it is read again, and the pages made from it are made again. */
export function dropCmsAnswer(key: string): void {
  cmsCache.invalidate(key);
  visitorPages.dropPagesFrom(key);
}
