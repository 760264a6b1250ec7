/**
 * Route settings shared by the custom APIs the storefront calls. Each route gets its own config object: Strapi
 * writes the route's permission scope into `config.auth` when it registers it (lodash `defaultsDeep`), so routes
 * sharing one object would all be checked against the first route's action.
 */

type RouteConfig = { middlewares: string[]; policies?: string[] };

/** A route anyone may call (granted to the public role in cms/src/bootstrap/public-permissions.ts). */
export function publicRoute(): RouteConfig {
  return { middlewares: ['global::refusals-in-words'] };
}

/**
 * Every route of the platform's own services (the storefront; the cron worker's housekeeping): only an API token
 * may call it (each token holds only its own routes' permissions), and refusals keep their words (lib/refusals.ts).
 */
export function storefrontRoute(): RouteConfig {
  return { middlewares: ['global::refusals-in-words'], policies: ['global::storefront-only'] };
}

/** The route acts as a signed-in learner: `global::has-session` resolves the session or answers 401. */
export function learnerRoute(): RouteConfig {
  const route = storefrontRoute();
  return { ...route, policies: [...(route.policies ?? []), 'global::has-session'] };
}

/**
 * The route acts as an administrator of the organisation in its path (`:organisationId`, ADR 0029):
 * `global::organisation-administrator` loads it after the session (404 unknown, 403 not this account's to run).
 */
export function organisationAdminRoute(): RouteConfig {
  const route = learnerRoute();
  return { ...route, policies: [...(route.policies ?? []), 'global::organisation-administrator'] };
}

export type StorefrontRoute = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  handler: string;
  config: RouteConfig;
};
