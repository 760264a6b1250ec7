/**
 * The sign-in page (spec 2.4): Login, Register, Reset Password, Set New Password and Forgot Account. Every form
 * posts to the page's action and works without JavaScript; with it, notices are toasts, a successful sign-in waits
 * about a second before following the redirect, and the reset form looks up masked contact details as you type.
 */
import { Form, Link, useActionData, useNavigate, useNavigation } from '@remix-run/react';
import { useEffect, useState, type ReactNode } from 'react';
import { Button } from '~/components/ui/button';
import { cn } from '~/components/ui/cn';
import { FormNotice, SelectField, TextField } from '~/components/ui/field';
import { RoleOptions } from '~/components/ui/role-options';
import { useToast } from '~/components/ui/toast';
import { TARGET_ROLES, type TargetRole } from '~/lib/catalogue';
import { useHydrated } from '~/lib/use-hydrated';
import { useMessages } from '~/messages';
import { useAuthMessages } from '~/messages/auth';
import { useOrganisationMessages } from '~/messages/organisations';
import type { AuthActionData, Tab } from '~/lib/pages/auth.server';
import { STORED_REDIRECT } from '~/lib/routing';
import { isFlag, isText, nullable, objectOf, readJson, type ShapeOf } from '~/lib/json-shape';

export type AuthPage = {
  tab: Tab;
  role: TargetRole | null;
  redirect: string | null;
  resetToken: string | null;
  /** A set-password link an organisation's import sent (ADR 0036): which organisation made the account. */
  welcome: { organisation: string; email: string } | null;
};

const REDIRECT_AFTER_LOGIN_MS = 1000;

/** Tells the action this form was sent from a page with JavaScript (so it answers data, not a redirect). */
function JavaScriptFlag() {
  return useHydrated() ? <input type="hidden" name="js" value="1" /> : null;
}

function tabHref(tab: Tab, page: AuthPage): string {
  const params = new URLSearchParams({ tab });
  if (page.redirect) params.set('redirect', page.redirect);
  // The reset form keeps its token in the address it posts to, so a refused try (a common password, a typo in
  // the confirmation) can be corrected and sent again.
  if (tab === 'reset-password' && page.resetToken) params.set('reset', page.resetToken);
  return `?${params.toString()}`;
}

function SubmitButton({ idle, busy, intent }: { idle: string; busy: string; intent: Tab }) {
  const navigation = useNavigation();
  const pending = navigation.state === 'submitting' && navigation.formData?.get('intent') === intent;
  return (
    <Button type="submit" name="intent" value={intent} className="w-full" disabled={pending}>
      {pending ? busy : idle}
    </Button>
  );
}

function AuthForm({ intent, children, page }: { intent: Tab; children: ReactNode; page: AuthPage }) {
  return (
    <Form method="post" action={`/auth${tabHref(intent, page)}`} className="space-y-4" noValidate>
      <input type="hidden" name="intent" value={intent} />
      {page.redirect ? <input type="hidden" name="redirect" value={page.redirect} /> : null}
      <JavaScriptFlag />
      {children}
    </Form>
  );
}

/** The outcome of the last submission: a toast with JavaScript, a notice in the page without. */
function Outcome({ result }: { result: AuthActionData | undefined }) {
  const { toast } = useToast();
  const navigate = useNavigate();

  useEffect(() => {
    if (!result?.notice) return;
    toast(result.notice);
    if (!result.redirectTo) return;
    const target = result.redirectTo !== '/' ? result.redirectTo : (sessionStorage.getItem(STORED_REDIRECT) ?? '/');
    sessionStorage.removeItem(STORED_REDIRECT);
    const timer = window.setTimeout(() => navigate(target), REDIRECT_AFTER_LOGIN_MS);
    return () => window.clearTimeout(timer);
  }, [result, toast, navigate]);

  if (!result?.notice) return null;
  return (
    <div className="no-js-only">
      <FormNotice
        title={result.notice.title}
        text={result.notice.description}
        tone={result.notice.variant === 'destructive' ? 'error' : 'success'}
      />
    </div>
  );
}

function LoginForm({ page, result }: { page: AuthPage; result?: AuthActionData }) {
  const a = useAuthMessages();
  const fields = result?.intent === 'login' ? result.fields : {};
  return (
    <AuthForm intent="login" page={page}>
      <TextField
        label={a.email}
        name="email"
        type="email"
        autoComplete="email"
        required
        defaultValue={result?.values.email}
        error={fields.email}
      />
      <TextField
        label={a.password}
        name="password"
        type="password"
        autoComplete="current-password"
        required
        error={fields.password}
      />
      <SubmitButton intent="login" idle={a.signIn} busy={a.signingIn} />
      <p className="flex flex-wrap justify-between gap-2 text-sm">
        <Link to={tabHref('forgot-password', page)} className="font-semibold text-teal-800 hover:underline">
          {a.forgotPassword}
        </Link>
        <Link to={tabHref('forgot-account', page)} className="font-semibold text-teal-800 hover:underline">
          {a.forgotAccount}
        </Link>
      </p>
    </AuthForm>
  );
}

function RegisterForm({ page, result }: { page: AuthPage; result?: AuthActionData }) {
  const a = useAuthMessages();
  const fields = result?.intent === 'register' ? result.fields : {};
  const values = result?.intent === 'register' ? result.values : {};
  return (
    <AuthForm intent="register" page={page}>
      <NameFields values={values} fields={fields} />
      <TextField
        label={a.email}
        name="email"
        type="email"
        autoComplete="email"
        required
        defaultValue={values.email}
        error={fields.email}
      />
      <TextField
        label={a.mobilePhone}
        name="mobilePhone"
        type="tel"
        autoComplete="tel"
        required
        defaultValue={values.mobilePhone}
        hint={a.mobilePhoneHint}
        error={fields.mobilePhone}
      />
      <SelectField
        label={a.role}
        name="role"
        required
        defaultValue={values.role ?? page.role ?? ''}
        error={fields.role}
      >
        <RoleOptions prompt={a.chooseRole} />
      </SelectField>
      <TextField
        label={a.organization}
        name="organization"
        autoComplete="organization"
        defaultValue={values.organization}
        hint={a.organizationHint}
        error={fields.organization}
      />
      <TextField
        label={a.password}
        name="password"
        type="password"
        autoComplete="new-password"
        required
        hint={a.passwordHint}
        error={fields.password}
      />
      <TextField
        label={a.confirmPassword}
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        required
        error={fields.confirmPassword}
      />
      <SubmitButton intent="register" idle={a.createAccount} busy={a.creatingAccount} />
    </AuthForm>
  );
}

const isLookup = objectOf({
  masked: objectOf({ email: nullable(isText), phone: nullable(isText), hasPhone: isFlag }),
});
type Lookup = ShapeOf<typeof isLookup>['masked'] | null;

function ForgotPasswordForm({ page, result }: { page: AuthPage; result?: AuthActionData }) {
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
function Welcome({ organisation, email }: { organisation: string; email: string }) {
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

function ResetPasswordForm({ page, result }: { page: AuthPage; result?: AuthActionData }) {
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
      <TextField
        label={a.newPassword}
        name="newPassword"
        type="password"
        autoComplete="new-password"
        required
        hint={a.passwordHint}
        error={fields.newPassword}
      />
      <TextField
        label={a.confirmNewPassword}
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        required
        error={fields.confirmPassword}
      />
      <SubmitButton intent="reset-password" idle={a.setNewPassword} busy={a.saving} />
      <BackToLogin page={page} />
    </AuthForm>
  );
}

/** First and last name, as on the Register and Forgot Account forms. */
function NameFields({ values, fields }: { values: Record<string, string>; fields: Record<string, string> }) {
  const a = useAuthMessages();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        label={a.firstName}
        name="firstName"
        autoComplete="given-name"
        required
        defaultValue={values.firstName}
        error={fields.firstName}
      />
      <TextField
        label={a.lastName}
        name="lastName"
        autoComplete="family-name"
        required
        defaultValue={values.lastName}
        error={fields.lastName}
      />
    </div>
  );
}

function ForgotAccountForm({ page, result }: { page: AuthPage; result?: AuthActionData }) {
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

/** Back to Login: a fresh Login tab, so the forgot forms are cleared (spec 2.4). */
function BackToLogin({ page }: { page: AuthPage }) {
  const a = useAuthMessages();
  return (
    <Link to={tabHref('login', page)} className="block text-center text-sm font-semibold text-teal-800 hover:underline">
      {a.backToLogin}
    </Link>
  );
}

const FORMS: Record<Tab, (props: { page: AuthPage; result?: AuthActionData }) => JSX.Element> = {
  login: LoginForm,
  register: RegisterForm,
  'forgot-password': ForgotPasswordForm,
  'reset-password': ResetPasswordForm,
  'forgot-account': ForgotAccountForm,
};

export function AuthScreen({ page }: { page: AuthPage }) {
  const a = useAuthMessages();
  const t = useMessages();
  const result = useActionData<AuthActionData>();
  const tab = result?.nextTab ?? page.tab;
  const ActiveForm = FORMS[tab];

  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-8 lg:grid-cols-2">
      <section aria-labelledby="auth-title">
        <h1 id="auth-title" className="text-2xl font-bold sm:text-3xl">
          {a.title}
        </h1>
        <nav aria-label={a.tabsLabel} className="mt-6 flex flex-wrap gap-1 border-b border-slate-200">
          {(Object.keys(a.tabs) as Tab[]).map((key) => (
            <Link
              key={key}
              to={tabHref(key, page)}
              aria-current={key === tab ? 'page' : undefined}
              className={cn(
                '-mb-px min-h-11 border-b-2 px-3 py-2 text-sm font-semibold',
                key === tab
                  ? 'border-teal-700 text-teal-900'
                  : 'border-transparent text-slate-600 hover:text-slate-900',
              )}
            >
              {a.tabs[key]}
            </Link>
          ))}
        </nav>
        <div className="mt-6 space-y-4">
          <Outcome result={result} />
          <ActiveForm key={`${tab}-${result?.nextTab ?? ''}`} page={page} result={result} />
        </div>
      </section>

      <aside className="rounded-2xl bg-gradient-to-br from-teal-900 to-slate-900 p-8 text-white">
        <h2 className="text-2xl font-bold">{a.panelTitle}</h2>
        <p className="mt-2 text-teal-100">{a.panelText}</p>
        <ul className="mt-6 space-y-3">
          {TARGET_ROLES.map((role) => (
            <li key={role}>
              <p className="font-semibold">{t.roles[role]}</p>
              <p className="text-sm text-slate-300">{t.roleAudiences[role]}</p>
            </li>
          ))}
        </ul>
      </aside>
    </div>
  );
}
