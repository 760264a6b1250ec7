import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { certificateIdSchema, certificateUrl, getCertificate } from '~/lib/cms/certificates.server';
import { CmsNotFoundError } from '~/lib/cms/core.server';
import { formatDate } from '~/lib/format';
import { orUnavailable } from '~/lib/page-errors.server';
import { readSession } from '~/lib/session.server';
import { sharedMessages } from '~/messages';
import { certificateMessages } from '~/messages/certificate';
import { CertificateNotFound, CertificateScreen } from '~/screens/certificate/certificate-screen';
import { handleNameCorrection, ownerOf, type NameCorrectionData } from '~/lib/pages/certificate.server';
import { GeneralErrorBoundary } from '~/components/ui/error-boundary';

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  const t = sharedMessages();
  const c = certificateMessages();
  if (!data) return [{ title: t.meta.title(t.screenTitles.certificateNotFound) }];
  const title = c.shareTitle(data.certificate.courseName);
  return [
    { title: t.meta.title(title) },
    { name: 'description', content: c.shareText(data.certificate.courseName) },
    { property: 'og:title', content: title },
    { property: 'og:description', content: c.shareText(data.certificate.courseName) },
    { name: 'robots', content: 'noindex' },
  ];
};

/** Whoever checks a certificate sees it as it is now: revoked or re-issued, never a copy kept from before. */
export const headers: HeadersFunction = () => ({ 'Cache-Control': 'private, no-cache' });

/** /certificate/{id}: a certificate by its verification code, or 404 Certificate Not Found. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const id = certificateIdSchema.safeParse(params.id);
  if (!id.success) throw new Response(null, { status: 404 });
  const [certificate, session] = await Promise.all([
    orUnavailable(getCertificate(id.data)).catch((error: unknown) => {
      throw error instanceof CmsNotFoundError ? new Response(null, { status: 404 }) : error;
    }),
    readSession(request, context),
  ]);
  return {
    certificate: {
      ...certificate,
      // Printed on the certificate, in its language; the revocation notice is the page's, in the reader's.
      completionLabel: formatDate(certificate.completionDate, certificate.language),
      reissuedLabel: certificate.reissuedAt ? formatDate(certificate.reissuedAt, certificate.language) : null,
      revokedLabel: certificate.revokedAt ? formatDate(certificate.revokedAt) : null,
      url: certificateUrl(certificate, request),
      downloadUrl: `/api/certificate/${certificate.id}/download`,
    },
    owner: await ownerOf(session, certificate.id),
  };
}

/** The owner corrects the name on their certificates (re-issued under the same codes). */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const id = certificateIdSchema.safeParse(params.id);
  if (!id.success) throw new Response(null, { status: 404 });
  return handleNameCorrection(await readSession(request, context), request, id.data);
}

export default function CertificateView() {
  const { certificate, owner } = useLoaderData<typeof loader>();
  return <CertificateScreen certificate={certificate} owner={owner} correction={useActionData<NameCorrectionData>()} />;
}

/** A certificate that cannot be shown (unknown, or the CMS not answering) is not found, as far as anyone can verify. */
export function ErrorBoundary() {
  return (
    <GeneralErrorBoundary
      defaultStatusHandler={() => <CertificateNotFound />}
      unexpectedErrorHandler={() => <CertificateNotFound />}
    />
  );
}
