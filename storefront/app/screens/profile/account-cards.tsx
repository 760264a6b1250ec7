/** Account Information and Your Data (spec 2.8, ADR 0051). */
import { Form, Link, useNavigation } from '@remix-run/react';
import { type ReactNode } from 'react';
import { Badge } from '~/components/ui/badge';
import { Button, buttonClasses } from '~/components/ui/button';
import { Icon } from '~/components/ui/icon';
import { formatTime } from '~/lib/format';
import type { ProfileScreenData } from '~/lib/profile-screen.server';
import { usePersonalDataMessages } from '~/messages/personal-data';
import { useProfileMessages } from '~/messages/profile';
import type { ProfileActionData } from '~/lib/pages/profile.server';
import { Card } from './profile-card';

export function AccountInformation({ profile }: { profile: ProfileScreenData }) {
  const p = useProfileMessages();
  const rows: Array<[string, ReactNode]> = [
    [
      p.status,
      <Badge key="status" tone="success">
        {p.active}
      </Badge>,
    ],
    [p.memberSince, profile.memberSince],
    [p.completion, `${profile.completion}%`],
    [
      p.verification,
      <Badge key="verification" tone="warning">
        {p.pendingDocuments}
      </Badge>,
    ],
  ];
  return (
    <Card id="account-title" title={p.accountTitle}>
      <dl className="space-y-3 text-sm">
        {rows.map(([term, value]) => (
          <div key={term} className="flex items-center justify-between gap-3">
            <dt className="text-slate-700">{term}</dt>
            <dd className="font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

/**
 * Your Data (ADR 0051): "Download my data" makes a link to one ZIP file of everything kept about the learner, shown
 * here for 30 minutes; "Delete my account" leads to the page that says what deleting does. Plain forms and links.
 */
export function YourData({ result }: { result?: ProfileActionData }) {
  const t = usePersonalDataMessages();
  const navigation = useNavigation();
  const preparing = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'export-data';
  const link = result?.intent === 'export-data' ? result.dataLink : undefined;
  return (
    <section
      aria-labelledby="your-data-title"
      id="your-data"
      className="rounded-2xl border border-slate-200 bg-white p-5"
    >
      <h2 id="your-data-title" className="text-lg font-bold">
        {t.cardTitle}
      </h2>
      <p className="mt-2 text-sm text-slate-700">{t.cardIntro}</p>
      {link ? (
        <div
          role="status"
          className="mt-4 rounded-lg border border-emerald-300 bg-emerald-50 p-3"
          data-testid="data-ready"
        >
          <p className="font-semibold">{t.readyTitle}</p>
          <a href={link.href} className={buttonClasses('primary', 'mt-2 w-full')}>
            <Icon name="download" />
            {t.readyLink}
          </a>
          <p className="mt-2 text-xs text-slate-700">{t.readyText(formatTime(link.expiresAt))}</p>
        </div>
      ) : (
        <Form method="post" action="/profile#your-data" className="mt-4">
          <input type="hidden" name="intent" value="export-data" />
          <Button type="submit" variant="secondary" className="w-full" disabled={preparing}>
            {preparing ? t.preparing : t.download}
          </Button>
          <p className="mt-2 text-xs text-slate-600">{t.downloadHint}</p>
        </Form>
      )}
      <div className="mt-5 border-t border-slate-200 pt-4">
        <Link to="/profile/delete" className="text-sm font-semibold text-red-800 underline underline-offset-2">
          {t.deleteLink}
        </Link>
        <p className="mt-1 text-xs text-slate-600">{t.deleteHint}</p>
      </div>
    </section>
  );
}
