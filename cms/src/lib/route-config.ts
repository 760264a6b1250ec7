/**
 * Route settings shared by the custom APIs the storefront calls. Each route gets its own config object: Strapi
 * writes the route's permission scope into `config.auth` when it registers it (lodash `defaultsDeep`), so routes
 * sharing one object would all be checked against the first route's action.
 */

type RouteConfig = { middlewares: string[]; policies?: string[] };

/** Every storefront route: refusals keep their words (lib/refusals.ts). */
export function storefrontRoute(): RouteConfig {
  return { middlewares: ['global::refusals-in-words'] };
}

/** The route acts as a signed-in learner: `global::has-session` resolves the session or answers 401. */
export function learnerRoute(): RouteConfig {
  return { ...storefrontRoute(), policies: ['global::has-session'] };
}

export type StorefrontRoute = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  handler: string;
  config: RouteConfig;
};
