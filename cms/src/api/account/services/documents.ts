/** The learner's identity documents (spec 2.8): private to their owner; the files stay in the storefront's storage. */
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { cmsEnv } from '../../../env';
import { accountMessages } from '../../../lib/account-messages';
import type { SessionUser } from './sessions';

const DOCUMENT = 'api::identity-document.identity-document';
/** What one learner's identity documents may take up in storage: a passport, a letter, a few certificates. */
export const DOCUMENT_QUOTA_BYTES = 25 * 1024 * 1024;

export type NewDocument = {
  storageKey: string;
  originalName: string;
  mimeType: 'application/pdf' | 'image/jpeg' | 'image/png';
  sizeBytes: number;
  kind: 'government_id' | 'additional';
};

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const t = accountMessages(cmsEnv.SUPPORT_EMAIL);

  const documents = () => strapi.documents(DOCUMENT);
  const ownedBy = (user: SessionUser) => ({ user: { id: user.id } });

  return {
    list(user: SessionUser) {
      return documents().findMany({
        filters: ownedBy(user),
        fields: ['kind', 'originalName', 'mimeType', 'sizeBytes', 'createdAt'],
        sort: 'createdAt:desc',
      });
    },

    /** The bytes the learner's documents take up. */
    async bytesUsed(user: SessionUser): Promise<number> {
      const stored = await strapi
        .documents(DOCUMENT)
        .findMany({ filters: { user: { id: user.id } }, fields: ['sizeBytes'] });
      return stored.reduce((sum, document) => sum + (document.sizeBytes ?? 0), 0);
    },

    /** Refuses, in words, a new document that would not fit the learner's quota. */
    async assertRoomFor(user: SessionUser, bytes: number) {
      if ((await this.bytesUsed(user)) + bytes > DOCUMENT_QUOTA_BYTES) {
        throw new errors.ValidationError(t.storageFull(DOCUMENT_QUOTA_BYTES / 1024 / 1024));
      }
    },

    async add(user: SessionUser, file: NewDocument) {
      await this.assertRoomFor(user, file.sizeBytes);
      const created = await documents().create({ data: { ...file, user: user.id } });
      return { id: created.documentId, kind: file.kind, originalName: file.originalName };
    },

    /** One of the user's documents, with where it is stored; another user's document is "not found". */
    async find(user: SessionUser, documentId: string) {
      const document = await documents().findFirst({ filters: { documentId, ...ownedBy(user) } });
      if (!document) throw new errors.NotFoundError(t.documentNotFound);
      return {
        id: document.documentId,
        storageKey: document.storageKey,
        originalName: document.originalName,
        mimeType: document.mimeType,
        sizeBytes: document.sizeBytes,
      };
    },

    async remove(user: SessionUser, documentId: string) {
      const document = await this.find(user, documentId);
      await documents().delete({ documentId });
      return { storageKey: document.storageKey };
    },
  };
};
