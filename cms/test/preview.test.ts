/**
 * Previews of drafts (ADR 0032), on a running CMS: the Content Manager's preview handler, called as the admin panel
 * calls it (GET /content-manager/preview/url/:uid with the administrator's session), makes a signed link only for
 * an administrator who may change the document; the storefront's draft endpoint answers that one draft for a
 * genuine, current token; the public API still serves published content alone.
 */
import { createHmac, hkdfSync } from 'node:crypto';
import { testPlatform, unique } from '@kundu/test-platform';
import { beforeAll, describe, expect, it } from 'vitest';
import { PREVIEW_MESSAGES } from '../contract/preview';
import { getJson, inviteAdmin, type Json, messageOf } from './support/api';
import { storefrontCall } from './support/learners';

const CM = '/content-manager/collection-types';
const COURSE = 'api::course.course';
const MODULE = 'api::course-module.course-module';
const ALERT = 'api::awareness-alert.awareness-alert';

const platform = testPlatform();
const { cms } = platform;
const STOREFRONT = platform.storefront.url;
const tokens: Record<string, string> = {};
let courseId: string;
let moduleId: string;
let alertId: string;
const courseSlug = `safe-mobile-money-${unique()}`;

function as(token: string, path: string, init: { method?: string; body?: unknown } = {}) {
  return getJson(`${cms.url}${path}`, {
    method: init.method ?? 'GET',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
}

/** An administrator with one role, invited by the super admin and registered through the invitation. */
const adminWithRole = (code: string, name: string) =>
  inviteAdmin(cms.url, tokens.superAdmin!, code, `${name}.${unique()}@kundu.example`);

async function createDraft(token: string, uid: string, data: Json): Promise<string> {
  const { status, body } = await as(token, `${CM}/${uid}`, { method: 'POST', body: data });
  expect(status, JSON.stringify(body)).toBe(201);
  return (body.data as { documentId: string }).documentId;
}

/** What the admin panel asks when an editor opens a document: the preview link, or none (204). */
const previewLinkFor = (token: string, uid: string, documentId: string) =>
  as(token, `/content-manager/preview/url/${uid}?documentId=${documentId}&status=draft`);

async function linkOf(token: string, uid: string, documentId: string): Promise<URL> {
  const { status, body } = await previewLinkFor(token, uid, documentId);
  expect(status, JSON.stringify(body)).toBe(200);
  return new URL((body.data as { url: string }).url);
}

const draftOf = (type: string, documentId: string, previewToken?: string) =>
  storefrontCall(cms, `preview/${type}/${documentId}`, {
    headers: previewToken === undefined ? {} : { 'x-preview-token': previewToken },
  });

/** A token signed as the CMS signs one (the key both sides can derive from the storefront's API token). */
function signed(claim: string): string {
  const key = Buffer.from(hkdfSync('sha256', cms.storefrontToken, 'kundu-preview-link', 'v1', 32));
  return `${claim}.${createHmac('sha256', key).update(claim).digest('base64url')}`;
}

beforeAll(async () => {
  tokens.superAdmin = await platform.admin.token();
  tokens.editor = await adminWithRole('strapi-editor', 'editor.preview');
  tokens.support = await adminWithRole('kundu-learner-support', 'support.preview');
  tokens.author = await adminWithRole('strapi-author', 'author.preview');
  courseId = await createDraft(tokens.editor, COURSE, {
    title: 'Safe mobile money',
    slug: courseSlug,
    description: 'Keep your PIN and your wallet safe.',
    domain: 'cyber_crime',
    duration: '45 minutes',
    isFree: true,
    objectives: [{ text: 'Never share a PIN' }],
  });
  moduleId = await createDraft(tokens.editor, MODULE, {
    title: 'Your PIN is yours alone',
    slug: `your-pin-is-yours-alone-${unique()}`,
    description: 'Why nobody needs your PIN.',
    estimatedDuration: '10 minutes',
    order: 1,
    passMark: 70,
    lesson: '## Nobody needs your PIN\n\nNot the bank, not the agent, not a caller.',
    quiz: [
      {
        prompt: 'Who may ask for your PIN?',
        explanation: 'Nobody: the bank never asks for it.',
        options: [
          { text: 'Nobody', isCorrect: true },
          { text: 'The agent', isCorrect: false },
        ],
      },
    ],
    course: { connect: [{ documentId: courseId }] },
  });
  alertId = await createDraft(tokens.editor, ALERT, {
    title: 'Fake BSP text messages',
    description: 'Texts asking you to confirm your PIN are scams.',
    category: 'Critical',
    protectionTip: 'Delete the text and call BSP.',
  });
}, 180_000);

describe('the preview link the admin panel asks for', () => {
  it('is made for an editor: the storefront address of that document, with a token', async () => {
    for (const [uid, type, id] of [
      [COURSE, 'course', () => courseId],
      [MODULE, 'module', () => moduleId],
      [ALERT, 'alert', () => alertId],
    ] as const) {
      const link = await linkOf(tokens.editor!, uid, id());
      expect(`${link.origin}${link.pathname}`).toBe(`${STOREFRONT}/preview/${type}/${id()}`);
      expect(link.searchParams.get('token')).toMatch(new RegExp(`^${type}\\.${id()}\\.\\d+\\.[\\w-]{43}$`));
    }
    expect((await linkOf(tokens.superAdmin!, MODULE, moduleId)).pathname).toBe(`/preview/module/${moduleId}`);
  });

  it("lets the admin panel frame the storefront's origin, and only it", async () => {
    const csp = (await fetch(`${cms.url}/_health`)).headers.get('content-security-policy') ?? '';
    expect(csp.split(';').find((directive) => directive.startsWith('frame-src'))).toBe(`frame-src ${STOREFRONT}`);
  });

  it('is not made for staff who cannot change the document, nor for anyone signed out', async () => {
    // Learner support reads course titles (ADR 0025) but changes no content: no link, so no Open preview button.
    for (const [token, uid, id] of [
      [tokens.support!, COURSE, courseId],
      [tokens.support!, MODULE, moduleId],
      // An Author changes only the entries they created; the editor made these.
      [tokens.author!, MODULE, moduleId],
      [tokens.author!, ALERT, alertId],
    ] as const) {
      const { status, body } = await previewLinkFor(token, uid, id);
      expect(status, `${uid}: ${JSON.stringify(body)}`).toBe(204);
    }
    const signedOut = await getJson(`${cms.url}/content-manager/preview/url/${MODULE}?documentId=${moduleId}`);
    expect(signedOut.status).toBe(401);
    // A content type with nothing to show on the storefront has no preview.
    const source = await createDraft(tokens.editor!, 'api::news-source.news-source', {
      name: `PNG Post-Courier ${unique()}`,
      feedUrl: `https://www.postcourier.com.pg/feed/?preview-test=${unique()}`,
      // Not imported by the cron tests that share this platform.
      enabled: false,
    });
    expect((await previewLinkFor(tokens.editor!, 'api::news-source.news-source', source)).status).toBe(204);
  });

  it('is made for an Author for a draft they wrote themselves', async () => {
    const own = await createDraft(tokens.author!, ALERT, {
      title: 'Author’s own alert',
      description: 'Written by an author.',
      category: 'Emerging',
    });
    expect((await linkOf(tokens.author!, ALERT, own)).pathname).toBe(`/preview/alert/${own}`);
  });
});

describe('the draft endpoint the storefront calls with the link’s token', () => {
  it('answers a draft module with its lesson and its quiz as learners get it (no answers)', async () => {
    const token = (await linkOf(tokens.editor!, MODULE, moduleId)).searchParams.get('token')!;
    const { status, body } = await draftOf('module', moduleId, token);
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body).toEqual({
      course: { id: courseId, title: 'Safe mobile money' },
      module: {
        id: moduleId,
        title: 'Your PIN is yours alone',
        description: 'Why nobody needs your PIN.',
        estimatedDuration: '10 minutes',
        lesson: '## Nobody needs your PIN\n\nNot the bank, not the agent, not a caller.',
        passMark: 70,
        downloadBytes: expect.any(Number),
        quiz: [{ prompt: 'Who may ask for your PIN?', options: ['Nobody', 'The agent'] }],
        quizPool: 1,
        lessonLanguage: 'en',
        quizLanguage: 'en',
      },
      position: { number: 1, total: 1 },
    });
    expect(JSON.stringify(body)).not.toMatch(/isCorrect|the bank never asks/);
  });

  it('answers a module’s Tok Pisin draft over its English one, the Tok Pisin quiz only when it pairs', async () => {
    const translate = (rightFirst: boolean) =>
      as(tokens.editor!, `${CM}/${MODULE}/${moduleId}?locale=tpi`, {
        method: 'PUT',
        body: {
          title: 'PIN bilong yu em bilong yu tasol',
          slug: `pin-bilong-yu-${unique()}`,
          description: 'Bilong wanem i no gat wanpela i mas save long PIN bilong yu.',
          estimatedDuration: '10 minit',
          order: 1,
          passMark: 70,
          lesson: '## I no gat wanpela i mas save long PIN bilong yu',
          quiz: [
            {
              prompt: 'Husat i ken askim PIN bilong yu?',
              explanation: 'I no gat wanpela: beng i no save askim.',
              options: [
                { text: 'I no gat wanpela', isCorrect: rightFirst },
                { text: 'Agen', isCorrect: !rightFirst },
              ],
            },
          ],
        },
      });
    const saved = await translate(true);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    // The editor previews the version they have open.
    const link = await as(
      tokens.editor!,
      `/content-manager/preview/url/${MODULE}?documentId=${moduleId}&locale=tpi&status=draft`,
    );
    const url = new URL((link.body.data as { url: string }).url);
    expect(url.searchParams.get('locale')).toBe('tpi');
    const token = url.searchParams.get('token')!;
    const inTokPisin = () =>
      storefrontCall(cms, `preview/module/${moduleId}?locale=tpi`, { headers: { 'x-preview-token': token } });
    const { status, body } = await inTokPisin();
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.module).toMatchObject({
      title: 'PIN bilong yu em bilong yu tasol',
      lesson: '## I no gat wanpela i mas save long PIN bilong yu',
      lessonLanguage: 'tpi',
      quizLanguage: 'tpi',
      quiz: [{ prompt: 'Husat i ken askim PIN bilong yu?', options: ['I no gat wanpela', 'Agen'] }],
    });
    // The right answer in another place: learners would be scored against other answers, so they get English.
    expect((await translate(false)).status).toBe(200);
    expect((await inTokPisin()).body.module).toMatchObject({
      lessonLanguage: 'tpi',
      quizLanguage: 'en',
      quiz: [{ prompt: 'Who may ask for your PIN?', options: ['Nobody', 'The agent'] }],
    });
    // The English preview is unchanged.
    expect((await draftOf('module', moduleId, token)).body.module).toMatchObject({
      title: 'Your PIN is yours alone',
      lessonLanguage: 'en',
    });
  });

  it('answers a draft module with a question pool with the questions one attempt asks (ADR 0044)', async () => {
    const pool = Array.from({ length: 5 }, (_, index) => ({
      prompt: `Question ${index + 1} of the pool`,
      explanation: 'Because.',
      options: [
        { text: `Right ${index + 1}`, isCorrect: true },
        { text: `Wrong ${index + 1}`, isCorrect: false },
      ],
    }));
    const pooled = await createDraft(tokens.editor!, MODULE, {
      title: 'Your PIN, asked a few ways',
      slug: `your-pin-asked-a-few-ways-${unique()}`,
      description: 'Five questions, two an attempt.',
      estimatedDuration: '10 minutes',
      passMark: 70,
      lesson: '## Nobody needs your PIN',
      quiz: pool,
      quizDraw: 2,
    });
    const token = (await linkOf(tokens.editor!, MODULE, pooled)).searchParams.get('token')!;
    const { status, body } = await draftOf('module', pooled, token);
    expect(status, JSON.stringify(body)).toBe(200);
    const module = body.module as { quiz: Array<{ prompt: string; options: string[] }>; quizPool: number };
    expect(module.quizPool).toBe(5);
    expect(module.quiz).toHaveLength(2);
    for (const question of module.quiz) {
      const written = pool.find((entry) => entry.prompt === question.prompt)!;
      // The editor's order of options, as every preview shows them.
      expect(question.options).toEqual(written.options.map((option) => option.text));
    }
    // The same draw at every look.
    expect((await draftOf('module', pooled, token)).body.module).toEqual(module);
  });

  it('answers a draft course with its draft modules, and a draft alert, shaped as their published REST answers', async () => {
    const courseToken = (await linkOf(tokens.editor!, COURSE, courseId)).searchParams.get('token')!;
    const course = await draftOf('course', courseId, courseToken);
    expect(course.status, JSON.stringify(course.body)).toBe(200);
    expect(course.body.course).toMatchObject({
      documentId: courseId,
      slug: courseSlug,
      title: 'Safe mobile money',
      domain: 'cyber_crime',
      isFree: true,
      objectives: [{ text: 'Never share a PIN' }],
      modules: { count: 1 },
    });
    expect(course.body.modules).toMatchObject([{ documentId: moduleId, title: 'Your PIN is yours alone', order: 1 }]);
    expect(JSON.stringify(course.body)).not.toMatch(/Nobody needs your PIN/);

    const alertToken = (await linkOf(tokens.editor!, ALERT, alertId)).searchParams.get('token')!;
    const alert = await draftOf('alert', alertId, alertToken);
    expect(alert.status, JSON.stringify(alert.body)).toBe(200);
    expect(alert.body).toMatchObject({
      documentId: alertId,
      title: 'Fake BSP text messages',
      category: 'Critical',
      protectionTip: 'Delete the text and call BSP.',
    });
  });

  it('shows editors which help contacts a draft names still wait for a person’s check, and keys that do not exist (ADR 0045)', async () => {
    const key = `bank-fraud-line-${unique()}`;
    await createDraft(tokens.editor!, 'api::help-contact.help-contact', {
      key,
      name: 'Bank fraud line',
      purpose: 'Block a card or a transfer.',
      phone: '7000 0001',
    });
    const mention = `Call {{contact:${key}}} now. {{contact:no-such-line}}`;
    const module = await createDraft(tokens.editor!, MODULE, {
      title: 'When your PIN was seen',
      slug: `when-your-pin-was-seen-${unique()}`,
      description: 'What to do in the first hour.',
      estimatedDuration: '10 minutes',
      order: 2,
      passMark: 70,
      lesson: `## Act fast\n\n${mention}`,
      course: { connect: [{ documentId: courseId }] },
    });
    const alert = await createDraft(tokens.editor!, ALERT, {
      title: 'Fake Kina Bank texts',
      description: 'Texts asking for your card number are scams.',
      category: 'High Risk',
      protectionTip: mention,
    });
    const shown = 'Call Bank fraud line (phone to be confirmed) now. [unknown help contact: no-such-line]';
    const moduleToken = (await linkOf(tokens.editor!, MODULE, module)).searchParams.get('token')!;
    const lesson = await draftOf('module', module, moduleToken);
    expect(lesson.status, JSON.stringify(lesson.body)).toBe(200);
    expect((lesson.body.module as { lesson: string }).lesson).toBe(`## Act fast\n\n${shown}`);
    const alertToken = (await linkOf(tokens.editor!, ALERT, alert)).searchParams.get('token')!;
    const tip = await draftOf('alert', alert, alertToken);
    expect(tip.status, JSON.stringify(tip.body)).toBe(200);
    expect(tip.body.protectionTip).toBe(shown);
    expect(JSON.stringify([lesson.body, tip.body])).not.toContain('7000 0001');
  });

  it('refuses in words a link that expired, was forged or altered, or names another document', async () => {
    const past = Math.floor(Date.now() / 1000) - 60;
    const future = Math.floor(Date.now() / 1000) + 3600;
    const genuine = (await linkOf(tokens.editor!, MODULE, moduleId)).searchParams.get('token')!;
    const [, , expires, mac] = genuine.split('.');
    const cases: Array<[string, string, string | undefined, number, string]> = [
      ['module', moduleId, undefined, 401, PREVIEW_MESSAGES.missing],
      ['module', moduleId, signed(`module.${moduleId}.${past}`), 401, PREVIEW_MESSAGES.expired],
      ['module', moduleId, `module.${moduleId}.${future}.${'A'.repeat(43)}`, 401, PREVIEW_MESSAGES.invalid],
      // The expiry pushed back by hand: the signature no longer matches.
      ['module', moduleId, `module.${moduleId}.${Number(expires) + 86_400}.${mac}`, 401, PREVIEW_MESSAGES.invalid],
      ['module', moduleId, 'not-a-token', 401, PREVIEW_MESSAGES.invalid],
      // A genuine link for this module used for the course, or for another module.
      ['course', courseId, genuine, 403, PREVIEW_MESSAGES.otherDocument],
      ['module', courseId, genuine, 403, PREVIEW_MESSAGES.otherDocument],
      ['alert', moduleId, genuine, 403, PREVIEW_MESSAGES.otherDocument],
    ];
    for (const [type, id, token, status, message] of cases) {
      const answer = await draftOf(type, id, token);
      expect(answer.status, `${type}/${id} ${token}`).toBe(status);
      expect(messageOf(answer.body)).toBe(message);
    }
  });

  it('answers only the storefront: the public, even with a genuine token, is refused', async () => {
    const token = (await linkOf(tokens.editor!, MODULE, moduleId)).searchParams.get('token')!;
    const answer = await getJson(`${cms.url}/api/preview/module/${moduleId}`, {
      headers: { 'x-preview-token': token },
    });
    expect(answer.status).toBe(403);
    expect(JSON.stringify(answer.body)).not.toMatch(/Nobody needs your PIN/);
  });
});

describe('everywhere else', () => {
  it('serves published content only: the drafts are found by no public read, whatever it asks', async () => {
    const api = `${cms.url}/api`;
    for (const path of [
      `courses/${courseId}`,
      `courses/${courseId}?status=draft`,
      `course-modules/${moduleId}?status=draft`,
      `awareness-alerts/${alertId}?status=draft`,
    ]) {
      expect((await getJson(`${api}/${path}`)).status, path).toBe(404);
    }
    for (const path of [
      `courses?status=draft&filters[documentId][$eq]=${courseId}`,
      `course-modules?status=draft&filters[documentId][$eq]=${moduleId}`,
      `awareness-alerts?status=draft&filters[documentId][$eq]=${alertId}`,
    ]) {
      const { status, body } = await getJson(`${api}/${path}`);
      expect(status, path).toBe(200);
      expect(body.data, path).toEqual([]);
    }
    // The storefront's own token reads no draft through the content API either.
    const asStorefront = await storefrontCall(cms, `courses/${courseId}?status=draft`);
    expect(asStorefront.status).not.toBe(200);
  });
});

describe('an incomplete draft', () => {
  it('is refused with the fields it still needs, in words', async () => {
    // Strapi saves a draft without its required fields.
    const unfinished = await createDraft(tokens.editor!, ALERT, { title: 'Half-written alert' });
    const token = (await linkOf(tokens.editor!, ALERT, unfinished)).searchParams.get('token')!;
    const answer = await draftOf('alert', unfinished, token);
    expect(answer.status).toBe(400);
    // Named as the alert's form names the field.
    expect(messageOf(answer.body)).toBe(PREVIEW_MESSAGES.incomplete(['What is happening']));
  });
});
