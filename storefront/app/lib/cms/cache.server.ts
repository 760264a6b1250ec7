import { env } from '~/env.server';
import { createCache } from '../cache.server';

export { CACHE_KEYS } from './cache-keys';

/** The storefront's one cache of public CMS answers (courses, domains, alerts, news). */
export const cmsCache = createCache({ ttlMs: env.CMS_CACHE_TTL_MS, staleMs: env.CMS_CACHE_TTL_MS * 10 });
