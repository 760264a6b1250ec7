/**
 * The sign-in page (spec 2.4): Login, Register, Reset Password, Set New Password and Forgot Account. Every form
 * posts to the page's action and works without JavaScript; with it, notices are toasts, a successful sign-in waits
 * about a second before following the redirect, and the reset form looks up masked contact details as you type.
 * The forms are in sign-in-forms.tsx and recovery-forms.tsx, what they share in auth-form.tsx.
 */
import { Link, useActionData } from '@remix-run/react';
import { cn } from '~/components/ui/cn';
import { TARGET_ROLES } from '~/lib/catalogue';
import { useMessages } from '~/messages';
import { useAuthMessages } from '~/messages/auth';
import type { AuthActionData, Tab } from '~/lib/pages/auth.server';
import { Outcome, tabHref, type AuthPage } from './auth-form';
import { LoginForm, RegisterForm } from './sign-in-forms';
import { ForgotAccountForm, ForgotPasswordForm, ResetPasswordForm } from './recovery-forms';

export type { AuthPage } from './auth-form';

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
