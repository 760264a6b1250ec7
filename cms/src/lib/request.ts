/**
 * What every custom controller needs from a request: its body checked against a zod schema (a 400 naming each
 * field), the visitor's network address and browser as the storefront passed them, and the signed-in learner that
 * the `global::has-session` policy found.
 */
import { errors } from '@strapi/utils';
import type { ParameterizedContext } from 'koa';
import type { ContextDelegatedResponseErrorMethods } from '@strapi/core/dist/services/server/koa-methods';
import type { z } from 'zod';
import { fieldErrors } from '../../contract/account-forms';
import { cmsEnv } from '../env';
import { accountMessages } from './account-messages';
import { networkOf } from './network';
import type { ResolvedSession } from '../api/account/services/sessions';
import type { AdministeredOrganisation } from './organisations';

/**
 * What `ctx.state` holds: the learner's session and the organisation (our policies), the admin panel's user and the
 * token's strategy (Strapi's authentication), and whether a middleware already read the body (body-errors.ts).
 */
export type RequestState = {
  account?: ResolvedSession;
  organisation?: AdministeredOrganisation;
  user?: { id: number; email: string; roles?: Array<{ code: string }> };
  auth?: { strategy?: { name?: string } };
  bodyRead?: boolean;
};

/**
 * Strapi's helpers on Koa's context (`ctx.notFound(message)`, `ctx.unauthorized(message)`, …): Strapi adds them at
 * run time and types them in @strapi/core (pinned with @strapi/strapi) without adding them to Koa's types.
 */
type StrapiContext = ContextDelegatedResponseErrorMethods;

/**
 * Koa's context, as Strapi hands it to controllers, policies and middlewares: with the state our policies set, the
 * route's parameters (Strapi's router) and the parsed body (Strapi's body parser).
 */
export type Context = ParameterizedContext<RequestState, StrapiContext> & {
  params: Record<string, string | undefined>;
  request: { body?: unknown };
};

/** The value checked against the schema, or a ValidationError with the first message and every field's. */
export function parseInput<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const fields = fieldErrors(result.error);
  const [first] = Object.values(fields);
  throw new errors.ValidationError(first ?? 'Invalid request', {
    errors: Object.entries(fields).map(([path, message]) => ({ path: [path], message, name: 'ValidationError' })),
  });
}

/**
 * The visitor's network as rate limits count it (lib/network.ts: the IPv4 address, or the IPv6 /64), from the
 * address the storefront saw. Only the storefront's token reaches these routes.
 */
export function clientAddress(ctx: Context): string {
  const header = ctx.request.header['x-client-ip'];
  return networkOf(typeof header === 'string' ? header : '') ?? 'unknown';
}

export function clientDevice(ctx: Context): string | undefined {
  const header = ctx.request.header['x-client-agent'];
  return typeof header === 'string' ? header : undefined;
}

/** The device tokens the browser holds (lib/trusted-device.ts), as the storefront passed them: at most five. */
export function trustedDeviceTokens(ctx: Context): string[] {
  const header = ctx.request.header['x-trusted-devices'];
  if (typeof header !== 'string') return [];
  return header
    .split(/[\s,]+/)
    .filter((token) => token.length > 0 && token.length <= 64)
    .slice(0, 5);
}

/** The learner the session policy resolved; routes using this are configured with `global::has-session`. */
export function signedInLearner(ctx: Context): ResolvedSession {
  const account = ctx.state.account;
  if (!account) throw new errors.UnauthorizedError(accountMessages(cmsEnv.SUPPORT_EMAIL).sessionRequired);
  return account;
}
