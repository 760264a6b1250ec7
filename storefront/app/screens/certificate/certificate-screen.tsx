import { Form, useNavigation } from '@remix-run/react';
import { Badge } from '~/components/ui/badge';
import { Button, buttonClasses } from '~/components/ui/button';
import { cn } from '~/components/ui/cn';
import { TextField } from '~/components/ui/field';
import { Icon } from '~/components/ui/icon';
import { Outcome } from '~/components/ui/outcome';
import { useToast } from '~/components/ui/toast';
import type { Certificate } from '~/lib/cms/certificates.server';
import { useMessages } from '~/messages';
import { useCertificateMessages } from '~/messages/certificate';
import type { NameCorrectionData } from '~/lib/pages/certificate.server';
import { ErrorPanel } from '~/components/ui/error-boundary';

export type CertificatePage = Certificate & {
  completionLabel: string;
  reissuedLabel: string | null;
  revokedLabel: string | null;
  url: string;
  downloadUrl: string;
};

/**
 * For the certificate's owner: the name on it can be corrected (a disclosure, so it works without JavaScript);
 * every valid certificate of theirs is re-issued with it.
 */
function CorrectName({
  code,
  owner,
  correction,
}: {
  code: string;
  owner: { firstName: string; lastName: string };
  correction?: NameCorrectionData;
}) {
  const s = useCertificateMessages();
  const navigation = useNavigation();
  const pending = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'correct-name';
  return (
    <section className="mt-8 rounded-xl border border-teal-200 bg-teal-50 p-4 sm:p-6" data-testid="certificate-owner">
      <p className="font-semibold">{s.yours}</p>
      <details className="group mt-2" open={Boolean(correction)}>
        <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 font-semibold text-teal-800">
          <Icon name="chevron-down" className="h-4 w-4 -rotate-90 transition-transform group-open:rotate-0" />
          {s.correctName}
        </summary>
        <p className="mt-2 text-sm text-slate-700">{s.correctNameText}</p>
        <Form method="post" action={`/certificate/${code}`} className="mt-4 grid gap-3 sm:grid-cols-2">
          <TextField
            name="firstName"
            label={s.firstName}
            defaultValue={owner.firstName}
            error={correction?.fields.firstName}
            autoComplete="given-name"
            maxLength={80}
            required
          />
          <TextField
            name="lastName"
            label={s.lastName}
            defaultValue={owner.lastName}
            error={correction?.fields.lastName}
            autoComplete="family-name"
            maxLength={80}
            required
          />
          <div className="sm:col-span-2">
            <Button type="submit" name="intent" value="correct-name" disabled={pending}>
              {pending ? s.reissuing : s.reissue}
            </Button>
          </div>
        </Form>
        <div className="mt-3">
          <Outcome notice={correction?.notice} />
        </div>
      </details>
    </section>
  );
}

/** A certificate as anyone with its id sees it (spec 2.12), with download and share; Revoked when it was. */
export function CertificateScreen({
  certificate,
  owner,
  correction,
}: {
  certificate: CertificatePage;
  owner: { firstName: string; lastName: string } | null;
  correction?: NameCorrectionData;
}) {
  const s = useCertificateMessages();
  // The certificate's own words are in the language it was issued in (ADR 0049); the page around it in the reader's.
  const c = useCertificateMessages(certificate.language);
  // Course text in another language than the certificate's (a course with no Tok Pisin version) says so.
  const courseLang = certificate.courseLanguage === certificate.language ? undefined : certificate.courseLanguage;
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
    } catch {
      // Spec 8: when sharing fails or is unavailable (a cancelled share sheet included), the link is copied. Where
      // the browser cannot copy, the link itself is shown to copy by hand.
      const copied = await navigator.clipboard?.writeText(certificate.url).then(
        () => true,
        () => false,
      );
      toast(
        copied
          ? { title: s.copiedTitle, description: s.copiedText }
          : { title: s.copyLinkTitle, description: certificate.url },
      );
    }
  };

  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      {certificate.revoked ? (
        <div
          role="alert"
          className="mb-6 rounded-xl border border-red-300 bg-red-50 p-4 text-red-950"
          data-testid="revoked"
        >
          <p className="flex items-center gap-2 text-lg font-bold">
            <Icon name="alert" />
            {s.revoked}
          </p>
          <p className="mt-1">{s.revokedText(certificate.revokedLabel ?? '')}</p>
        </div>
      ) : null}
      <article
        lang={certificate.language}
        className={cn(
          'rounded-2xl border-4 border-double bg-white p-6 text-center shadow-sm sm:p-12',
          certificate.revoked ? 'border-red-700' : 'border-teal-700',
        )}
      >
        <p className="text-sm font-bold tracking-wide text-teal-800">{certificate.organizationName}</p>
        <h1 className="mt-4 text-3xl font-bold sm:text-4xl">{c.heading}</h1>
        <p className="mt-6 text-slate-600">{c.certifies}</p>
        <p className="mt-2 text-2xl font-bold sm:text-3xl" data-testid="recipient">
          {certificate.recipientName}
        </p>
        <p className="mt-4 text-slate-600">{c.completed}</p>
        <h2 lang={courseLang} className="mt-2 text-xl font-bold text-teal-800 sm:text-2xl">
          {certificate.courseName}
        </h2>
        {certificate.courseDescription ? (
          <p lang={courseLang} className="mx-auto mt-3 max-w-2xl text-sm text-slate-700">
            {certificate.courseDescription}
          </p>
        ) : null}
        <p className="mt-6 text-sm text-slate-700">
          {c.completedOn} <strong>{certificate.completionLabel}</strong>
          {certificate.duration ? (
            <>
              {' · '}
              {c.duration}: <strong>{certificate.duration}</strong>
            </>
          ) : null}
        </p>
        {certificate.reissuedLabel ? (
          <p className="mt-2 text-sm text-slate-700" data-testid="reissued">
            {c.reissuedOn(certificate.reissuedLabel)}
          </p>
        ) : null}
        {certificate.skills.length > 0 ? (
          <div className="mt-6">
            <h3 className="text-sm font-semibold text-slate-900">{c.skills}</h3>
            <ul lang={courseLang} className="mt-2 flex flex-wrap justify-center gap-2">
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
          {c.certificateId}: <span className="font-mono font-semibold">{certificate.verificationCode}</span>
        </p>
      </article>

      {certificate.revoked ? (
        <p className="mt-6 text-center text-slate-700">{s.downloadRevoked}</p>
      ) : (
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
      )}

      {owner && !certificate.revoked ? (
        <CorrectName code={certificate.verificationCode} owner={owner} correction={correction} />
      ) : null}

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
  return <ErrorPanel title={t.screenTitles.certificateNotFound} text={s.notFoundText} />;
}
