/**
 * An organisation's administrator's reports and bulk onboarding against a real CMS (ADR 0029,
 * cms/contract/organisations.ts): CSV imports (good, duplicate, malformed and hostile rows; files refused whole;
 * uploading twice; an import cut short by a restart is in deployment.test.ts), the invitations they send (through
 * the platform's SMTP and WhatsApp peers) with a set-password link that works, the members list with its filters
 * and totals, a member of two organisations seen by each with its own assignments only, the CSV export as Excel
 * needs it, and the summary.
 */
import { testPlatform, unique } from '@kundu/test-platform';
import { randomInt } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { ORGANISATION_MESSAGES } from '../contract/organisations';
import { maskEmail } from '../src/lib/contact';
import { parseCsv } from '../contract/csv';
import { getJson, withToken, writeWithToken, type Json, messageOf, fieldsOf } from './support/api';
import {
  newAddress,
  registerCompleteLearner,
  registerAdministrator,
  registerLearner,
  storefrontCall,
  verifyEmail,
  type CallOptions,
  type Learner,
} from './support/learners';
import { eventually } from './support/message-servers';

const platform = testPlatform();
const { cms } = platform;
const STOREFRONT = platform.storefront.url;
let adminToken: string;
let serial = 0;
/** People and phone numbers of this file's own: the platform keeps other files' members. */
const tag = unique();
const email = (name: string) => `${name}.${tag}@example.org`;
/** A PNG mobile number of this file's own, ending in `last4` (what its masked form shows). */
const prefix = `7${randomInt(100, 1000)}`;
const phone = (last4: string) => `${prefix} ${last4}`;
const whatsAppTo = (last4: string) => `675${prefix}${last4}`;
const emails = () => platform.mail.received();
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const whatsapps = () => platform.whatsapp.received();
/** Organisations and courses named for this file only: names are shown back to learners, in messages and exports. */
const BAPTISTS = `Lae Baptist Church ${tag}`;
const GOROKA = `Goroka Youth Network ${tag}`;
const ALPHA = `Alpha: raised beds ${tag}`;
const BRAVO = `Bravo: compost ${tag}`;
const CHARLIE = `Charlie: only the teachers assign it ${tag}`;
/** Ruth Sale of Enga, a new member in the members list (not the Ruth Sale whose message failed). */
const SALE = email('ruth.sale.enga');

const NOT_UTF8 = ORGANISATION_MESSAGES.csvNotUtf8;
const HEADER = 'First name,Last name,Email,Phone,Category,Group,Province';

/** The storefront's calls from a network address of this file's own: limits per address never meet another file's. */
const ADDRESS = newAddress();
const call = (path: string, options: CallOptions = {}) =>
  storefrontCall(cms, path, { ...options, address: options.address ?? ADDRESS });

const contentManager = (method: string, path: string, body?: Json) =>
  getJson(
    `${cms.url}/content-manager/collection-types/${path}`,
    withToken(adminToken, { method, body: body === undefined ? undefined : JSON.stringify(body) }),
  );

async function createOrganisation(administrators: string[], fields: Json = {}) {
  serial += 1;
  const { status, body } = await contentManager('POST', 'api::organisation.organisation', {
    name: `Lae United Church ${serial} ${tag}`,
    kind: 'church',
    province: 'Morobe',
    administrators: administrators.map((email) => ({ email })),
    ...fields,
  });
  expect(status, JSON.stringify(body)).toBe(201);
  const data = body.data as { documentId: string; name: string };
  return { id: data.documentId, name: data.name };
}

/**
 * A published course with its modules. About gardening, far from the seed's words on purpose: Kumul (chat.test.ts)
 * searches every course the platform publishes, and must still find the seed's.
 */
async function createCourse(title: string, modules: number): Promise<{ id: string; modules: string[] }> {
  serial += 1;
  const course = await writeWithToken(`${cms.url}/api/courses`, cms.seedToken, 'POST', {
    title,
    slug: `course-${serial}-${tag}`,
    description: 'Raised beds, compost and watering for a home garden.',
    domain: 'cyber_crime',
    duration: '1 hour',
    isFree: true,
  });
  expect(course.status, JSON.stringify(course.body)).toBe(201);
  const id = (course.body.data as { documentId: string }).documentId;
  const moduleIds: string[] = [];
  for (let order = 1; order <= modules; order++) {
    serial += 1;
    const module = await writeWithToken(`${cms.url}/api/course-modules`, cms.seedToken, 'POST', {
      title: `Module ${order}`,
      slug: `module-${serial}-${tag}`,
      description: 'What this module teaches.',
      estimatedDuration: '15 minutes',
      order,
      passMark: 70,
      lesson: `## Lesson ${order}\n\nNever share your PIN.`,
      quiz: [],
      course: id,
    });
    expect(module.status, JSON.stringify(module.body)).toBe(201);
    moduleIds.push((module.body.data as { documentId: string }).documentId);
  }
  return { id, modules: moduleIds };
}

const asAdmin = (learner: Learner, path: string, options: CallOptions = {}) =>
  call(`organisations/${path}`, { ...options, session: learner.session });

async function inviteCodeOf(administrator: Learner, organisationId: string): Promise<string> {
  const { status, body } = await asAdmin(administrator, organisationId);
  expect(status, JSON.stringify(body)).toBe(200);
  return (body.invite as { code: string }).code;
}

async function joinByLink(learner: Learner, administrator: Learner, organisationId: string) {
  const code = await inviteCodeOf(administrator, organisationId);
  const joined = await call(`organisation-invites/${code}/join`, {
    session: learner.session,
    body: {},
    address: newAddress(),
  });
  expect(joined.status, JSON.stringify(joined.body)).toBe(201);
}

async function createGroup(administrator: Learner, organisationId: string, name: string): Promise<string> {
  const { status, body } = await asAdmin(administrator, `${organisationId}/groups`, { body: { name } });
  expect(status, JSON.stringify(body)).toBe(201);
  return (body.group as { id: string }).id;
}

async function assign(administrator: Learner, organisationId: string, courseId: string, groupId?: string) {
  const { status, body } = await asAdmin(administrator, `${organisationId}/assignments`, {
    body: { courseId, ...(groupId ? { groupId } : {}) },
  });
  expect(status, JSON.stringify(body)).toBe(201);
}

type ImportState = {
  id: string;
  status: string;
  totalRows: number;
  processedRows: number;
  counts: Record<string, number>;
  rows: Array<{ row: number; name: string; contact: string; outcome: string; reason?: string }>;
};

const csvBody = (csv: string | Buffer, fileName = 'members.csv') => ({
  fileName,
  csvBase64: (typeof csv === 'string' ? Buffer.from(csv, 'utf8') : csv).toString('base64'),
});

async function upload(administrator: Learner, organisationId: string, csv: string | Buffer) {
  return asAdmin(administrator, `${organisationId}/imports`, { body: csvBody(csv) });
}

async function importState(administrator: Learner, organisationId: string, importId: string) {
  const { status, body } = await asAdmin(administrator, `${organisationId}/imports/${importId}`);
  expect(status, JSON.stringify(body)).toBe(200);
  return body.import as ImportState;
}

/** The import once it stopped running (the CMS works through it after answering). */
async function finished(administrator: Learner, organisationId: string, importId: string): Promise<ImportState> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const state = await importState(administrator, organisationId, importId);
    if (state.status !== 'running') return state;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`Import ${importId} was still running after 120 s`);
}

async function importAndWait(administrator: Learner, organisationId: string, csv: string | Buffer) {
  const answer = await upload(administrator, organisationId, csv);
  expect(answer.status, JSON.stringify(answer.body)).toBe(202);
  return finished(administrator, organisationId, (answer.body.import as { id: string }).id);
}

/**
 * A person an import made an account for: they set their password with the link they were sent, sign in, and accept
 * the organisation's invitation on their dashboard.
 */
async function acceptWelcome(address: string, organisationId: string) {
  const welcome = await eventually(async () => (await emails()).find((mail) => mail.to === address));
  const token = new RegExp(`${escaped(STOREFRONT)}/auth\\?reset=([\\w-]+)`).exec(welcome.text)![1];
  const password = `garden-${randomInt(1e6, 1e7)}-beds`;
  const reset = await call('account/reset-password', {
    body: { token, newPassword: password, confirmPassword: password },
    address: newAddress(),
  });
  expect(reset.status, JSON.stringify(reset.body)).toBe(200);
  const signedIn = await call('account/login', { body: { email: address, password }, address: newAddress() });
  const session = (signedIn.body.session as { token: string }).token;
  const accepted = await call(`me/organisations/${organisationId}/accept`, { session, body: {} });
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
}

const userCount = async () => Number((await cms.query<{ n: number }>('SELECT COUNT(*) AS n FROM up_users'))[0]!.n);

beforeAll(async () => {
  adminToken = await platform.admin.token();
});

describe('importing members from a CSV file', () => {
  let administrator: Learner;
  let organisation: { id: string; name: string };
  let existingByEmail: Learner;
  let existingByPhone: Learner;
  let alreadyMember: Learner;
  let csv: string;
  let first: ImportState;
  const hugeCell = 'x'.repeat(1_000_000);

  beforeAll(async () => {
    administrator = await registerAdministrator(cms, platform.mail);
    organisation = await createOrganisation([administrator.details.email], { name: BAPTISTS });
    // Their own names, which the organisation never typed: it must not learn them before they accept.
    existingByEmail = await registerLearner(cms, { firstName: 'Rosa', lastName: 'Ownname' });
    existingByPhone = await registerLearner(cms, { firstName: 'Pita', lastName: 'Phoneowner' });
    alreadyMember = await registerLearner(cms);
    await joinByLink(alreadyMember, administrator, organisation.id);
    const local = (learner: Learner) => learner.details.mobilePhone.replace(/^(\d{4})(\d{4})$/, '$1 $2');
    const localPhone = local(existingByPhone);
    csv = [
      HEADER,
      `Grace,Wari,${email('grace.wari')},${phone('0001')},,,`, // 2
      `John,Tau,${email('john.tau')},,Law Enforcement,Youth,ENB`, // 3
      `Mary,Kila,${existingByEmail.details.email.toUpperCase()},,,,`, // 4
      `Peter,Mek,,${local(alreadyMember)},,youth,`, // 5: only the phone of an account
      `Anna,Kaupa,${alreadyMember.details.email},,,,`, // 6
      `Johnny,Tau,${email('john.tau').toUpperCase()},,,,`, // 7
      `=cmd|' /C calc'!A0,Kila,evil@example.org,,,,`, // 8
      `Big,${hugeCell},big@example.org,,,,`, // 9
      `Solo,Phone,,${phone('0002')},,,`, // 10: only a phone nobody has
      'Bad,Email,not-an-email,,,,', // 11
      '"Far, Far",Away,far@example.org,,,,Atlantis', // 12
      `Lucy,Bani,${email('lucy.bani')},${localPhone},,youth,`, // 13: a new email with the phone of an account
    ].join('\r\n');
  });

  it('answers at once and then works through every row, telling nothing of which emails or phones have an account', async () => {
    const users = await userCount();
    const answer = await upload(administrator, organisation.id, csv);
    expect(answer.status, JSON.stringify(answer.body)).toBe(202);
    const started = answer.body.import as ImportState & { fileName: string; startedAt: string };
    expect(started).toMatchObject({ status: 'running', totalRows: 12, processedRows: 0, fileName: 'members.csv' });

    first = await finished(administrator, organisation.id, started.id);
    const phoneOfAccount = `+675****${alreadyMember.details.mobilePhone.slice(-4)}`;
    expect(first.status).toBe('finished');
    expect(first.processedRows).toBe(12);
    // New people and account holders alike are "invited"; a phone alone is refused alike, whoever has it.
    expect(first.rows).toEqual([
      { row: 2, name: 'Grace Wari', contact: email('grace.wari'), outcome: 'invited' },
      { row: 3, name: 'John Tau', contact: email('john.tau'), outcome: 'invited' },
      { row: 4, name: 'Mary Kila', contact: existingByEmail.details.email, outcome: 'invited' },
      {
        row: 5,
        name: 'Peter Mek',
        contact: phoneOfAccount,
        outcome: 'rejected',
        reason: 'An email address is needed: members sign in with their email.',
      },
      { row: 6, name: 'Anna Kaupa', contact: alreadyMember.details.email, outcome: 'already_member' },
      {
        row: 7,
        name: 'Johnny Tau',
        contact: email('john.tau'),
        outcome: 'rejected',
        reason: 'Duplicate of row 3: same email address.',
      },
      {
        row: 8,
        name: "=cmd|' /C calc'!A0 Kila",
        contact: 'evil@example.org',
        outcome: 'rejected',
        reason: 'The first name must start with a letter.',
      },
      {
        row: 9,
        name: `Big ${'x'.repeat(55)}…`,
        contact: 'big@example.org',
        outcome: 'rejected',
        reason: 'The last name has more than 200 characters.',
      },
      {
        row: 10,
        name: 'Solo Phone',
        contact: '+675****0002',
        outcome: 'rejected',
        reason: 'An email address is needed: members sign in with their email.',
      },
      {
        row: 11,
        name: 'Bad Email',
        contact: 'not-an-email',
        outcome: 'rejected',
        reason: 'The email address is not valid.',
      },
      {
        row: 12,
        name: 'Far, Far Away',
        contact: 'far@example.org',
        outcome: 'rejected',
        reason: "Unknown province “Atlantis”. Use a province's name, such as Morobe.",
      },
      { row: 13, name: 'Lucy Bani', contact: email('lucy.bani'), outcome: 'invited' },
    ]);
    expect(first.counts).toEqual({
      invited: 4,
      already_invited: 0,
      already_member: 1,
      not_sent: 0,
      rejected: 7,
    });
    expect(await userCount()).toBe(users + 3);
  });

  it('lists the invited as the file typed them: never an account’s own name, email or phone, until they accept', async () => {
    const { status, body } = await asAdmin(administrator, `${organisation.id}/members`);
    expect(status).toBe(200);
    const members = body.members as Array<Json & { email: string }>;
    const shown = (address: string) => members.find((member) => member.email === address);
    expect(shown(existingByEmail.details.email.toLowerCase())).toEqual({
      membershipId: expect.any(String),
      firstName: 'Mary',
      lastName: 'Kila',
      email: existingByEmail.details.email.toLowerCase(),
      audienceRole: null,
      province: 'Morobe',
      status: 'invited',
      joinedAt: null,
      groups: [],
      courses: [],
    });
    expect(shown(email('lucy.bani'))).toMatchObject({ firstName: 'Lucy', lastName: 'Bani', status: 'invited' });
    expect(shown(email('grace.wari'))).toMatchObject({ firstName: 'Grace', lastName: 'Wari', status: 'invited' });
    const everything = JSON.stringify(body);
    for (const secret of [
      'Ownname',
      'Rosa',
      'Phoneowner',
      existingByPhone.details.email.toLowerCase(),
      existingByPhone.details.mobilePhone.slice(-4),
      '0001',
    ]) {
      expect(everything).not.toContain(secret);
    }
    // "Never your phone number": not even masked, in any member's row.
    expect(everything).not.toMatch(/"phone"|\*\*\*\*/);
    // Nor does a search by an account's own name find the invitation.
    const searched = await asAdmin(administrator, `${organisation.id}/members?q=Ownname`);
    expect(searched.body.total).toBe(0);
    const exported = await fetch(`${cms.url}/api/organisations/${organisation.id}/export`, {
      headers: { authorization: `Bearer ${cms.storefrontToken}`, 'x-session-token': administrator.session },
    });
    const exportedText = await exported.text();
    expect(exportedText).toContain('Mary,Kila');
    expect(exportedText).not.toContain('Ownname');
    expect(exportedText).not.toContain(existingByPhone.details.email.toLowerCase());
  });

  it('sends each new member a set-password link led by the organisation’s name, with a page that says who made it', async () => {
    const welcomeByWhatsApp = await eventually(async () =>
      (await whatsapps()).find((request) => request.body.to === whatsAppTo('0001')),
    );
    const template = welcomeByWhatsApp.body.template as {
      name: string;
      components: Array<{ parameters: Array<{ text: string }> }>;
    };
    expect(template.name).toBe('organisation_welcome_v2');
    // The organisation first; no free text from the file (the first name) in a WhatsApp message at all.
    const [organisationName, link, stopLink] = template.components[0]!.parameters.map((parameter) => parameter.text);
    expect(template.components[0]!.parameters).toHaveLength(3);
    expect(organisationName).toBe(BAPTISTS);
    expect(link).toMatch(new RegExp(`^${escaped(STOREFRONT)}/auth\\?reset=[\\w-]+$`));
    expect(stopLink).toMatch(new RegExp(`^${escaped(STOREFRONT)}/not-me/[\\w-]{43}$`));

    const welcomeByEmail = await eventually(async () => (await emails()).find((mail) => mail.to === email('john.tau')));
    expect(welcomeByEmail.subject).toBe(`${BAPTISTS} made you a Kundu Cyber Academy account`);
    expect(welcomeByEmail.text.startsWith(`${BAPTISTS} made you an account on Kundu Cyber Academy`)).toBe(true);
    expect(welcomeByEmail.text).toContain('Hello John,');
    expect(welcomeByEmail.text).toContain('Open this link within 7 days to choose your password. It works once.');
    expect(welcomeByEmail.text).toMatch(new RegExp(`${escaped(STOREFRONT)}/not-me/[\\w-]{43}`));
    const token = new RegExp(`${escaped(STOREFRONT)}/auth\\?reset=([\\w-]+)`).exec(welcomeByEmail.text)?.[1];
    expect(token).toBeTruthy();

    // The page the link opens says which organisation made the account: the CMS tells the storefront.
    const welcome = await call(`organisation-welcome/${token}`);
    expect([welcome.status, welcome.body]).toEqual([
      200,
      { organisation: { name: BAPTISTS }, email: email('john.tau') },
    ]);
    for (const other of ['not-a-token', 'A'.repeat(43)]) {
      const unknown = await call(`organisation-welcome/${other}`);
      expect(unknown.status).toBe(404);
      expect(messageOf(unknown.body)).toBeTruthy();
    }

    // Until the person chooses a password, the account cannot be signed in to.
    const before = await call('account/login', {
      body: { email: email('john.tau'), password: 'anything-at-all' },
      address: newAddress(),
    });
    expect(before.status).toBe(401);
    const reset = await call('account/reset-password', {
      body: { token, newPassword: 'tau-family-garden-9', confirmPassword: 'tau-family-garden-9' },
      address: newAddress(),
    });
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
    // A used link is no welcome any more.
    expect((await call(`organisation-welcome/${token}`)).status).toBe(404);
    const signedIn = await call('account/login', {
      body: { email: email('john.tau'), password: 'tau-family-garden-9' },
      address: newAddress(),
    });
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
    const session = (signedIn.body.session as { token: string }).token;
    const profile = await call('account/me', { session });
    expect(profile.body.user).toMatchObject({ firstName: 'John', lastName: 'Tau', role: 'law_enforcement' });
    // A member once they accept, like anyone the organisation invited.
    const mine = await call('me/organisations', { session });
    expect((mine.body.memberships as Array<Json>).map((entry) => [entry.name, entry.status])).toEqual([
      [BAPTISTS, 'invited'],
    ]);
    expect((await call(`me/organisations/${organisation.id}/accept`, { session, body: {} })).status).toBe(200);

    // The link lasts 7 days, not a reset link's 15 minutes.
    const [stored] = await cms.query<{ expires_at: number | string; created_at: number | string }>(
      `SELECT r.expires_at, r.created_at FROM password_resets r JOIN password_resets_user_lnk l ON l.password_reset_id = r.id
       JOIN up_users u ON u.id = l.user_id WHERE u.email = ?`,
      [email('grace.wari')],
    );
    const lifetime = new Date(stored!.expires_at).getTime() - new Date(stored!.created_at).getTime();
    expect(Math.round(lifetime / 3_600_000)).toBe(7 * 24);
  });

  it('invites existing accounts by email, led by the organisation’s name; they accept on their side', async () => {
    const byEmail = await eventually(async () =>
      (await emails()).find((mail) => mail.to === existingByEmail.details.email && /invites you/.test(mail.subject)),
    );
    expect(byEmail.subject).toBe(`${BAPTISTS} invites you to join them on Kundu Cyber Academy`);
    expect(byEmail.text.startsWith(`${BAPTISTS} invites you to join them on Kundu Cyber Academy`)).toBe(true);
    // Greeted by their own name, not by what the file typed.
    expect(byEmail.text).toContain('Hello Rosa,');
    expect(byEmail.text).toContain(`${STOREFRONT}/auth?redirect=%2F`);
    expect(byEmail.text).toMatch(new RegExp(`${escaped(STOREFRONT)}/not-me/[\\w-]{43}`));

    const mine = await call('me/organisations', { session: existingByEmail.session });
    expect((mine.body.memberships as Array<Json>).map((entry) => entry.status)).toEqual(['invited']);
    // The row matched their email: they open the link emailed to it before accepting (ADR 0035).
    await verifyEmail(cms, platform.mail, existingByEmail);
    const accepted = await call(`me/organisations/${organisation.id}/accept`, {
      session: existingByEmail.session,
      body: {},
    });
    expect(accepted.status).toBe(200);
    // Accepted, the organisation sees the account's own name.
    const members = await asAdmin(administrator, `${organisation.id}/members?q=Ownname`);
    expect((members.body.members as Array<Json>).map((member) => [member.firstName, member.status])).toEqual([
      ['Rosa', 'active'],
    ]);
    // The owner of the phone of row 13 has no invitation: a phone never finds an account.
    expect((await call('me/organisations', { session: existingByPhone.session })).body.memberships).toEqual([]);
    // Nobody was sent anything for the member who was one already, nor for rejected rows.
    const sentByImport = (mail: { to: string; subject: string }) =>
      mail.to === alreadyMember.details.email && !mail.subject.startsWith('Verify your email address');
    expect((await emails()).filter(sentByImport)).toEqual([]);
    expect((await emails()).filter((mail) => /evil|big|far/.test(mail.to))).toEqual([]);
  });

  it('makes the groups the rows name (compared without case), with members from both kinds of row', async () => {
    const { body } = await asAdmin(administrator, organisation.id);
    expect((body.groups as Array<Json>).map((group) => [group.name, group.memberCount])).toEqual([['Youth', 2]]);
    const members = await asAdmin(administrator, `${organisation.id}/members`);
    const john = (members.body.members as Array<Json & { email: string }>).find(
      (member) => member.email === email('john.tau'),
    );
    expect(john).toMatchObject({
      firstName: 'John',
      lastName: 'Tau',
      status: 'active',
      audienceRole: 'law_enforcement',
      province: 'East New Britain',
      groups: [{ id: expect.any(String), name: 'Youth' }],
    });
    const grace = (members.body.members as Array<Json & { email: string }>).find(
      (member) => member.email === email('grace.wari'),
    );
    expect(grace).toMatchObject({ province: 'Morobe', status: 'invited' });
  });

  it('creates nothing and sends nothing twice when the same file is uploaded again; says who is only invited', async () => {
    const users = await userCount();
    const sent = { emails: (await emails()).length, whatsapps: (await whatsapps()).length };
    const again = await importAndWait(administrator, organisation.id, csv);
    expect(again.status).toBe('finished');
    // Grace and Lucy have not accepted yet: invited, not members. John and Mary accepted.
    const now: Record<number, string> = {
      2: 'already_invited',
      3: 'already_member',
      4: 'already_member',
      6: 'already_member',
      13: 'already_invited',
    };
    expect(again.rows.map((row) => [row.row, row.outcome, row.reason ?? ''])).toEqual(
      first.rows.map((row) =>
        row.outcome === 'rejected' ? [row.row, 'rejected', row.reason] : [row.row, now[row.row], ''],
      ),
    );
    expect(await userCount()).toBe(users);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect({ emails: (await emails()).length, whatsapps: (await whatsapps()).length }).toEqual(sent);
    const { body } = await asAdmin(administrator, organisation.id);
    expect((body.groups as Array<Json>).map((group) => [group.name, group.memberCount])).toEqual([['Youth', 2]]);
  });

  it('says when a message could not be sent, and sends it when the file is uploaded again', async () => {
    const failingOrganisation = await createOrganisation([administrator.details.email]);
    await platform.whatsapp.setFailing([whatsAppTo('0009')]);
    const file = `${HEADER}\nRuth,Sale,${email('ruth.sale')},${phone('0009')},,,\n`;
    const failed = await importAndWait(administrator, failingOrganisation.id, file);
    expect(failed.rows).toEqual([
      {
        row: 2,
        name: 'Ruth Sale',
        contact: email('ruth.sale'),
        outcome: 'invited',
        reason: 'The message to this member could not be sent. Upload the file again to send it.',
      },
    ]);
    await platform.whatsapp.setFailing([]);
    const retried = await importAndWait(administrator, failingOrganisation.id, file);
    expect(retried.rows).toEqual([
      {
        row: 2,
        name: 'Ruth Sale',
        contact: email('ruth.sale'),
        outcome: 'already_invited',
        reason: 'Already invited. Their invitation had not been sent before; it has been sent now.',
      },
    ]);
    const delivered = (await whatsapps()).filter((request) => request.body.to === whatsAppTo('0009'));
    // Tried once and failed, then sent; a third upload sends nothing more.
    expect(delivered).toHaveLength(2);
    expect((await importAndWait(administrator, failingOrganisation.id, file)).rows[0]).toMatchObject({
      outcome: 'already_invited',
    });
    expect((await whatsapps()).filter((request) => request.body.to === whatsAppTo('0009'))).toHaveLength(2);
  });
});

describe('invitation messages: greetings, a daily cap and "not me"', () => {
  let administrator: Learner;
  const stopLinkIn = (text: string) => new RegExp(`${escaped(STOREFRONT)}/not-me/([\\w-]{43})`).exec(text)?.[1] ?? null;
  // An organisation's message to that address (a registered learner was also sent a verification link, ADR 0035).
  const mailTo = (address: string) =>
    eventually(async () =>
      (await emails()).find((mail) => mail.to === address.toLowerCase() && mail.text.includes('/not-me/')),
    );

  beforeAll(async () => {
    administrator = await registerAdministrator(cms, platform.mail);
  });

  it('greets by a name only: a first name that is no name is left out, never sent', async () => {
    const organisation = await createOrganisation([administrator.details.email]);
    const imported = await importAndWait(
      administrator,
      organisation.id,
      [
        HEADER,
        `Grace,Wari,${email('greet.plain')},,,,`,
        `WIN K5000 NOW at scam dot example,Tau,${email('greet.advert')},,,,`,
        `Kila http://spam.example/x,Tau,${email('greet.link')},,,,`,
        `Maria-José,O'Neil,${email('greet.accent')},,,,`,
      ].join('\n'),
    );
    expect(imported.rows.map((row) => row.outcome)).toEqual(['invited', 'invited', 'invited', 'invited']);
    expect((await mailTo(email('greet.plain'))).text).toContain('Hello Grace,');
    expect((await mailTo(email('greet.accent'))).text).toContain('Hello Maria-José,');
    for (const address of [email('greet.advert'), email('greet.link')]) {
      const text = (await mailTo(address)).text;
      expect(text).toMatch(/^Hello,$/m);
      expect(text).not.toMatch(/K5000|spam\.example|WIN/);
    }
  });

  it('sends an organisation at most its invitations a day, and the rest when the file comes again with room', async () => {
    const organisation = await createOrganisation([administrator.details.email], { invitationsPerDay: 2 });
    const users = await userCount();
    const file = [HEADER, ...['cap.one', 'cap.two', 'cap.three'].map((name) => `Kila,Tau,${email(name)},,,,`)].join(
      '\n',
    );
    const capped = await importAndWait(administrator, organisation.id, file);
    const limitReason =
      'Not sent: your organisation has sent its 2 invitations for the last 24 hours. Upload the file again tomorrow: rows already invited are not repeated.';
    expect(capped.rows.map((row) => [row.outcome, row.reason ?? ''])).toEqual([
      ['invited', ''],
      ['invited', ''],
      ['not_sent', limitReason],
    ]);
    expect(capped.counts).toMatchObject({ invited: 2, not_sent: 1 });
    // Nothing was made for the row held back: no account, no membership, no message.
    expect(await userCount()).toBe(users + 2);
    await mailTo(email('cap.two'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await emails()).filter((mail) => mail.to === email('cap.three'))).toEqual([]);
    expect((await asAdmin(administrator, `${organisation.id}/members`)).body.total).toBe(2);

    const again = await importAndWait(administrator, organisation.id, file);
    expect(again.rows.map((row) => row.outcome)).toEqual(['already_invited', 'already_invited', 'not_sent']);
    // An editor gives the organisation room: the row held back goes out with the next upload.
    const raised = await contentManager('PUT', `api::organisation.organisation/${organisation.id}`, {
      invitationsPerDay: 3,
    });
    expect(raised.status, JSON.stringify(raised.body)).toBe(200);
    const later = await importAndWait(administrator, organisation.id, file);
    expect(later.rows.map((row) => row.outcome)).toEqual(['already_invited', 'already_invited', 'invited']);
    await mailTo(email('cap.three'));
  });

  it('lets the recipient say "not me" with the message’s link, without an account: no more messages from there', async () => {
    const organisation = await createOrganisation([administrator.details.email]);
    const otherOrganisation = await createOrganisation([administrator.details.email]);
    const holder = await registerLearner(cms, { firstName: 'Kapi' });
    const newcomer = email('not.me.new');
    const file = `${HEADER}\nNamo,Kuri,${newcomer},,,,\nKapi,Holder,${holder.details.email},,,,\n`;
    const users = await userCount();
    expect((await importAndWait(administrator, organisation.id, file)).counts.invited).toBe(2);
    const newcomerToken = stopLinkIn((await mailTo(newcomer)).text)!;
    const holderToken = stopLinkIn((await mailTo(holder.details.email)).text)!;
    expect(newcomerToken).toBeTruthy();
    expect(holderToken).not.toBe(newcomerToken);

    // Looking at the link changes nothing (link previews and scanners open it too).
    const looked = await call(`invitation-stops/${newcomerToken}`);
    expect([looked.status, looked.body]).toEqual([
      200,
      { organisation: organisation.name, address: maskEmail(newcomer), stopped: null },
    ]);
    expect((await asAdmin(administrator, `${organisation.id}/members`)).body.total).toBe(2);
    // The storefront's token is needed; a link nobody was sent is not valid.
    expect((await getJson(`${cms.url}/api/invitation-stops/${newcomerToken}`)).status).toBe(403);
    for (const token of ['A'.repeat(43), 'short', '../../etc/passwd']) {
      const unknown = await call(`invitation-stops/${encodeURIComponent(token)}`, { body: { scope: 'organisation' } });
      expect([unknown.status, messageOf(unknown.body)]).toEqual([404, ORGANISATION_MESSAGES.stopLinkNotValid]);
    }
    const badScope = await call(`invitation-stops/${newcomerToken}`, { body: { scope: 'everyone-else' } });
    expect(badScope.status).toBe(400);

    // "Not me" for this organisation: the invitation and the account made for it go; saying it twice is the same.
    const stopped = await call(`invitation-stops/${newcomerToken}`, { body: { scope: 'organisation' } });
    expect([stopped.status, stopped.body]).toEqual([200, { ...looked.body, stopped: 'organisation' }]);
    expect((await call(`invitation-stops/${newcomerToken}`, { body: { scope: 'organisation' } })).body).toEqual(
      stopped.body,
    );
    // The account the import made for the newcomer, which nobody ever signed in to, is gone with it.
    expect(await userCount()).toBe(users);
    const members = (await asAdmin(administrator, `${organisation.id}/members`)).body.members as Array<Json>;
    expect(members.map((member) => member.email)).toEqual([holder.details.email.toLowerCase()]);

    // The account holder stops every organisation's invitations: their invitation is declined, their account stays.
    const everyone = await call(`invitation-stops/${holderToken}`, { body: { scope: 'all' } });
    expect(everyone.body).toMatchObject({ stopped: 'all' });
    expect((await call('me/organisations', { session: holder.session })).body.memberships).toEqual([]);
    expect((await call('account/me', { session: holder.session })).status).toBe(200);

    // Uploading them again sends nothing, and says why; another organisation still reaches the newcomer only.
    const sent = (await emails()).length;
    const again = await importAndWait(administrator, organisation.id, file);
    const stoppedReason = 'Not sent: the person at this address asked not to receive these invitations.';
    expect(again.rows.map((row) => [row.outcome, row.reason])).toEqual([
      ['not_sent', stoppedReason],
      ['not_sent', stoppedReason],
    ]);
    const elsewhere = await importAndWait(administrator, otherOrganisation.id, file);
    expect(elsewhere.rows.map((row) => [row.outcome, row.reason ?? ''])).toEqual([
      ['invited', ''],
      ['not_sent', stoppedReason],
    ]);
    await eventually(async () => ((await emails()).length === sent + 1 ? true : undefined));
    expect((await emails()).slice(sent).map((mail) => mail.to)).toEqual([newcomer]);
  });
});

describe('files refused whole', () => {
  let administrator: Learner;
  let organisation: { id: string; name: string };
  beforeAll(async () => {
    administrator = await registerAdministrator(cms, platform.mail);
    organisation = await createOrganisation([administrator.details.email]);
  });

  const refusal = async (csv: string | Buffer) => {
    const { status, body } = await upload(administrator, organisation.id, csv);
    return { status, message: messageOf(body), fields: fieldsOf(body) };
  };

  it('refuses a file that is not UTF-8 (Windows-1252, UTF-16), in words, at the file field', async () => {
    const windows1252 = Buffer.from(`${HEADER}\nJos\xe9,Kila,jose@example.org,,,,\n`, 'latin1');
    const utf16 = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      Buffer.from(`${HEADER}\nA,B,a@example.org,,,,\n`, 'utf16le'),
    ]);
    for (const file of [windows1252, utf16]) {
      expect(await refusal(file)).toEqual({ status: 400, message: NOT_UTF8, fields: { csvBase64: NOT_UTF8 } });
    }
  });

  it('refuses no file, no header, missing columns, no rows, too many rows and too many bytes', async () => {
    const missing = await asAdmin(administrator, `${organisation.id}/imports`, { body: { fileName: 'a.csv' } });
    expect([missing.status, messageOf(missing.body)]).toEqual([400, ORGANISATION_MESSAGES.csvRequired]);
    expect((await refusal('Mary,Kila,mary@example.org\n')).message).toBe(ORGANISATION_MESSAGES.csvNoHeader);
    expect((await refusal('First name,Email\nMary,mary@example.org\n')).message).toBe(
      'The file has no last name column.',
    );
    expect((await refusal(`${HEADER}\n\n`)).message).toBe(ORGANISATION_MESSAGES.csvEmpty);
    const rows = Array.from({ length: 5_001 }, (_, i) => `A,B,a${i}@example.org,,,,`);
    expect((await refusal([HEADER, ...rows].join('\n'))).message).toBe(ORGANISATION_MESSAGES.csvTooManyRows);
    const large = Buffer.from(`${HEADER}\n${'A,B,a@example.org,,,,Notes\n'.repeat(80_000)}`);
    expect((await refusal(large)).message).toBe(ORGANISATION_MESSAGES.csvTooLarge);
  });

  it('answers a body over the size limit with a 413 in words', async () => {
    const response = await fetch(`${cms.url}/api/organisations/${organisation.id}/imports`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${cms.storefrontToken}`,
        'content-type': 'application/json',
        'x-session-token': administrator.session,
      },
      body: JSON.stringify({ fileName: 'a.csv', csvBase64: 'A'.repeat(3_300_000) }),
    });
    expect(response.status).toBe(413);
    expect(((await response.json()) as Json).error).toMatchObject({ message: 'This request is too large.' });
  });

  it('takes 10 uploads an hour per organisation, then refuses in words; another organisation is not held up', async () => {
    // Seven uploads were counted above (files refused for their content included); three more pass.
    for (let upload = 0; upload < 3; upload++) {
      expect((await refusal('Mary,Kila,mary@example.org\n')).status).toBe(400);
    }
    const refused = await refusal(`${HEADER}\nA,B,a@example.org,,,,\n`);
    expect([refused.status, refused.message]).toEqual([429, ORGANISATION_MESSAGES.tooManyImports]);
    const other = await createOrganisation([administrator.details.email]);
    // Waited for, so that no import of this file still runs when the next file has the platform.
    const accepted = await importAndWait(administrator, other.id, `${HEADER}\nA,B,${email('limit.other')},,,,\n`);
    expect(accepted.status).toBe('finished');
  });
});

describe("the administrator's members list, export and summary", () => {
  let administrator: Learner;
  let otherAdministrator: Learner;
  let organisation: { id: string; name: string };
  let otherOrganisation: { id: string; name: string };
  let amba: Learner;
  let bani: Learner;
  let dua: Learner;
  let courseA: { id: string; modules: string[] };
  let courseB: { id: string; modules: string[] };
  let choir: string;
  let formulaGroup: string;
  let certificateId: string;

  type MemberJson = Json & { membershipId: string; email: string; courses: Array<Json & { courseId: string }> };
  const list = async (query = '', as = administrator, organisationId = organisation.id) => {
    const { status, body } = await asAdmin(as, `${organisationId}/members${query}`);
    expect(status, JSON.stringify(body)).toBe(200);
    return body as Json & { members: MemberJson[]; total: number; page: number; pageCount: number; totals: Json };
  };
  const emailsOf = (page: { members: MemberJson[] }) => page.members.map((member) => member.email);
  const enrol = async (learner: Learner, courseId: string) =>
    expect((await call('enrollments', { session: learner.session, body: { courseId } })).status).toBe(201);
  const read = async (learner: Learner, moduleId: string) =>
    expect((await call(`learning/modules/${moduleId}/read`, { session: learner.session, body: {} })).status).toBe(200);

  beforeAll(async () => {
    administrator = await registerAdministrator(cms, platform.mail);
    otherAdministrator = await registerAdministrator(cms, platform.mail);
    organisation = await createOrganisation([administrator.details.email], { name: GOROKA });
    otherOrganisation = await createOrganisation([otherAdministrator.details.email], {
      name: `Highlands Teachers ${tag}`,
      kind: 'school',
      province: 'Eastern Highlands',
    });
    [courseA, courseB] = [await createCourse(ALPHA, 1), await createCourse(BRAVO, 2)];
    const courseC = await createCourse(CHARLIE, 1);
    const courseD = await createCourse(`Delta: assigned by nobody ${tag}`, 1);

    amba = await registerCompleteLearner(cms, { lastName: 'Amba' });
    bani = await registerCompleteLearner(cms, { lastName: 'Bani' });
    dua = await registerLearner(cms, { lastName: 'Dua' });
    await joinByLink(amba, administrator, organisation.id);
    await joinByLink(bani, administrator, organisation.id);
    await joinByLink(amba, otherAdministrator, otherOrganisation.id);

    choir = await createGroup(administrator, organisation.id, 'Choir');
    formulaGroup = await createGroup(administrator, organisation.id, '=SUM(A1)');
    const ambaMembership = (await list()).members.find((member) => member.email === amba.details.email)!.membershipId;
    for (const group of [choir, formulaGroup]) {
      const added = await asAdmin(administrator, `${organisation.id}/groups/${group}/members`, {
        body: { membershipIds: [ambaMembership] },
      });
      expect(added.status).toBe(200);
    }
    await assign(administrator, organisation.id, courseA.id);
    await assign(administrator, organisation.id, courseB.id, choir);
    await assign(otherAdministrator, otherOrganisation.id, courseC.id);

    // Amba completes A (a certificate), is half-way through B, and studies C and D, which this organisation did not
    // assign. Bani has not started; Dua is invited (an existing account in an upload); Sale is new, from Enga.
    for (const course of [courseA, courseB, courseC, courseD]) await enrol(amba, course.id);
    await read(amba, courseA.modules[0]!);
    await read(amba, courseB.modules[0]!);
    await read(amba, courseC.modules[0]!);
    await read(amba, courseD.modules[0]!);
    const dashboard = await call('learning/dashboard', { session: amba.session });
    certificateId = (dashboard.body.certificates as Array<{ id: string; courseName: string }>).find(
      (certificate) => certificate.courseName === ALPHA,
    )!.id;
    const imported = await importAndWait(
      administrator,
      organisation.id,
      `${HEADER}\nMary,Dua,${dua.details.email},,,,\nRuth,Sale,${SALE},,,,Enga\n`,
    );
    expect(imported.rows.map((row) => row.outcome)).toEqual(['invited', 'invited']);
    // Sale, new here, sets her password with the link she was sent and accepts; Dua has not answered yet.
    await acceptWelcome(SALE, organisation.id);
  });

  it('lists every member with the courses this organisation assigned them, phones masked, invited without data', async () => {
    const page = await list();
    expect(page.total).toBe(4);
    expect([page.page, page.pageCount]).toEqual([1, 1]);
    expect(page.totals).toEqual({ members: 3, invited: 1, enrolled: 2, completed: 1, certificates: 1 });
    expect(emailsOf(page)).toEqual([amba.details.email, bani.details.email, dua.details.email, SALE]);
    const [ambaRow, baniRow, duaRow, saleRow] = page.members;
    expect(ambaRow).toEqual({
      membershipId: expect.stringMatching(/^[a-z0-9]{24}$/),
      firstName: 'Mary',
      lastName: 'Amba',
      email: amba.details.email,
      audienceRole: 'government',
      province: 'Morobe',
      status: 'active',
      joinedAt: expect.any(String),
      groups: [
        { id: formulaGroup, name: '=SUM(A1)' },
        { id: choir, name: 'Choir' },
      ],
      courses: [
        {
          courseId: courseA.id,
          courseTitle: ALPHA,
          status: 'completed',
          progress: 100,
          completedAt: expect.any(String),
          certificateId,
        },
        {
          courseId: courseB.id,
          courseTitle: BRAVO,
          status: 'in_progress',
          progress: 50,
          completedAt: null,
          certificateId: null,
        },
      ],
    });
    expect(baniRow!.courses).toEqual([
      {
        courseId: courseA.id,
        courseTitle: ALPHA,
        status: 'not_started',
        progress: 0,
        completedAt: null,
        certificateId: null,
      },
    ]);
    expect(duaRow).toMatchObject({ status: 'invited', joinedAt: null, courses: [], groups: [] });
    expect(saleRow).toMatchObject({ status: 'active', province: 'Enga', audienceRole: 'churches_ngos' });
    // "Never your phone number" (the join page's promise): no phone, not even masked; nor documents or passwords.
    expect(JSON.stringify(page)).not.toContain(amba.details.mobilePhone.slice(-4));
    expect(JSON.stringify(page)).not.toMatch(/"(phone|password|documents?|profilePhotoKey|mobilePhone)"/);
  });

  it('filters by group, course, status and text, pages by 50, and keeps the totals over every member', async () => {
    const totals = (await list()).totals;
    expect(emailsOf(await list(`?group=${choir}`))).toEqual([amba.details.email]);
    const byCourse = await list(`?course=${courseB.id}`);
    expect(byCourse.members.map((member) => [member.email, member.courses.map((course) => course.courseId)])).toEqual([
      [amba.details.email, [courseB.id]],
    ]);
    const completed = await list('?status=completed');
    expect(completed.members.map((member) => [member.email, member.courses.map((course) => course.courseId)])).toEqual([
      [amba.details.email, [courseA.id]],
    ]);
    expect(completed.totals).toEqual(totals);
    expect(emailsOf(await list('?status=in_progress'))).toEqual([amba.details.email]);
    expect(emailsOf(await list('?status=not_started'))).toEqual([bani.details.email, SALE]);
    expect(emailsOf(await list(`?course=${courseA.id}&status=not_started&q=BANI`))).toEqual([bani.details.email]);
    expect(emailsOf(await list(`?q=${encodeURIComponent(dua.details.email.slice(0, 12))}`))).toEqual([
      dua.details.email,
    ]);
    // Filters that are not this organisation's, or not filters at all, select nothing or are ignored.
    expect((await list('?group=abcdefghijklmnopqrstuvwx')).total).toBe(0);
    expect((await list('?status=finished&page=zero')).total).toBe(4);
    const beyond = await list('?page=2');
    expect([beyond.members, beyond.total, beyond.page, beyond.pageCount]).toEqual([[], 4, 2, 1]);

    const large = await createOrganisation([administrator.details.email]);
    const rows = Array.from(
      { length: 55 },
      (_, i) => `Member,N${String(i).padStart(2, '0')},page${i}.${tag}@example.org,,,,`,
    );
    expect((await importAndWait(administrator, large.id, [HEADER, ...rows].join('\n'))).counts.invited).toBe(55);
    const [first, second] = [await list('', administrator, large.id), await list('?page=2', administrator, large.id)];
    expect([first.members.length, first.total, first.pageCount]).toEqual([50, 55, 2]);
    expect(second.members.map((member) => member.lastName)).toEqual(['N50', 'N51', 'N52', 'N53', 'N54']);
  });

  it('shows a member of two organisations to each with that organisation’s assignments only', async () => {
    const seenByTeachers = await list('', otherAdministrator, otherOrganisation.id);
    expect(seenByTeachers.members.map((member) => [member.email, member.groups, member.courses])).toEqual([
      [
        amba.details.email,
        [],
        [
          {
            courseId: expect.any(String),
            courseTitle: CHARLIE,
            status: 'completed',
            progress: 100,
            completedAt: expect.any(String),
            certificateId: expect.any(String),
          },
        ],
      ],
    ]);
    expect(seenByTeachers.totals).toEqual({ members: 1, invited: 0, enrolled: 1, completed: 1, certificates: 1 });
    const seenHere = JSON.stringify(await list());
    expect(seenHere).not.toContain('Charlie');
    expect(seenHere).not.toContain('Delta');
  });

  it('exports the same rows as CSV for Excel: BOM, CRLF, one line per member and course, formulas neutralised', async () => {
    const response = await fetch(`${cms.url}/api/organisations/${organisation.id}/export`, {
      headers: { authorization: `Bearer ${cms.storefrontToken}`, 'x-session-token': administrator.session },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    // Named with the day in Papua New Guinea (UTC+10), not in UTC: from 14:00 UTC they differ.
    const pngDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Port_Moresby' }).format(new Date());
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="goroka-youth-network-${tag}-members-${pngDay}.csv"`,
    );
    const bytes = Buffer.from(await response.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString('utf8');
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const completedOn = (await list()).members[0]!.courses[0]!.completedAt as string;
    expect(parseCsv(text)).toEqual([
      [
        'First name',
        'Last name',
        'Email',
        'Groups',
        'Province',
        'Membership',
        'Course',
        'Status',
        'Progress %',
        'Completed on',
        'Certificate ID',
      ],
      [
        'Mary',
        'Amba',
        amba.details.email,
        "'=SUM(A1); Choir",
        'Morobe',
        'Active',
        ALPHA,
        'Completed',
        '100',
        completedOn.slice(0, 10),
        certificateId,
      ],
      ['Mary', 'Amba', amba.details.email, "'=SUM(A1); Choir", 'Morobe', 'Active', BRAVO, 'In progress', '50', '', ''],
      ['Mary', 'Bani', bani.details.email, '', 'Morobe', 'Active', ALPHA, 'Not started', '0', '', ''],
      ['Mary', 'Dua', dua.details.email, '', 'Morobe', 'Invited', '', '', '', '', ''],
      ['Ruth', 'Sale', SALE, '', 'Enga', 'Active', ALPHA, 'Not started', '0', '', ''],
    ]);

    const filtered = await fetch(`${cms.url}/api/organisations/${organisation.id}/export?course=${courseB.id}`, {
      headers: { authorization: `Bearer ${cms.storefrontToken}`, 'x-session-token': administrator.session },
    });
    const lines = parseCsv((await filtered.text()).replace(/^\uFEFF/, ''));
    expect(lines.slice(1).map((line) => [line[1], line[6]])).toEqual([['Amba', BRAVO]]);
  });

  it('summarises members, and per course and per province how many were assigned, enrolled and completed', async () => {
    const { status, body } = await asAdmin(administrator, `${organisation.id}/summary`);
    expect(status).toBe(200);
    expect(body).toEqual({
      organisation: {
        id: organisation.id,
        name: GOROKA,
        kind: 'church',
        province: 'Morobe',
        memberCount: 3,
      },
      generatedAt: expect.any(String),
      members: 3,
      byCourse: [
        { courseId: courseA.id, courseTitle: ALPHA, assigned: 3, enrolled: 1, completed: 1 },
        { courseId: courseB.id, courseTitle: BRAVO, assigned: 1, enrolled: 1, completed: 0 },
      ],
      byProvince: [
        { province: 'Morobe', members: 2, completed: 1 },
        { province: 'Enga', members: 1, completed: 0 },
      ],
    });
    expect(Date.now() - new Date(body.generatedAt as string).getTime()).toBeLessThan(60_000);
  });
});
