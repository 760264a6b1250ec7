/**
 * The sign-in page's form action, one function per tab. Each answers what the page shows: field errors with the
 * spec's messages, a notice (a toast with JavaScript, in the page without), and where to go after signing in.
 * Without JavaScript a successful sign-in redirects at once, with its welcome carried by the flash cookie.
 */
import { data, redirect, type AppLoadContext } from '@remix-run/node';
import {
  fieldErrors,
  forgotAccountSchema,
  forgotPasswordSchema,
  loginSchema,
  registrationFormSchema,
  resetPasswordSchema,
} from '@kundu/cms-contract/account-forms';
import type { z } from 'zod';
import { env } from '~/env.server';
import { forgotAccount, forgotPassword, login, register, resetPassword } from '~/lib/cms/accounts.server';
import { clientOf, safeRedirect } from '~/lib/account-api.server';
import { loginFailureText, passwordResetFailureText, registrationFailureText } from '~/lib/account-errors';
import { CmsUnavailableError } from '~/lib/cms/core.server';
import { setFlash } from '~/lib/flash.server';
import { readFormData } from '~/lib/http.server';
import { deviceTokens, signedInCookies } from '~/lib/session-cookie.server';
import { messages } from '~/messages/messages.server';
import type { ActionResult } from '~/lib/action-result';

export const TABS = ['login', 'register', 'forgot-password', 'reset-password', 'forgot-account'] as const;
export type Tab = (typeof TABS)[number];

export type AuthActionData = ActionResult<
  Tab,
  {
    intent: Tab;
    values: Record<string, string>;
    /** After signing in with JavaScript: the page waits a second, then goes here. */
    redirectTo?: string;
    /** After a successful reset: the page shows the Login tab. */
    nextTab?: Tab;
    sentTo?: string;
  }
>;

type Submission = { form: Record<string, string>; request: Request; context: AppLoadContext; withJavaScript: boolean };

const SECRET_FIELDS = new Set(['password', 'confirmPassword', 'newPassword', 'token']);

/** Longer than any field the forms take (an email may be 254 characters): such a value is not sent back. */
const MAX_ECHOED = 256;

/** What the page gets back to refill the form: never a password, and nothing longer than a field could be. */
function keepValues(form: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(form).filter(([key, value]) => !SECRET_FIELDS.has(key) && value.length <= MAX_ECHOED),
  );
}

function answer(intent: Tab, form: Record<string, string>, rest: Partial<AuthActionData>, status = 200) {
  return data<AuthActionData>({ intent, fields: {}, values: keepValues(form), ...rest }, { status });
}

function invalid<T>(
  intent: Tab,
  form: Record<string, string>,
  schema: z.ZodType<T>,
): { ok: true; value: T } | { ok: false; response: ReturnType<typeof answer> } {
  const result = schema.safeParse(form);
  if (result.success) return { ok: true, value: result.data };
  return { ok: false, response: answer(intent, form, { fields: fieldErrors(result.error) }, 400) };
}

async function signedIn(
  { request, form, withJavaScript }: Submission,
  intent: Tab,
  account: { sessionToken: string; trustedDevice?: string },
) {
  const t = messages();
  const redirectTo = safeRedirect(form.redirect);
  const headers = signedInCookies(request, account);
  if (withJavaScript) {
    return data<AuthActionData>(
      { intent, fields: {}, values: {}, notice: { title: t.account.welcomeTitle }, redirectTo },
      { headers },
    );
  }
  headers.append('Set-Cookie', await setFlash({ title: t.account.welcomeTitle }));
  return redirect(redirectTo, { headers });
}

const handlers: Record<Tab, (submission: Submission) => Promise<Response | ReturnType<typeof answer>>> = {
  async login(submission) {
    const { form, context } = submission;
    const t = messages();
    const parsed = invalid('login', form, loginSchema);
    if (!parsed.ok) return parsed.response;
    const result = await login(parsed.value, { ...clientOf(context), devices: deviceTokens(submission.request) });
    if (!result.ok) {
      const description = loginFailureText(t, result.message, env.SUPPORT_EMAIL);
      return answer(
        'login',
        form,
        { fields: result.fields, notice: { title: t.auth.loginFailedTitle, description, variant: 'destructive' } },
        result.status,
      );
    }
    return signedIn(submission, 'login', result.data);
  },

  async register(submission) {
    const { form, context } = submission;
    const t = messages();
    const parsed = invalid('register', form, registrationFormSchema);
    if (!parsed.ok) return parsed.response;
    const { confirmPassword: _confirm, ...payload } = parsed.value;
    const result = await register(payload, clientOf(context));
    if (!result.ok) {
      const description = registrationFailureText(t, result.message, env.SUPPORT_EMAIL);
      const notice = Object.keys(result.fields).length
        ? undefined
        : { title: t.auth.registrationFailedTitle, description, variant: 'destructive' as const };
      return answer('register', form, { fields: result.fields, notice }, result.status);
    }
    return signedIn(submission, 'register', result.data);
  },

  async 'forgot-password'({ form, context }) {
    const t = messages();
    const parsed = invalid('forgot-password', form, forgotPasswordSchema);
    if (!parsed.ok) return parsed.response;
    const result = await forgotPassword(parsed.value, clientOf(context));
    if (!result.ok) {
      const description = passwordResetFailureText(t, result.message, env.SUPPORT_EMAIL);
      return answer(
        'forgot-password',
        form,
        { fields: result.fields, notice: { title: t.auth.resetFailedTitle, description, variant: 'destructive' } },
        result.status,
      );
    }
    return answer(
      'forgot-password',
      {},
      {
        notice: { title: t.auth.resetSentTitle, description: t.auth.resetSentText, durationMs: 8000 },
        sentTo: result.data.maskedContactInfo,
      },
    );
  },

  async 'reset-password'({ form, context }) {
    const t = messages();
    const parsed = invalid('reset-password', form, resetPasswordSchema);
    if (!parsed.ok) return parsed.response;
    const result = await resetPassword(parsed.value, clientOf(context));
    if (!result.ok) {
      const description = passwordResetFailureText(t, result.message, env.SUPPORT_EMAIL);
      // A field the learner can fix (a common password) is said at the field, not as a failure of the service.
      const notice = Object.keys(result.fields).length
        ? undefined
        : { title: t.auth.resetFailedTitle, description, variant: 'destructive' as const };
      return answer('reset-password', form, { fields: result.fields, notice }, result.status);
    }
    return answer(
      'reset-password',
      {},
      { notice: { title: t.auth.resetSuccessTitle, description: result.data.message }, nextTab: 'login' },
    );
  },

  async 'forgot-account'({ form, context }) {
    const t = messages();
    const parsed = invalid('forgot-account', form, forgotAccountSchema);
    if (!parsed.ok) return parsed.response;
    const result = await forgotAccount(parsed.value, clientOf(context));
    if (!result.ok) {
      return answer(
        'forgot-account',
        form,
        {
          fields: result.fields,
          notice: {
            title: t.auth.errorTitle,
            description: result.message || t.account.forgotAccountFailed,
            variant: 'destructive',
          },
        },
        result.status,
      );
    }
    return answer(
      'forgot-account',
      {},
      { notice: { title: t.auth.accountSentTitle, description: result.data.message } },
    );
  },
};

export async function handleAuthAction(request: Request, context: AppLoadContext) {
  const formData = await readFormData(request);
  const form = Object.fromEntries(
    [...formData.entries()].map(([key, value]) => [key, typeof value === 'string' ? value : '']),
  );
  const intent = TABS.find((tab) => tab === form.intent) ?? 'login';
  try {
    return await handlers[intent]({ form, request, context, withJavaScript: form.js === '1' });
  } catch (error) {
    if (!(error instanceof CmsUnavailableError)) throw error;
    console.error(error);
    const t = messages();
    const unavailable =
      intent === 'forgot-password' || intent === 'reset-password'
        ? t.api.passwordResetUnavailable(env.SUPPORT_EMAIL)
        : t.api.serviceUnavailable(env.SUPPORT_EMAIL);
    return answer(
      intent,
      form,
      { notice: { title: t.auth.errorTitle, description: unavailable, variant: 'destructive' } },
      503,
    );
  }
}
