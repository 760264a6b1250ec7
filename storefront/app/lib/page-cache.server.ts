/**
 * Cache-Control for HTML documents. Anonymous pages may be kept by the visitor's browser for a minute and served
 * stale for ten while it revalidates, which saves data on slow prepaid connections. They are `private`: each page
 * carries a per-request CSP nonce that a shared cache must not hand to other visitors. Pages for a signed-in
 * visitor, and errors (4xx included: a course's page visited before an editor published it must not be remembered
 * as "not found", ADR 0031), are never stored. See docs/decisions/0009-storefront-delivery-and-caching.md.
 */
export const ANONYMOUS_PAGE_CACHE = 'private, max-age=60, stale-while-revalidate=600';
export const NO_STORE = 'private, no-store';

export function documentCacheControl(status: number, isSignedIn: boolean): string {
  if (isSignedIn || status >= 400) return NO_STORE;
  return ANONYMOUS_PAGE_CACHE;
}
