/**
 * A learner's own data against a real CMS (issue 23, ADR 0051): "Download my data" holds everything kept about the
 * learner and nobody else's, through a link that opens for them alone and for 30 minutes; "Delete my account" asks
 * for the password, ends every session at once, lets the email register again, takes the learner off their
 * organisation's list and leaves their certificates as they chose, and lists their files for the storefront to remove;
 * Learner support does either for a learner who asked by letter or phone, in the audit log, and no other role can.
 */
import { testPlatform, unique } from '@kundu/test-platform';
import { beforeAll, describe, expect, it } from 'vitest';
import { PERSONAL_DATA_MESSAGES, REMOVED_NAME } from '../contract/personal-data';
import { english } from '../src/lib/personal-data-messages';
import {
  contentManager,
  getJson,
  inviteAdmin,
  messageOf,
  fieldsOf,
  writeWithToken,
  withToken,
  type Json,
} from './support/api';
import {
  newAddress,
  registerAdministrator,
  registerCompleteLearner,
  registerLearner,
  storefrontCall,
  type CallOptions,
  type Learner,
} from './support/learners';

const platform = testPlatform();
const { cms } = platform;
const tag = unique();
let superAdmin: string;
let serial = 0;

const call = (path: string, options: CallOptions = {}) => storefrontCall(cms, path, options);
const documentKey = () => `documents/${crypto.randomUUID()}-AbCdEfGh12345678`;

type PersonalData = Json & {
  account: Json & { accountId: string; email: string; profilePhoto: string | null };
  identityDocuments: Array<Json & { fileName: string; file: string }>;
  enrolments: Array<Json & { course: string; modules: Array<Json & { module: string; finishedAt: string | null }> }>;
  certificates: Array<Json & { verificationCode: string; recipientName: string }>;
  organisations: Array<Json & { organisation: string; status: string }>;
  organisationsYouRun: string[];
  signInSessions: Array<Json & { device: string | null }>;
  messagesSent: Array<Json & { kind: string; usedAt: string | null }>;
};
type Opened = { data: PersonalData; files: Array<{ storageKey: string; path: string; mimeType: string | null }> };

async function createCourse(): Promise<{ id: string; title: string; moduleTitle: string }> {
  serial += 1;
  const title = `Keeping bees ${serial} ${tag}`;
  const course = await writeWithToken(`${cms.url}/api/courses`, cms.seedToken, 'POST', {
    title,
    slug: `keeping-bees-${serial}-${tag}`,
    description: 'Hives, smoke and honey for a village garden.',
    domain: 'cyber_crime',
    duration: '15 minutes',
    isFree: true,
  });
  expect(course.status, JSON.stringify(course.body)).toBe(201);
  const id = (course.body.data as { documentId: string }).documentId;
  const moduleTitle = `Opening a hive ${serial} ${tag}`;
  const module = await writeWithToken(`${cms.url}/api/course-modules`, cms.seedToken, 'POST', {
    title: moduleTitle,
    slug: `opening-a-hive-${serial}-${tag}`,
    description: 'What to wear and when.',
    estimatedDuration: '15 minutes',
    order: 1,
    passMark: 70,
    lesson: '## Opening a hive\n\nWear a veil. Open it on a warm, calm morning.',
    course: id,
  });
  expect(module.status, JSON.stringify(module.body)).toBe(201);
  return { id, title, moduleTitle };
}

/** Enrols the learner and reads the course's only module: the course is complete, and certified. */
async function finishCourse(learner: Learner, courseId: string): Promise<string> {
  const enrolled = await call('enrollments', { session: learner.session, body: { courseId } });
  expect(enrolled.status, JSON.stringify(enrolled.body)).toBe(201);
  const outline = await call(`learning/courses/${courseId}`, { session: learner.session });
  const moduleId = ((outline.body.modules ?? []) as Array<{ id: string }>)[0]!.id;
  const read = await call(`learning/modules/${moduleId}/read`, { session: learner.session, body: {} });
  expect(read.status, JSON.stringify(read.body)).toBe(200);
  const mine = await call('certificates/mine', { session: learner.session });
  return (mine.body.codes as string[])[0]!;
}

/** A learner with a photo, a document, a finished course (so a certificate) and an organisation's membership. */
async function busyLearner() {
  const learner = await registerCompleteLearner(cms, { firstName: 'Kila', lastName: `Wari ${tag}` });
  const storageKey = documentKey();
  const document = await call('account/me/documents', {
    session: learner.session,
    body: {
      storageKey,
      originalName: 'My passport.pdf',
      mimeType: 'application/pdf',
      sizeBytes: 2048,
      kind: 'government_id',
    },
  });
  expect(document.status, JSON.stringify(document.body)).toBe(201);
  const course = await createCourse();
  const certificate = await finishCourse(learner, course.id);

  const administrator = await registerAdministrator(cms, platform.mail);
  serial += 1;
  const organisation = await contentManager(cms.url, superAdmin)('POST', 'api::organisation.organisation', {
    name: `Goroka Baptist ${serial} ${tag}`,
    kind: 'church',
    province: 'Eastern Highlands',
    administrators: [{ email: administrator.details.email }],
  });
  const organisationId = (organisation.data as { documentId: string }).documentId;
  const overview = await call(`organisations/${organisationId}`, { session: administrator.session });
  const code = (overview.body.invite as { code: string }).code;
  const joined = await call(`organisation-invites/${code}/join`, {
    session: learner.session,
    body: {},
    address: newAddress(),
  });
  expect(joined.status, JSON.stringify(joined.body)).toBe(201);
  return {
    learner,
    storageKey,
    course,
    certificate,
    administrator,
    organisationId,
    organisationName: organisation.data,
  };
}

const requestLink = (learner: Learner) => call('personal-data/me/exports', { session: learner.session, body: {} });
const open = (token: string, session?: string) =>
  call('personal-data/exports/open', { body: { token }, ...(session ? { session } : {}) });
const signIn = (learner: Learner, password = learner.details.password) =>
  call('account/login', { body: { email: learner.details.email, password }, address: newAddress() });
const verify = (code: string) => getJson(`${cms.url}/api/certificates/verify/${code}`);
const erase = (learner: Learner, body: Json) => call('personal-data/me/erase', { session: learner.session, body });

beforeAll(async () => {
  superAdmin = await platform.admin.token();
});

describe('Download my data', () => {
  it('holds every item of the learner, and nothing of anyone else', async () => {
    const { learner, storageKey, course, certificate, organisationName } = await busyLearner();
    const other = await registerCompleteLearner(cms, { firstName: 'Other', lastName: `Person ${tag}` });
    const otherCourse = await createCourse();
    await finishCourse(other, otherCourse.id);

    const link = await requestLink(learner);
    expect(link.status, JSON.stringify(link.body)).toBe(201);
    const expiresIn = new Date(String(link.body.expiresAt)).getTime() - Date.now();
    expect(expiresIn).toBeGreaterThan(29 * 60_000);
    expect(expiresIn).toBeLessThanOrEqual(30 * 60_000);

    const opened = await open(String(link.body.token), learner.session);
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    const { data, files } = opened.body as unknown as Opened;
    expect(data.account).toMatchObject({
      email: learner.details.email.toLowerCase(),
      firstName: 'Kila',
      hasConsentedToDataUse: true,
      profilePhoto: 'photo',
    });
    // Stored as the international number the learner's digits make.
    expect(data.account.mobilePhone).toBe(`+675${learner.details.mobilePhone}`);
    expect(data.identityDocuments).toEqual([
      expect.objectContaining({ fileName: 'My passport.pdf', file: 'documents/1-My passport.pdf', sizeBytes: 2048 }),
    ]);
    expect(files).toEqual([
      { storageKey: expect.stringMatching(/^photos\//), path: 'photo', mimeType: null },
      { storageKey, path: 'documents/1-My passport.pdf', mimeType: 'application/pdf' },
    ]);
    expect(data.enrolments).toEqual([
      expect.objectContaining({
        course: course.title,
        courseId: course.id,
        progress: 100,
        modules: [expect.objectContaining({ module: course.moduleTitle, finishedAt: expect.any(String) })],
      }),
    ]);
    expect(data.certificates).toEqual([
      expect.objectContaining({
        verificationCode: certificate,
        course: course.title,
        recipientName: `Kila Wari ${tag}`,
      }),
    ]);
    expect(data.organisations).toEqual([
      expect.objectContaining({ organisation: (organisationName as { name: string }).name, status: 'active' }),
    ]);
    expect(data.signInSessions.length).toBeGreaterThan(0);
    // Registration sends a link to verify the email (ADR 0035).
    expect(data.messagesSent).toContainEqual(
      expect.objectContaining({ kind: 'contact verification link', channel: 'email' }),
    );

    const text = JSON.stringify(opened.body);
    expect(text).not.toContain(other.details.email.toLowerCase());
    expect(text).not.toContain(otherCourse.title);
    expect(text).not.toContain(other.details.mobilePhone);
    // No secret leaves: no password hash, no token hash.
    expect(text).not.toMatch(/\$2[aby]\$|tokenHash|password/i);
  }, 60_000);

  it('opens for the learner who asked, signed in, for 30 minutes: for nobody else, and not after', async () => {
    const learner = await registerCompleteLearner(cms);
    const other = await registerCompleteLearner(cms);
    const { token } = (await requestLink(learner)).body as { token: string };
    // In English: the test's calls send no Accept-Language.
    const notFound = english(cms.supportEmail).linkNotFound;
    for (const answer of [
      await open(token),
      await open(token, other.session),
      await open('A'.repeat(43), learner.session),
    ]) {
      expect(answer.status).toBe(404);
      expect(messageOf(answer.body)).toBe(notFound);
    }
    // Opened again and again by its learner (a download cut off by the signal is tried again).
    expect((await open(token, learner.session)).status).toBe(200);
    expect((await open(token, learner.session)).status).toBe(200);
    await cms.sql('UPDATE personal_data_exports SET expires_at = ? WHERE expires_at > ?', [
      cms.timestamp(new Date(Date.now() - 1000)),
      cms.timestamp(new Date(Date.now() + 29 * 60_000)),
    ]);
    expect((await open(token, learner.session)).status).toBe(404);
    // Housekeeping removes links past their time.
    const housekeeping = await storefrontCall(cms, 'housekeeping/run', { token: cms.cronToken, body: {} });
    expect((housekeeping.body.data as Json).personalDataLinks).toBeGreaterThan(0);
  });

  it('is asked for at most five times a day by one account, in words', async () => {
    const learner = await registerCompleteLearner(cms);
    for (let index = 0; index < 5; index += 1) expect((await requestLink(learner)).status).toBe(201);
    const sixth = await requestLink(learner);
    expect(sixth.status).toBe(429);
    expect(messageOf(sixth.body)).toMatch(/five times today/);
  });
});

describe('Delete my account', () => {
  it('asks for the password again, and a wrong one changes nothing', async () => {
    const learner = await registerCompleteLearner(cms);
    const wrong = await erase(learner, { password: 'not-my-password', certificates: 'keep' });
    expect(wrong.status).toBe(400);
    expect(fieldsOf(wrong.body).password).toBe(PERSONAL_DATA_MESSAGES.passwordWrong);
    const missing = await erase(learner, { password: '' });
    expect(missing.status).toBe(400);
    expect(fieldsOf(missing.body)).toMatchObject({
      password: PERSONAL_DATA_MESSAGES.passwordRequired,
      certificates: PERSONAL_DATA_MESSAGES.certificatesRequired,
    });
    expect((await call('account/me', { session: learner.session })).status).toBe(200);
    expect((await signIn(learner)).status).toBe(200);
  });

  it('erases the account at once: signed out, sign-in fails, the email registers anew, the organisation loses the member, the certificate stays checkable', async () => {
    const { learner, storageKey, certificate, administrator, organisationId } = await busyLearner();
    const before = await call(`organisations/${organisationId}/members`, { session: administrator.session });
    expect((before.body.members as Json[]).map((member) => member.email)).toContain(
      learner.details.email.toLowerCase(),
    );
    const [{ profile_photo_key: photoKey }] = await cms.query<{ profile_photo_key: string }>(
      'SELECT profile_photo_key FROM up_users WHERE email = ?',
      [learner.details.email.toLowerCase()],
    );

    const erased = await erase(learner, { password: learner.details.password, certificates: 'keep' });
    expect(erased.status, JSON.stringify(erased.body)).toBe(200);
    expect(erased.body.storageKeys).toEqual(expect.arrayContaining([photoKey, storageKey]));

    // Signed out everywhere, at once.
    expect((await call('account/me', { session: learner.session })).status).toBe(401);
    expect((await signIn(learner)).status).toBe(401);
    // Nothing of the account is left.
    for (const [table, column] of [
      ['up_users', 'email'],
      ['organisation_memberships', 'invited_email'],
    ]) {
      const rows = await cms.query(`SELECT id FROM ${table} WHERE ${column} = ?`, [
        learner.details.email.toLowerCase(),
      ]);
      expect(rows, table).toEqual([]);
    }
    expect(await cms.query('SELECT id FROM identity_documents WHERE storage_key = ?', [storageKey])).toEqual([]);
    // The organisation's list no longer shows them, and says nothing about why.
    const after = await call(`organisations/${organisationId}/members`, { session: administrator.session });
    expect((after.body.members as Json[]).map((member) => member.email)).not.toContain(
      learner.details.email.toLowerCase(),
    );
    // The certificate stays checkable with the name, and is no one's any more.
    const checked = await verify(certificate);
    expect(checked.status).toBe(200);
    expect(checked.body.data).toMatchObject({ recipientName: `Kila Wari ${tag}`, revoked: false });
    const [row] = await cms.query<{ user_links: number }>(
      'SELECT count(*) AS user_links FROM certificates_user_lnk l JOIN certificates c ON c.id = l.certificate_id WHERE c.verification_code = ?',
      [certificate],
    );
    expect(Number(row!.user_links)).toBe(0);
    // Its files wait for the storefront to remove them.
    const removals = await call('personal-data/storage-removals');
    const keys = (removals.body.removals as Array<{ storageKey: string }>).map((removal) => removal.storageKey);
    expect(keys).toEqual(expect.arrayContaining([photoKey, storageKey]));

    // The email may register again, as a new account.
    const again = await call('account/register', { body: learner.details, address: newAddress() });
    expect(again.status, JSON.stringify(again.body)).toBe(201);
    expect((again.body.user as Json).id).not.toBe(learner.user.id);
  }, 60_000);

  it('withdraws the certificates and removes the name when the learner chooses so, old names and email included', async () => {
    const learner = await registerCompleteLearner(cms, { firstName: 'Grace', lastName: `Pomat ${tag}` });
    const course = await createCourse();
    const certificate = await finishCourse(learner, course.id);
    // A name corrected once: the history keeps the old name and the learner's email as who corrected it.
    const corrected = await call(`certificates/${certificate}/name`, {
      session: learner.session,
      body: { firstName: 'Grace', lastName: `Pomat-Kila ${tag}` },
    });
    expect(corrected.status, JSON.stringify(corrected.body)).toBe(200);
    const link = await requestLink(learner);
    const before = (await open(String(link.body.token), learner.session)).body as unknown as Opened;
    expect(before.data.certificates[0]!.history).toEqual([
      expect.objectContaining({ event: 'reissued', previousRecipientName: `Grace Pomat ${tag}` }),
    ]);

    expect((await erase(learner, { password: learner.details.password, certificates: 'revoke' })).status).toBe(200);
    const checked = await verify(certificate);
    expect(checked.status).toBe(200);
    expect(checked.body.data).toMatchObject({ revoked: true, recipientName: REMOVED_NAME });
    expect(JSON.stringify(checked.body)).not.toContain('Pomat');
    const history = await cms.query<Json>(
      `SELECT h.* FROM components_certificate_history_entries h
       JOIN certificates_cmps c ON c.cmp_id = h.id AND c.component_type = 'certificate.history-entry'
       JOIN certificates ce ON ce.id = c.entity_id WHERE ce.verification_code = ?`,
      [certificate],
    );
    expect(history.map((entry) => entry.event).sort()).toEqual(['reissued', 'revoked']);
    const kept = JSON.stringify(history);
    expect(kept).not.toContain('Pomat');
    expect(kept).not.toContain(learner.details.email.toLowerCase());
  }, 60_000);

  it('takes an administrator off their organisation’s list of administrators', async () => {
    const { administrator, organisationId } = await busyLearner();
    const read = async () =>
      (await contentManager(cms.url, superAdmin)('GET', `api::organisation.organisation/${organisationId}`)).data as {
        administrators: Array<{ email: string }>;
      };
    expect((await read()).administrators.map((entry) => entry.email)).toEqual([
      administrator.details.email.toLowerCase(),
    ]);
    expect(
      (await erase(administrator, { password: administrator.details.password, certificates: 'keep' })).status,
    ).toBe(200);
    expect((await read()).administrators).toEqual([]);
  }, 60_000);

  it('is refused in the Content Manager, even to a Super Admin, who is sent to the data request panel', async () => {
    const learner = await registerLearner(cms);
    const removed = await getJson(
      `${cms.url}/content-manager/collection-types/plugin::users-permissions.user/${String(learner.user.id)}`,
      withToken(superAdmin, { method: 'DELETE' }),
    );
    expect(removed.status).toBe(400);
    expect(messageOf(removed.body)).toMatch(/deleted from the “Their data request” panel/);
    expect((await signIn(learner)).status).toBe(200);
  });
});

describe('Learner support, for a learner who asked by letter or phone', () => {
  const asAdmin = (token: string, path: string, body: Json) =>
    getJson(`${cms.url}/kundu/personal-data/${path}`, withToken(token, { method: 'POST', body: JSON.stringify(body) }));
  let support: string;
  let editor: string;

  beforeAll(async () => {
    support = await inviteAdmin(cms.url, superAdmin, 'kundu-learner-support', `support.${tag}@kundu.example`);
    editor = await inviteAdmin(cms.url, superAdmin, 'strapi-editor', `editor.${tag}@kundu.example`);
  }, 60_000);

  it('makes a link that opens once, and deletes the account, each written to the audit log', async () => {
    const learner = await registerCompleteLearner(cms);
    const accountId = String(learner.user.id);
    const reference = `Letter of 3 December 2026, ref ${tag}`;

    const link = await asAdmin(support, 'export', { accountId, reference });
    expect(link.status, JSON.stringify(link.body)).toBe(201);
    const url = new URL(String(link.body.url));
    expect(url.pathname).toMatch(/^\/my-data\/[A-Za-z0-9_-]{43}$/);
    const token = url.pathname.split('/').pop()!;
    const opened = await open(token);
    expect(opened.status).toBe(200);
    expect((opened.body as unknown as Opened).data.account.email).toBe(learner.details.email.toLowerCase());
    expect((await open(token)).status).toBe(404);

    const deleted = await asAdmin(support, 'erase', { accountId, reference, certificates: 'keep' });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect(deleted.body.files).toBe(1);
    expect((await signIn(learner)).status).toBe(401);
    expect((await asAdmin(support, 'erase', { accountId, reference, certificates: 'keep' })).status).toBe(404);

    const audit = await cms.query<{ action: string; admin_email: string; learner_id: string; reference: string }>(
      'SELECT action, admin_email, learner_id, reference FROM audit_entries WHERE learner_id = ? ORDER BY id',
      [accountId],
    );
    expect(audit).toEqual([
      {
        action: "exported a learner's data",
        admin_email: `support.${tag}@kundu.example`,
        learner_id: accountId,
        reference,
      },
      {
        action: "deleted a learner's account",
        admin_email: `support.${tag}@kundu.example`,
        learner_id: accountId,
        reference,
      },
    ]);
  }, 60_000);

  it('is refused to other roles and to a request without its reference, in words', async () => {
    const learner = await registerLearner(cms);
    const accountId = String(learner.user.id);
    const refused = await asAdmin(editor, 'erase', {
      accountId,
      reference: 'A phone call today',
      certificates: 'keep',
    });
    expect(refused.status).toBe(403);
    expect(messageOf(refused.body)).toBe('Only Learner support and Super Admins may act on a learner’s data request.');
    const noReference = await asAdmin(support, 'export', { accountId, reference: '' });
    expect(noReference.status).toBe(400);
    expect(messageOf(noReference.body)).toMatch(/Say where the request came from/);
    expect((await signIn(learner)).status).toBe(200);
    const unauthenticated = await getJson(`${cms.url}/kundu/personal-data/export`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ accountId, reference: 'A phone call today' }),
    });
    expect(unauthenticated.status).toBe(401);
  }, 60_000);
});
