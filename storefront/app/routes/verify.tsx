import {
  data,
  redirect,
  type ActionFunctionArgs,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { VERIFICATION_MESSAGES } from '@kundu/cms-contract/verification';
import { clientOf } from '~/lib/account-api.server';
import { confirmContact, resendVerification, sendVerification } from '~/lib/cms/accounts.server';
import { CmsUnavailableError } from '~/lib/cms/core.server';
import { readFormData } from '~/lib/http.server';
import { orUnavailable } from '~/lib/page-errors.server';
import { requireRoute } from '~/lib/route-access.server';
import { sharedMessages } from '~/messages';
import { verifyMessages } from '~/messages/verify';
import {
  VerifyScreen,
  type VerifyActionData,
  type VerifyPage,
  type VerifyReason,
} from '~/screens/verify/verify-screen';

export const meta: MetaFunction = () => [
  { title: sharedMessages().meta.title(verifyMessages().pageTitle) },
  { name: 'robots', content: 'noindex' },
];

/** The link's token is in the address, and the answer is the visitor's own: never kept by a cache. */
export const headers: HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' });

const REASONS: VerifyReason[] = ['organisation', 'invitation'];
const reasonOf = (url: URL) => REASONS.find((reason) => reason === url.searchParams.get('for')) ?? null;

/**
 * /verify (ADR 0035). With `?token=`: opens a verification link, signed in or not, and says what happened (an
 * expired or used link offers a new one). Without: the signed-in learner's email address and phone, verified or not,
 * each with a button that sends a new link; `?for=organisation` says why an administrator was sent here.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const session = await requireRoute(request, context, 'verify');
  const v = verifyMessages();
  const url = new URL(request.url);
  const token = url.searchParams.get('token');
  const signedIn = Boolean(session.user);
  if (token !== null) {
    const answer = await orUnavailable(confirmContact(token, clientOf(context)));
    if (answer.ok) return data<VerifyPage>({ state: 'confirmed', ...answer.data, signedIn });
    const title =
      answer.status === 410
        ? answer.message === VERIFICATION_MESSAGES.linkExpired
          ? v.expiredTitle
          : v.usedTitle
        : answer.status === 404
          ? v.notFoundTitle
          : v.failedTitle;
    // An expired or used link still names its address: a new link can be sent to it without signing in.
    const resendWith = answer.status === 410 ? token : null;
    return data<VerifyPage>(
      { state: 'refused', title, message: answer.message, resendWith, signedIn },
      { status: answer.status },
    );
  }
  if (!session.user) {
    return data<VerifyPage>({ state: 'signed-out', signInTo: `/auth?redirect=${encodeURIComponent('/verify')}` });
  }
  const { email, emailVerified, hasPhone, phoneVerified } = session.user;
  return data<VerifyPage>({ state: 'status', reason: reasonOf(url), email, emailVerified, hasPhone, phoneVerified });
}

/**
 * A new link: to the signed-in learner's email or phone (`intent=send`), or to the address an expired or used link
 * was sent to (`intent=resend`, with its token). The page says where it went, or why not, in words.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const session = await requireRoute(request, context, 'verify');
  const v = verifyMessages();
  const form = await readFormData(request);
  const visitor = clientOf(context);
  const refused = (status: number, description: string) =>
    data<VerifyActionData>(
      { fields: {}, notice: { title: v.failedTitle, description, variant: 'destructive' } },
      { status },
    );
  try {
    let answer;
    if (form.get('intent') === 'resend') {
      answer = await resendVerification(String(form.get('token') ?? ''), visitor);
    } else {
      if (!session.token) throw redirect(`/auth?redirect=${encodeURIComponent('/verify')}`, 303);
      answer = await sendVerification(session.token, form.get('contact') === 'phone' ? 'phone' : 'email', visitor);
    }
    if (!answer.ok) {
      if (answer.status === 401) throw redirect(`/auth?redirect=${encodeURIComponent('/verify')}`, 303);
      return refused(answer.status, answer.message);
    }
    const title = answer.data.alreadyVerified ? v.alreadyTitle : v.sentTitle;
    return data<VerifyActionData>({ fields: {}, notice: { title, description: answer.data.message } });
  } catch (error) {
    if (!(error instanceof CmsUnavailableError)) throw error;
    console.error(error);
    return refused(503, v.tryAgainLater);
  }
}

export default function Verify() {
  return <VerifyScreen page={useLoaderData<typeof loader>()} result={useActionData<typeof action>()} />;
}
