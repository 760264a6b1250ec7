/** The learner's profile (spec 2.8): role, organisation, data-use consent, and the photo. */
import type { Core } from '@strapi/strapi';
import { findUserById, toPublicUser } from '../../../lib/users';
import type { SessionUser } from './sessions';

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const users = () => strapi.plugin('users-permissions').service('user');
  return {
    async updateProfile(
      user: SessionUser,
      changes: { role: string; organization?: string | null; hasConsentedToDataUse: boolean },
    ) {
      const consentAt = changes.hasConsentedToDataUse ? (user.consentedToDataUseAt ?? new Date().toISOString()) : null;
      await users().edit(user.id, {
        audienceRole: changes.role,
        // A call that does not name the organisation leaves it as it is.
        ...(changes.organization === undefined ? {} : { organization: changes.organization?.trim() || null }),
        hasConsentedToDataUse: changes.hasConsentedToDataUse,
        consentedToDataUseAt: consentAt,
      });
      return toPublicUser(await findUserById(strapi, user.id));
    },

    /** Links a new photo; answers the previous one's key so the storefront can delete that file. */
    async setPhoto(user: SessionUser, storageKey: string) {
      await users().edit(user.id, { profilePhotoKey: storageKey });
      return { previousKey: user.profilePhotoKey };
    },
  };
};
