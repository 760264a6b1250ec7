import type { Modules } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import {
  ASSIGNMENT_UID,
  GROUP_UID,
  IMPORT_UID,
  INVITE_UID,
  isEmail,
  MEMBERSHIP_UID,
  normaliseEmail,
  ORGANISATION_UID,
} from '../lib/organisations';

type Administrator = { email?: unknown; [field: string]: unknown };

/** Who is checked against a session's email: trimmed, in lower case, each once; an entry that is no email is refused. */
function administratorsOf(value: unknown): Administrator[] {
  if (!Array.isArray(value)) return value as Administrator[];
  const seen = new Set<string>();
  const kept: Administrator[] = [];
  value.forEach((entry: Administrator, index) => {
    const email = typeof entry?.email === 'string' ? normaliseEmail(entry.email) : '';
    const number = index + 1;
    const message = !email
      ? `Administrator ${number} has no email address. Type the email they sign in with, or remove the entry.`
      : !isEmail(email)
        ? `Administrator ${number}: "${email.slice(0, 80)}" is not an email address. Type the email they sign in with, e.g. name@example.org.`
        : null;
    if (message) {
      throw new errors.ValidationError(message, {
        errors: [{ path: ['administrators', String(index), 'email'], message, name: 'ValidationError' }],
      });
    }
    if (seen.has(email)) return;
    seen.add(email);
    kept.push({ ...entry, email });
  });
  return kept;
}

function contactEmailOf(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const email = normaliseEmail(value);
  if (!email) return null;
  if (!isEmail(email)) {
    const message = `"${email.slice(0, 80)}" is not an email address. Leave the contact email empty, or type one.`;
    throw new errors.ValidationError(message, {
      errors: [{ path: ['contactEmail'], message, name: 'ValidationError' }],
    });
  }
  return email;
}

/**
 * Organisations as editors save them (ADR 0029): administrators' emails trimmed and in lower case (an account is an
 * administrator when its email is in the list), an invalid one refused in words; a new organisation gets its first
 * invite link at once; a deleted one takes its members' memberships, groups, assignments, invites and imports with
 * it (its access codes stay, without an owner).
 */
export function prepareOrganisation(): Modules.Documents.Middleware.Middleware {
  return async (context, next) => {
    if (context.uid !== ORGANISATION_UID) return next();
    const params = context.params as { documentId?: string; data?: Record<string, unknown> };

    if ((context.action === 'create' || context.action === 'update') && params.data) {
      const data = { ...params.data };
      if ('administrators' in data) data.administrators = administratorsOf(data.administrators);
      if ('contactEmail' in data) data.contactEmail = contactEmailOf(data.contactEmail);
      params.data = data;
    }

    if (context.action === 'delete' && params.documentId) {
      // Query engine: inside a document middleware, the organisation's numeric id for the rows below.
      const organisation = await strapi.db
        .query(ORGANISATION_UID)
        .findOne({ where: { documentId: params.documentId }, select: ['id'] });
      const dependents: Array<[string, number[]]> = [];
      if (organisation) {
        for (const uid of [ASSIGNMENT_UID, GROUP_UID, MEMBERSHIP_UID, INVITE_UID, IMPORT_UID]) {
          // Query engine: scoped by the organisation's numeric id; these ids are deleted after the organisation.
          const rows: Array<{ id: number }> = await strapi.db
            .query(uid)
            .findMany({ where: { organisation: { id: organisation.id } }, select: ['id'] });
          dependents.push([uid, rows.map((row) => row.id)]);
        }
      }
      const result = await next();
      for (const [uid, ids] of dependents) {
        for (let start = 0; start < ids.length; start += 500) {
          // Query engine: 500 rows per statement (deleteMany).
          await strapi.db.query(uid).deleteMany({ where: { id: { $in: ids.slice(start, start + 500) } } });
        }
      }
      return result;
    }

    const result = await next();
    if (context.action === 'create') {
      const created = result as { documentId?: string } | null;
      if (created?.documentId) {
        await strapi.service('api::organisation.invites').create(created.documentId);
      }
    }
    return result;
  };
}
