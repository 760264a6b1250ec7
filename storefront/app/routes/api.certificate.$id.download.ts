import type { LoaderFunctionArgs } from '@remix-run/node';
import { renderCertificatePdf } from '~/lib/certificate-pdf.server';
import { certificateIdSchema, certificateUrl, getCertificate } from '~/lib/cms/certificates.server';
import { CmsNotFoundError } from '~/lib/cms/core.server';
import { env } from '~/env.server';
import { errorJson } from '~/lib/http.server';
import { messages } from '~/messages/messages.server';

/** GET /api/certificate/{id}/download: the certificate as a PDF, opened in a new tab (spec 7). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const t = messages();
  const id = certificateIdSchema.safeParse(params.id);
  if (!id.success) return errorJson(404, t.screenTitles.certificateNotFound);
  try {
    const certificate = await getCertificate(id.data);
    const pdf = await renderCertificatePdf(certificate, certificateUrl(request, certificate.id));
    return new Response(Buffer.from(pdf), {
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `inline; filename="${certificate.id}.pdf"`,
        'Cache-Control': 'private, max-age=3600',
      },
    });
  } catch (error) {
    if (error instanceof CmsNotFoundError) return errorJson(404, t.screenTitles.certificateNotFound);
    console.error(error);
    return errorJson(503, t.api.serviceUnavailable(env.SUPPORT_EMAIL));
  }
}
