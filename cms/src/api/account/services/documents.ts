/** The learner's identity documents (spec 2.8): private to their owner; the files stay in the storefront's storage. */
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { cmsEnv } from '../../../env';
import { accountMessages } from '../../../lib/account-messages';
import type { SessionUser } from './sessions';

const DOCUMENT = 'api::identity-document.identity-document';

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

    async add(user: SessionUser, file: NewDocument) {
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
