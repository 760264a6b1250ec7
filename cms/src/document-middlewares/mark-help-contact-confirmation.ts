import type { Modules } from '@strapi/strapi';
import { isConfirmed } from '../../contract/help-contacts';

const UID = 'api::help-contact.help-contact';

/**
 * A help contact's `confirmation`, which editors read in the list ("To be confirmed"), follows from its check: both
 * a last-checked date and who checked, or it is to be confirmed (ADR 0042). Set at every save, whatever was sent.
 */
export function markHelpContactConfirmation(): Modules.Documents.Middleware.Middleware {
  return async (context, next) => {
    if (context.uid !== UID) return next();
    if (context.action !== 'create' && context.action !== 'update') return next();
    const params = context.params as { data?: Record<string, unknown>; documentId?: string; locale?: string };
    const data = { ...params.data };
    let current: { lastCheckedAt?: unknown; checkedBy?: string | null } = {};
    if (context.action === 'update' && (!('lastCheckedAt' in data) || !('checkedBy' in data)) && params.documentId) {
      current =
        (await strapi.documents(UID).findOne({
          documentId: params.documentId,
          fields: ['lastCheckedAt', 'checkedBy'],
        })) ?? {};
    }
    const check = {
      lastCheckedAt: String(('lastCheckedAt' in data ? data.lastCheckedAt : current.lastCheckedAt) ?? ''),
      checkedBy: ('checkedBy' in data ? data.checkedBy : current.checkedBy) as string | null,
    };
    data.confirmation = isConfirmed(check) ? 'confirmed' : 'to_be_confirmed';
    params.data = data;
    return next();
  };
}
