/** Route settings shared by the custom APIs the storefront calls. */

/** Every storefront route: refusals keep their words (lib/refusals.ts). */
export const STOREFRONT = { middlewares: ['global::refusals-in-words'] };

/** The route acts as a signed-in learner: `global::has-session` resolves the session or answers 401. */
export const SESSION_REQUIRED = { ...STOREFRONT, policies: ['global::has-session'] };

export type StorefrontRoute = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  handler: string;
  config: typeof STOREFRONT | typeof SESSION_REQUIRED;
};
