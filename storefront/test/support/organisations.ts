/**
 * Organisations for tests (ADR 0029), made with `createOrganisation` of ./cms-admin and run as their administrator
 * does through the CMS's API (the storefront's token and the administrator's own CMS session), so the member's pages
 * can be tested without the administrator's pages.
 */
import { databaseOf } from '@kundu/cms/testing';
import { inject } from 'vitest';
import { newAddress } from './accounts-stack';

/** A call to the CMS as the storefront makes it, for a signed-in account. */
async function cms(path: string, session: string | null, method = 'GET', body?: unknown) {
  const response = await fetch(`${inject('cmsUrl')}/api/${path}`, {
    method,
    headers: {
      authorization: `Bearer ${inject('storefrontToken')}`,
      'content-type': 'application/json',
      'x-client-ip': newAddress(),
      ...(session ? { 'x-session-token': session } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON answers of many shapes, checked by the tests
  const json = (await response.json()) as any;
  if (!response.ok) throw new Error(`${method} ${path} failed (${response.status}): ${JSON.stringify(json)}`);
  return json;
}

/** An administrator's side of one organisation, signed in to the CMS with the account's email and password. */
export async function administer(organisationId: string, account: { email: string; password: string }) {
  const signedIn = await cms('account/login', null, 'POST', { email: account.email, password: account.password });
  const session = (signedIn.session as { token: string }).token;
  const at = (path = '') => `organisations/${organisationId}${path}`;
  return {
    inviteCode: async () => ((await cms(at(), session)) as { invite: { code: string } }).invite.code,
    /** Revokes the live invite link and answers the new one's code. */
    newInvite: async () =>
      ((await cms(at('/invite'), session, 'POST', {})) as { invite: { code: string } }).invite.code,
    assign: (courseId: string) => cms(at('/assignments'), session, 'POST', { courseId }),
  };
}

/**
 * Turns a member into one invited and waiting to accept, as an administrator's CSV import leaves an existing account
 * (ADR 0029). Stand-in, written to the CMS's database as its own tests do, until the imports' API is on this branch.
 */
export async function makeInvited(organisationId: string, email: string): Promise<void> {
  const database = databaseOf(inject('cmsDatabase'));
  const [organisation] = await database.query<{ id: number }>('SELECT id FROM organisations WHERE document_id = ?', [
    organisationId,
  ]);
  const [user] = await database.query<{ id: number }>('SELECT id FROM up_users WHERE email = ?', [email.toLowerCase()]);
  if (!organisation || !user) throw new Error(`No organisation ${organisationId} or no account ${email}`);
  await database.sql(
    "UPDATE organisation_memberships SET status = 'invited', joined_via = 'csv', joined_at = NULL, invited_at = ? WHERE membership_key = ?",
    [database.timestamp(new Date()), `${organisation.id}:${user.id}`],
  );
}
