/** Thin: validates with the shared form rules, calls the accounts service, answers JSON. */
import { errors } from '@strapi/utils';
import { z } from 'zod';
import {
  contactByEmailSchema,
  contactByPhoneSchema,
  fieldErrors,
  forgotAccountSchema,
  forgotPasswordSchema,
  loginSchema,
  profileSchema,
  registrationSchema,
  resetPasswordSchema,
} from '../../../../contract/account-forms';
import { toPublicUser } from '../services/accounts';
import type { ResolvedSession } from '../services/sessions';

type Context = {
  unauthorized(message: string): void;
  request: { body?: unknown; header: Record<string, string | string[] | undefined> };
  params: Record<string, string>;
  state: { account?: ResolvedSession };
  status: number;
  body: unknown;
};

function parse<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const fields = fieldErrors(result.error);
  const [first] = Object.values(fields);
  throw new errors.ValidationError(first ?? 'Invalid request', {
    errors: Object.entries(fields).map(([path, message]) => ({ path: [path], message, name: 'ValidationError' })),
  });
}

const ipAddress = z.union([z.ipv4(), z.ipv6()]);

/** The visitor's address, as the storefront saw it. Only the storefront can call these routes. */
function clientAddress(ctx: Context): string {
  const header = ctx.request.header['x-client-ip'];
  const parsed = ipAddress.safeParse(typeof header === 'string' ? header : '');
  return parsed.success ? parsed.data : 'unknown';
}

function device(ctx: Context): string | undefined {
  const header = ctx.request.header['x-client-agent'];
  return typeof header === 'string' ? header : undefined;
}

const service = () => strapi.service('api::account.accounts');
const account = (ctx: Context) => ctx.state.account!;

export default {
  async register(ctx: Context) {
    ctx.status = 201;
    ctx.body = await service().register(parse(registrationSchema, ctx.request.body), clientAddress(ctx), device(ctx));
  },
  async login(ctx: Context) {
    const { email, password } = parse(loginSchema, ctx.request.body);
    try {
      ctx.body = await service().login(email, password, clientAddress(ctx), device(ctx));
    } catch (error) {
      // Strapi's authorization layer would turn this into a bare "Unauthorized"; learners must read why.
      if (error instanceof errors.UnauthorizedError) return ctx.unauthorized(error.message);
      throw error;
    }
  },
  async logout(ctx: Context) {
    await strapi.service('api::account.sessions').end(account(ctx).id);
    ctx.status = 204;
    ctx.body = null;
  },
  async forgotPassword(ctx: Context) {
    ctx.body = await service().forgotPassword(parse(forgotPasswordSchema, ctx.request.body), clientAddress(ctx));
  },
  async resetPassword(ctx: Context) {
    const { token, newPassword } = parse(resetPasswordSchema, ctx.request.body);
    ctx.body = await service().resetPassword(token, newPassword, clientAddress(ctx));
  },
  async forgotAccount(ctx: Context) {
    ctx.body = await service().forgotAccount(parse(forgotAccountSchema, ctx.request.body), clientAddress(ctx));
  },
  async contactInfo(ctx: Context) {
    const body = (ctx.request.body ?? {}) as Record<string, unknown>;
    const lookup = 'phone' in body ? parse(contactByPhoneSchema, body) : parse(contactByEmailSchema, body);
    ctx.body = await service().contactInfo(lookup, clientAddress(ctx));
  },
  async me(ctx: Context) {
    const { user } = account(ctx);
    ctx.body = { user: toPublicUser(user), documents: await service().listDocuments(user) };
  },
  async updateProfile(ctx: Context) {
    ctx.body = { user: await service().updateProfile(account(ctx).user, parse(profileSchema, ctx.request.body)) };
  },
  async setPhoto(ctx: Context) {
    const { storageKey } = parse(
      z.object({ storageKey: z.string().regex(/^photos\/[\w-]+\.(jpg|png|webp)$/) }),
      ctx.request.body,
    );
    ctx.body = await service().setPhoto(account(ctx).user, storageKey);
  },
  async addDocument(ctx: Context) {
    const file = parse(
      z.object({
        storageKey: z.string().regex(/^documents\/[\w-]+\.(pdf|jpg|png)$/),
        originalName: z.string().min(1).max(255),
        mimeType: z.enum(['application/pdf', 'image/jpeg', 'image/png']),
        sizeBytes: z
          .number()
          .int()
          .min(1)
          .max(5 * 1024 * 1024),
        kind: z.enum(['government_id', 'additional']),
      }),
      ctx.request.body,
    );
    ctx.status = 201;
    ctx.body = await service().addDocument(account(ctx).user, file);
  },
  async findDocument(ctx: Context) {
    ctx.body = await service().findDocument(account(ctx).user, ctx.params.id ?? '');
  },
  async removeDocument(ctx: Context) {
    ctx.body = await service().removeDocument(account(ctx).user, ctx.params.id ?? '');
  },
};
