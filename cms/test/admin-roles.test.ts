/**
 * Who sees what in the admin panel (ADR 0025, 0037), walked through the admin API as each role: editors see content,
 * not learners; Learner support sees enrolments, progress and certificates; only Identity reviewers (and Super
 * Admins) open identity documents, each opening written to an audit log nobody can edit; the admin home shows no
 * learner; searches, filters and sorts reach only the fields a role may read, related entries included; an issued
 * certificate changes only by revoking or restoring it (and the learner's own name correction), each in its history.
 * (A permission granted by hand is taken back at the next start: deployment.test.ts.)
 */
import { testPlatform, unique } from '@kundu/test-platform';
import { beforeAll, describe, expect, it } from 'vitest';
import { getJson, inviteAdmin, messageOf, writeWithToken, type Json } from './support/api';
import { registerCompleteLearner, storefrontCall, type Learner } from './support/learners';

const platform = testPlatform();
const { cms } = platform;
/** This file's identity reviewer, whose entries in the audit log are this file's. */
const REVIEWER = `id.reviewer.${unique()}@kundu.example`;
/** This file's learner support, named in the certificates' histories it writes. */
const SUPPORT = `support.${unique()}@kundu.example`;
const DOCUMENT_NAME = `passport-${unique()}.pdf`;
let superAdmin: string;
const tokens: Record<string, string> = {};
let documentId: string;
/** The learner whose identity document this file adds. */
let documentOwner: Learner;

const CM = '/content-manager/collection-types';
const IDENTITY = 'api::identity-document.identity-document';
/** Organisations' administrators' own data (ADR 0029): in no role's Content Manager. */
const ORGANISATIONS_OWN_DATA = [
  'api::organisation-membership.organisation-membership',
  'api::organisation-group.organisation-group',
  'api::course-assignment.course-assignment',
  'api::organisation-invite.organisation-invite',
  'api::organisation-import.organisation-import',
  'api::organisation-message.organisation-message',
];

function as(token: string, path: string, init: { method?: string; body?: unknown } = {}) {
  return getJson(`${cms.url}${path}`, {
    method: init.method ?? 'GET',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
}

/** An administrator with one role, invited by the super admin and registered through the invitation, as in the panel. */
const adminWithRole = (code: string, email: string) => inviteAdmin(cms.url, superAdmin, code, email);

beforeAll(async () => {
  superAdmin = await platform.admin.token();
  const learner = await registerCompleteLearner(cms);
  documentOwner = learner;
  const added = await storefrontCall(cms, 'account/me/documents', {
    session: learner.session,
    body: {
      storageKey: 'documents/0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d-ZyXwVu9876543210',
      originalName: DOCUMENT_NAME,
      mimeType: 'application/pdf',
      sizeBytes: 1000,
      kind: 'government_id',
    },
  });
  documentId = added.body.id as string;
  tokens.editor = await adminWithRole('strapi-editor', `editor.${unique()}@kundu.example`);
  tokens.support = await adminWithRole('kundu-learner-support', SUPPORT);
  tokens.reviewer = await adminWithRole('kundu-identity-reviewer', REVIEWER);
  tokens.author = await adminWithRole('strapi-author', `author.${unique()}@kundu.example`);
}, 180_000);

const statusOf = async (token: string, uid: string) => (await as(token, `${CM}/${uid}`)).status;

describe('an editor', () => {
  it('manages the content and sees no learner, enrolment, progress, certificate or identity document', async () => {
    for (const uid of [
      'api::course.course',
      'api::course-module.course-module',
      'api::awareness-alert.awareness-alert',
      'api::news-source.news-source',
      'api::alert-source.alert-source',
      'api::organisation.organisation',
      'api::access-code.access-code',
    ]) {
      expect(await statusOf(tokens.editor!, uid), uid).toBe(200);
    }
    for (const uid of [
      'plugin::users-permissions.user',
      'api::enrollment.enrollment',
      'api::module-progress.module-progress',
      'api::certificate.certificate',
      IDENTITY,
      'api::audit-entry.audit-entry',
      ...ORGANISATIONS_OWN_DATA,
    ]) {
      expect(await statusOf(tokens.editor!, uid), uid).toBe(403);
    }
    expect((await as(tokens.editor!, `${CM}/${IDENTITY}/${documentId}`)).status).toBe(403);
  });

  it("creates an organisation with its administrators' emails, and access codes that are its sponsored seats", async () => {
    const created = await as(tokens.editor!, `${CM}/api::organisation.organisation`, {
      method: 'POST',
      body: {
        name: 'Lae United Church',
        kind: 'church',
        province: 'Morobe',
        administrators: [{ email: ' Pastor.Kila@Example.org ' }],
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const organisation = created.body.data as { documentId: string; administrators: Array<{ email: string }> };
    expect(organisation.administrators.map((administrator) => administrator.email)).toEqual([
      'pastor.kila@example.org',
    ]);
    const course = await as(superAdmin, `${CM}/api::course.course`, {
      method: 'POST',
      body: {
        title: 'Seats course',
        slug: `seats-course-${unique()}`,
        description: 'A paid course.',
        domain: 'cyber_crime',
        duration: '1 hour',
        isFree: false,
        priceKina: 100,
      },
    });
    expect(course.status, JSON.stringify(course.body)).toBe(201);
    const code = await as(tokens.editor!, `${CM}/api::access-code.access-code`, {
      method: 'POST',
      body: {
        course: { connect: [{ documentId: (course.body.data as { documentId: string }).documentId }] },
        organisation: { connect: [{ documentId: organisation.documentId }] },
        maxUses: 30,
      },
    });
    expect(code.status, JSON.stringify(code.body)).toBe(201);
  });

  it('writes the Tok Pisin version of a course beside the English one, and reads both (ADR 0049)', async () => {
    const english = await as(tokens.editor!, `${CM}/api::course.course`, {
      method: 'POST',
      body: {
        title: 'Keep your PIN secret',
        slug: `keep-your-pin-secret-${unique()}`,
        description: 'Why nobody needs your PIN.',
        domain: 'cyber_crime',
        duration: '1 hour',
        isFree: true,
      },
    });
    expect(english.status, JSON.stringify(english.body)).toBe(201);
    const id = (english.body.data as { documentId: string }).documentId;
    const tokPisin = await as(tokens.editor!, `${CM}/api::course.course/${id}?locale=tpi`, {
      method: 'PUT',
      body: { title: 'Haitim PIN bilong yu', description: 'Bilong wanem i no gat man i mas save long PIN bilong yu.' },
    });
    expect(tokPisin.status, JSON.stringify(tokPisin.body)).toBe(200);
    const opened = await as(tokens.editor!, `${CM}/api::course.course/${id}?locale=tpi`);
    expect(opened.body.data).toMatchObject({ title: 'Haitim PIN bilong yu', locale: 'tpi', domain: 'cyber_crime' });
    expect((await as(tokens.editor!, `${CM}/api::course.course/${id}?locale=en`)).body.data).toMatchObject({
      title: 'Keep your PIN secret',
    });
    const unknown = await as(tokens.editor!, `${CM}/api::course.course/${id}?locale=de`, {
      method: 'PUT',
      body: { title: 'Halte deine PIN geheim' },
    });
    expect(unknown.status).toBe(400);
    expect(messageOf(unknown.body)).toBe('Content is written in "en" and "tpi" only: ask for one of those locales.');
  });
});

describe('an author', () => {
  it('writes content, but cannot set the feed addresses the cron worker fetches from inside the network', async () => {
    expect(await statusOf(tokens.author!, 'api::course.course')).toBe(200);
    expect(await statusOf(tokens.author!, 'api::awareness-alert.awareness-alert')).toBe(200);
    // Nor organisations (whose administrators see their members' training) or access codes (each a paid seat).
    for (const uid of ['api::organisation.organisation', 'api::access-code.access-code']) {
      expect(await statusOf(tokens.author!, uid), uid).toBe(403);
    }
    for (const uid of ['api::news-source.news-source', 'api::alert-source.alert-source']) {
      expect(await statusOf(tokens.author!, uid), uid).toBe(403);
      const created = await as(tokens.author!, `${CM}/${uid}`, {
        method: 'POST',
        body: { name: 'Internal', feedUrl: 'http://169.254.169.254/latest/meta-data/', enabled: true },
      });
      expect(created.status, uid).toBe(403);
    }
  });
});

describe('learner support', () => {
  it('reads learners, enrolments, progress and certificates, but not phones or identity documents', async () => {
    for (const uid of [
      'api::enrollment.enrollment',
      'api::module-progress.module-progress',
      'api::certificate.certificate',
    ]) {
      expect(await statusOf(tokens.support!, uid), uid).toBe(200);
    }
    const learners = await as(tokens.support!, `${CM}/plugin::users-permissions.user`);
    expect(learners.status).toBe(200);
    const first = (learners.body.results as Json[])[0]!;
    expect(first.email).toEqual(expect.any(String));
    expect(first).not.toHaveProperty('mobilePhone');
    expect(await statusOf(tokens.support!, IDENTITY)).toBe(403);
    expect(await statusOf(tokens.support!, 'api::audit-entry.audit-entry')).toBe(403);
  });
});

describe('an identity reviewer', () => {
  it('opens identity documents, and every list and opening is in the audit log, which nobody can change', async () => {
    expect(await statusOf(tokens.reviewer!, 'api::enrollment.enrollment')).toBe(403);
    // The newest first: this file's document among everyone's.
    const list = await as(tokens.reviewer!, `${CM}/${IDENTITY}?sort=id:desc`);
    expect(list.status).toBe(200);
    expect((list.body.results as Json[]).map((entry) => entry.originalName)).toContain(DOCUMENT_NAME);
    expect((await as(tokens.reviewer!, `${CM}/${IDENTITY}/${documentId}`)).status).toBe(200);
    // The router ignores letter case and decodes the model's name: so does the audit.
    const disguised = `/Content-Manager/collection-types/${encodeURIComponent(IDENTITY)}/${documentId}`;
    expect((await as(tokens.reviewer!, disguised)).status).toBe(200);

    const log = await as(
      superAdmin,
      `${CM}/api::audit-entry.audit-entry?filters[$and][0][adminEmail][$eq]=${encodeURIComponent(REVIEWER)}&sort=id:asc`,
    );
    expect(log.status).toBe(200);
    const entries = (log.body.results as Json[]).filter((entry) => entry.adminEmail === REVIEWER);
    expect(entries.map((entry) => [entry.action, entry.identityDocumentId])).toEqual([
      ['listed identity documents', null],
      ['opened an identity document', documentId],
      ['opened an identity document', documentId],
    ]);
    const entry = entries[0]!;
    const edit = await as(superAdmin, `${CM}/api::audit-entry.audit-entry/${entry.documentId as string}`, {
      method: 'PUT',
      body: { adminEmail: 'someone.else@kundu.example' },
    });
    expect(edit.status).toBe(403);
    const removed = await as(superAdmin, `${CM}/api::audit-entry.audit-entry/${entry.documentId as string}`, {
      method: 'DELETE',
    });
    expect(removed.status).toBe(403);
    const after = await as(superAdmin, `${CM}/api::audit-entry.audit-entry/${entry.documentId as string}`);
    expect(after.body).toMatchObject({ data: { adminEmail: REVIEWER } });
  });
});

describe('the admin panel for everyone', () => {
  it("hides sessions, reset tokens, rate limits, seed bookkeeping and organisations' own data from the Content Manager", async () => {
    const types = (await as(superAdmin, '/content-manager/content-types')).body.data as {
      uid: string;
      isDisplayed: boolean;
    }[];
    const displayed = new Set(types.filter((type) => type.isDisplayed).map((type) => type.uid));
    for (const uid of [
      'api::account-session.account-session',
      'api::password-reset.password-reset',
      'api::rate-limit.rate-limit',
      'api::seed-record.seed-record',
      'api::alert-import.alert-import',
      ...ORGANISATIONS_OWN_DATA,
    ]) {
      expect(displayed.has(uid), uid).toBe(false);
    }
    expect(displayed.has('api::course.course')).toBe(true);
    expect(displayed.has('api::organisation.organisation')).toBe(true);
  });

  it('shows no learner on the admin home, even to the super admin', async () => {
    for (const action of ['update', 'publish']) {
      const recent = await as(superAdmin, `/content-manager/homepage/recent-documents?action=${action}`);
      expect(recent.status).toBe(200);
      const uids = (recent.body.data as { contentTypeUid: string }[]).map((entry) => entry.contentTypeUid);
      expect(uids.filter((uid) => uid.startsWith('plugin::users-permissions') || uid.includes('identity'))).toEqual([]);
      expect(JSON.stringify(recent.body)).not.toContain('@example.org');
    }
  });
});

const CERTIFICATE = 'api::certificate.certificate';
const ENROLLMENT = 'api::enrollment.enrollment';
const PROGRESS = 'api::module-progress.module-progress';
const USER = 'plugin::users-permissions.user';
let courses = 0;

type Finished = {
  learner: Learner;
  code: string;
  documentId: string;
  courseId: string;
  courseTitle: string;
  moduleTitle: string;
};

/**
 * A learner of this file's own who finished a course of this file's own (one module without a quiz, read): an
 * enrolment, module progress and a certificate. About gardening, so that Kumul's searches (chat.test.ts) never meet it.
 */
async function finishedLearner(courseId?: string, learner?: Learner): Promise<Finished> {
  courses += 1;
  const tag = unique();
  const courseTitle = `Raised garden beds ${courses} ${tag}`;
  const moduleTitle = `Compost heaps ${courses} ${tag}`;
  let course = courseId;
  if (!course) {
    const created = await writeWithToken(`${cms.url}/api/courses`, cms.seedToken, 'POST', {
      title: courseTitle,
      slug: `raised-garden-beds-${courses}-${tag}`,
      description: 'Beds, compost and watering for a home garden.',
      domain: 'cyber_crime',
      duration: '1 hour',
      isFree: true,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    course = (created.body.data as { documentId: string }).documentId;
    const module = await writeWithToken(`${cms.url}/api/course-modules`, cms.seedToken, 'POST', {
      title: moduleTitle,
      slug: `compost-heaps-${courses}-${tag}`,
      description: 'Turning kitchen scraps into soil.',
      estimatedDuration: '10 minutes',
      order: 1,
      lesson: 'Layer greens and browns, keep the heap damp, and turn it every week.',
      course,
    });
    expect(module.status, JSON.stringify(module.body)).toBe(201);
  }
  const who = learner ?? (await registerCompleteLearner(cms));
  expect((await storefrontCall(cms, 'enrollments', { session: who.session, body: { courseId: course } })).status).toBe(
    201,
  );
  const outline = await storefrontCall(cms, `learning/courses/${course}`, { session: who.session });
  const moduleId = (outline.body.modules as Array<{ id: string }>)[0]!.id;
  const read = await storefrontCall(cms, `learning/modules/${moduleId}/read`, { session: who.session, body: {} });
  const code = read.body.certificateId as string;
  expect(code, JSON.stringify(read.body)).toMatch(/^KCA-/);
  const verified = await getJson(`${cms.url}/api/certificates/verify/${code}`);
  return {
    learner: who,
    code,
    documentId: (verified.body.data as { documentId: string }).documentId,
    courseId: course,
    courseTitle,
    moduleTitle,
  };
}

/** A certificate as the super admin reads it, without the times Strapi stamps on any save. */
const certificateOf = async (documentId: string) => {
  const {
    updatedAt: _u,
    publishedAt: _p,
    ...certificate
  } = (await as(superAdmin, `${CM}/${CERTIFICATE}/${documentId}`)).body.data as Json;
  return certificate;
};
/** A certificate as its public page reads it, without the times Strapi stamps on any save. */
const verify = async (code: string) => {
  const {
    updatedAt: _u,
    publishedAt: _p,
    ...certificate
  } = (await getJson(`${cms.url}/api/certificates/verify/${code}`)).body.data as Json;
  return certificate;
};
/** What the admin panel's form sends when it saves: the whole document as it was read, with the changes made. */
const saved = (document: Json, changes: Json) => {
  const {
    id: _id,
    createdAt: _c,
    updatedAt: _u,
    publishedAt: _p,
    createdBy: _cb,
    updatedBy: _ub,
    ...fields
  } = document;
  return { ...fields, ...changes };
};

describe('an issued certificate (issue 20)', () => {
  let finished: Finished;
  beforeAll(async () => {
    finished = await finishedLearner();
  }, 60_000);

  it('cannot be rewritten, created, copied or deleted by any admin role, the super admin included', async () => {
    const { documentId, code } = finished;
    const before = await certificateOf(documentId);
    const publicBefore = await verify(code);
    const forged = {
      verificationCode: 'KCA-AAAAA-BBBBB-CCCCC-DDDDD',
      recipientName: 'Someone Else',
      courseName: 'Advanced Penetration Testing',
      completionDate: '2020-01-01',
      issuerName: 'A Forger',
      skills: [{ text: 'Forgery' }],
      history: [],
    };
    // Roles without any right on certificates are refused outright.
    for (const role of ['editor', 'author', 'reviewer']) {
      const answer = await as(tokens[role]!, `${CM}/${CERTIFICATE}/${documentId}`, { method: 'PUT', body: forged });
      expect(answer.status, role).toBe(403);
    }
    // Learner support may change Revoked and its reason only: the other fields of its save are dropped, as Strapi
    // drops any field a role may not update.
    const current = (await as(tokens.support!, `${CM}/${CERTIFICATE}/${documentId}`)).body.data as Json;
    const bySupport = await as(tokens.support!, `${CM}/${CERTIFICATE}/${documentId}`, {
      method: 'PUT',
      body: saved(current, forged),
    });
    expect(bySupport.status, JSON.stringify(bySupport.body)).toBeLessThan(500);
    expect(await certificateOf(documentId)).toEqual(before);
    // The super admin, who may update every field, is refused in words.
    const bySuperAdmin = await as(superAdmin, `${CM}/${CERTIFICATE}/${documentId}`, {
      method: 'PUT',
      body: saved(before, forged),
    });
    expect(bySuperAdmin.status, JSON.stringify(bySuperAdmin.body)).toBe(400);
    expect(messageOf(bySuperAdmin.body)).toBe(
      'An issued certificate cannot be changed, only revoked or restored: Certificate ID, Recipient, Course, Completed on, Skills and Signed by stay as issued. A learner corrects their own name on their certificate page.',
    );
    const single = await as(superAdmin, `${CM}/${CERTIFICATE}/${documentId}`, {
      method: 'PUT',
      body: { verificationCode: forged.verificationCode },
    });
    expect(messageOf(single.body)).toBe(
      'An issued certificate cannot be changed, only revoked or restored: Certificate ID stays as issued. A learner corrects their own name on their certificate page.',
    );
    const after = await certificateOf(documentId);
    expect(after).toEqual(before);
    expect(await verify(code)).toEqual(publicBefore);
    expect((await getJson(`${cms.url}/api/certificates/verify/${forged.verificationCode}`)).status).toBe(404);

    // Only the platform issues certificates; a certificate is revoked, never deleted.
    const count = async () =>
      ((await as(superAdmin, `${CM}/${CERTIFICATE}?pageSize=1`)).body.pagination as { total: number }).total;
    const total = await count();
    for (const token of [tokens.support!, superAdmin]) {
      const created = await as(token, `${CM}/${CERTIFICATE}`, {
        method: 'POST',
        body: { ...saved(before, forged), history: undefined },
      });
      expect(created.status).toBeGreaterThanOrEqual(400);
      expect(created.status).toBeLessThan(500);
      const copied = await as(token, `${CM}/${CERTIFICATE}/clone/${documentId}`, { method: 'POST', body: {} });
      expect(copied.status).toBeGreaterThanOrEqual(400);
      expect(copied.status).toBeLessThan(500);
      const removed = await as(token, `${CM}/${CERTIFICATE}/${documentId}`, { method: 'DELETE' });
      expect(removed.status).toBeGreaterThanOrEqual(400);
      expect(removed.status).toBeLessThan(500);
      const many = await as(token, `${CM}/${CERTIFICATE}/actions/bulkDelete`, {
        method: 'POST',
        body: { documentIds: [documentId] },
      });
      expect(many.status).toBeGreaterThanOrEqual(400);
      expect(many.status).toBeLessThan(500);
    }
    const refused = await as(superAdmin, `${CM}/${CERTIFICATE}/${documentId}`, { method: 'DELETE' });
    expect(messageOf(refused.body)).toBe(
      'Certificates are issued by the platform when a learner completes a course: they cannot be created, copied or deleted here. Revoke a certificate instead.',
    );
    expect(await count()).toBe(total);
    expect(await certificateOf(documentId)).toEqual(before);
  });

  it('is revoked and restored by learner support as the form saves it, each in its history with who and when', async () => {
    const { documentId, code } = finished;
    const read = async () => (await as(tokens.support!, `${CM}/${CERTIFICATE}/${documentId}`)).body.data as Json;
    const revoked = await as(tokens.support!, `${CM}/${CERTIFICATE}/${documentId}`, {
      method: 'PUT',
      body: saved(await read(), { revoked: true, revocationReason: 'Quiz answers shared in a group chat' }),
    });
    expect(revoked.status, JSON.stringify(revoked.body)).toBe(200);
    expect(await verify(code)).toMatchObject({ verificationCode: code, revoked: true });
    const restored = await as(tokens.support!, `${CM}/${CERTIFICATE}/${documentId}`, {
      method: 'PUT',
      body: saved(await read(), { revoked: false }),
    });
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect(await verify(code)).toMatchObject({ verificationCode: code, revoked: false, revokedAt: null });

    const stored = await certificateOf(documentId);
    const history = stored.history as Json[];
    expect(history.map((entry) => [entry.event, entry.note, entry.by])).toEqual([
      ['revoked', 'Quiz answers shared in a group chat', `Staff kundu-learner-support (${SUPPORT})`],
      ['restored', 'Quiz answers shared in a group chat', `Staff kundu-learner-support (${SUPPORT})`],
    ]);
    for (const entry of history) expect(Date.now() - new Date(entry.at as string).getTime()).toBeLessThan(60_000);
    expect(stored.revocationReason).toBeNull();
  });

  it("keeps the learner's own name correction in its history: the old name, by whom, when", async () => {
    const { learner, code, documentId } = await finishedLearner();
    const before = (await verify(code)).recipientName as string;
    const corrected = await storefrontCall(cms, `certificates/${code}/name`, {
      session: learner.session,
      body: { firstName: 'Grace', lastName: 'Pomat' },
    });
    expect(corrected.status, JSON.stringify(corrected.body)).toBe(200);
    const history = (await certificateOf(documentId)).history as Json[];
    expect(history).toEqual([
      expect.objectContaining({
        event: 'reissued',
        previousRecipientName: before,
        by: `The learner (${learner.details.email})`,
      }),
    ]);
  });
});

describe('searching and filtering as a restricted role (issue 20)', () => {
  let first: Finished;
  let photoKey: string;
  beforeAll(async () => {
    first = await finishedLearner();
    // A second learner in the same course, so that an order can tell.
    await finishedLearner(first.courseId);
    const me = await storefrontCall(cms, 'account/me', { session: first.learner.session });
    photoKey = (me.body.user as { profilePhotoKey: string }).profilePhotoKey;
  }, 60_000);

  const list = async (token: string, uid: string, query: string) => {
    const answer = await as(token, `${CM}/${uid}?${query}`);
    expect(answer.status, `${uid}?${query}: ${JSON.stringify(answer.body)}`).toBe(200);
    return answer.body.results as Json[];
  };
  const emailsOf = (results: Json[]) => results.map((entry) => entry.email);
  const phoneDigits = () => first.learner.details.mobilePhone;

  it("finds nothing by a learner's phone number or photo key, for each role that cannot read them", async () => {
    for (const role of ['support', 'reviewer']) {
      const token = tokens[role]!;
      expect(emailsOf(await list(token, USER, `_q=${phoneDigits()}`)), role).toEqual([]);
      expect(emailsOf(await list(token, USER, `_q=${encodeURIComponent(photoKey.slice(7, 20))}`)), role).toEqual([]);
      // What the role may read is still searched.
      expect(emailsOf(await list(token, USER, `_q=${encodeURIComponent(first.learner.details.email)}`)), role).toEqual([
        first.learner.details.email,
      ]);
    }
    // The super admin, who reads everything, searches everything.
    expect(emailsOf(await list(superAdmin, USER, `_q=${phoneDigits()}`))).toEqual([first.learner.details.email]);
  });

  it('lets no filter or sort on a hidden field decide what a role is answered, related entries included', async () => {
    const mine = `filters[$and][0][course][documentId][$eq]=${first.courseId}`;
    const cases: Array<[role: string, uid: string, hidden: string]> = [
      ['support', USER, `filters[$and][1][mobilePhone][$contains]=${phoneDigits()}`],
      ['support', ENROLLMENT, `filters[$and][1][user][mobilePhone][$contains]=${phoneDigits()}`],
      ['support', CERTIFICATE, `filters[$and][1][user][mobilePhone][$contains]=${phoneDigits()}`],
      ['support', CERTIFICATE, `filters[$and][1][user][profilePhotoKey][$eq]=${encodeURIComponent(photoKey)}`],
      ['support', PROGRESS, `filters[$and][1][enrollment][user][mobilePhone][$contains]=${phoneDigits()}`],
      ['support', ENROLLMENT, `filters[$and][1][course][modules][lesson][$contains]=kitchen`],
      ['reviewer', IDENTITY, `filters[$and][1][user][mobilePhone][$contains]=${documentOwner.details.mobilePhone}`],
      ['reviewer', USER, `filters[$and][1][mobilePhone][$contains]=${documentOwner.details.mobilePhone}`],
    ];
    for (const [role, uid, hidden] of cases) {
      const scope = uid === ENROLLMENT || uid === CERTIFICATE ? `${mine}&` : '';
      const matching = await list(tokens[role]!, uid, `${scope}${hidden}&pageSize=100`);
      const notMatching = await list(
        tokens[role]!,
        uid,
        `${scope}${hidden.replace(/=[^=]*$/, '=zz-no-such-value')}&pageSize=100`,
      );
      const ids = (results: Json[]) => results.map((entry) => entry.documentId as string).sort();
      expect(ids(matching), `${role} ${uid} ${hidden}`).toEqual(ids(notMatching));
    }
    // Sorting by a hidden field orders nothing: both ways give the same order. A relation alone sorts nothing either
    // (the database would answer a 500).
    expect((await as(tokens.support!, `${CM}/${ENROLLMENT}?sort=user`)).status).toBe(200);
    const ways = await Promise.all(
      ['asc', 'desc'].map(async (way) =>
        (await list(tokens.support!, ENROLLMENT, `${mine}&sort=user.mobilePhone:${way}`)).map(
          (entry) => entry.documentId,
        ),
      ),
    );
    expect(ways[0]).toHaveLength(2);
    expect(ways[0]).toEqual(ways[1]);
  });

  it('answers no field a role cannot read, inside related entries either', async () => {
    const mine = `filters[course][documentId][$eq]=${first.courseId}`;
    for (const uid of [ENROLLMENT, CERTIFICATE]) {
      for (const entry of await list(tokens.support!, uid, mine)) {
        const user = entry.user as Json;
        expect(user.email, uid).toEqual(expect.any(String));
        expect(user, uid).not.toHaveProperty('mobilePhone');
        expect(user, uid).not.toHaveProperty('profilePhotoKey');
        expect(user, uid).not.toHaveProperty('username');
        expect(JSON.stringify(entry), uid).not.toContain(photoKey);
      }
    }
    const progress = await list(
      tokens.support!,
      PROGRESS,
      `filters[enrollment][documentId][$eq]=${(await list(tokens.support!, ENROLLMENT, mine))[0]!.documentId as string}`,
    );
    const module = progress[0]!.courseModule as Json;
    expect(module.title).toBe(first.moduleTitle);
    expect(module).not.toHaveProperty('lesson');
    const documents = await list(tokens.reviewer!, IDENTITY, 'sort=id:desc');
    for (const document of documents) {
      const user = document.user as Json | null;
      if (!user) continue;
      expect(user).not.toHaveProperty('mobilePhone');
      expect(user).not.toHaveProperty('profilePhotoKey');
    }
  });

  it('shows module progress with the titles of its course and module, not their ids', async () => {
    const configuration = await as(tokens.support!, `/content-manager/content-types/${PROGRESS}/configuration`);
    const metadatas = (configuration.body.data as { contentType: { metadatas: Record<string, Json> } }).contentType
      .metadatas;
    expect((metadatas.enrollment!.list as Json).mainField).toBe('courseTitle');
    expect((metadatas.enrollment!.edit as Json).mainField).toBe('courseTitle');
    const enrolment = (
      await list(tokens.support!, ENROLLMENT, `filters[course][documentId][$eq]=${first.courseId}`)
    )[0]!;
    const [row] = await list(
      tokens.support!,
      PROGRESS,
      `filters[enrollment][documentId][$eq]=${enrolment.documentId as string}`,
    );
    expect((row!.enrollment as Json).courseTitle).toBe(first.courseTitle);
    expect((row!.courseModule as Json).title).toBe(first.moduleTitle);
    // Enrolments are searched by their course's title.
    expect(
      (await list(tokens.support!, ENROLLMENT, `_q=${encodeURIComponent(first.courseTitle)}`)).map(
        (entry) => entry.documentId,
      ),
    ).toHaveLength(2);
  });
});
