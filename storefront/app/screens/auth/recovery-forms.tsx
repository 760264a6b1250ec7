/**
 * The sign-in page's ways back into an account (spec 2.4): Reset Password (with the masked contact look-up), Set New
 * Password (from a link, or an organisation's welcome) and Forgot Account.
 */
import { useState } from 'react';
import { TextField } from '~/components/ui/field';
import { useAuthMessages } from '~/messages/auth';
import { useOrganisationMessages } from '~/messages/organisations';
import type { AuthActionData } from '~/lib/pages/auth.server';
import { isFlag, isText, nullable, objectOf, readJson, type ShapeOf } from '~/lib/json-shape';
import { AuthForm, BackToLogin, NameFields, NewPasswordFields, SubmitButton, type AuthPage } from './auth-form';

const isLookup = objectOf({
  masked: objectOf({ email: nullable(isText), phone: nullable(isText), hasPhone: isFlag }),
});
type Lookup = ShapeOf<typeof isLookup>['masked'] | null;

export function ForgotPasswordForm({ page, result }: { page: AuthPage; result?: AuthActionData }) {
  const a = useAuthMessages();
  const fields = result?.intent === 'forgot-password' ? result.fields : {};
  const values = result?.intent === 'forgot-password' ? result.values : {};
  const [lookup, setLookup] = useState<Lookup>(null);
  const [method, setMethod] = useState(values.deliveryMethod ?? 'email');
  const whatsAppDisabled = lookup !== null && !lookup.hasPhone;

  // Spec 2.4: looking up contact details by email, or by phone on blur once it has 8 characters.
  const look = async (body: { email: string } | { phone: string }) => {
    const path = 'email' in body ? '/api/user/contact-info' : '/api/user/contact-info-by-phone';
    try {
      const response = await fetch(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      const answer = response.ok ? await readJson(response, isLookup) : null;
      if (answer) {
        setLookup(answer.masked);
        if (!answer.masked.hasPhone) setMethod('email');
      }
    } catch {
      setLookup(null);
    }
  };

  return (
    <AuthForm intent="forgot-password" page={page}>
      <TextField
        label={a.email}
        name="email"
        type="email"
        autoComplete="email"
        defaultValue={values.email}
        error={fields.email}
        onBlur={(event) => event.currentTarget.value.includes('@') && look({ email: event.currentTarget.value })}
      />
      <TextField
        label={a.phone}
        name="phone"
        type="tel"
        autoComplete="tel"
        defaultValue={values.phone}
        error={fields.phone}
        onBlur={(event) => event.currentTarget.value.trim().length >= 8 && look({ phone: event.currentTarget.value })}
      />
      {lookup ? (
        <p role="status" className="rounded-lg bg-slate-50 p-3 text-sm text-slate-800" data-testid="contact-lookup">
          {lookup.email || lookup.phone ? a.lookupFound(lookup.email, lookup.phone) : a.lookupNotFound}
        </p>
      ) : null}
      <fieldset
        aria-describedby={
          [whatsAppDisabled ? 'deliveryMethod-note' : null, fields.deliveryMethod ? 'deliveryMethod-error' : null]
            .filter(Boolean)
            .join(' ') || undefined
        }
      >
        <legend className="text-sm font-medium text-slate-800">{a.deliveryMethod}</legend>
        <div className="mt-2 flex flex-wrap gap-4">
          {(['email', 'whatsapp'] as const).map((option) => (
            <label key={option} className="flex min-h-11 items-center gap-2">
              <input
                type="radio"
                name="deliveryMethod"
                value={option}
                checked={method === option}
                onChange={() => setMethod(option)}
                disabled={option === 'whatsapp' && whatsAppDisabled}
                className="h-5 w-5"
              />
              {option === 'email' ? a.byEmail : a.byWhatsApp}
            </label>
          ))}
        </div>
        {whatsAppDisabled ? (
          <p id="deliveryMethod-note" className="mt-1 text-sm text-slate-600">
            {a.whatsAppUnavailable}
          </p>
        ) : null}
        {fields.deliveryMethod ? (
          <p id="deliveryMethod-error" className="mt-1 text-sm font-medium text-red-700">
            {fields.deliveryMethod}
          </p>
        ) : null}
      </fieldset>
      {result?.intent === 'forgot-password' && result.sentTo ? (
        <p role="status" className="text-sm text-emerald-900">
          {a.sentTo(result.sentTo)}
        </p>
      ) : null}
      <SubmitButton intent="forgot-password" idle={a.sendResetLink} busy={a.sending} />
      <BackToLogin page={page} />
    </AuthForm>
  );
}

/** Who made the account and why, above the form its welcome link opens (an organisation's import, ADR 0036). */
export function Welcome({ organisation, email }: { organisation: string; email: string }) {
  const o = useOrganisationMessages();
  return (
    <section className="rounded-xl border border-sky-200 bg-sky-50 p-4 text-sm" data-testid="organisation-welcome">
      <h2 className="text-base font-semibold">{o.welcomeTitle}</h2>
      <p className="mt-1">{o.welcomeText(organisation)}</p>
      <p className="mt-1 font-medium">{o.welcomeSignIn(email)}</p>
      <p className="mt-1">{o.welcomeNext(organisation)}</p>
    </section>
  );
}

export function ResetPasswordForm({ page, result }: { page: AuthPage; result?: AuthActionData }) {
  const a = useAuthMessages();
  const fields = result?.intent === 'reset-password' ? result.fields : {};
  return (
    <AuthForm intent="reset-password" page={page}>
      {page.welcome ? <Welcome {...page.welcome} /> : null}
      {page.resetToken ? null : <p className="text-sm text-slate-700">{a.noResetToken}</p>}
      <input type="hidden" name="token" value={page.resetToken ?? ''} />
      {fields.token ? (
        <p id="token-error" role="alert" className="text-sm font-medium text-red-700">
          {fields.token}
        </p>
      ) : null}
      <NewPasswordFields name="newPassword" label={a.newPassword} confirmLabel={a.confirmNewPassword} fields={fields} />
      <SubmitButton intent="reset-password" idle={a.setNewPassword} busy={a.saving} />
      <BackToLogin page={page} />
    </AuthForm>
  );
}

export function ForgotAccountForm({ page, result }: { page: AuthPage; result?: AuthActionData }) {
  const a = useAuthMessages();
  const fields = result?.intent === 'forgot-account' ? result.fields : {};
  const values = result?.intent === 'forgot-account' ? result.values : {};
  return (
    <AuthForm intent="forgot-account" page={page}>
      <p className="text-sm text-slate-700">{a.forgotAccountHint}</p>
      <NameFields values={values} fields={fields} />
      <TextField
        label={a.organization}
        name="organization"
        autoComplete="organization"
        defaultValue={values.organization}
      />
      <SubmitButton intent="forgot-account" idle={a.findAccount} busy={a.sending} />
      <BackToLogin page={page} />
    </AuthForm>
  );
}
