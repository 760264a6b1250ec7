/**
 * Deleting an account (issue 23, ADR 0051), asked for by the learner on their profile (with their password) or by
 * Learner support for a learner who asked by letter or phone. In one transaction: the account, its photo and
 * identity documents (their files go to the storefront's removal list), sign-in sessions (they end at once), reset
 * and verification links, links to its data, enrolments and module progress, organisation memberships and the
 * invitations sent for them, and its email on organisations' lists of administrators. Its certificates stay verifiable with the name, or are revoked and lose the name, as the
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
import { REMOVED_NAME, type CertificateChoice } from '../../../../contract/personal-data';
import { cmsEnv } from '../../../env';
import { recordDeletion, type DeletionEntry } from '../../../lib/deletion-log';
import { MEMBERSHIP_UID, normaliseEmail, ORGANISATION_UID } from '../../../lib/organisations';
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

/** Why a certificate was revoked, as stored (in English, as every stored reason: ADR 0046). */
const REVOKED_ON_DELETION = 'Withdrawn when its holder deleted their account; their name was removed.';

/** How a learner's own name correction signs a certificate's history (certificate/services/correct-name.ts). */
const LEARNER_SIGNATURE = /^The learner \(/;

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
  // Query engine: rows found by the account's numeric id and removed in batches (deleteMany), as noted above.
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
        await documents.update({
          documentId: certificate.documentId,
          data: { revoked: true, revocationReason: REVOKED_ON_DELETION },
        });
      }
      const current = (await documents.findOne({
        documentId: certificate.documentId,
        populate: { history: true },
      })) as { history?: HistoryEntry[] | null } | null;
      // Earlier names (from name corrections) and the email a correction was signed with go in either case: the
      // certificate needs only the name it bears. Administrators' names stay: they are who acted, not the learner.
      const history = (current?.history ?? []).map(({ event, at, note, by }) => ({
        event,
        at,
        note: note ?? null,
        by: by && LEARNER_SIGNATURE.test(by) ? 'The learner' : (by ?? null),
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

  /**
   * An organisation's administrators are named by email (ADR 0029): the deleted account's email leaves every list it
   * is on, so neither the platform nor a later account with the same email keeps the role without an editor.
   */
  async function leaveAdministratorLists(userId: number) {
    const user = (await query(USER_UID).findOne({ where: { id: userId }, select: ['email'] })) as { email: string };
    const email = normaliseEmail(user.email);
    const organisations = strapi.documents(ORGANISATION_UID);
    const listed = await organisations.findMany({
      filters: { administrators: { email: { $eq: email } } },
      fields: ['documentId'],
      populate: { administrators: true },
    });
    for (const organisation of listed as Array<{ documentId: string; administrators?: Array<{ email: string }> }>) {
      const administrators = (organisation.administrators ?? [])
        .filter((administrator) => normaliseEmail(administrator.email) !== email)
        .map((administrator) => ({ email: administrator.email }));
      await organisations.update({ documentId: organisation.documentId, data: { administrators } as never });
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
      const note = logged ? null : await recordDeletion(cmsEnv.DELETION_LOG_DIR, entry);
      let storageKeys: string[];
      try {
        storageKeys = await strapi.db.transaction(() =>
          asPlatform(async () => {
            await releaseCertificates(userId, choice);
            await leaveAdministratorLists(userId);
            return eraseRows(userId);
          }),
        );
      } catch (error) {
        // Nothing was deleted: the note is taken back (its own file, never another request's).
        if (note) await unlink(note).catch(() => undefined);
        throw error;
      }
      // The account is gone: a conversation that could not be forgotten now is removed by housekeeping within a day.
      await strapi
        .service('api::chat.conversations')
        .forget(visitor)
        .catch((error: unknown) =>
          strapi.log.warn(`A deleted account's conversation was not forgotten: ${String(error)}`),
        );
      return { accountId: user.documentId, storageKeys };
    },
  };
};
