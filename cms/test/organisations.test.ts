/**
 * Organisations against a real CMS (ADR 0029, cms/contract/organisations.ts): administrators appointed by email in
 * the Content Manager, invite links (looked up, joined, revoked), leaving, accepting or declining an invitation,
 * groups, course assignments, sponsored seats used by enrolments without a code, and every administrator route
 * refused to anyone but that organisation's administrators, with another organisation's ids answered 404.
 */
import { testPlatform, unique } from '@kundu/test-platform';
import { beforeAll, describe, expect, it } from 'vitest';
import { ORGANISATION_MESSAGES } from '../contract/organisations';
import { VERIFICATION_MESSAGES } from '../contract/verification';
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

const platform = testPlatform();
const { cms } = platform;
/** Organisations, courses and emails of this file's own: the platform keeps every file's. */
const tag = unique();
const email = (name: string) => `${name}.${tag}@example.org`;
let adminToken: string;
let serial = 0;

/** The storefront's calls, from a network address of this file's own (invite look-ups are limited per address). */
const ADDRESS = newAddress();
const call = (path: string, options: CallOptions = {}) =>
  storefrontCall(cms, path, { ...options, address: options.address ?? ADDRESS });

/** The admin panel's own API, as an editor uses it. */
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
 * A published course of this file's own. About gardening, far from the seed's words on purpose: Kumul
 * (chat.test.ts) searches every course the platform publishes, and must still find the seed's.
 */
async function createCourse(overrides: Json = {}): Promise<string> {
  serial += 1;
  const { status, body } = await writeWithToken(`${cms.url}/api/courses`, cms.seedToken, 'POST', {
    title: `Garden beds ${serial} ${tag}`,
    slug: `garden-beds-${serial}-${tag}`,
    description: 'Raised beds, compost and watering for a home garden.',
    domain: 'cyber_crime',
    duration: '1 hour',
    isFree: true,
    ...overrides,
  });
  expect(status, JSON.stringify(body)).toBe(201);
  return (body.data as { documentId: string }).documentId;
}

async function createAccessCode(courseId: string, organisationId: string | null, fields: Json = {}) {
  const { status, body } = await contentManager('POST', 'api::access-code.access-code', {
    course: { connect: [{ documentId: courseId }] },
    ...(organisationId ? { organisation: { connect: [{ documentId: organisationId }] } } : {}),
    maxUses: 1,
    ...fields,
  });
  expect(status, JSON.stringify(body)).toBe(201);
  return body.data as { documentId: string; code: string };
}

const timesUsed = async (documentId: string) =>
  ((await contentManager('GET', `api::access-code.access-code/${documentId}`)).body.data as { timesUsed: number })
    .timesUsed;

/** An administrator's call: `organisations/<id>/...`. */
const asAdmin = (learner: Learner, path: string, options: CallOptions = {}) =>
  call(`organisations/${path}`, { ...options, session: learner.session });

async function overview(administrator: Learner, organisationId: string) {
  const answer = await asAdmin(administrator, organisationId);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as Json & {
    invite: { code: string };
    memberCount: number;
    invitedCount: number;
    groups: Array<{ id: string; name: string; memberCount: number }>;
    assignments: Array<Json & { id: string; courseId: string; seats: Json | null }>;
  };
}

const inviteCodeOf = async (administrator: Learner, organisationId: string) =>
  (await overview(administrator, organisationId)).invite.code;

/** Each join from its own network, so that joins across this file do not slow one another (look-ups are slowed). */
const join = (learner: Learner, code: string, address = newAddress()) =>
  call(`organisation-invites/${code}/join`, { session: learner.session, body: {}, address });

const myOrganisations = async (learner: Learner) => {
  const answer = await call('me/organisations', { session: learner.session });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as {
    memberships: Array<Json & { organisationId: string; status: string }>;
    assignments: Array<Json & { organisationId: string; courseId: string; seatAvailable: boolean }>;
    administers: Array<{ id: string; name: string }>;
  };
};

/** What no API shows a test: a learner's membership id, as the members list gives it to the administrator. */
async function membershipIdOf(learner: Learner, organisationId: string): Promise<string> {
  const [organisation] = await cms.query<{ id: number }>('SELECT id FROM organisations WHERE document_id = ?', [
    organisationId,
  ]);
  const [user] = await cms.query<{ id: number }>('SELECT id FROM up_users WHERE email = ?', [
    learner.details.email.toLowerCase(),
  ]);
  const [membership] = await cms.query<{ document_id: string }>(
    'SELECT document_id FROM organisation_memberships WHERE membership_key = ?',
    [`${organisation!.id}:${user!.id}`],
  );
  if (!membership) throw new Error(`${learner.details.email} is not a member of ${organisationId}`);
  return membership.document_id;
}

/**
 * An invitation as an administrator's CSV import leaves it for an existing account matched by its email: waiting to
 * be accepted, which needs that email verified (ADR 0035).
 */
async function makeInvited(learner: Learner, organisationId: string) {
  const membershipId = await membershipIdOf(learner, organisationId);
  await cms.sql(
    "UPDATE organisation_memberships SET status = 'invited', joined_via = 'csv', matched_by = 'email', joined_at = NULL, invited_at = ? WHERE document_id = ?",
    [cms.timestamp(new Date()), membershipId],
  );
}

/**
 * An import once it stopped running: the CMS works through an upload after answering, and none may still run when
 * the next file has the platform.
 */
async function finished(administrator: Learner, organisationId: string, importId: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const { status, body } = await asAdmin(administrator, `${organisationId}/imports/${importId}`);
    expect(status, JSON.stringify(body)).toBe(200);
    if ((body.import as { status: string }).status !== 'running') return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`Import ${importId} was still running after 60 s`);
}

/** An upload of a one-member CSV file, as the import page sends it. */
const memberCsv = (email: string) => ({
  fileName: 'members.csv',
  csvBase64: Buffer.from(`First name,Last name,Email\r\nKila,Tau,${email}\r\n`, 'utf8').toString('base64'),
});

/** A learner who joined the organisation by its link. */
async function member(organisationId: string, administrator: Learner, complete = false): Promise<Learner> {
  const learner = complete ? await registerCompleteLearner(cms) : await registerLearner(cms);
  const joined = await join(learner, await inviteCodeOf(administrator, organisationId));
  expect(joined.status, JSON.stringify(joined.body)).toBe(201);
  return learner;
}

beforeAll(async () => {
  adminToken = await platform.admin.token();
});

describe('appointing administrators in the Content Manager', () => {
  it('names them by email, stored trimmed and in lower case, once each; the account with that email runs it', async () => {
    const administrator = await registerAdministrator(cms, platform.mail);
    const typed = ` ${administrator.details.email.toUpperCase()} `;
    const name = `Kokopo Secondary School ${tag}`;
    const headTeacher = email('head.teacher');
    const { status, body } = await contentManager('POST', 'api::organisation.organisation', {
      name,
      kind: 'school',
      province: 'East New Britain',
      contactEmail: ' Office@Kokopo.Example ',
      administrators: [{ email: typed }, { email: administrator.details.email }, { email: headTeacher.toUpperCase() }],
    });
    expect(status, JSON.stringify(body)).toBe(201);
    const organisation = body.data as Json & { documentId: string; administrators: Array<{ email: string }> };
    expect(organisation.administrators.map((entry) => entry.email)).toEqual([
      administrator.details.email.toLowerCase(),
      headTeacher,
    ]);
    expect(organisation.contactEmail).toBe('office@kokopo.example');

    const mine = await call('organisations/mine', { session: administrator.session });
    expect(mine.status).toBe(200);
    expect(mine.body).toEqual({
      organisations: [
        {
          id: organisation.documentId,
          name,
          kind: 'school',
          province: 'East New Britain',
          memberCount: 0,
        },
      ],
      verifyEmailToAdminister: false,
    });
    expect((await myOrganisations(administrator)).administers).toEqual([{ id: organisation.documentId, name }]);
    // Its invite link was made with it.
    const view = await overview(administrator, organisation.documentId);
    expect(view).toMatchObject({
      id: organisation.documentId,
      contactEmail: 'office@kokopo.example',
      invitedCount: 0,
      groups: [],
      assignments: [],
    });
    expect(view.invite.code).toMatch(/^[0-9A-HJKMNP-TV-Z]{16}$/);
    // Someone else administers nothing.
    const other = await registerLearner(cms);
    expect((await call('organisations/mine', { session: other.session })).body).toEqual({
      organisations: [],
      verifyEmailToAdminister: false,
    });
  });

  it('makes someone appointed before they register an administrator once they register with that email and open the link emailed to it', async () => {
    const future = email('future.admin');
    const organisation = await createOrganisation([future.toUpperCase()]);
    const administrator = await registerAdministrator(cms, platform.mail, { email: future });
    expect((await call(`organisations/${organisation.id}`, { session: administrator.session })).status).toBe(200);
  });

  it('refuses an administrator entry that is not an email, in words, and keeps what was saved', async () => {
    const keeper = email('keeper');
    const organisation = await createOrganisation([keeper]);
    const invalid = await contentManager('PUT', `api::organisation.organisation/${organisation.id}`, {
      administrators: [{ email: keeper }, { email: 'pastor kila at gmail' }],
    });
    expect(invalid.status).toBe(400);
    expect(messageOf(invalid.body)).toBe(
      'Administrator 2: "pastor kila at gmail" is not an email address. Type the email they sign in with, e.g. name@example.org.',
    );
    const empty = await contentManager('POST', 'api::organisation.organisation', {
      name: `No email ${tag}`,
      kind: 'ngo',
      province: 'Central',
      administrators: [{ email: '  ' }],
    });
    expect(empty.status).toBe(400);
    expect(messageOf(empty.body)).toBe(
      'Administrator 1 has no email address. Type the email they sign in with, or remove the entry.',
    );
    const stored = await contentManager('GET', `api::organisation.organisation/${organisation.id}`);
    expect((stored.body.data as { administrators: Array<{ email: string }> }).administrators).toEqual([
      expect.objectContaining({ email: keeper }),
    ]);
  });
});

describe('invite links', () => {
  let administrator: Learner;
  let organisation: { id: string; name: string };
  beforeAll(async () => {
    administrator = await registerAdministrator(cms, platform.mail);
    organisation = await createOrganisation([administrator.details.email]);
  });

  it('say whose they are, to anyone the storefront asks for (no session needed), typed loosely or not', async () => {
    const code = await inviteCodeOf(administrator, organisation.id);
    const expected = {
      organisation: { id: organisation.id, name: organisation.name, kind: 'church', province: 'Morobe' },
    };
    const lookup = await call(`organisation-invites/${code}`);
    expect(lookup.status).toBe(200);
    expect(lookup.body).toEqual(expected);
    const loose = `${code.slice(0, 4)}-${code.slice(4, 8)}-${code.slice(8)}`.toLowerCase();
    expect((await call(`organisation-invites/${loose}`)).body).toEqual(expected);
    // Only the storefront's token reaches it.
    expect((await getJson(`${cms.url}/api/organisation-invites/${code}`)).status).toBe(403);
  });

  it('answer an unknown or malformed code as not valid, naming nobody', async () => {
    for (const code of ['0000000000000000', 'ABC', 'not-a-code-at-all-really']) {
      const answer = await call(`organisation-invites/${code}`);
      expect([code, answer.status, messageOf(answer.body)]).toEqual([code, 404, ORGANISATION_MESSAGES.inviteNotFound]);
    }
  });

  it('expire when the administrator revokes them, naming the organisation, and a new one works', async () => {
    const old = await inviteCodeOf(administrator, organisation.id);
    const revoked = await asAdmin(administrator, `${organisation.id}/invite`, { body: {} });
    expect(revoked.status).toBe(200);
    const fresh = (revoked.body.invite as { code: string; createdAt: string }).code;
    expect(fresh).not.toBe(old);
    expect(await inviteCodeOf(administrator, organisation.id)).toBe(fresh);
    const expired = await call(`organisation-invites/${old}`);
    expect(expired.status).toBe(400);
    expect(messageOf(expired.body)).toBe(`This invite link has expired. Ask ${organisation.name} for a new one.`);
    const learner = await registerLearner(cms);
    const refused = await join(learner, old);
    expect([refused.status, messageOf(refused.body)]).toEqual([
      400,
      ORGANISATION_MESSAGES.inviteExpired(organisation.name),
    ]);
    expect((await myOrganisations(learner)).memberships).toEqual([]);
    expect((await join(learner, fresh)).status).toBe(201);
  });

  it('are slowed for a network that looks up many codes, not for the others', async () => {
    const address = newAddress();
    const code = await inviteCodeOf(administrator, organisation.id);
    for (let index = 0; index < 100; index += 1) {
      expect((await call(`organisation-invites/${code}`, { address })).status).toBe(200);
    }
    const timed = async (from: string) => {
      const started = Date.now();
      const answer = await call(`organisation-invites/${code}`, { address: from });
      expect(answer.status).toBe(200);
      return Date.now() - started;
    };
    await timed(address);
    await timed(address);
    expect(await timed(address)).toBeGreaterThanOrEqual(700);
    expect(await timed(newAddress())).toBeLessThan(700);
  });
});

describe('joining and leaving', () => {
  let administrator: Learner;
  let organisation: { id: string; name: string };
  let code: string;
  beforeAll(async () => {
    administrator = await registerAdministrator(cms, platform.mail);
    organisation = await createOrganisation([administrator.details.email], { kind: 'ngo', province: 'Madang' });
    code = await inviteCodeOf(administrator, organisation.id);
  });

  it('needs a signed-in learner (a complete profile is not needed)', async () => {
    const signedOut = await call(`organisation-invites/${code}/join`, { body: {} });
    expect(signedOut.status).toBe(401);
    expect(messageOf(signedOut.body)).toBeTruthy();
  });

  it('makes one active membership however often the learner joins', async () => {
    const learner = await registerLearner(cms);
    const first = await join(learner, code);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body).toEqual({
      created: true,
      accepted: false,
      membership: {
        organisationId: organisation.id,
        name: organisation.name,
        kind: 'ngo',
        province: 'Madang',
        status: 'active',
        joinedAt: expect.any(String),
        invitedAt: null,
        verifyFirst: null,
      },
    });
    const again = await join(learner, code);
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ ...first.body, created: false });
    const twice = await Promise.all([join(learner, code), join(learner, code)]);
    expect(twice.map((answer) => answer.status)).toEqual([200, 200]);
    expect((await myOrganisations(learner)).memberships).toEqual([first.body.membership]);
    expect((await overview(administrator, organisation.id)).memberCount).toBe(1);
  });

  it('lets a learner leave, keeping their enrolments; leaving again is not being a member', async () => {
    const learner = await member(organisation.id, administrator, true);
    const courseId = await createCourse();
    expect((await asAdmin(administrator, `${organisation.id}/assignments`, { body: { courseId } })).status).toBe(201);
    expect((await call('enrollments', { session: learner.session, body: { courseId } })).status).toBe(201);
    const left = await call(`me/organisations/${organisation.id}`, { method: 'DELETE', session: learner.session });
    expect(left.status).toBe(200);
    expect(left.body).toEqual({ left: true });
    expect(await myOrganisations(learner)).toEqual({
      memberships: [],
      assignments: [],
      administers: [],
      verifyEmailToAdminister: false,
    });
    const enrolled = await call(`enrollments/${courseId}`, { session: learner.session });
    expect((enrolled.body.enrollment as Json).courseId).toBe(courseId);
    const again = await call(`me/organisations/${organisation.id}`, { method: 'DELETE', session: learner.session });
    expect([again.status, messageOf(again.body)]).toEqual([404, ORGANISATION_MESSAGES.notMember]);
    // Joining again is a new membership.
    expect((await join(learner, code)).status).toBe(201);
  });

  it('lets a learner accept an invitation (once is enough) or decline it', async () => {
    const invited = await member(organisation.id, administrator);
    await makeInvited(invited, organisation.id);
    const courseId = await createCourse();
    expect((await asAdmin(administrator, `${organisation.id}/assignments`, { body: { courseId } })).status).toBe(201);
    const before = await myOrganisations(invited);
    expect(before.memberships).toEqual([
      expect.objectContaining({ organisationId: organisation.id, status: 'invited', joinedAt: null }),
    ]);
    // Until they accept, nothing is assigned to them.
    expect(before.assignments).toEqual([]);
    expect((await overview(administrator, organisation.id)).invitedCount).toBe(1);
    // The invitation matched their email: they open the link emailed to it first (verified-contacts.test.ts).
    await verifyEmail(cms, platform.mail, invited);

    const accepted = await call(`me/organisations/${organisation.id}/accept`, { session: invited.session, body: {} });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toEqual({
      membership: expect.objectContaining({
        organisationId: organisation.id,
        status: 'active',
        joinedAt: expect.any(String),
        invitedAt: expect.any(String),
      }),
    });
    const again = await call(`me/organisations/${organisation.id}/accept`, { session: invited.session, body: {} });
    expect(again.body).toEqual(accepted.body);
    expect((await myOrganisations(invited)).assignments.map((assignment) => assignment.courseId)).toContain(courseId);

    const declining = await member(organisation.id, administrator);
    await makeInvited(declining, organisation.id);
    const declined = await call(`me/organisations/${organisation.id}`, {
      method: 'DELETE',
      session: declining.session,
    });
    expect(declined.body).toEqual({ left: true });
    expect((await myOrganisations(declining)).memberships).toEqual([]);
    const notMember = await call(`me/organisations/${organisation.id}/accept`, {
      session: declining.session,
      body: {},
    });
    expect([notMember.status, messageOf(notMember.body)]).toEqual([404, ORGANISATION_MESSAGES.notMember]);
  });

  it('accepts an invitation by following the link too', async () => {
    const invited = await member(organisation.id, administrator);
    await makeInvited(invited, organisation.id);
    const joined = await join(invited, code);
    expect(joined.status).toBe(200);
    // Said as joining (the invitation was accepted by it), not as being a member already.
    expect(joined.body).toMatchObject({ created: false, accepted: true, membership: { status: 'active' } });
    expect((await join(invited, code)).body).toMatchObject({ created: false, accepted: false });
  });

  it('slows a learner joining or accepting too often, per account', async () => {
    const learner = await registerLearner(cms);
    const answers = [];
    for (let index = 0; index < 21; index += 1) answers.push(await join(learner, code, newAddress()));
    expect(answers.slice(0, 20).every((answer) => answer.status < 300)).toBe(true);
    expect([answers[20]!.status, messageOf(answers[20]!.body)]).toEqual([429, ORGANISATION_MESSAGES.tooManyJoins]);
    // Another learner is not held back.
    expect((await join(await registerLearner(cms), code)).status).toBe(201);
  });
});

describe('groups', () => {
  let administrator: Learner;
  let organisation: { id: string; name: string };
  beforeAll(async () => {
    administrator = await registerAdministrator(cms, platform.mail);
    organisation = await createOrganisation([administrator.details.email]);
  });
  const groups = (body?: Json, method?: string, path = '') =>
    asAdmin(administrator, `${organisation.id}/groups${path}`, { body, method });

  it('are created with a name that is unique in the organisation, compared without case', async () => {
    const created = await groups({ name: '  Youth Choir ' });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ group: { id: expect.any(String), name: 'Youth Choir', memberCount: 0 } });
    const duplicate = await groups({ name: 'youth CHOIR' });
    expect(duplicate.status).toBe(400);
    expect(fieldsOf(duplicate.body)).toEqual({ name: ORGANISATION_MESSAGES.groupNameTaken });
    const racing = await Promise.all([groups({ name: 'Elders' }), groups({ name: 'ELDERS' })]);
    expect(racing.map((answer) => answer.status).sort()).toEqual([201, 400]);
    for (const [name, message] of [
      ['', ORGANISATION_MESSAGES.groupNameRequired],
      [42, ORGANISATION_MESSAGES.groupNameRequired],
      ['   ', ORGANISATION_MESSAGES.groupNameRequired],
      ['x'.repeat(81), ORGANISATION_MESSAGES.groupNameTooLong],
    ] as const) {
      const refused = await groups({ name });
      expect([refused.status, messageOf(refused.body)]).toEqual([400, message]);
    }
    // Another organisation may have a group of the same name.
    const otherAdministrator = await registerAdministrator(cms, platform.mail);
    const other = await createOrganisation([otherAdministrator.details.email]);
    expect((await asAdmin(otherAdministrator, `${other.id}/groups`, { body: { name: 'Youth Choir' } })).status).toBe(
      201,
    );
  });

  it('are renamed, not onto another group’s name, and deleted', async () => {
    const group = ((await groups({ name: 'Sunday School' })).body.group as { id: string }).id;
    await groups({ name: 'Mothers Union' });
    const renamed = await groups({ name: 'sunday school teachers' }, 'PATCH', `/${group}`);
    expect(renamed.body).toEqual({ group: { id: group, name: 'sunday school teachers', memberCount: 0 } });
    expect((await groups({ name: 'Sunday School Teachers' }, 'PATCH', `/${group}`)).status).toBe(200);
    const clash = await groups({ name: 'MOTHERS UNION' }, 'PATCH', `/${group}`);
    expect([clash.status, messageOf(clash.body)]).toEqual([400, ORGANISATION_MESSAGES.groupNameTaken]);
    expect((await groups(undefined, 'DELETE', `/${group}`)).body).toEqual({ removed: true });
    const gone = await groups(undefined, 'DELETE', `/${group}`);
    expect([gone.status, messageOf(gone.body)]).toEqual([404, ORGANISATION_MESSAGES.groupNotFound]);
    expect((await overview(administrator, organisation.id)).groups.map((entry) => entry.name)).not.toContain(
      'Sunday School Teachers',
    );
  });

  it('take members in and out; a removed member leaves their groups', async () => {
    const group = ((await groups({ name: 'Ushers' })).body.group as { id: string }).id;
    const [first, second] = [
      await member(organisation.id, administrator),
      await member(organisation.id, administrator),
    ];
    const ids = [await membershipIdOf(first, organisation.id), await membershipIdOf(second, organisation.id)];
    const added = await groups({ membershipIds: ids }, 'POST', `/${group}/members`);
    expect(added.body).toEqual({ group: { id: group, name: 'Ushers', memberCount: 2 } });
    expect((await groups({ membershipIds: ids }, 'POST', `/${group}/members`)).body).toEqual(added.body);
    const taken = await groups({ membershipIds: [ids[0]] }, 'DELETE', `/${group}/members`);
    expect(taken.body).toEqual({ group: { id: group, name: 'Ushers', memberCount: 1 } });
    for (const membershipIds of [[], 'all', null, undefined]) {
      const none = await groups({ membershipIds }, 'POST', `/${group}/members`);
      expect([none.status, messageOf(none.body)]).toEqual([400, ORGANISATION_MESSAGES.membershipIdsRequired]);
    }
    const malformed = await groups({ membershipIds: ['../etc/passwd'] }, 'DELETE', `/${group}/members`);
    expect([malformed.status, messageOf(malformed.body)]).toEqual([404, ORGANISATION_MESSAGES.memberNotFound]);
    const removed = await asAdmin(administrator, `${organisation.id}/members/${ids[1]}`, { method: 'DELETE' });
    expect(removed.body).toEqual({ removed: true });
    expect((await overview(administrator, organisation.id)).groups.find((entry) => entry.id === group)).toEqual({
      id: group,
      name: 'Ushers',
      memberCount: 0,
    });
    expect((await myOrganisations(second)).memberships).toEqual([]);
  });
});

describe('course assignments', () => {
  let administrator: Learner;
  let organisation: { id: string; name: string };
  let freeCourse: string;
  let groupCourse: string;
  let group: string;
  let everyone: Learner;
  let inGroup: Learner;
  beforeAll(async () => {
    administrator = await registerAdministrator(cms, platform.mail);
    organisation = await createOrganisation([administrator.details.email]);
    freeCourse = await createCourse();
    groupCourse = await createCourse();
    group = (
      (await asAdmin(administrator, `${organisation.id}/groups`, { body: { name: 'Youth' } })).body.group as {
        id: string;
      }
    ).id;
    everyone = await member(organisation.id, administrator);
    inGroup = await member(organisation.id, administrator);
    await asAdmin(administrator, `${organisation.id}/groups/${group}/members`, {
      body: { membershipIds: [await membershipIdOf(inGroup, organisation.id)] },
    });
  });

  it('go to every member or to a group, once each, and members see what was assigned to them', async () => {
    const toAll = await asAdmin(administrator, `${organisation.id}/assignments`, { body: { courseId: freeCourse } });
    expect(toAll.status, JSON.stringify(toAll.body)).toBe(201);
    expect(toAll.body).toEqual({
      assignment: {
        id: expect.any(String),
        courseId: freeCourse,
        courseTitle: expect.stringContaining('Garden beds'),
        isFree: true,
        group: null,
        assignedAt: expect.any(String),
        seats: null,
      },
    });
    const again = await asAdmin(administrator, `${organisation.id}/assignments`, { body: { courseId: freeCourse } });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(toAll.body);
    const toGroup = await asAdmin(administrator, `${organisation.id}/assignments`, {
      body: { courseId: groupCourse, groupId: group },
    });
    expect(toGroup.status).toBe(201);
    expect((toGroup.body.assignment as Json).group).toEqual({ id: group, name: 'Youth' });

    const seenBy = async (learner: Learner) =>
      (await myOrganisations(learner)).assignments.map((assignment) => assignment.courseId).sort();
    expect(await seenBy(everyone)).toEqual([freeCourse]);
    expect(await seenBy(inGroup)).toEqual([freeCourse, groupCourse].sort());
    expect((await myOrganisations(inGroup)).assignments.find((entry) => entry.courseId === groupCourse)).toEqual({
      organisationId: organisation.id,
      organisationName: organisation.name,
      courseId: groupCourse,
      courseTitle: expect.any(String),
      isFree: true,
      seatAvailable: false,
    });
    // Someone who is not a member sees nothing.
    expect((await myOrganisations(await registerLearner(cms))).assignments).toEqual([]);
    expect((await overview(administrator, organisation.id)).assignments.map((entry) => entry.courseId).sort()).toEqual(
      [freeCourse, groupCourse].sort(),
    );
  });

  it('refuse a course that is not published, and go when deleted (with the group)', async () => {
    const unknown = await asAdmin(administrator, `${organisation.id}/assignments`, {
      body: { courseId: 'abcdefghijklmnopqrstuvwx' },
    });
    expect([unknown.status, messageOf(unknown.body)]).toEqual([400, ORGANISATION_MESSAGES.courseNotFound]);
    const missing = await asAdmin(administrator, `${organisation.id}/assignments`, { body: {} });
    expect([missing.status, messageOf(missing.body)]).toEqual([400, ORGANISATION_MESSAGES.courseRequired]);

    const course = await createCourse();
    const extra = (
      (await asAdmin(administrator, `${organisation.id}/groups`, { body: { name: 'Temporary' } })).body.group as {
        id: string;
      }
    ).id;
    await asAdmin(administrator, `${organisation.id}/groups/${extra}/members`, {
      body: { membershipIds: [await membershipIdOf(everyone, organisation.id)] },
    });
    const assignment = (
      await asAdmin(administrator, `${organisation.id}/assignments`, { body: { courseId: course, groupId: extra } })
    ).body.assignment as { id: string };
    expect((await myOrganisations(everyone)).assignments.map((entry) => entry.courseId)).toContain(course);
    // Deleting the group deletes its assignment: it does not become an assignment to everyone.
    expect((await asAdmin(administrator, `${organisation.id}/groups/${extra}`, { method: 'DELETE' })).status).toBe(200);
    expect((await myOrganisations(everyone)).assignments.map((entry) => entry.courseId)).not.toContain(course);
    expect((await myOrganisations(inGroup)).assignments.map((entry) => entry.courseId)).not.toContain(course);
    const gone = await asAdmin(administrator, `${organisation.id}/assignments/${assignment.id}`, { method: 'DELETE' });
    expect([gone.status, messageOf(gone.body)]).toEqual([404, ORGANISATION_MESSAGES.assignmentNotFound]);

    const toAll = (await asAdmin(administrator, `${organisation.id}/assignments`, { body: { courseId: course } })).body
      .assignment as { id: string };
    expect((await myOrganisations(everyone)).assignments.map((entry) => entry.courseId)).toContain(course);
    const removed = await asAdmin(administrator, `${organisation.id}/assignments/${toAll.id}`, { method: 'DELETE' });
    expect(removed.body).toEqual({ removed: true });
    expect((await myOrganisations(everyone)).assignments.map((entry) => entry.courseId)).not.toContain(course);
  });
});

describe('sponsored seats', () => {
  let administrator: Learner;
  let organisation: { id: string; name: string };
  let paidCourse: string;
  let seats: { documentId: string };
  beforeAll(async () => {
    administrator = await registerAdministrator(cms, platform.mail);
    organisation = await createOrganisation([administrator.details.email], { name: `Madang Lutheran Youth ${tag}` });
    paidCourse = await createCourse({ isFree: false, priceKina: 300 });
    // An expired code's seats and another organisation's seats are not this organisation's to use.
    await createAccessCode(paidCourse, organisation.id, { maxUses: 5, expiresAt: '2026-01-01T00:00:00.000Z' });
    const otherAdministrator = await registerAdministrator(cms, platform.mail);
    await createAccessCode(paidCourse, (await createOrganisation([otherAdministrator.details.email])).id, {
      maxUses: 5,
    });
    seats = await createAccessCode(paidCourse, organisation.id, { maxUses: 2 });
    expect(
      (await asAdmin(administrator, `${organisation.id}/assignments`, { body: { courseId: paidCourse } })).status,
    ).toBe(201);
  });

  const seatsShown = async () =>
    (await overview(administrator, organisation.id)).assignments.find((entry) => entry.courseId === paidCourse)!.seats;

  it('let an assigned member enrol in a paid course without a code, using a seat, until none is left', async () => {
    expect(await seatsShown()).toEqual({ total: 7, used: 0, left: 2 });
    const [first, second, third] = [
      await member(organisation.id, administrator, true),
      await member(organisation.id, administrator, true),
      await member(organisation.id, administrator, true),
    ];
    expect((await myOrganisations(first)).assignments).toEqual([
      expect.objectContaining({ courseId: paidCourse, isFree: false, seatAvailable: true }),
    ]);
    const enrolled = await call('enrollments', { session: first.session, body: { courseId: paidCourse } });
    expect(enrolled.status, JSON.stringify(enrolled.body)).toBe(201);
    expect(await timesUsed(seats.documentId)).toBe(1);
    expect(await seatsShown()).toEqual({ total: 7, used: 1, left: 1 });
    // Enrolling again uses no second seat.
    expect((await call('enrollments', { session: first.session, body: { courseId: paidCourse } })).status).toBe(200);
    expect(await timesUsed(seats.documentId)).toBe(1);

    // The last seat, raced for by two members: one wins, the other is told the organisation has none left.
    const race = await Promise.all(
      [second, third].map((learner) =>
        call('enrollments', { session: learner.session, body: { courseId: paidCourse } }),
      ),
    );
    expect(race.map((answer) => answer.status).sort()).toEqual([201, 400]);
    const refusal = race.find((answer) => answer.status === 400)!;
    expect(messageOf(refusal.body)).toBe(
      `This course costs K300.00. Madang Lutheran Youth ${tag} has no seats left for it: ask for more, or enter an access code you were given.`,
    );
    expect(fieldsOf(refusal.body)).toHaveProperty('accessCode');
    expect(await timesUsed(seats.documentId)).toBe(2);
    expect(await seatsShown()).toEqual({ total: 7, used: 2, left: 0 });
    const loser = race[0]!.status === 400 ? second : third;
    expect((await myOrganisations(loser)).assignments).toEqual([
      expect.objectContaining({ courseId: paidCourse, seatAvailable: false }),
    ]);
    // A code of their own still works.
    const own = await createAccessCode(paidCourse, null);
    expect(
      (await call('enrollments', { session: loser.session, body: { courseId: paidCourse, accessCode: own.code } }))
        .status,
    ).toBe(201);
  });

  it('cannot be assigned while the organisation has none for it: the answer says so and asks for seats first', async () => {
    const unseated = await createCourse({ isFree: false, priceKina: 120 });
    const title = (await getJson(`${cms.url}/api/courses/${unseated}`)).body.data as { title: string };
    // An expired code and another organisation's code are no seats of this organisation's.
    await createAccessCode(unseated, organisation.id, { maxUses: 5, expiresAt: '2026-01-01T00:00:00.000Z' });
    await createAccessCode(unseated, (await createOrganisation([email('someone.else')])).id, { maxUses: 5 });
    const offered = async () =>
      (await overview(administrator, organisation.id)).courses as Array<{ id: string; seatsLeft: number | null }>;
    expect((await offered()).find((course) => course.id === unseated)).toMatchObject({ isFree: false, seatsLeft: 0 });
    expect((await offered()).find((course) => course.id === paidCourse)).toMatchObject({ seatsLeft: 0 });

    const message = ORGANISATION_MESSAGES.noSeatsToAssign(title.title, organisation.name, platform.cms.supportEmail);
    expect(message).toContain('Ask Kundu Cyber Academy for seats first');
    const group = (
      (await asAdmin(administrator, `${organisation.id}/groups`, { body: { name: 'Leaders' } })).body.group as {
        id: string;
      }
    ).id;
    for (const body of [{ courseId: unseated }, { courseId: unseated, groupId: group }]) {
      const refused = await asAdmin(administrator, `${organisation.id}/assignments`, { body });
      expect([refused.status, messageOf(refused.body)]).toEqual([400, message]);
      expect(fieldsOf(refused.body)).toEqual({ courseId: message });
    }
    expect((await overview(administrator, organisation.id)).assignments.map((entry) => entry.courseId)).not.toContain(
      unseated,
    );

    // Seats first, then the course: assigned, and offered with its seats.
    await createAccessCode(unseated, organisation.id, { maxUses: 4 });
    expect((await offered()).find((course) => course.id === unseated)).toMatchObject({ seatsLeft: 4 });
    expect(
      (await asAdmin(administrator, `${organisation.id}/assignments`, { body: { courseId: unseated } })).status,
    ).toBe(201);
    // A free course has no seats to count.
    const free = await createCourse();
    expect((await offered()).find((course) => course.id === free)).toMatchObject({ isFree: true, seatsLeft: null });
  });

  it('are not used for a learner the course is not assigned to', async () => {
    const outsider = await registerCompleteLearner(cms);
    const refused = await call('enrollments', { session: outsider.session, body: { courseId: paidCourse } });
    expect([refused.status, messageOf(refused.body)]).toEqual([
      400,
      'This course costs K300.00. Enter the access code you were given to enrol, or write to help@kundu.test to buy one.',
    ]);
    // Nor for a member whose invitation is still waiting.
    const invited = await member(organisation.id, administrator, true);
    await makeInvited(invited, organisation.id);
    const waiting = await call('enrollments', { session: invited.session, body: { courseId: paidCourse } });
    expect(messageOf(waiting.body)).toContain('Enter the access code you were given');
  });
});

/**
 * Every administrator route, refused to everyone but that organisation's administrators. Paths name the ids of a
 * `Scope`; the table test calls each with organisation A's ids, and with organisation B's group, member and
 * assignment under A's id (404). New administrator routes (members, export, summary, imports) join this table.
 */
type Scope = {
  organisationId: string;
  groupId: string;
  membershipId: string;
  assignmentId: string;
  courseId: string;
  importId: string;
};

type AdministratorRoute = {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  /** Relative to /api, with `:organisationId`, `:groupId`, `:membershipId`, `:assignmentId`, `:importId` filled from a scope. */
  path: string;
  body?: (scope: Scope) => Json;
  /** What the right administrator gets. */
  status: number;
  /** Done, it answers a CSV file; refused, JSON like every other route. */
  answersCsv?: true;
};

export const ADMINISTRATOR_ROUTES: AdministratorRoute[] = [
  { method: 'GET', path: 'organisations/:organisationId', status: 200 },
  { method: 'POST', path: 'organisations/:organisationId/invite', body: () => ({}), status: 200 },
  { method: 'DELETE', path: 'organisations/:organisationId/members/:membershipId', status: 200 },
  {
    method: 'POST',
    path: 'organisations/:organisationId/groups',
    body: () => ({ name: `Group ${++serial}` }),
    status: 201,
  },
  {
    method: 'PATCH',
    path: 'organisations/:organisationId/groups/:groupId',
    body: () => ({ name: `Renamed ${++serial}` }),
    status: 200,
  },
  { method: 'DELETE', path: 'organisations/:organisationId/groups/:groupId', status: 200 },
  {
    method: 'POST',
    path: 'organisations/:organisationId/groups/:groupId/members',
    body: (scope) => ({ membershipIds: [scope.membershipId] }),
    status: 200,
  },
  {
    method: 'DELETE',
    path: 'organisations/:organisationId/groups/:groupId/members',
    body: (scope) => ({ membershipIds: [scope.membershipId] }),
    status: 200,
  },
  {
    method: 'POST',
    path: 'organisations/:organisationId/assignments',
    body: (scope) => ({ courseId: scope.courseId, groupId: scope.groupId }),
    status: 201,
  },
  { method: 'DELETE', path: 'organisations/:organisationId/assignments/:assignmentId', status: 200 },
  { method: 'GET', path: 'organisations/:organisationId/members', status: 200 },
  { method: 'GET', path: 'organisations/:organisationId/export', status: 200, answersCsv: true },
  { method: 'GET', path: 'organisations/:organisationId/summary', status: 200 },
  {
    method: 'POST',
    path: 'organisations/:organisationId/imports',
    body: () => memberCsv(email('kila.tau')),
    status: 202,
  },
  { method: 'GET', path: 'organisations/:organisationId/imports/:importId', status: 200 },
];

describe('administrator routes', () => {
  let administratorA: Learner;
  let administratorB: Learner;
  let memberOfA: Learner;
  let unverifiedOfA: Learner;
  let organisationA: string;
  let scopeB: Scope;

  const importIds = new Map<string, string>();

  /**
   * An organisation's group with one member in it and a course assigned to that group: fresh for each route. Its
   * import is made once per organisation (uploads are limited per organisation and hour).
   */
  async function scopeOf(organisationId: string, administrator: Learner): Promise<Scope> {
    if (!importIds.has(organisationId)) {
      const started = await asAdmin(administrator, `${organisationId}/imports`, {
        body: memberCsv(email(`member${++serial}`)),
      });
      expect(started.status, JSON.stringify(started.body)).toBe(202);
      const importId = (started.body.import as { id: string }).id;
      await finished(administrator, organisationId, importId);
      importIds.set(organisationId, importId);
    }
    const joined = await member(organisationId, administrator);
    const membershipId = await membershipIdOf(joined, organisationId);
    const group = await asAdmin(administrator, `${organisationId}/groups`, { body: { name: `Team ${++serial}` } });
    const groupId = (group.body.group as { id: string }).id;
    await asAdmin(administrator, `${organisationId}/groups/${groupId}/members`, {
      body: { membershipIds: [membershipId] },
    });
    const courseId = await createCourse();
    const assignment = await asAdmin(administrator, `${organisationId}/assignments`, { body: { courseId, groupId } });
    const assignmentId = (assignment.body.assignment as { id: string }).id;
    // A second course, not yet assigned, for the route that assigns one.
    return {
      organisationId,
      groupId,
      membershipId,
      assignmentId,
      courseId: await createCourse(),
      importId: importIds.get(organisationId)!,
    };
  }

  const pathOf = (route: AdministratorRoute, scope: Scope) =>
    route.path.replace(
      /:(organisationId|groupId|membershipId|assignmentId|importId)/g,
      (_, name: keyof Scope) => scope[name],
    );

  async function send(route: AdministratorRoute, scope: Scope, session?: string) {
    const body = route.body?.(scope) ?? (route.method === 'GET' ? undefined : {});
    if (!route.answersCsv) return call(pathOf(route, scope), { method: route.method, session, body });
    const response = await fetch(`${cms.url}/api/${pathOf(route, scope)}`, {
      method: route.method,
      headers: {
        authorization: `Bearer ${cms.storefrontToken}`,
        'x-client-ip': ADDRESS,
        ...(session ? { 'x-session-token': session } : {}),
      },
    });
    const text = await response.text();
    const isCsv = response.headers.get('content-type')?.startsWith('text/csv') ?? false;
    return { status: response.status, body: (isCsv ? { csv: text } : JSON.parse(text)) as Json };
  }

  beforeAll(async () => {
    [administratorA, administratorB] = await Promise.all([
      registerAdministrator(cms, platform.mail),
      registerAdministrator(cms, platform.mail),
    ]);
    // Listed as A's administrator, with an email not verified yet (ADR 0035).
    unverifiedOfA = await registerLearner(cms);
    organisationA = (await createOrganisation([administratorA.details.email, unverifiedOfA.details.email])).id;
    const organisationB = (await createOrganisation([administratorB.details.email])).id;
    memberOfA = await member(organisationA, administratorA);
    scopeB = await scopeOf(organisationB, administratorB);
  });

  it.each(ADMINISTRATOR_ROUTES.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s: 401 signed out, 403 to others, 404 for another organisation’s ids, and done for the administrator',
    async (_name, route) => {
      const scope = await scopeOf(organisationA, administratorA);
      const signedOut = await send(route, scope);
      expect(signedOut.status).toBe(401);
      expect(messageOf(signedOut.body)).toBeTruthy();

      const notAdministrator = await send(route, scope, memberOfA.session);
      expect([notAdministrator.status, messageOf(notAdministrator.body)]).toEqual([
        403,
        ORGANISATION_MESSAGES.notAdministrator,
      ]);
      const unverified = await send(route, scope, unverifiedOfA.session);
      expect([unverified.status, messageOf(unverified.body)]).toEqual([
        403,
        VERIFICATION_MESSAGES.verifyEmailToAdminister,
      ]);
      const otherAdministrator = await send(route, scope, administratorB.session);
      expect([otherAdministrator.status, messageOf(otherAdministrator.body)]).toEqual([
        403,
        ORGANISATION_MESSAGES.notAdministrator,
      ]);
      const unknown = await send(
        route,
        { ...scope, organisationId: 'abcdefghijklmnopqrstuvwx' },
        administratorA.session,
      );
      expect([unknown.status, messageOf(unknown.body)]).toEqual([404, ORGANISATION_MESSAGES.organisationNotFound]);

      // B's group, member and assignment named under A's id: not found here.
      const foreign: Scope = { ...scopeB, organisationId: organisationA, courseId: scope.courseId };
      const foreignRequest = JSON.stringify([pathOf(route, foreign), route.body?.(foreign)]);
      const ownRequest = JSON.stringify([pathOf(route, scope), route.body?.(scope)]);
      if (foreignRequest.replace(/(Group|Renamed) \d+/, '') !== ownRequest.replace(/(Group|Renamed) \d+/, '')) {
        const crossed = await send(route, foreign, administratorA.session);
        expect(crossed.status, JSON.stringify(crossed.body)).toBe(404);
        expect(messageOf(crossed.body)).toMatch(/^This organisation has no such (group|member|assignment|import)\.$/);
      }

      const done = await send(route, scope, administratorA.session);
      expect(done.status, JSON.stringify(done.body)).toBe(route.status);
      const started = (done.body.import as { id?: string } | undefined)?.id;
      if (done.status === 202 && started) await finished(administratorA, scope.organisationId, started);
    },
  );

  it('left organisation B’s group, member and assignment as they were', async () => {
    const view = await overview(administratorB, scopeB.organisationId);
    expect(view.groups.find((group) => group.id === scopeB.groupId)?.memberCount).toBe(1);
    expect(view.assignments.map((assignment) => assignment.id)).toContain(scopeB.assignmentId);
  });
});

describe('deleting an organisation in the Content Manager', () => {
  it('ends its memberships, groups, assignments and invite link; its access codes stay without an owner', async () => {
    const administrator = await registerAdministrator(cms, platform.mail);
    const organisation = await createOrganisation([administrator.details.email]);
    const code = await inviteCodeOf(administrator, organisation.id);
    const learner = await member(organisation.id, administrator);
    const course = await createCourse({ isFree: false, priceKina: 50 });
    const seats = await createAccessCode(course, organisation.id, { maxUses: 3 });
    await asAdmin(administrator, `${organisation.id}/assignments`, { body: { courseId: course } });
    await asAdmin(administrator, `${organisation.id}/groups`, { body: { name: 'Choir' } });
    const counts = async () => {
      const result: Record<string, number> = {};
      for (const table of [
        'organisation_memberships',
        'organisation_groups',
        'course_assignments',
        'organisation_invites',
      ]) {
        result[table] = Number((await cms.query<{ n: number }>(`SELECT COUNT(*) AS n FROM ${table}`))[0]!.n);
      }
      return result;
    };
    const before = await counts();
    expect((await contentManager('DELETE', `api::organisation.organisation/${organisation.id}`)).status).toBe(200);
    expect(await myOrganisations(learner)).toEqual({
      memberships: [],
      assignments: [],
      administers: [],
      verifyEmailToAdminister: false,
    });
    expect((await call(`organisation-invites/${code}`)).status).toBe(404);
    expect((await asAdmin(administrator, organisation.id)).status).toBe(404);
    const stored = await contentManager('GET', `api::access-code.access-code/${seats.documentId}`);
    expect(stored.status).toBe(200);
    expect(await timesUsed(seats.documentId)).toBe(0);
    const after = await counts();
    expect(after).toEqual({
      organisation_memberships: before.organisation_memberships - 1,
      organisation_groups: before.organisation_groups - 1,
      course_assignments: before.course_assignments - 1,
      organisation_invites: before.organisation_invites - 1,
    });
  });
});
