/**
 * What every organisation administrator's page (/organisation, ADR 0029) does first: a signed-in account (a complete
 * profile is not needed), the organisation the page is about (?org=, or the only one the account administers), and
 * the CMS's refusals turned into pages in words. The CMS alone decides whether the account administers an
 * organisation: another organisation's id is refused by it (403), an unknown one answered 404. An administrator
 * whose email is not verified yet is sent to /verify (ADR 0035).
 */
import { data, redirect, type AppLoadContext } from '@remix-run/node';
import type { OrganisationSummary } from '@kundu/cms-contract/organisations';
import type { CmsAnswer } from './cms/core.server';
import { myAdministeredOrganisations } from './cms/organisation-admin.server';
import { setFlash } from './flash.server';
import { orUnavailable } from './page-errors.server';
import { decideRoute, sessionStateOf } from './routing';
import { readSession } from './session.server';
import { organisationAdminMessages } from '~/messages/organisation-admin';
import { ORGANISATION_MESSAGES } from '@kundu/cms-contract/organisations';
import type { ActionResult } from '~/lib/action-result';
import type { Notice } from '~/components/ui/outcome';

export type AdminSession = { token: string; user: { id: string; email: string } };

/** What a refused page shows: a title and the CMS's (or our) words. */
export type RefusalData = { title: string; message: string };

const ORGANISATION_ID = /^[a-z0-9]{10,64}$/;

/** Signed out (or the session ended): sign in first, then come back to the same page. */
async function signInFirst(request: Request): Promise<never> {
  const t = organisationAdminMessages().access;
  const url = new URL(request.url);
  // After a form post, the way back is the page, not the form's answer.
  const back = request.method === 'GET' ? `${url.pathname}${url.search}` : url.pathname;
  throw redirect(`/auth?redirect=${encodeURIComponent(back)}`, {
    headers: { 'Set-Cookie': await setFlash({ title: t.signInTitle, description: t.signInText }) },
  });
}

/** The signed-in account (a complete profile is not needed: routing.ts), or sign in first. */
export async function requireAccount(request: Request, context: AppLoadContext): Promise<AdminSession> {
  const session = await readSession(request, context);
  const decision = decideRoute('organisation', sessionStateOf(session.user));
  if (decision.kind !== 'render' || !session.user || !session.token) return signInFirst(request);
  return { token: session.token, user: session.user };
}

function titleFor(status: number): string {
  const t = organisationAdminMessages().access;
  if (status === 403) return t.forbiddenTitle;
  if (status === 404) return t.notFoundTitle;
  if (status === 429) return t.rateLimitedTitle;
  return t.failedTitle;
}

/** A page the CMS refused: its words, with its status (a 401 means the session ended: sign in again). */
export async function refusedPage(request: Request, answer: { status: number; message: string }): Promise<never> {
  if (answer.status === 401) return signInFirst(request);
  throw data({ title: titleFor(answer.status), message: answer.message } satisfies RefusalData, {
    status: answer.status,
  });
}

/** The data of a CMS answer for a page, or the page its refusal means; a CMS that cannot answer is a 503. */
export async function answerFor<T>(request: Request, call: Promise<CmsAnswer<T>>): Promise<T> {
  const answer = await orUnavailable(call);
  if (!answer.ok) return refusedPage(request, answer);
  return answer.data;
}

export type AdminContext = AdminSession & {
  /** Every organisation this account administers (for the chooser and the "Other organisations" link). */
  organisations: OrganisationSummary[];
  /** The organisation the page is about, or null: several, and none chosen yet. */
  organisationId: string | null;
};

/** The account, the organisations it administers, and the one this page is about. */
export async function adminContext(request: Request, context: AppLoadContext): Promise<AdminContext> {
  const session = await requireAccount(request, context);
  const { organisations, verifyEmailToAdminister } = await answerFor(
    request,
    myAdministeredOrganisations(session.token),
  );
  // An administrator's email not verified yet: what to do, not the console (ADR 0035).
  if (verifyEmailToAdminister) throw redirect('/verify?for=organisation');
  const chosen = new URL(request.url).searchParams.get('org');
  if (chosen !== null) {
    if (!ORGANISATION_ID.test(chosen)) {
      return refusedPage(request, { status: 404, message: ORGANISATION_MESSAGES.organisationNotFound });
    }
    return { ...session, organisations, organisationId: chosen };
  }
  if (organisations.length === 0) {
    const t = organisationAdminMessages().access;
    throw data({ title: t.noneTitle, message: t.noneText } satisfies RefusalData, { status: 403 });
  }
  return { ...session, organisations, organisationId: organisations.length === 1 ? organisations[0]!.id : null };
}

/** For every page but the dashboard: the organisation must be known; with several and none chosen, the chooser. */
export async function requireOrganisation(request: Request, context: AppLoadContext) {
  const admin = await adminContext(request, context);
  if (!admin.organisationId) throw redirect('/organisation');
  return { ...admin, organisationId: admin.organisationId };
}

/** For actions: the account and the organisation named by the form's address (?org=); no list is needed. */
export async function requireOrganisationForAction(request: Request, context: AppLoadContext) {
  const session = await requireAccount(request, context);
  const chosen = new URL(request.url).searchParams.get('org') ?? '';
  if (!ORGANISATION_ID.test(chosen)) {
    return refusedPage(request, { status: 404, message: ORGANISATION_MESSAGES.organisationNotFound });
  }
  return { ...session, organisationId: chosen };
}

/** The answer of a form that failed: its words (and per-field words) in the page, with the CMS's status. */
export type FormFailure = ActionResult<string, { intent: string; notice: Notice; values: Record<string, string> }>;

export async function formFailure(
  request: Request,
  intent: string,
  answer: { status: number; message: string; fields?: Record<string, string> },
  values: Record<string, string> = {},
) {
  if (answer.status === 401) return signInFirst(request);
  const notice: Notice = {
    title: organisationAdminMessages().access.failedTitle,
    description: answer.message,
    variant: 'destructive',
  };
  return data({ intent, notice, fields: answer.fields ?? {}, values } satisfies FormFailure, { status: answer.status });
}

/** After a form did its work: back to a page, with a notice that shows with or without JavaScript. */
export async function doneWith(to: string, notice: { title: string; description?: string }) {
  return redirect(to, { status: 303, headers: { 'Set-Cookie': await setFlash(notice) } });
}

/** What every page's frame shows: the organisation's name (from the account's list) and whether it has others. */
export function frameOf(admin: AdminContext & { organisationId: string }) {
  const organisation = admin.organisations.find((item) => item.id === admin.organisationId);
  return {
    organisation: { id: admin.organisationId, name: organisation?.name ?? '' },
    hasOthers: admin.organisations.length > 1,
  };
}
