/**
 * A learner's own data (issue 23, ADR 0051): what "Download my data" holds, how "Delete my account" is asked for, and
 * the files the storefront removes once an account is gone. Shared by the CMS, which collects and erases, and the
 * storefront, which packs the archive (the files are in its storage) and removes the files.
 */
import { z } from 'zod';
import { inCurrentLanguage } from './language';
import { DOCUMENT_ID } from './learning-forms';
import { personalDataFormMessages as tokPisin } from './tpi/personal-data';

/** What happens to a deleted account's certificates: they stay verifiable with the name, or are revoked and nameless. */
export const CERTIFICATE_CHOICES = ['keep', 'revoke'] as const;
export type CertificateChoice = (typeof CERTIFICATE_CHOICES)[number];

/** What a withdrawn certificate shows in place of its holder's name once they deleted their account. */
export const REMOVED_NAME = '—';

/** How long a link to a learner's data works (the archive is made when it is opened, not kept). */
export const EXPORT_LINK_MINUTES = 30;
/** A link's secret: 32 random bytes, base64url. */
export const EXPORT_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** The English words of the delete form; the storefront shows them at its fields, the CMS answers them. */
export const ENGLISH = {
  passwordRequired: 'Enter your password to delete your account',
  passwordWrong: 'That password is not right. Your account has not been deleted.',
  certificatesRequired: 'Choose what happens to your certificates',
  confirmRequired: 'Tick the box to say you understand that this cannot be undone',
} as const;

/** In the language of the request being handled (ADR 0046): read an entry when a form is checked, never at load. */
export const PERSONAL_DATA_MESSAGES = inCurrentLanguage(ENGLISH, tokPisin);

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** "Delete my account": the password again, and the certificates' fate. */
export const eraseAccountSchema = z.object({
  password: z.preprocess(
    text,
    z
      .string()
      .min(1, { error: () => PERSONAL_DATA_MESSAGES.passwordRequired })
      .max(200, { error: () => PERSONAL_DATA_MESSAGES.passwordWrong }),
  ),
  certificates: z.enum(CERTIFICATE_CHOICES, { error: () => PERSONAL_DATA_MESSAGES.certificatesRequired }),
});
export type EraseAccountInput = z.infer<typeof eraseAccountSchema>;

const date = z.string().nullable();

/** One file of the archive: where the storefront reads it, and the name it has in the archive. */
export const archiveFileSchema = z.object({
  storageKey: z.string().min(1).max(255),
  /**
   * A path inside the archive, chosen by the CMS from safe parts (`documents/1-passport.pdf`); `photo` has no
   * extension: its type is not recorded, so the storefront names it by its first bytes (`photo.jpg`).
   */
  path: z.string().regex(/^[\w.-]+(\/[\w. ()-]+)?$/),
  mimeType: z.string().max(100).nullable(),
});
export type ArchiveFile = z.infer<typeof archiveFileSchema>;

/** Everything the platform keeps about one learner, as "Download my data" gives it (`my-data.json`). */
export const personalDataSchema = z.object({
  exportedAt: z.string(),
  account: z.object({
    accountId: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    email: z.string(),
    emailVerifiedAt: date,
    mobilePhone: z.string().nullable(),
    phoneVerifiedAt: date,
    role: z.string().nullable(),
    organization: z.string().nullable(),
    hasConsentedToDataUse: z.boolean(),
    consentedToDataUseAt: date,
    createdAt: z.string(),
    updatedAt: date,
    /** `photo` in the CMS's answer; the archive's file name (`photo.jpg`) in the archive. */
    profilePhoto: z.string().nullable(),
  }),
  identityDocuments: z.array(
    z.object({
      kind: z.string(),
      fileName: z.string(),
      mimeType: z.string(),
      sizeBytes: z.number(),
      uploadedAt: z.string(),
      file: z.string(),
    }),
  ),
  enrolments: z.array(
    z.object({
      course: z.string(),
      courseId: z.string().nullable(),
      enrolledAt: date,
      completedAt: date,
      progress: z.number(),
      accessCode: z.string().nullable(),
      modules: z.array(
        z.object({
          module: z.string(),
          attempts: z.number(),
          bestScore: z.number().nullable(),
          lastAttemptAt: date,
          finishedAt: date,
          lastAnswers: z.unknown(),
        }),
      ),
    }),
  ),
  certificates: z.array(
    z.object({
      verificationCode: z.string(),
      course: z.string(),
      recipientName: z.string(),
      completionDate: date,
      language: z.string().nullable(),
      revoked: z.boolean(),
      revokedAt: date,
      reissuedAt: date,
      /** What happened to it since it was issued: a name corrected (with the name before), revoked, restored. */
      history: z.array(z.object({ event: z.string(), at: z.string(), previousRecipientName: z.string().nullable() })),
    }),
  ),
  organisations: z.array(
    z.object({
      organisation: z.string(),
      status: z.string(),
      joinedVia: z.string().nullable(),
      invitedAt: date,
      joinedAt: date,
      invitedAs: z.object({
        firstName: z.string().nullable(),
        lastName: z.string().nullable(),
        email: z.string().nullable(),
      }),
      province: z.string().nullable(),
      groups: z.array(z.string()),
    }),
  ),
  organisationsYouRun: z.array(z.string()),
  /** Member lists the learner uploaded as an organisation's administrator. */
  importsStarted: z.array(
    z.object({ organisation: z.string(), fileName: z.string(), startedAt: z.string(), status: z.string() }),
  ),
  invitations: z.array(
    z.object({
      organisation: z.string(),
      channel: z.string(),
      sentTo: z.string(),
      sentAt: z.string(),
      stoppedAt: date,
    }),
  ),
  signInSessions: z.array(
    z.object({ signedInAt: z.string(), lastSeenAt: date, endsAt: date, device: z.string().nullable() }),
  ),
  messagesSent: z.array(
    z.object({
      kind: z.enum(['password reset link', 'contact verification link']),
      channel: z.string(),
      sentAt: z.string(),
      expiresAt: date,
      usedAt: date,
    }),
  ),
  assistantConversation: z.array(z.object({ question: z.string(), answer: z.string() })),
});
export type PersonalData = z.infer<typeof personalDataSchema>;

/** An opened link: the data, and the files to put beside it. */
export const openedExportSchema = z.object({
  data: personalDataSchema,
  files: z.array(archiveFileSchema),
});
export type OpenedExport = z.infer<typeof openedExportSchema>;

/** A new link to a learner's data. */
export const exportLinkSchema = z.object({ token: z.string().regex(EXPORT_TOKEN), expiresAt: z.string() });

export const openExportSchema = z.object({ token: z.string().regex(EXPORT_TOKEN) });

/** Files of deleted accounts (photos, identity documents) still in the storefront's storage. */
export const storageRemovalsSchema = z.object({
  removals: z.array(z.object({ id: z.number().int().positive(), storageKey: z.string().min(1).max(255) })).max(100),
});
export const removalsDoneSchema = z.object({ ids: z.array(z.number().int().positive()).max(100) });

/** An account's public id, as the deletion log and the admin panel name it. */
export const accountIdSchema = z.string().regex(DOCUMENT_ID);
