/**
 * Everything the platform keeps about one learner, as "Download my data" gives it (issue 23, ADR 0051): the account,
 * identity documents, enrolments with each module's progress and last answers, certificates, organisations and the
 * invitations they sent, member lists they uploaded for an organisation, sign-in sessions, the links messaged to them, and what Kumul remembers of this browser's
 * conversation. The files themselves (photo, documents) are in the storefront's storage: their keys come back with
 * the archive path each takes.
 *
 * Read with the query engine: every row is found by the learner's numeric id (or their memberships' keys, which hold
 * it), across types without drafts, including private fields the Document Service leaves out of its answers.
 */
import type { Core } from '@strapi/strapi';
import type { ArchiveFile, PersonalData } from '../../../../contract/personal-data';
import { IMPORT_UID, MEMBERSHIP_UID, normaliseEmail, organisationsAdministeredBy } from '../../../lib/organisations';
import { USER_UID } from '../../../lib/users';

const DOCUMENT_UID = 'api::identity-document.identity-document';
const ENROLMENT_UID = 'api::enrollment.enrollment';
const CERTIFICATE_UID = 'api::certificate.certificate';
const SESSION_UID = 'api::account-session.account-session';
const RESET_UID = 'api::password-reset.password-reset';
const VERIFICATION_UID = 'api::contact-verification.contact-verification';
const MESSAGE_UID = 'api::organisation-message.organisation-message';

type Row = Record<string, unknown>;
const iso = (value: unknown): string | null => (value ? new Date(String(value)).toISOString() : null);
const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'application/pdf': 'pdf' };

/** A file's name as the archive holds it: its number first (two files may share a name), safe characters only. */
export function archiveName(index: number, originalName: string, mimeType: string): string {
  const extension = EXTENSIONS[mimeType] ?? 'bin';
  const stem =
    originalName
      .replace(/\.[^.]*$/, '')
      .replace(/[^\w. ()-]+/g, '-')
      .replace(/^[-. ]+|[-. ]+$/g, '')
      .slice(0, 60) || 'document';
  return `documents/${index + 1}-${stem}.${extension}`;
}

/** The photo: its type is not in its key, so the storefront names it by its first bytes (`photo.jpg`, ...). */
const photoFile = (storageKey: string): ArchiveFile => ({ storageKey, path: 'photo', mimeType: null });

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** The learner's data and files; `conversation` is what Kumul remembers of the browser that asked, if any. */
  async collect(
    userId: number,
    conversation: PersonalData['assistantConversation'] = [],
  ): Promise<{ data: PersonalData; files: ArchiveFile[] }> {
    // Query engine: rows found by the learner's numeric id, in types without drafts (see the note above).
    const query = (uid: string) => strapi.db.query(uid as never);
    const user = (await query(USER_UID).findOne({ where: { id: userId } })) as Row;
    const [documents, enrolments, certificates, memberships, sessions, resets, verifications, messages, runs, imports] =
      (await Promise.all([
        query(DOCUMENT_UID).findMany({ where: { user: { id: userId } }, orderBy: { createdAt: 'asc' } }),
        query(ENROLMENT_UID).findMany({
          where: { user: { id: userId } },
          populate: {
            accessCode: { select: ['code'] },
            moduleProgress: { populate: { courseModule: { select: ['title'] } } },
          },
          orderBy: { enrolledAt: 'asc' },
        }),
        query(CERTIFICATE_UID).findMany({
          where: { user: { id: userId } },
          populate: { history: true },
          orderBy: { completionDate: 'asc' },
        }),
        query(MEMBERSHIP_UID).findMany({
          where: { user: { id: userId } },
          populate: { organisation: { select: ['name'] }, groups: { select: ['name'] } },
        }),
        query(SESSION_UID).findMany({ where: { user: { id: userId } }, orderBy: { createdAt: 'asc' } }),
        query(RESET_UID).findMany({ where: { user: { id: userId } }, orderBy: { createdAt: 'asc' } }),
        query(VERIFICATION_UID).findMany({ where: { user: { id: userId } }, orderBy: { createdAt: 'asc' } }),
        query(MESSAGE_UID).findMany({
          where: { membershipKey: { $endsWith: `:${userId}` } },
          orderBy: { createdAt: 'asc' },
        }),
        user.emailVerifiedAt ? organisationsAdministeredBy(strapi, normaliseEmail(String(user.email))) : [],
        query(IMPORT_UID).findMany({
          where: { startedBy: { id: userId } },
          populate: { organisation: { select: ['name'] } },
          orderBy: { createdAt: 'asc' },
        }),
      ])) as [Row[], Row[], Row[], Row[], Row[], Row[], Row[], Row[], Array<{ name: string }>, Row[]];

    const files: ArchiveFile[] = [];
    const photo = text(user.profilePhotoKey);
    if (photo) files.push(photoFile(photo));
    const identityDocuments = documents.map((document, index) => {
      const mimeType = String(document.mimeType);
      const path = archiveName(index, String(document.originalName), mimeType);
      files.push({ storageKey: String(document.storageKey), path, mimeType });
      return {
        kind: String(document.kind),
        fileName: String(document.originalName),
        mimeType,
        sizeBytes: Number(document.sizeBytes),
        uploadedAt: iso(document.createdAt)!,
        file: path,
      };
    });

    const data: PersonalData = {
      exportedAt: new Date().toISOString(),
      account: {
        accountId: String(user.documentId),
        firstName: text(user.firstName),
        lastName: text(user.lastName),
        email: String(user.email),
        emailVerifiedAt: iso(user.emailVerifiedAt),
        mobilePhone: text(user.mobilePhone),
        phoneVerifiedAt: iso(user.phoneVerifiedAt),
        role: text(user.audienceRole),
        organization: text(user.organization),
        hasConsentedToDataUse: Boolean(user.hasConsentedToDataUse),
        consentedToDataUseAt: iso(user.consentedToDataUseAt),
        createdAt: iso(user.createdAt)!,
        updatedAt: iso(user.updatedAt),
        profilePhoto: photo ? 'photo' : null,
      },
      identityDocuments,
      enrolments: enrolments.map((enrolment) => ({
        course: String(enrolment.courseTitle ?? ''),
        courseId: text(enrolment.courseDocumentId),
        enrolledAt: iso(enrolment.enrolledAt),
        completedAt: iso(enrolment.completedAt),
        progress: Number(enrolment.progress ?? 0),
        accessCode: text((enrolment.accessCode as Row | null)?.code),
        modules: ((enrolment.moduleProgress ?? []) as Row[]).map((progress) => ({
          module: String((progress.courseModule as Row | null)?.title ?? progress.moduleDocumentId ?? ''),
          attempts: Number(progress.attempts ?? 0),
          bestScore:
            progress.bestScore === null || progress.bestScore === undefined ? null : Number(progress.bestScore),
          lastAttemptAt: iso(progress.lastAttemptAt),
          finishedAt: iso(progress.finishedAt),
          lastAnswers: progress.lastAnswers ?? null,
        })),
      })),
      certificates: certificates.map((certificate) => ({
        verificationCode: String(certificate.verificationCode),
        course: String(certificate.courseName),
        recipientName: String(certificate.recipientName),
        completionDate: text(certificate.completionDate),
        language: text(certificate.language),
        revoked: Boolean(certificate.revoked),
        revokedAt: iso(certificate.revokedAt),
        reissuedAt: iso(certificate.reissuedAt),
        history: ((certificate.history ?? []) as Row[]).map((entry) => ({
          event: String(entry.event),
          at: iso(entry.at)!,
          previousRecipientName: text(entry.previousRecipientName),
        })),
      })),
      organisations: memberships.map((membership) => ({
        organisation: String((membership.organisation as Row | null)?.name ?? ''),
        status: String(membership.status),
        joinedVia: text(membership.joinedVia),
        invitedAt: iso(membership.invitedAt),
        joinedAt: iso(membership.joinedAt),
        invitedAs: {
          firstName: text(membership.invitedFirstName),
          lastName: text(membership.invitedLastName),
          email: text(membership.invitedEmail),
        },
        province: text(membership.province),
        groups: ((membership.groups ?? []) as Row[]).map((group) => String(group.name)),
      })),
      organisationsYouRun: runs.map((organisation) => organisation.name),
      importsStarted: imports.map((started) => ({
        organisation: String((started.organisation as Row | null)?.name ?? ''),
        fileName: String(started.fileName),
        startedAt: iso(started.createdAt)!,
        status: String(started.status),
      })),
      invitations: messages.map((message) => ({
        organisation: String(message.organisationName),
        channel: String(message.channel),
        sentTo: String(message.maskedAddress),
        sentAt: iso(message.createdAt)!,
        stoppedAt: iso(message.stoppedAt),
      })),
      signInSessions: sessions.map((session) => ({
        signedInAt: iso(session.createdAt)!,
        lastSeenAt: iso(session.lastSeenAt),
        endsAt: iso(session.expiresAt),
        device: text(session.device),
      })),
      messagesSent: [
        ...resets.map((reset) => ({ kind: 'password reset link' as const, row: reset })),
        ...verifications.map((verification) => ({ kind: 'contact verification link' as const, row: verification })),
      ]
        .map(({ kind, row }) => ({
          kind,
          channel: String(row.channel),
          sentAt: iso(row.createdAt)!,
          expiresAt: iso(row.expiresAt),
          usedAt: iso(row.usedAt),
        }))
        .sort((one, other) => one.sentAt.localeCompare(other.sentAt)),
      assistantConversation: conversation,
    };
    return { data, files };
  },
});
