/**
 * A learner's account is deleted whole or not at all (ADR 0051): through "Delete my account" or Learner support's
 * "Their data request" panel, which remove its files, settle its certificates, end its organisations' roles and note
 * the deletion so that no restored backup brings it back. Deleting the bare entry in the Content Manager would do none
 * of that, so an administrator's delete of a learner is refused, in words that say where to go instead.
 */
import type { Modules } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { isPlatformWork } from '../lib/platform-work';
import { USER_UID } from '../lib/users';

const REFUSAL =
  'A learner’s account is deleted from the “Their data request” panel on their entry (Learner support or a Super Admin): it also removes their files, settles their certificates and keeps the deletion from coming back with a restored backup.';

/** Whether the request being answered is an administrator's (the admin panel's session or an admin token). */
function byAdministrator(): boolean {
  const ctx = strapi.requestContext.get() as { state?: { auth?: { strategy?: { name?: string } } } } | undefined;
  const strategy = ctx?.state?.auth?.strategy?.name;
  return strategy === 'admin' || strategy === 'admin-token';
}

export function deleteLearnersWhole(): Modules.Documents.Middleware.Middleware {
  return async (context, next) => {
    if (context.uid === USER_UID && context.action === 'delete' && byAdministrator() && !isPlatformWork()) {
      throw new errors.ValidationError(REFUSAL);
    }
    return next();
  };
}
