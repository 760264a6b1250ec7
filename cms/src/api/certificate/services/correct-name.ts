/**
 * A learner whose name was wrong corrects it: the account takes the new name and every valid certificate is
 * re-issued under the same code, saying when; the old name stays in the certificate's history for editors.
 */
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { cmsEnv } from '../../../env';
import { learningMessages } from '../../../lib/learning-messages';
import { isVerificationCode } from '../../../lib/verification-code';
import { findUserById, fullName, toPublicUser } from '../../../lib/users';
import type { SessionUser } from '../../account/services/sessions';
import { LIMITS, limitOrThrow } from '../../../lib/limits';
import { CERTIFICATE_UID } from './issue';

type HistoryEntry = {
  event: 'reissued' | 'revoked' | 'restored';
  at: string;
  previousRecipientName?: string | null;
  note?: string | null;
  by?: string | null;
};

/** History entries written back as they were (components are replaced as a whole on update). */
const keep = (entry: HistoryEntry) => ({
  event: entry.event,
  at: entry.at,
  previousRecipientName: entry.previousRecipientName ?? undefined,
  note: entry.note ?? undefined,
  by: entry.by ?? undefined,
});

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async correctName(user: SessionUser, code: string, name: { firstName: string; lastName: string }) {
    const t = learningMessages(cmsEnv.SUPPORT_EMAIL);
    const certificates = strapi.documents(CERTIFICATE_UID);
    const owned = isVerificationCode(code)
      ? await certificates.findFirst({ filters: { verificationCode: code, user: { id: user.id } }, fields: ['id'] })
      : null;
    if (!owned) throw new errors.NotFoundError(t.certificateNotFound);
    await limitOrThrow(
      strapi,
      `name-correction:account:${user.id}`,
      LIMITS.nameCorrectionAccount,
      t.tooManyNameCorrections,
    );
    const recipientName = fullName({ ...name, email: user.email });
    const now = new Date().toISOString();
    const reissued = await strapi.db.transaction(async () => {
      await strapi.plugin('users-permissions').service('user').edit(user.id, name);
      const valid = await certificates.findMany({
        filters: { user: { id: user.id }, revoked: false },
        fields: ['verificationCode', 'recipientName'],
        populate: { history: true },
      });
      const changed = valid.filter((certificate) => certificate.recipientName !== recipientName);
      for (const certificate of changed) {
        const history = (certificate.history ?? []) as HistoryEntry[];
        await certificates.update({
          documentId: certificate.documentId,
          data: {
            recipientName,
            reissuedAt: now,
            history: [
              ...history.map(keep),
              {
                event: 'reissued',
                at: now,
                previousRecipientName: certificate.recipientName ?? undefined,
                note: 'Name corrected by the learner.',
                by: `The learner (${user.email})`,
              },
            ],
          },
        });
      }
      return changed.map((certificate) => certificate.verificationCode);
    });
    return { user: toPublicUser(await findUserById(strapi, user.id)), reissued };
  },
});
