/** Thin: checks the request, counts it against the limits, calls the service for the job (ADR 0051). */
import { errors } from '@strapi/utils';
import { z } from 'zod';
import {
  eraseAccountSchema,
  openExportSchema,
  PERSONAL_DATA_MESSAGES,
  removalsDoneSchema,
} from '../../../../contract/personal-data';
import { cmsEnv } from '../../../env';
import { personalDataMessages } from '../../../lib/personal-data-messages';
import { clientAddress, parseInput, signedInLearner, type Context } from '../../../lib/request';
import { inTurn, verifyPassword } from '../../../lib/passwords';
import { fieldError, passwordHashOf } from '../../../lib/users';
import { LIMITS, limitOrThrow, slowNetworkOrThrow } from '../../../lib/limits';

/** The storefront's opaque id for the browser (its chat cookie), whose conversation with Kumul goes with the data. */
const visitorSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{16,64}$/)
  .optional()
  .catch(undefined);

const t = () => personalDataMessages(cmsEnv.SUPPORT_EMAIL);
const service = <Name extends string>(name: Name) => strapi.service(`api::personal-data.${name}`);

/** Counts a request of this network: slower past a class's worth, refused past a script's. */
const countNetwork = (ctx: Context) =>
  slowNetworkOrThrow(
    strapi,
    `personal-data:network:${clientAddress(ctx)}`,
    LIMITS.personalDataNetwork,
    t().tooManyFromNetwork,
  );

/** The learner whose session the storefront passed, if it is live; no session is no opener. */
async function openerOf(ctx: Context): Promise<number | null> {
  const header = ctx.request.header['x-session-token'];
  if (typeof header !== 'string') return null;
  const session = await strapi.service('api::account.sessions').resolve(header);
  return session?.user.id ?? null;
}

export default {
  /** POST /api/personal-data/me/exports: 201 {token, expiresAt}: a link to the learner's data, for 30 minutes. */
  async requestExport(ctx: Context) {
    const { user } = signedInLearner(ctx);
    await countNetwork(ctx);
    await limitOrThrow(strapi, `personal-data:export:${user.id}`, LIMITS.personalDataExportAccount, t().tooManyExports);
    ctx.status = 201;
    ctx.body = await service('exports').createLink(user.id, 'learner');
  },

  /** POST /api/personal-data/exports/open {token, visitor?}: the data and the files to pack; 404 in words otherwise. */
  async openExport(ctx: Context) {
    const body = (ctx.request.body ?? {}) as { visitor?: unknown };
    const parsed = openExportSchema.safeParse(body);
    if (!parsed.success) throw new errors.NotFoundError(t().linkNotFound);
    await countNetwork(ctx);
    ctx.body = await service('exports').open(parsed.data.token, await openerOf(ctx), visitorSchema.parse(body.visitor));
  },

  /**
   * POST /api/personal-data/me/erase {password, certificates, visitor?}: deletes the signed-in learner's account;
   * 200 {storageKeys} for the storefront to remove at once. A wrong password is a 400 at the password field.
   */
  async eraseOwnAccount(ctx: Context) {
    const { password, certificates } = parseInput(eraseAccountSchema, ctx.request.body);
    const { user } = signedInLearner(ctx);
    await countNetwork(ctx);
    await limitOrThrow(strapi, `personal-data:erase:${user.id}`, LIMITS.eraseAccount, t().tooManyPasswordTries);
    const stored = await passwordHashOf(strapi, user.id);
    const matches = await inTurn(`personal-data:network:${clientAddress(ctx)}`, () => verifyPassword(password, stored));
    if (!matches) throw fieldError('password', PERSONAL_DATA_MESSAGES.passwordWrong);
    const visitor = visitorSchema.parse((ctx.request.body as { visitor?: unknown }).visitor);
    const erased = await service('erase').erase(user.id, certificates, 'learner', { visitor });
    ctx.body = { storageKeys: erased?.storageKeys ?? [] };
  },

  /** GET /api/personal-data/storage-removals: {removals: [{id, storageKey}]}, the oldest 100 files waiting. */
  async storageRemovals(ctx: Context) {
    ctx.body = { removals: await service('storage-removals').pending() };
  },

  /** POST /api/personal-data/storage-removals/done {ids}: the files the storefront removed. */
  async storageRemovalsDone(ctx: Context) {
    const { ids } = parseInput(removalsDoneSchema, ctx.request.body);
    ctx.body = { removed: await service('storage-removals').done(ids) };
  },
};
