/**
 * Deleting an account (issue 23, ADR 0051), asked for by the learner on their profile (with their password) or by
 * Learner support for a learner who asked by letter or phone. In one transaction: the account, its photo and
 * identity documents (their files go to the storefront's removal list), sign-in sessions (they end at once), reset
 * and verification links, links to its data, enrolments and module progress, organisation memberships and the
 * invitations sent for them. Its certificates stay verifiable with the name, or are revoked and lose the name, as the
 * learner chose; either way they no longer point at the account. An organisation's request to stop messages to an
 * address (the "not me" link) is kept: it protects the address, not the account. The email may register again.
 *
 * The deletion is noted in the deletion log first (lib/deletion-log.ts), so that a backup restored later cannot
 * bring the account back; a deletion that fails takes its note back.
 *
 * Rows are removed with the query engine: each is found by the account's numeric id, in types without drafts; their
 * links to other rows go with them (the database's cascading foreign keys).
 */
import type { Core } from '@strapi/strapi';
import { unlink } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { REMOVED_NAME, type CertificateChoice } from '../../../../contract/personal-data';
import { cmsEnv } from '../../../env';
import { entryFileName, recordDeletion, type DeletionEntry } from '../../../lib/deletion-log';
import { MEMBERSHIP_UID } from '../../../lib/organisations';
import { personalDataMessages } from '../../../lib/personal-data-messages';
import { asPlatform } from '../../../lib/platform-work';
import { USER_UID } from '../../../lib/users';
import { EXPORT_UID } from './exports';
import { STORAGE_REMOVAL_UID } from './storage-removals';

const CERTIFICATE_UID = 'api::certificate.certificate';
const ENROLMENT_UID = 'api::enrollment.enrollment';
const PROGRESS_UID = 'api::module-progress.module-progress';
const DOCUMENT_UID = 'api::identity-document.identity-document';
const BY_USER = [
  'api::account-session.account-session',
  'api::password-reset.password-reset',
  'api::contact-verification.contact-verification',
  EXPORT_UID,
  DOCUMENT_UID,
  MEMBERSHIP_UID,
] as const;
const MESSAGE_UID = 'api::organisation-message.organisation-message';

type HistoryEntry = {
  event: string;
  at: string;
  previousRecipientName?: string | null;
  note?: string | null;
  by?: string | null;
};
type CertificateRow = { id: number; documentId: string; revoked: boolean | null };

export type ErasedAccount = { accountId: string; storageKeys: string[] };

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const query = (uid: string) => strapi.db.query(uid as never);

  /** Certificates let go of the account: kept with the name, or revoked without it; names of old ones are cleared. */
  async function releaseCertificates(userId: number, choice: CertificateChoice) {
    const certificates = (await query(CERTIFICATE_UID).findMany({
      where: { user: { id: userId } },
      select: ['id', 'documentId', 'revoked'],
    })) as CertificateRow[];
    const documents = strapi.documents(CERTIFICATE_UID);
    for (const certificate of certificates) {
      if (choice === 'revoke' && !certificate.revoked) {
        // Revoked as the platform (keep-certificates-as-issued stamps the date and writes the history entry).
        const reason = personalDataMessages(cmsEnv.SUPPORT_EMAIL).revokedOnDeletion;
        await documents.update({
          documentId: certificate.documentId,
          data: { revoked: true, revocationReason: reason },
        });
      }
      const current = (await documents.findOne({
        documentId: certificate.documentId,
        populate: { history: true },
      })) as { history?: HistoryEntry[] | null } | null;
      // Earlier names (from name corrections) go in either case: the certificate needs only the name it bears.
      const history = (current?.history ?? []).map(({ event, at, note, by }) => ({
        event,
        at,
        note: note ?? null,
        by: by ?? null,
        previousRecipientName: null,
      }));
      await documents.update({
        documentId: certificate.documentId,
        data: {
          user: null,
          enrollment: null,
          history,
          ...(choice === 'revoke' ? { recipientName: REMOVED_NAME } : {}),
        } as never,
      });
    }
  }

  async function eraseRows(userId: number): Promise<string[]> {
    const user = (await query(USER_UID).findOne({ where: { id: userId }, select: ['profilePhotoKey'] })) as {
      profilePhotoKey: string | null;
    } | null;
    const documents = (await query(DOCUMENT_UID).findMany({
      where: { user: { id: userId } },
      select: ['storageKey'],
    })) as Array<{ storageKey: string }>;
    const storageKeys = [user?.profilePhotoKey, ...documents.map((document) => document.storageKey)].filter(
      (key): key is string => Boolean(key),
    );

    const enrolments = (await query(ENROLMENT_UID).findMany({
      where: { user: { id: userId } },
      select: ['id'],
    })) as Array<{ id: number }>;
    const enrolmentIds = enrolments.map((enrolment) => enrolment.id);
    if (enrolmentIds.length) {
      await query(PROGRESS_UID).deleteMany({ where: { enrollment: { id: { $in: enrolmentIds } } } });
      await query(ENROLMENT_UID).deleteMany({ where: { id: { $in: enrolmentIds } } });
    }
    for (const uid of BY_USER) await query(uid).deleteMany({ where: { user: { id: userId } } });
    // Invitations sent for the account's memberships; a "stop messages to this address" stays (it guards the address).
    await query(MESSAGE_UID).deleteMany({
      where: { membershipKey: { $endsWith: `:${userId}` }, stoppedAt: { $null: true } },
    });
    for (const storageKey of storageKeys) {
      await query(STORAGE_REMOVAL_UID).create({ data: { storageKey } });
    }
    await query(USER_UID).delete({ where: { id: userId } });
    return storageKeys;
  }

  return {
    /**
     * Deletes the account with this numeric id; null when there is none (already deleted). `visitor`: the chat cookie
     * of the browser that asked, whose conversation Kumul forgets too.
     */
    async erase(
      userId: number,
      choice: CertificateChoice,
      by: DeletionEntry['by'],
      {
        visitor,
        now = new Date(),
        logged = false,
      }: {
        visitor?: string;
        now?: Date;
        /** The deletion log names it already: the CMS applying the log after a backup was restored. */
        logged?: boolean;
      } = {},
    ): Promise<ErasedAccount | null> {
      const user = (await query(USER_UID).findOne({ where: { id: userId }, select: ['documentId'] })) as {
        documentId: string;
      } | null;
      if (!user) return null;
      const entry: DeletionEntry = {
        accountId: user.documentId,
        userId,
        deletedAt: now.toISOString(),
        certificates: choice,
        by,
      };
      if (!logged) await recordDeletion(cmsEnv.DELETION_LOG_DIR, entry);
      try {
        const storageKeys = await strapi.db.transaction(() =>
          asPlatform(async () => {
            await releaseCertificates(userId, choice);
            return eraseRows(userId);
          }),
        );
        strapi.service('api::chat.assistant').forget(visitor);
        return { accountId: user.documentId, storageKeys };
      } catch (error) {
        if (!logged) await unlink(join(resolve(cmsEnv.DELETION_LOG_DIR), entryFileName(entry))).catch(() => undefined);
        throw error;
      }
    },
  };
};
