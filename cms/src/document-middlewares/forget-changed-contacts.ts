import type { Modules } from '@strapi/strapi';
import type { Contact } from '../../contract/verification';
import { USER_UID } from '../lib/users';

const LINK_UIDS = ['api::contact-verification.contact-verification', 'api::password-reset.password-reset'] as const;

/**
 * An account's email address or phone number changed (by a super admin in the Content Manager: learners cannot
 * change theirs) is not verified (ADR 0035): its verified time is cleared, links sent to the old address stop
 * working (verification and password-reset links alike), and the new address is sent a verification link.
 */
export function forgetChangedContacts(): Modules.Documents.Middleware.Middleware {
  return async (context, next) => {
    if (context.uid !== USER_UID || context.action !== 'update') return next();
    const params = context.params as { documentId?: string; data?: Record<string, unknown> };
    const data = params.data;
    if (!params.documentId || !data || !('email' in data || 'mobilePhone' in data)) return next();
    // Query engine: in a document middleware, the user's stored email and (private) phone before the update.
    const before: { id: number; email: string; mobilePhone: string | null } | null = await strapi.db
      .query(USER_UID)
      .findOne({ where: { documentId: params.documentId }, select: ['id', 'email', 'mobilePhone'] });
    if (!before) return next();
    const changed: Contact[] = [];
    if ('email' in data && String(data.email ?? '').toLowerCase() !== before.email.toLowerCase()) changed.push('email');
    if ('mobilePhone' in data && String(data.mobilePhone ?? '') !== (before.mobilePhone ?? '')) changed.push('phone');
    if (changed.length === 0) return next();
    params.data = {
      ...data,
      ...(changed.includes('email') ? { emailVerifiedAt: null } : {}),
      ...(changed.includes('phone') ? { phoneVerifiedAt: null } : {}),
    };
    const result = await next();
    for (const uid of LINK_UIDS) {
      // Query engine: one statement per link type (deleteMany), by the user's numeric id.
      await strapi.db.query(uid).deleteMany({ where: { user: before.id, usedAt: { $null: true } } });
    }
    const verification = strapi.service('api::account.contact-verification');
    // Query engine: in a document middleware, the user as just updated, by its numeric id.
    const user = await strapi.db.query(USER_UID).findOne({ where: { id: before.id } });
    for (const contact of changed) if (user) verification.sendLater(user, contact);
    return result;
  };
}
