/**
 * Delete your account (issue 23, ADR 0051): in plain words, what is erased and what is kept and why, the choice for
 * the certificates, and the password again. A plain form: it works without JavaScript, and is sent as a whole page
 * load so that the browser forgets everything the site saved.
 */
import { Form, Link, useNavigation } from '@remix-run/react';
import type { ReactNode } from 'react';
import { Button, buttonClasses } from '~/components/ui/button';
import { TextField } from '~/components/ui/field';
import { Outcome } from '~/components/ui/outcome';
import { usePersonalDataMessages } from '~/messages/personal-data';
import type { DeleteActionData } from '~/lib/pages/delete-account.server';

function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-slate-200 bg-white p-5">
      <h2 id={id} className="text-lg font-bold">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

const List = ({ items }: { items: readonly string[] }) => (
  <ul className="list-disc space-y-2 pl-5 text-sm text-slate-800">
    {items.map((item) => (
      <li key={item}>{item}</li>
    ))}
  </ul>
);

function FieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={id} className="mt-1 text-sm font-medium text-red-700">
      {error}
    </p>
  );
}

export function DeleteAccountScreen({
  consentWithdrawn,
  result,
}: {
  consentWithdrawn: boolean;
  result?: DeleteActionData;
}) {
  const t = usePersonalDataMessages();
  const fields = result?.fields ?? {};
  const deleting = useNavigation().state === 'submitting';
  return (
    <div className="mx-auto max-w-2xl space-y-6 px-4 py-8">
      <h1 className="text-2xl font-bold sm:text-3xl">{t.deleteTitle}</h1>
      {consentWithdrawn ? (
        <section
          aria-labelledby="consent-title"
          className="rounded-2xl border-2 border-amber-400 bg-amber-50 p-5"
          data-testid="consent-withdrawn"
        >
          <h2 id="consent-title" className="text-lg font-bold">
            {t.consentTitle}
          </h2>
          <p className="mt-2 text-sm text-slate-800">{t.consentLead}</p>
          <Link to="/profile" className={buttonClasses('primary', 'mt-4')}>
            {t.keepConsent}
          </Link>
        </section>
      ) : (
        <p className="text-slate-700">{t.deleteIntro}</p>
      )}
      <Outcome notice={result?.notice} />
      <Part id="erased-title" title={t.erasedTitle}>
        <List items={t.erased} />
      </Part>
      <Part id="kept-title" title={t.keptTitle}>
        <List items={t.kept} />
      </Part>
      <p className="font-medium">{t.noUndo}</p>
      <p className="text-sm">
        <Link to="/profile#your-data" className="text-teal-800 underline">
          {t.downloadFirst}
        </Link>
      </p>

      <Form
        method="post"
        reloadDocument
        className="space-y-5 rounded-2xl border-2 border-red-200 bg-white p-5"
        noValidate
      >
        <fieldset aria-describedby={fields.certificates ? 'certificates-error' : 'certificates-hint'}>
          <legend className="text-lg font-bold">{t.certificatesTitle}</legend>
          <p id="certificates-hint" className="text-sm text-slate-600">
            {t.certificatesHint}
          </p>
          {(['keep', 'revoke'] as const).map((choice) => (
            <label key={choice} className="mt-3 flex items-start gap-3 rounded-lg border border-slate-200 p-3 text-sm">
              <input
                type="radio"
                name="certificates"
                value={choice}
                defaultChecked={result?.certificates === choice}
                className="mt-0.5 h-5 w-5 shrink-0"
              />
              <span>{choice === 'keep' ? t.keepCertificates : t.revokeCertificates}</span>
            </label>
          ))}
          <FieldError id="certificates-error" error={fields.certificates} />
        </fieldset>
        <TextField
          label={t.password}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          error={fields.password}
        />
        <div>
          <label className="flex items-start gap-3 text-sm">
            <input
              type="checkbox"
              name="confirm"
              aria-invalid={fields.confirm ? true : undefined}
              aria-describedby={fields.confirm ? 'confirm-error' : undefined}
              className="mt-0.5 h-5 w-5 shrink-0"
            />
            <span>{t.confirm}</span>
          </label>
          <FieldError id="confirm-error" error={fields.confirm} />
        </div>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" variant="danger" disabled={deleting}>
            {deleting ? t.deleting : t.submit}
          </Button>
          <Link to="/profile" className={buttonClasses('ghost')}>
            {t.cancel}
          </Link>
        </div>
      </Form>
    </div>
  );
}
