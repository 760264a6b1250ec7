/** The sign-in page's Login and Register forms (spec 2.4). */
import { Link } from '@remix-run/react';
import { SelectField, TextField } from '~/components/ui/field';
import { RoleOptions } from '~/components/ui/role-options';
import { useAuthMessages } from '~/messages/auth';
import type { AuthActionData } from '~/lib/pages/auth.server';
import { AuthForm, NameFields, NewPasswordFields, SubmitButton, tabHref, type AuthPage } from './auth-form';

export function LoginForm({ page, result }: { page: AuthPage; result?: AuthActionData }) {
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

export function RegisterForm({ page, result }: { page: AuthPage; result?: AuthActionData }) {
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
      <NewPasswordFields name="password" label={a.password} confirmLabel={a.confirmPassword} fields={fields} />
      <SubmitButton intent="register" idle={a.createAccount} busy={a.creatingAccount} />
    </AuthForm>
  );
}
