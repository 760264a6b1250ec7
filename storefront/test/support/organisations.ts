/**
 * Organisations for tests (ADR 0029), made with `createOrganisation` of ./cms-admin and run as their administrator
 * does through the CMS's API (the storefront's token and the administrator's own CMS session), so the member's pages
 * can be tested without the administrator's pages.
 */
import { testPlatform } from '@kundu/test-platform';
import { newAddress } from './accounts-stack';

/** A call to the CMS as the storefront makes it, for a signed-in account. */
async function cms(path: string, session: string | null, method = 'GET', body?: unknown) {
  const response = await fetch(`${testPlatform().cms.url}/api/${path}`, {
    method,
    headers: {
      authorization: `Bearer ${testPlatform().cms.storefrontToken}`,
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
    /** Uploads a CSV of members, as the import page does, and waits for the import to finish: its per-row report. */
    importMembers: async (csv: string): Promise<Array<{ row: number; outcome: string }>> => {
      const started = await cms(at('/imports'), session, 'POST', {
        fileName: 'members.csv',
        csvBase64: Buffer.from(csv, 'utf8').toString('base64'),
      });
      const id = (started as { import: { id: string } }).import.id;
      for (;;) {
        const { import: state } = (await cms(at(`/imports/${id}`), session)) as {
          import: { status: string; rows: Array<{ row: number; outcome: string }> };
        };
        if (state.status !== 'running') return state.rows;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
  };
}
