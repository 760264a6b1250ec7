import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { certificateIdSchema, certificateUrl, getCertificate } from '~/lib/cms/certificates.server';
import { CmsNotFoundError } from '~/lib/cms/core.server';
import { formatDate } from '~/lib/format';
import { orUnavailable } from '~/lib/page-errors.server';
import { sharedMessages } from '~/messages';
import { certificateMessages } from '~/messages/certificate';
import { CertificateNotFound, CertificateScreen } from '~/screens/certificate/certificate-screen';

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

/** /certificate/{id}: a certificate by its verification code, or 404 Certificate Not Found. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const id = certificateIdSchema.safeParse(params.id);
  if (!id.success) throw new Response(null, { status: 404 });
  const certificate = await orUnavailable(getCertificate(id.data)).catch((error: unknown) => {
    throw error instanceof CmsNotFoundError ? new Response(null, { status: 404 }) : error;
  });
  return {
    certificate: {
      ...certificate,
      completionLabel: formatDate(certificate.completionDate),
      url: certificateUrl(request, certificate.id),
      downloadUrl: `/api/certificate/${certificate.id}/download`,
    },
  };
}

export default function CertificateView() {
  return <CertificateScreen certificate={useLoaderData<typeof loader>().certificate} />;
}

export function ErrorBoundary() {
  return <CertificateNotFound />;
}
