import type { Modules } from '@strapi/strapi';

type HistoryEntry = { id?: number; event: string; at: string; note?: string | null };

/**
 * Revoking a certificate in the admin panel (ticking "Revoked") stamps the date and adds it to the certificate's
 * history; unticking restores it, also recorded. The public page then says Revoked, with the date.
 */
export function recordCertificateRevocation(): Modules.Documents.Middleware.Middleware {
  return async (context, next) => {
    if (context.uid !== 'api::certificate.certificate' || context.action !== 'update') return next();
    const params = context.params as { documentId?: string; data?: Record<string, unknown> };
    if (typeof params.data?.revoked !== 'boolean' || !params.documentId) return next();
    const current = await strapi.documents('api::certificate.certificate').findOne({
      documentId: params.documentId,
      fields: ['revoked'],
      populate: { history: true },
    });
    if (!current || Boolean(current.revoked) === params.data.revoked) return next();
    const now = new Date().toISOString();
    const history = (
      Array.isArray(params.data.history) ? params.data.history : (current.history ?? [])
    ) as HistoryEntry[];
    const reason = typeof params.data.revocationReason === 'string' ? params.data.revocationReason : null;
    params.data = {
      ...params.data,
      revokedAt: params.data.revoked ? now : null,
      history: [...history, { event: params.data.revoked ? 'revoked' : 'restored', at: now, note: reason }],
    };
    return next();
  };
}
