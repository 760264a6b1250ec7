/** /organisation/invite: the join link to copy, its QR code, posters and cards to print, and a new link. */
import { useState } from 'react';
import { Button, buttonClasses } from '~/components/ui/button';
import { Icon } from '~/components/ui/icon';
import { useToast } from '~/components/ui/toast';
import { organisationHref } from '~/lib/organisation-links';
import type { FormFailure } from '~/lib/organisation-pages.server';
import { useOrganisationAdminMessages } from '~/messages/organisation-admin';
import type { InviteData } from '~/lib/pages/organisation-invite.server';
import { ConfirmPanel, FailureNotice, OrganisationFrame, PageLink, Section } from './frame';

/** With JavaScript, a Copy button beside the link; without it, the link is selectable text. */
function CopyButton({ text }: { text: string }) {
  const t = useOrganisationAdminMessages();
  const { toast } = useToast();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      toast({ title: t.invite.copied });
    } catch {
      toast({ title: t.invite.copyFailed, variant: 'destructive' });
    }
  };
  return (
    <Button variant="secondary" className="js-only" onClick={() => void copy()}>
      <Icon name={copied ? 'check' : 'file-text'} />
      {t.invite.copy}
    </Button>
  );
}

export function InviteScreen({ data, failure }: { data: InviteData; failure?: FormFailure }) {
  const t = useOrganisationAdminMessages();
  const id = data.organisation.id;
  const pdf = (format: 'poster' | 'card') => `/organisation/invite.pdf?format=${format}&org=${encodeURIComponent(id)}`;
  return (
    <OrganisationFrame
      organisation={data.organisation}
      current="invite"
      title={t.invite.title}
      hasOthers={data.hasOthers}
    >
      <p className="text-slate-700">{t.invite.intro}</p>
      <FailureNotice failure={failure} />
      {data.confirmingRenewal ? (
        <ConfirmPanel
          title={t.invite.confirmRenewTitle}
          text={t.invite.confirmRenewText}
          action={organisationHref('invite', id)}
          intent="renew-invite"
          fields={{}}
          confirmLabel={t.invite.confirmRenew}
          cancelTo={organisationHref('invite', id)}
          cancelLabel={t.invite.cancel}
        />
      ) : null}
      <div className="grid gap-6 md:grid-cols-2">
        <Section id="link-title" title={t.invite.linkLabel}>
          <label htmlFor="join-link" className="sr-only">
            {t.invite.linkLabel}
          </label>
          <input
            id="join-link"
            readOnly
            value={data.link}
            aria-describedby="join-link-hint"
            className="min-h-11 w-full rounded-lg border border-slate-300 bg-slate-50 px-3 font-mono text-sm"
            data-testid="join-link"
          />
          <p id="join-link-hint" className="mt-1 text-sm text-slate-600">
            {t.invite.linkHint} {t.invite.createdOn(data.createdOn)}
          </p>
          <div className="mt-3">
            <CopyButton text={data.link} />
          </div>
        </Section>
        <Section id="qr-title" title={t.invite.qrTitle}>
          <div
            role="img"
            aria-label={t.invite.qrLabel(data.link)}
            className="mx-auto h-48 w-48 [&>svg]:h-full [&>svg]:w-full"
            data-testid="join-qr"
            // The QR code library draws only paths from the link's modules: no text of ours goes into it.
            dangerouslySetInnerHTML={{ __html: data.qrSvg }}
          />
          <p className="mt-2 text-center text-sm text-slate-600">{t.invite.qrHint}</p>
        </Section>
      </div>
      <Section id="print-title" title={t.invite.printTitle}>
        <div className="flex flex-wrap gap-2">
          <a href={pdf('poster')} className={buttonClasses('secondary')}>
            <Icon name="download" />
            {t.invite.poster}
          </a>
          <a href={pdf('card')} className={buttonClasses('secondary')}>
            <Icon name="download" />
            {t.invite.cards}
          </a>
        </div>
      </Section>
      <Section id="renew-title" title={t.invite.renewTitle}>
        <p className="text-sm text-slate-700">{t.invite.renewText}</p>
        <div className="mt-3">
          <PageLink page="invite" organisationId={id} params={{ confirm: 'renew' }} variant="ghost">
            <Icon name="refresh" />
            {t.invite.renew}
          </PageLink>
        </div>
      </Section>
    </OrganisationFrame>
  );
}
