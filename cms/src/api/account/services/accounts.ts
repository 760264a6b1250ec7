/**
 * Learner accounts: registration, sign-in with lockout, password reset by email or WhatsApp, forgot account,
 * contact look-ups, the profile, and the files linked to it. Called only by the storefront (with its API token),
 * which passes the visitor's network address and, for a signed-in visitor, the session secret.
 * See docs/decisions/0012-accounts-and-sessions.md.
 */
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { cmsEnv } from '../../../env';
import { accountMessages } from '../../../lib/account-messages';
import { isCommonPassword } from '../../../lib/common-passwords';
import { maskEmail, maskPhone, normalisePhone } from '../../../lib/contact';
import { DeliveryError } from '../../../lib/delivery-error';
import type { Limit } from './rate-limits';
import type { SessionUser } from './sessions';

const USER = 'plugin::users-permissions.user';
const DOCUMENT = 'api::identity-document.identity-document';
const MINUTE = 60_000;

/** Failed sign-ins: 10 per account, 30 per network address, per 15 minutes. */
export const LIMITS = {
  loginAccount: { max: 10, windowMs: 15 * MINUTE },
  loginAddress: { max: 30, windowMs: 15 * MINUTE },
  register: { max: 5, windowMs: 60 * MINUTE },
  forgotPassword: { max: 5, windowMs: 15 * MINUTE },
  forgotPasswordAccount: { max: 3, windowMs: 60 * MINUTE },
  resetPassword: { max: 10, windowMs: 15 * MINUTE },
  forgotAccount: { max: 5, windowMs: 60 * MINUTE },
  contactLookup: { max: 10, windowMs: 15 * MINUTE },
} satisfies Record<string, Limit>;

export type Registration = {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  mobilePhone: string;
  role: string;
  organization?: string;
};

export type PublicUser = {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  role: string | null;
  organization: string | null;
  hasConsentedToDataUse: boolean;
  consentedToDataUseAt: string | null;
  profilePhotoKey: string | null;
  hasPhone: boolean;
  createdAt: string;
};

export function toPublicUser(user: SessionUser): PublicUser {
  return {
    id: user.documentId,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    role: user.audienceRole,
    organization: user.organization,
    hasConsentedToDataUse: Boolean(user.hasConsentedToDataUse),
    consentedToDataUseAt: user.consentedToDataUseAt,
    profilePhotoKey: user.profilePhotoKey,
    hasPhone: Boolean(user.mobilePhone),
    createdAt: user.createdAt,
  };
}

function fieldError(field: string, message: string): errors.ValidationError {
  return new errors.ValidationError(message, { errors: [{ path: [field], message, name: 'ValidationError' }] });
}

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const t = accountMessages(cmsEnv.SUPPORT_EMAIL);
  const limits = () => strapi.service('api::account.rate-limits');
  const sessions = () => strapi.service('api::account.sessions');
  const notifier = () => strapi.service('api::account.notifier');
  const usersPermissions = () => strapi.plugin('users-permissions').service('user');
  const users = () => strapi.db.query(USER);

  async function limitOrThrow(key: string, limit: Limit, message = t.tooManyRequests) {
    const state = await limits().hit(key, limit);
    if (!state.allowed) throw new errors.RateLimitError(message);
  }

  const findByEmail = (email: string): Promise<SessionUser | null> =>
    users().findOne({ where: { email: email.trim().toLowerCase() } });
  // A number with fewer than 8 digits matches no one (it would match every account stored without a phone).
  const findByPhone = async (phone: string): Promise<SessionUser | null> =>
    phone.replace(/\D/g, '').length < 8 ? null : users().findOne({ where: { mobilePhone: normalisePhone(phone) } });

  /** Sends a message; a failed delivery is logged, and the learner's answer stays the same as for an unknown
   * account (telling them apart would reveal which accounts exist). */
  async function deliver(send: () => Promise<void>): Promise<void> {
    try {
      await send();
    } catch (error) {
      if (!(error instanceof DeliveryError)) throw error;
      strapi.log.error(error.message);
    }
  }

  function resetLink(token: string) {
    return new URL(`/auth?reset=${encodeURIComponent(token)}`, cmsEnv.STOREFRONT_PUBLIC_URL).toString();
  }

  return {
    async register(input: Registration, address: string, device?: string) {
      await limitOrThrow(`register:address:${address}`, LIMITS.register);
      const email = input.email.trim().toLowerCase();
      if (isCommonPassword(input.password)) throw fieldError('password', t.commonPassword);
      if (await findByEmail(email)) throw new errors.ValidationError(t.emailTaken);
      const authenticated = await strapi.db
        .query('plugin::users-permissions.role')
        .findOne({ where: { type: 'authenticated' }, select: ['id'] });
      const created = await usersPermissions().add({
        username: email,
        email,
        password: input.password,
        provider: 'local',
        confirmed: true,
        blocked: false,
        role: authenticated.id,
        firstName: input.firstName.trim(),
        lastName: input.lastName.trim(),
        mobilePhone: normalisePhone(input.mobilePhone),
        audienceRole: input.role,
        organization: input.organization?.trim() || null,
        hasConsentedToDataUse: false,
      });
      const user: SessionUser = await users().findOne({ where: { id: created.id } });
      const session = await sessions().create(user.id, device);
      return { user: toPublicUser(user), session };
    },

    async login(emailInput: string, password: string, address: string, device?: string) {
      const addressKey = `login:address:${address}`;
      if (!(await limits().peek(addressKey, LIMITS.loginAddress)).allowed)
        throw new errors.RateLimitError(t.addressLocked);
      const user = await findByEmail(emailInput);
      const accountKey = user ? `login:account:${user.id}` : undefined;
      if (accountKey && !(await limits().peek(accountKey, LIMITS.loginAccount)).allowed) {
        throw new errors.RateLimitError(t.accountLocked);
      }
      const stored: { password?: string } | null = user
        ? await users().findOne({ where: { id: user.id }, select: ['password'] })
        : null;
      const valid =
        Boolean(stored?.password) &&
        !user?.blocked &&
        (await usersPermissions().validatePassword(password, stored!.password));
      if (!user || !valid) {
        await limits().hit(addressKey, LIMITS.loginAddress);
        if (accountKey) {
          const state = await limits().hit(accountKey, LIMITS.loginAccount);
          if (state.count >= LIMITS.loginAccount.max) throw new errors.RateLimitError(t.accountLocked);
        }
        throw new errors.UnauthorizedError(t.invalidCredentials);
      }
      if (accountKey) await limits().clear(accountKey);
      const session = await sessions().create(user.id, device);
      return { user: toPublicUser(user), session };
    },

    async forgotPassword(
      request: { email?: string; phone?: string; deliveryMethod: 'email' | 'whatsapp' },
      address: string,
    ) {
      await limitOrThrow(`forgot-password:address:${address}`, LIMITS.forgotPassword);
      const byEmail = request.deliveryMethod === 'email';
      const user = byEmail ? await findByEmail(request.email ?? '') : await findByPhone(request.phone ?? '');
      const answer = {
        message: t.resetRequested,
        maskedContactInfo: byEmail
          ? maskEmail((request.email ?? '').trim().toLowerCase())
          : maskPhone(normalisePhone(request.phone ?? '')),
      };
      if (!user || user.blocked || (!byEmail && !user.mobilePhone)) return answer;
      if (!(await limits().hit(`forgot-password:account:${user.id}`, LIMITS.forgotPasswordAccount)).allowed)
        return answer;

      const token = await strapi.service('api::account.reset-tokens').issue(user.id, request.deliveryMethod);
      const link = resetLink(token);
      const name = user.firstName ?? '';
      if (byEmail) {
        await deliver(() =>
          notifier().sendEmail({
            to: user.email,
            subject: 'Reset your Kundu Cyber Academy password',
            text: [
              `Hello ${name},`,
              '',
              'Someone asked to reset the password of your Kundu Cyber Academy account. If it was you, open this link',
              'within 15 minutes to choose a new password. It works once.',
              '',
              link,
              '',
              'If you did not ask for this, ignore this email: your password stays as it is.',
              `Questions? Write to ${cmsEnv.SUPPORT_EMAIL}.`,
            ].join('\n'),
          }),
        );
      } else {
        await deliver(() =>
          notifier().sendWhatsApp({
            to: user.mobilePhone!,
            template: cmsEnv.WHATSAPP_RESET_TEMPLATE,
            parameters: [name, link],
            text: `Kundu Cyber Academy: reset your password within 15 minutes with this link (it works once): ${link}`,
          }),
        );
      }
      return answer;
    },

    async resetPassword(token: string, newPassword: string, address: string) {
      await limitOrThrow(`reset-password:address:${address}`, LIMITS.resetPassword);
      if (isCommonPassword(newPassword)) throw fieldError('newPassword', t.commonPassword);
      const userId = await strapi.service('api::account.reset-tokens').consume(token);
      if (userId === null) throw new errors.ValidationError(t.resetLinkInvalid);
      await usersPermissions().edit(userId, { password: newPassword });
      // Whoever had the old password is signed out everywhere.
      await sessions().endAllFor(userId);
      await limits().clear(`login:account:${userId}`);
      return { message: t.resetDone };
    },

    async forgotAccount(request: { firstName: string; lastName: string; organization?: string }, address: string) {
      await limitOrThrow(`forgot-account:address:${address}`, LIMITS.forgotAccount);
      const where: Record<string, unknown> = {
        firstName: { $eqi: request.firstName.trim() },
        lastName: { $eqi: request.lastName.trim() },
      };
      if (request.organization?.trim()) where.organization = { $eqi: request.organization.trim() };
      const matches: SessionUser[] = await users().findMany({ where, limit: 3 });
      for (const user of matches.filter((match) => !match.blocked)) {
        const text = `You asked which email address you use to sign in to Kundu Cyber Academy. It is ${user.email}. If you did not ask, ignore this message.`;
        await deliver(() =>
          notifier().sendEmail({ to: user.email, subject: 'Your Kundu Cyber Academy sign-in email', text }),
        );
        if (user.mobilePhone) {
          await deliver(() =>
            notifier().sendWhatsApp({
              to: user.mobilePhone!,
              template: cmsEnv.WHATSAPP_ACCOUNT_TEMPLATE,
              parameters: [user.firstName ?? '', user.email],
              text,
            }),
          );
        }
      }
      return { message: t.accountInformationSent };
    },

    /** Masked contact details for the forgot-password form (spec 2.4); nothing for an unknown account. */
    async contactInfo(lookup: { email?: string; phone?: string }, address: string) {
      await limitOrThrow(`contact-lookup:address:${address}`, LIMITS.contactLookup);
      const user = lookup.email !== undefined ? await findByEmail(lookup.email) : await findByPhone(lookup.phone ?? '');
      if (!user || user.blocked) return { email: null, phone: null, hasPhone: false };
      return {
        email: maskEmail(user.email),
        phone: user.mobilePhone ? maskPhone(user.mobilePhone) : null,
        hasPhone: Boolean(user.mobilePhone),
      };
    },

    async updateProfile(
      user: SessionUser,
      changes: { role: string; organization?: string | null; hasConsentedToDataUse: boolean },
    ) {
      const consentAt = changes.hasConsentedToDataUse ? (user.consentedToDataUseAt ?? new Date().toISOString()) : null;
      await usersPermissions().edit(user.id, {
        audienceRole: changes.role,
        organization: changes.organization?.trim() || null,
        hasConsentedToDataUse: changes.hasConsentedToDataUse,
        consentedToDataUseAt: consentAt,
      });
      return toPublicUser(await users().findOne({ where: { id: user.id } }));
    },

    /** Links a new photo; answers the previous one's key so the storefront can delete that file. */
    async setPhoto(user: SessionUser, storageKey: string) {
      await usersPermissions().edit(user.id, { profilePhotoKey: storageKey });
      return { previousKey: user.profilePhotoKey };
    },

    /** The dashboard's figures (spec 3): enrolments newest first, completed courses, certificates. */
    async dashboard(user: SessionUser) {
      const enrollments: Array<{
        documentId: string;
        progress: number;
        enrolledAt: string;
        completedAt: string | null;
        course: { documentId: string; title: string } | null;
      }> = await strapi.db.query('api::enrollment.enrollment').findMany({
        where: { user: user.id },
        populate: { course: { select: ['documentId', 'title'] } },
        orderBy: { enrolledAt: 'desc' },
      });
      type CertificateRow = { verificationCode: string; courseName: string; completionDate: string };
      const certificates: CertificateRow[] = await strapi.db.query('api::certificate.certificate').findMany({
        where: { user: user.id },
        select: ['verificationCode', 'courseName', 'completionDate'],
        orderBy: { completionDate: 'desc' },
      });
      const listed = enrollments.filter((enrollment) => enrollment.course);
      const overallProgress = listed.length
        ? Math.round(listed.reduce((sum, enrollment) => sum + enrollment.progress, 0) / listed.length)
        : 0;
      return {
        overallProgress,
        coursesCompleted: listed.filter((enrollment) => enrollment.completedAt).length,
        certificatesEarned: certificates.length,
        enrollments: listed.map((enrollment) => ({
          id: enrollment.documentId,
          courseId: enrollment.course!.documentId,
          courseTitle: enrollment.course!.title,
          progress: enrollment.progress,
          enrolledAt: enrollment.enrolledAt,
          ...(enrollment.completedAt ? { completedAt: enrollment.completedAt } : {}),
        })),
        certificates: certificates.map((certificate) => ({
          id: certificate.verificationCode,
          courseName: certificate.courseName,
          completionDate: certificate.completionDate,
        })),
      };
    },

    listDocuments(user: SessionUser) {
      return strapi.db.query(DOCUMENT).findMany({
        where: { user: user.id },
        select: ['documentId', 'kind', 'originalName', 'mimeType', 'sizeBytes', 'createdAt'],
        orderBy: { createdAt: 'desc' },
      });
    },

    async addDocument(
      user: SessionUser,
      file: {
        storageKey: string;
        originalName: string;
        mimeType: 'application/pdf' | 'image/jpeg' | 'image/png';
        sizeBytes: number;
        kind: 'government_id' | 'additional';
      },
    ) {
      const created = await strapi.documents(DOCUMENT).create({ data: { ...file, user: user.id } });
      return { id: created.documentId, kind: file.kind, originalName: file.originalName };
    },

    /** One of the user's documents, with where it is stored; another user's document is "not found". */
    async findDocument(user: SessionUser, documentId: string) {
      const document = await strapi.db.query(DOCUMENT).findOne({ where: { documentId, user: user.id } });
      if (!document) throw new errors.NotFoundError(t.documentNotFound);
      return {
        id: document.documentId as string,
        storageKey: document.storageKey as string,
        originalName: document.originalName as string,
        mimeType: document.mimeType as string,
        sizeBytes: document.sizeBytes as number,
      };
    },

    async removeDocument(user: SessionUser, documentId: string) {
      const document = await this.findDocument(user, documentId);
      await strapi.db.query(DOCUMENT).delete({ where: { documentId, user: user.id } });
      return { storageKey: document.storageKey };
    },
  };
};
