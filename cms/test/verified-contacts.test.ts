/**
 * Verified contacts against a real CMS (ADR 0035, cms/contract/verification.ts): an email address typed at
 * registration grants nothing until the link emailed to it is opened. An organisation's administrators are named by
 * email (ADR 0029), so registering with an address an editor listed gives no administrator rights until then; an
 * organisation's invitation matched by email or phone is accepted only once that contact is verified. Links work
 * once, for 24 hours, and new ones are sent on request, within limits. Messages are read from the platform's SMTP
 * and WhatsApp stand-ins, as the learner would receive them.
 */
import { testPlatform, unique } from '@kundu/test-platform';
import { beforeAll, describe, expect, it } from 'vitest';
import { VERIFICATION_MESSAGES } from '../contract/verification';
import { getJson, withToken, type Json, messageOf } from './support/api';
import {
  newAddress,
  registerAdministrator,
  registerLearner,
  storefrontCall,
  verificationToken,
  verifyEmail,
  type CallOptions,
  type Learner,
} from './support/learners';
import { eventually } from './support/message-servers';

const platform = testPlatform();
const { cms } = platform;
const tag = unique();
const email = (name: string) => `${name}.${tag}@example.org`;
let adminToken: string;
let serial = 0;

const ADDRESS = newAddress();
const call = (path: string, options: CallOptions = {}) =>
  storefrontCall(cms, path, { ...options, address: options.address ?? ADDRESS });

const contentManager = (method: string, path: string, body?: Json) =>
  getJson(
    `${cms.url}/content-manager/collection-types/${path}`,
    withToken(adminToken, { method, body: body === undefined ? undefined : JSON.stringify(body) }),
  );

/** An organisation as an editor makes it in the Content Manager, naming its administrators by email. */
async function createOrganisation(administrators: string[]) {
  serial += 1;
  const { status, body } = await contentManager('POST', 'api::organisation.organisation', {
    name: `Madang Lutheran Church ${serial} ${tag}`,
    kind: 'church',
    province: 'Madang',
    administrators: administrators.map((address) => ({ email: address })),
  });
  expect(status, JSON.stringify(body)).toBe(201);
  return (body.data as { documentId: string }).documentId;
}

const confirm = (token: string, address = newAddress()) =>
  call('account/verification/confirm', { body: { token }, address });
const me = async (learner: Learner) =>
  (await call('account/me', { session: learner.session })).body.user as Json & {
    emailVerified: boolean;
    phoneVerified: boolean;
  };
const mine = (learner: Learner) => call('organisations/mine', { session: learner.session });
const myOrganisations = async (learner: Learner) =>
  (await call('me/organisations', { session: learner.session })).body as {
    memberships: Array<{ organisationId: string; status: string; verifyFirst: string | null }>;
    administers: Array<{ id: string }>;
    verifyEmailToAdminister: boolean;
  };
const whatsAppNumber = (learner: Learner) => `675${learner.details.mobilePhone}`;

/** Every verification link sent to this account: expired an hour ago, as if a day had passed. */
async function expireLinksOf(learner: Learner) {
  await cms.sql(
    'UPDATE contact_verifications SET expires_at = ? WHERE id IN (SELECT l.contact_verification_id FROM contact_verifications_user_lnk l JOIN up_users u ON u.id = l.user_id WHERE u.email = ?)',
    [cms.timestamp(new Date(Date.now() - 3600_000)), learner.details.email],
  );
}

beforeAll(async () => {
  adminToken = await platform.admin.token();
});

describe('administrators prove their email address', () => {
  it('gives no administrator rights to an account registered with a listed email until the emailed link is opened', async () => {
    const listed = email('pastor.kila');
    const organisationId = await createOrganisation([listed]);
    const impostor = await registerLearner(cms, { email: listed });

    // Registered, signed in, listed: and still no console, no organisation named.
    const before = await mine(impostor);
    expect(before.status).toBe(200);
    expect(before.body).toEqual({ organisations: [], verifyEmailToAdminister: true });
    const refusedConsole = await call(`organisations/${organisationId}`, { session: impostor.session });
    expect(refusedConsole.status).toBe(403);
    expect(messageOf(refusedConsole.body)).toBe(VERIFICATION_MESSAGES.verifyEmailToAdminister);
    expect((await call(`organisations/${organisationId}/members`, { session: impostor.session })).status).toBe(403);
    expect(await myOrganisations(impostor)).toMatchObject({ administers: [], verifyEmailToAdminister: true });
    expect(await me(impostor)).toMatchObject({ emailVerified: false, phoneVerified: false });

    // The owner of the inbox opens the link: the address is theirs, and the organisation is.
    const mail = await eventually(async () =>
      (await platform.mail.received()).find((message) => message.to === listed),
    );
    expect(mail.subject).toBe('Verify your email address for Kundu Cyber Academy');
    expect(mail.text).toContain(`${platform.storefront.url}/verify?token=`);
    expect(mail.text).toContain('within 24 hours. It works once.');
    const opened = await confirm(await verificationToken(platform.mail, listed));
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    expect(opened.body).toEqual({
      result: 'verified',
      contact: 'email',
      masked: expect.any(String),
      administers: true,
    });

    expect(await me(impostor)).toMatchObject({ emailVerified: true });
    const after = await mine(impostor);
    expect((after.body.organisations as Array<{ id: string }>).map((organisation) => organisation.id)).toEqual([
      organisationId,
    ]);
    expect(after.body.verifyEmailToAdminister).toBe(false);
    expect((await call(`organisations/${organisationId}`, { session: impostor.session })).status).toBe(200);
  });

  it('says so to a verified account that administers nothing, as before', async () => {
    const learner = await registerAdministrator(cms, platform.mail);
    expect((await mine(learner)).body).toEqual({ organisations: [], verifyEmailToAdminister: false });
  });
});

describe('verification links', () => {
  it('work once: opened again, or twice at once, they verify once and then say the address is verified', async () => {
    const learner = await registerLearner(cms);
    const token = await verificationToken(platform.mail, learner.details.email);
    const answers = await Promise.all([confirm(token), confirm(token), confirm(token)]);
    const results = answers.map((answer) => (answer.status === 200 ? answer.body.result : answer.status));
    expect(results.filter((result) => result === 'verified')).toHaveLength(1);
    expect(results.every((result) => result === 'verified' || result === 'already-verified' || result === 410)).toBe(
      true,
    );
    const again = await confirm(token);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ result: 'already-verified', contact: 'email', administers: false });
  });

  it('expire after 24 hours, say so, and a new one can be sent from the expired one without signing in', async () => {
    const learner = await registerLearner(cms);
    const first = await verificationToken(platform.mail, learner.details.email);
    await expireLinksOf(learner);

    const expired = await confirm(first);
    expect(expired.status).toBe(410);
    expect(messageOf(expired.body)).toBe(VERIFICATION_MESSAGES.linkExpired);
    expect(await me(learner)).toMatchObject({ emailVerified: false });

    const resent = await call('account/verification/resend', { body: { token: first } });
    expect(resent.status, JSON.stringify(resent.body)).toBe(200);
    expect(resent.body).toMatchObject({ contact: 'email', alreadyVerified: false });
    expect(resent.body.message).toMatch(
      /^A new link is on its way to l\*+@example\.org\. It works once, for 24 hours\.$/,
    );
    const second = await verificationToken(platform.mail, learner.details.email, { after: 1 });
    expect(second).not.toBe(first);
    expect((await confirm(second)).body).toMatchObject({ result: 'verified' });
    expect(await me(learner)).toMatchObject({ emailVerified: true });
  });

  it('answer 404 in words for a link that is unknown or not a link at all', async () => {
    for (const token of ['x'.repeat(43), 'not a token', '']) {
      const answer = await confirm(token);
      expect(answer.status, token).toBe(404);
      expect(messageOf(answer.body)).toBe(VERIFICATION_MESSAGES.linkNotFound);
    }
    expect((await call('account/verification/resend', { body: { token: 'y'.repeat(43) } })).status).toBe(404);
  });

  it('are sent on request, at most three an hour to one address, with the limit said in words', async () => {
    const learner = await registerLearner(cms);
    await verificationToken(platform.mail, learner.details.email);
    const send = () => call('account/verification/send', { session: learner.session, body: { contact: 'email' } });
    // Registration sent the first; two more pass.
    for (const count of [1, 2]) {
      const sent = await send();
      expect(sent.status, JSON.stringify(sent.body)).toBe(200);
      await verificationToken(platform.mail, learner.details.email, { after: count });
    }
    const refused = await send();
    expect(refused.status).toBe(429);
    expect(messageOf(refused.body)).toBe(VERIFICATION_MESSAGES.tooMany(platform.cms.supportEmail));
    expect((await call('account/verification/send', { body: { contact: 'email' } })).status).toBe(401);
    const wrong = await call('account/verification/send', { session: learner.session, body: { contact: 'fax' } });
    expect(wrong.status).toBe(400);
  });

  it('prove a phone number by WhatsApp, on request', async () => {
    const learner = await registerAdministrator(cms, platform.mail);
    const sent = await call('account/verification/send', { session: learner.session, body: { contact: 'phone' } });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.message).toMatch(/^A new link is on its way to \+675\*+\d{4}\./);
    const token = await verificationToken(platform.whatsapp, whatsAppNumber(learner));
    expect((await confirm(token)).body).toMatchObject({ result: 'verified', contact: 'phone' });
    expect(await me(learner)).toMatchObject({ emailVerified: true, phoneVerified: true });
    const again = await call('account/verification/send', { session: learner.session, body: { contact: 'phone' } });
    expect(again.body).toMatchObject({ alreadyVerified: true });
  });

  it('are not needed after a password reset by email: the reset link proved the address', async () => {
    const learner = await registerLearner(cms);
    await verificationToken(platform.mail, learner.details.email);
    await call('account/forgot-password', { body: { email: learner.details.email, deliveryMethod: 'email' } });
    const reset = await eventually(async () =>
      (await platform.mail.received()).find(
        (message) => message.to === learner.details.email && message.text.includes('/auth?reset='),
      ),
    );
    const token = /\/auth\?reset=([\w-]+)/.exec(reset.text)![1]!;
    const done = await call('account/reset-password', {
      body: { token, newPassword: 'a garden in goroka', confirmPassword: 'a garden in goroka' },
    });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    const signedIn = await call('account/login', {
      body: { email: learner.details.email, password: 'a garden in goroka' },
    });
    expect((signedIn.body.user as Json).emailVerified).toBe(true);
  });

  it('stop counting for an address a super admin changes: the new address is sent a link of its own', async () => {
    const learner = await registerAdministrator(cms, platform.mail);
    const userId = (learner.user as { id: string }).id;
    const changedTo = email('changed.address');
    const changed = await contentManager('PUT', `plugin::users-permissions.user/${userId}`, { email: changedTo });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(await me(learner)).toMatchObject({ email: changedTo, emailVerified: false });
    const token = await verificationToken(platform.mail, changedTo);
    expect((await confirm(token)).body).toMatchObject({ result: 'verified' });
    expect(await me(learner)).toMatchObject({ emailVerified: true });
  });
});

describe("an organisation's invitation, matched by email or phone", () => {
  let administrator: Learner;
  let organisationId: string;

  beforeAll(async () => {
    administrator = await registerAdministrator(cms, platform.mail);
    organisationId = await createOrganisation([administrator.details.email]);
  });

  async function importRows(rows: string[]) {
    const csv = ['First name,Last name,Email,Phone', ...rows].join('\r\n');
    const started = await call(`organisations/${organisationId}/imports`, {
      session: administrator.session,
      body: { fileName: 'members.csv', csvBase64: Buffer.from(csv, 'utf8').toString('base64') },
    });
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    const id = (started.body.import as { id: string }).id;
    await eventually(async () => {
      const state = await call(`organisations/${organisationId}/imports/${id}`, { session: administrator.session });
      return (state.body.import as { status: string }).status === 'running' ? undefined : true;
    }, 60_000);
  }

  const accept = (learner: Learner) =>
    call(`me/organisations/${organisationId}/accept`, { session: learner.session, body: {} });
  const invitation = async (learner: Learner) =>
    (await myOrganisations(learner)).memberships.find((membership) => membership.organisationId === organisationId);

  it('is accepted only once the email address it was matched by is verified (an import finds accounts by email only, ADR 0036)', async () => {
    const byEmail = await registerLearner(cms);
    await importRows([`Ruth,Kaupa,${byEmail.details.email},`]);

    expect(await invitation(byEmail)).toMatchObject({ status: 'invited', verifyFirst: 'email' });
    const refused = await accept(byEmail);
    expect(refused.status).toBe(403);
    expect(messageOf(refused.body)).toBe(VERIFICATION_MESSAGES.verifyToAccept('email'));
    expect(await invitation(byEmail)).toMatchObject({ status: 'invited' });
    await verifyEmail(cms, platform.mail, byEmail);
    expect(await invitation(byEmail)).toMatchObject({ status: 'invited', verifyFirst: null });
    expect((await accept(byEmail)).status).toBe(200);
    expect(await invitation(byEmail)).toMatchObject({ status: 'active', verifyFirst: null });
  });
});
