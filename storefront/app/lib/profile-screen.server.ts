/** What the profile screen shows (spec 2.8), for /profile and for / while a profile is incomplete. */
import type { AccountUser, IdentityDocument } from './cms/accounts.server';
import { formatDate } from './format';

export type ProfileScreenData = {
  user: AccountUser;
  documents: IdentityDocument[];
  missing: Array<'role' | 'consent' | 'photo'>;
  /** Spec 2.8: 90% with a role and consent, otherwise 70%. */
  completion: 70 | 90;
  memberSince: string;
};

export function profileScreenData(user: AccountUser, documents: IdentityDocument[]): ProfileScreenData {
  const missing: ProfileScreenData['missing'] = [];
  if (!user.role) missing.push('role');
  if (!user.hasConsentedToDataUse) missing.push('consent');
  if (!user.profileImageUrl) missing.push('photo');
  return {
    user,
    documents,
    missing,
    completion: user.role && user.hasConsentedToDataUse ? 90 : 70,
    memberSince: formatDate(user.createdAt),
  };
}
