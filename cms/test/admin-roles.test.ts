/**
 * Who sees what in the admin panel (ADR 0025), walked through the admin API as each role: editors see content,
 * not learners; Learner support sees enrolments, progress and certificates; only Identity reviewers (and Super
 * Admins) open identity documents, each opening written to an audit log nobody can edit; the admin home shows no
 * learner. (A permission granted by hand is taken back at the next start: deployment.test.ts.)
 */
import { testPlatform, unique } from '@kundu/test-platform';
import { beforeAll, describe, expect, it } from 'vitest';
import { getJson, inviteAdmin, type Json } from './support/api';
import { registerCompleteLearner, storefrontCall } from './support/learners';

const platform = testPlatform();
const { cms } = platform;
/** This file's identity reviewer, whose entries in the audit log are this file's. */
const REVIEWER = `id.reviewer.${unique()}@kundu.example`;
const DOCUMENT_NAME = `passport-${unique()}.pdf`;
let superAdmin: string;
const tokens: Record<string, string> = {};
let documentId: string;

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
  tokens.support = await adminWithRole('kundu-learner-support', `support.${unique()}@kundu.example`);
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
