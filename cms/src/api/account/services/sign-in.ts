/**
 * Signing in with email and password (ADR 0019). Every try counts: strict per account, generous per network, and a device the account
 * trusts (lib/trusted-device.ts) is held to neither, only to a limit of its own: an attacker failing from elsewhere
 * cannot lock the owner out. Known and unknown emails take the same work (a password hash is always compared) and
 * get the same answers, locked included, so neither reveals who has an account.
 */
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { cmsEnv } from '../../../env';
import { accountMessages } from '../../../lib/account-messages';
import { issueDeviceToken, trustedDeviceOf } from '../../../lib/trusted-device';
import { hashForNoAccount, inTurn, needsRehash, verifyPassword } from '../../../lib/passwords';
import { findUserByEmail, setPassword, toPublicUser, USER_UID } from '../../../lib/users';
import { contactKey, LIMITS, slowNetworkOrThrow } from '../../../lib/limits';
import { rateLimits } from '../../../lib/rate-limits';

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const t = accountMessages(cmsEnv.SUPPORT_EMAIL);
  const limits = () => rateLimits(strapi);

  return {
    async login(emailInput: string, password: string, address: string, device?: string, deviceTokens: string[] = []) {
      const email = emailInput.trim().toLowerCase();
      const user = await findUserByEmail(strapi, email);
      // Query engine: the password hash, a private field of the users-permissions user.
      // The same query whether or not the email has an account.
      const stored: { password?: string } | null = await strapi.db
        .query(USER_UID)
        .findOne({ where: { id: user?.id ?? 0 }, select: ['password'] });
      const trustedDevice = user ? trustedDeviceOf(deviceTokens, user.documentId, stored?.password ?? '') : null;
      const deviceKey = trustedDevice ? `login:device:${trustedDevice.nonce}` : undefined;
      const accountKey = `login:account:${contactKey(email)}`;
      const networkKey = `login:network:${address}`;

      // Every try is counted before the password is checked, so a burst of concurrent guesses cannot slip past.
      // A device the account trusts is held to its own limit, and all the account's trusted devices together to
      // one more (so collecting many tokens buys no more guesses); others to the network's and the account's.
      const [key, limit] = deviceKey ? [deviceKey, LIMITS.loginDevice] : [accountKey, LIMITS.loginAccount];
      if (deviceKey) {
        const together = await limits().hit(`login:trusted:${contactKey(email)}`, LIMITS.loginTrustedDevices);
        if (!together.allowed) throw new errors.RateLimitError(t.accountLocked);
      } else {
        await slowNetworkOrThrow(strapi, networkKey, LIMITS.loginNetwork, t.addressLocked);
      }
      const tries = await limits().hit(key, limit);
      if (!tries.allowed) throw new errors.RateLimitError(t.accountLocked);

      // The same hash comparison whether or not the email has an account (lib/passwords.ts), off the event loop.
      const compared = stored?.password || (await hashForNoAccount());
      const matches = await inTurn(networkKey, () => verifyPassword(password, compared));
      if (!user || user.blocked || !stored?.password || !matches) {
        if (tries.count >= limit.max) throw new errors.RateLimitError(t.accountLocked);
        throw new errors.UnauthorizedError(t.invalidCredentials);
      }
      // A device the account trusts does not reset the count of tries made elsewhere.
      await limits().clear(key);
      // A bcrypt hash from before argon2id (ADR 0052) is replaced now that the password is at hand.
      const hash = needsRehash(stored.password)
        ? await setPassword(strapi, user.id, password, networkKey)
        : stored.password;
      const session = await strapi.service('api::account.sessions').create(user.id, device);
      // A device already trusted keeps its token (one per account in the browser's cookie); others get a new one, and
      // so does this one when the hash it was bound to was just replaced.
      const token =
        hash === stored.password && trustedDevice ? trustedDevice.token : issueDeviceToken(user.documentId, hash);
      return { user: toPublicUser(user), session, trustedDevice: token };
    },
  };
};
