/**
 * What every form of the sign-in page (spec 2.4) shares: the form that posts to the page's action with or without
 * JavaScript, its submit button, the outcome of the last submission, and the fields several forms ask for.
 */
import { Form, Link, useNavigate, useNavigation } from '@remix-run/react';
import { useEffect, type ReactNode } from 'react';
import { Button } from '~/components/ui/button';
import { FormNotice, TextField } from '~/components/ui/field';
import { useToast } from '~/components/ui/toast';
import { type TargetRole } from '~/lib/catalogue';
import { useHydrated } from '~/lib/use-hydrated';
import { useAuthMessages } from '~/messages/auth';
import type { AuthActionData, Tab } from '~/lib/pages/auth.server';
import { STORED_REDIRECT } from '~/lib/routing';

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
export function JavaScriptFlag() {
  return useHydrated() ? <input type="hidden" name="js" value="1" /> : null;
}

export function tabHref(tab: Tab, page: AuthPage): string {
  const params = new URLSearchParams({ tab });
  if (page.redirect) params.set('redirect', page.redirect);
  // The reset form keeps its token in the address it posts to, so a refused try (a common password, a typo in
  // the confirmation) can be corrected and sent again.
  if (tab === 'reset-password' && page.resetToken) params.set('reset', page.resetToken);
  return `?${params.toString()}`;
}

export function SubmitButton({ idle, busy, intent }: { idle: string; busy: string; intent: Tab }) {
  const navigation = useNavigation();
  const pending = navigation.state === 'submitting' && navigation.formData?.get('intent') === intent;
  return (
    <Button type="submit" name="intent" value={intent} className="w-full" disabled={pending}>
      {pending ? busy : idle}
    </Button>
  );
}

export function AuthForm({ intent, children, page }: { intent: Tab; children: ReactNode; page: AuthPage }) {
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
export function Outcome({ result }: { result: AuthActionData | undefined }) {
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

/** First and last name, as on the Register and Forgot Account forms. */
export function NameFields({ values, fields }: { values: Record<string, string>; fields: Record<string, string> }) {
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

/** Back to Login: a fresh Login tab, so the forgot forms are cleared (spec 2.4). */
export function BackToLogin({ page }: { page: AuthPage }) {
  const a = useAuthMessages();
  return (
    <Link to={tabHref('login', page)} className="block text-center text-sm font-semibold text-teal-800 hover:underline">
      {a.backToLogin}
    </Link>
  );
}

/** A new password and its confirmation, as on the Register and Set New Password forms. */
export function NewPasswordFields({
  name,
  label,
  confirmLabel,
  fields,
}: {
  name: 'password' | 'newPassword';
  label: string;
  confirmLabel: string;
  fields: Record<string, string>;
}) {
  const a = useAuthMessages();
  return (
    <>
      <TextField
        label={label}
        name={name}
        type="password"
        autoComplete="new-password"
        required
        hint={a.passwordHint}
        error={fields[name]}
      />
      <TextField
        label={confirmLabel}
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        required
        error={fields.confirmPassword}
      />
    </>
  );
}
