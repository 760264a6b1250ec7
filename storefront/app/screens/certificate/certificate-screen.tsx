import { Badge } from '~/components/ui/badge';
import { Button, buttonClasses } from '~/components/ui/button';
import { Icon } from '~/components/ui/icon';
import { useToast } from '~/components/ui/toast';
import type { Certificate } from '~/lib/cms/certificates.server';
import { useMessages } from '~/messages';
import { useCertificateMessages } from '~/messages/certificate';

export type CertificatePage = Certificate & { completionLabel: string; url: string; downloadUrl: string };

/** A certificate as anyone with its id sees it (spec 2.12), with download and share. */
export function CertificateScreen({ certificate }: { certificate: CertificatePage }) {
  const s = useCertificateMessages();
  const { toast } = useToast();

  const download = (event: React.MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    const opened = window.open(certificate.downloadUrl, '_blank');
    if (opened) opened.opener = null;
    else {
      toast({
        title: s.downloadBlockedTitle,
        description: s.downloadBlockedText,
        variant: 'destructive',
      });
    }
  };

  const share = async () => {
    const payload = {
      title: s.shareTitle(certificate.courseName),
      text: s.shareText(certificate.courseName),
      url: certificate.url,
    };
    try {
      if (!navigator.share) throw new Error('Web Share is not available');
      await navigator.share(payload);
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
      await navigator.clipboard?.writeText(certificate.url).catch(() => undefined);
      toast({ title: s.copiedTitle, description: s.copiedText });
    }
  };

  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <article className="rounded-2xl border-4 border-double border-teal-700 bg-white p-6 text-center shadow-sm sm:p-12">
        <p className="text-sm font-bold tracking-wide text-teal-800">{certificate.organizationName}</p>
        <h1 className="mt-4 text-3xl font-bold sm:text-4xl">{s.heading}</h1>
        <p className="mt-6 text-slate-600">{s.certifies}</p>
        <p className="mt-2 text-2xl font-bold sm:text-3xl" data-testid="recipient">
          {certificate.recipientName}
        </p>
        <p className="mt-4 text-slate-600">{s.completed}</p>
        <h2 className="mt-2 text-xl font-bold text-teal-800 sm:text-2xl">{certificate.courseName}</h2>
        {certificate.courseDescription ? (
          <p className="mx-auto mt-3 max-w-2xl text-sm text-slate-700">{certificate.courseDescription}</p>
        ) : null}
        <p className="mt-6 text-sm text-slate-700">
          {s.completedOn} <strong>{certificate.completionLabel}</strong>
          {certificate.duration ? (
            <>
              {' · '}
              {s.duration}: <strong>{certificate.duration}</strong>
            </>
          ) : null}
        </p>
        {certificate.skills.length > 0 ? (
          <div className="mt-6">
            <h3 className="text-sm font-semibold text-slate-900">{s.skills}</h3>
            <ul className="mt-2 flex flex-wrap justify-center gap-2">
              {certificate.skills.map((skill) => (
                <li key={skill}>
                  <Badge tone="success">{skill}</Badge>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <div className="mt-10">
          <p className="font-semibold">{certificate.issuerName}</p>
          <p className="text-sm text-slate-600">{certificate.issuerTitle}</p>
        </div>
        <p className="mt-6 text-sm text-slate-700">
          {s.certificateId}: <span className="font-mono font-semibold">{certificate.verificationCode}</span>
        </p>
      </article>

      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <a
          href={certificate.downloadUrl}
          target="_blank"
          rel="noopener noreferrer"
          onClick={download}
          className={buttonClasses('primary')}
        >
          <Icon name="download" className="h-4 w-4" />
          {s.download}
        </a>
        <Button variant="secondary" className="js-only" onClick={share}>
          <Icon name="share" className="h-4 w-4" />
          {s.share}
        </Button>
      </div>

      <section className="mt-8 rounded-xl border border-slate-200 p-6">
        <h2 className="text-lg font-bold">{s.details}</h2>
        <dl className="mt-3 grid gap-y-2 text-sm sm:grid-cols-[10rem_1fr]">
          <dt className="text-slate-600">{s.id}</dt>
          <dd className="font-mono">{certificate.verificationCode}</dd>
          <dt className="text-slate-600">{s.issuer}</dt>
          <dd>
            {certificate.issuerName}, {certificate.issuerTitle}
          </dd>
          <dt className="text-slate-600">{s.recipient}</dt>
          <dd>{certificate.recipientName}</dd>
          <dt className="text-slate-600">{s.duration}</dt>
          <dd>{certificate.duration ?? '—'}</dd>
          <dt className="text-slate-600">{s.verifyAt}</dt>
          <dd className="break-all">{certificate.url}</dd>
        </dl>
      </section>
    </div>
  );
}

export function CertificateNotFound() {
  const t = useMessages();
  const s = useCertificateMessages();
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">{t.screenTitles.certificateNotFound}</h1>
      <p className="mt-2 text-slate-700">{s.notFoundText}</p>
    </div>
  );
}
