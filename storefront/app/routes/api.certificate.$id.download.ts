import type { LoaderFunctionArgs } from '@remix-run/node';
import { renderCertificatePdf } from '~/lib/certificate-pdf.server';
import { certificateIdSchema, certificateUrl, getCertificate } from '~/lib/cms/certificates.server';
import { CmsNotFoundError } from '~/lib/cms/core.server';
import { env } from '~/env.server';
import { errorJson } from '~/lib/http.server';
import { messages } from '~/messages/messages.server';
import { disposition } from '@kundu/cms-contract/downloads';

/**
 * GET /api/certificate/{id}/download: the certificate as a PDF, opened in a new tab (spec 7), with a QR code of its
 * public page. A revoked certificate is not handed out as a document any more (410, in words); its page says why.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const t = messages();
  const id = certificateIdSchema.safeParse(params.id);
  if (!id.success) return errorJson(404, t.screenTitles.certificateNotFound);
  try {
    const certificate = await getCertificate(id.data);
    if (certificate.revoked) return errorJson(410, t.certificate.downloadRevoked);
    const pdf = await renderCertificatePdf(certificate, certificateUrl(certificate, request));
    return new Response(Buffer.from(pdf), {
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': disposition(`${certificate.id}.pdf`, 'inline'),
        // Re-issued or revoked certificates change under the same address: always ask again (the PDF is a few KB).
        'Cache-Control': 'private, no-cache',
      },
    });
  } catch (error) {
    if (error instanceof CmsNotFoundError) return errorJson(404, t.screenTitles.certificateNotFound);
    console.error(error);
    return errorJson(503, t.api.serviceUnavailable(env.SUPPORT_EMAIL));
  }
}
