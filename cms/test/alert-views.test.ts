/**
 * Views of awareness alerts (ADR 0026) against a real CMS: the storefront's reports add to showCount atomically, on
 * the published and the draft version alike (so publishing keeps the count), the public REST API shows the new
 * count, editors' saves never overwrite it, unknown and unpublished alerts are ignored, bad reports are refused in
 * words, and only the storefront's token may report.
 */
import { testPlatform, unique } from '@kundu/test-platform';
import { beforeAll, describe, expect, it } from 'vitest';
import { ALERT_VIEWS_MESSAGES, MAX_ALERTS_PER_REPORT, MAX_VIEWS_PER_ALERT } from '../contract/alert-views';
import { getJson, withToken, writeWithToken, messageOf } from './support/api';
import { storefrontCall } from './support/learners';

const platform = testPlatform();
const { cms } = platform;
let adminToken: string;

const report = (body: unknown, token?: string) => storefrontCall(cms, 'awareness-alerts/views', { body, token });

async function createAlert({ draft = false }: { draft?: boolean } = {}): Promise<string> {
  const alerts = unique();
  const { status, body } = await writeWithToken(
    `${cms.url}/api/awareness-alerts${draft ? '?status=draft' : ''}`,
    cms.seedToken,
    'POST',
    {
      title: `Fake Digicel prize texts ${alerts}`,
      slug: `fake-digicel-prize-texts-${alerts}`,
      category: 'High Risk',
      description: 'Texts say you won K5,000 and ask for a K50 release fee.',
    },
  );
  expect(status, JSON.stringify(body)).toBe(201);
  return (body.data as { documentId: string }).documentId;
}

/** The count anyone reads through the public REST API (the published version). */
async function publicCount(documentId: string): Promise<number> {
  const { status, body } = await getJson(`${cms.url}/api/awareness-alerts/${documentId}?fields[0]=showCount`);
  expect(status).toBe(200);
  return (body.data as { showCount: number }).showCount;
}

/** The draft version's count, which publishing copies over the published one. */
async function draftCount(documentId: string): Promise<number> {
  const { status, body } = await getJson(
    `${cms.url}/api/awareness-alerts/${documentId}?status=draft&fields[0]=showCount`,
    withToken(cms.seedToken),
  );
  expect(status).toBe(200);
  return (body.data as { showCount: number }).showCount;
}

async function admin(path: string, method: string, body?: unknown) {
  return getJson(`${cms.url}${path}`, withToken(adminToken, { method, body: JSON.stringify(body ?? {}) }));
}

beforeAll(async () => {
  adminToken = await platform.admin.token();
});

describe('POST /api/awareness-alerts/views', () => {
  it('adds each count to its alert, published and draft alike, and the public API shows the new count', async () => {
    const [scam, outage] = [await createAlert(), await createAlert()];
    expect(await publicCount(scam)).toBe(0);
    const first = await report({
      views: [
        { documentId: scam, count: 3 },
        { documentId: outage, count: 1 },
      ],
    });
    expect(first).toEqual({ status: 200, body: { counted: 2 } });
    expect((await report({ views: [{ documentId: scam, count: 2 }] })).body).toEqual({ counted: 1 });
    expect(await publicCount(scam)).toBe(5);
    expect(await draftCount(scam)).toBe(5);
    expect(await publicCount(outage)).toBe(1);
    // The listing the storefront reads shows it too.
    const { body } = await getJson(
      `${cms.url}/api/awareness-alerts?filters[documentId][$eq]=${scam}&fields[0]=showCount`,
    );
    expect(body.data).toEqual([expect.objectContaining({ documentId: scam, showCount: 5 })]);
  });

  it('adds up an alert named twice in one report', async () => {
    const alert = await createAlert();
    const answer = await report({
      views: [
        { documentId: alert, count: 4 },
        { documentId: alert, count: 6 },
      ],
    });
    expect(answer.body).toEqual({ counted: 1 });
    expect(await publicCount(alert)).toBe(10);
  });

  it('loses no view when reports arrive at once', async () => {
    const alert = await createAlert();
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => report({ views: [{ documentId: alert, count: 1 }] })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 30 }, () => 200));
    expect(await publicCount(alert)).toBe(30);
    expect(await draftCount(alert)).toBe(30);
  });

  it('ignores alerts nobody can see: unknown ids and drafts never published', async () => {
    const published = await createAlert();
    const draft = await createAlert({ draft: true });
    const answer = await report({
      views: [
        { documentId: 'abcdefghijklmnopqrstuvwx', count: 7 },
        { documentId: draft, count: 7 },
        { documentId: published, count: 7 },
      ],
    });
    expect(answer).toEqual({ status: 200, body: { counted: 1 } });
    expect(await draftCount(draft)).toBe(0);
    expect(await publicCount(published)).toBe(7);
    expect((await report({ views: [] })).body).toEqual({ counted: 0 });
  });

  it('keeps the count when an editor saves and publishes the alert, whatever count the form sends', async () => {
    const alert = await createAlert();
    await report({ views: [{ documentId: alert, count: 12 }] });
    const path = `/content-manager/collection-types/api::awareness-alert.awareness-alert/${alert}`;
    const saved = await admin(path, 'PUT', { title: 'Fake Digicel prize texts, now by WhatsApp', showCount: 0 });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await admin(`${path}/actions/publish`, 'POST')).status).toBe(200);
    const { body } = await getJson(`${cms.url}/api/awareness-alerts/${alert}?fields[0]=title&fields[1]=showCount`);
    expect(body.data).toMatchObject({ title: 'Fake Digicel prize texts, now by WhatsApp', showCount: 12 });

    // A new alert starts from 0, whatever is sent.
    const created = await admin('/content-manager/collection-types/api::awareness-alert.awareness-alert', 'POST', {
      title: 'Ransomware at a Port Moresby clinic',
      slug: `ransomware-at-a-port-moresby-clinic-${unique()}`,
      category: 'Critical',
      description: 'Patient records were locked and a ransom asked.',
      showCount: 999,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect((created.body.data as { showCount: number }).showCount).toBe(0);
  });

  const view = (id: string, count: unknown) => ({ views: [{ documentId: id, count }] });
  it.each<[string, (id: string) => unknown, string]>([
    ['a list instead of a report', (id) => [{ documentId: id, count: 1 }], ALERT_VIEWS_MESSAGES.notAReport],
    ['an empty object', () => ({}), ALERT_VIEWS_MESSAGES.notAReport],
    ['views that are not a list', () => ({ views: 'many' }), ALERT_VIEWS_MESSAGES.notAReport],
    ['a view that is not an object', () => ({ views: [3] }), ALERT_VIEWS_MESSAGES.notAReport],
    ['a missing documentId', () => ({ views: [{ count: 1 }] }), ALERT_VIEWS_MESSAGES.documentId],
    ['a documentId that is not one', () => view('../users', 1), ALERT_VIEWS_MESSAGES.documentId],
    ['a count of 0', (id) => view(id, 0), ALERT_VIEWS_MESSAGES.count],
    ['a negative count', (id) => view(id, -5), ALERT_VIEWS_MESSAGES.count],
    ['a fraction', (id) => view(id, 1.5), ALERT_VIEWS_MESSAGES.count],
    ['a count in words', (id) => view(id, '3'), ALERT_VIEWS_MESSAGES.count],
    ['a count over the limit', (id) => view(id, MAX_VIEWS_PER_ALERT + 1), ALERT_VIEWS_MESSAGES.count],
    [
      'too many alerts',
      (id) => ({ views: Array.from({ length: MAX_ALERTS_PER_REPORT + 1 }, () => ({ documentId: id, count: 1 })) }),
      ALERT_VIEWS_MESSAGES.tooManyAlerts,
    ],
  ])('refuses %s with a 400 in words, counting nothing', async (_name, bodyFor, message) => {
    const alert = await createAlert();
    const answer = await report(bodyFor(alert));
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatchObject({ status: 400, name: 'ValidationError', message });
    expect(await publicCount(alert)).toBe(0);
  });

  it('refuses a body that is not JSON with a 400 in words', async () => {
    const { status, body } = await getJson(`${cms.url}/api/awareness-alerts/views`, {
      method: 'POST',
      headers: { authorization: `Bearer ${cms.storefrontToken}`, 'content-type': 'application/json' },
      body: '{"views": [',
    });
    expect(status).toBe(400);
    expect(messageOf(body)).toMatch(/\w+ \w+/);
  });

  it("answers the storefront's token only: the public, the seed loader and an administrator are refused in JSON", async () => {
    const alert = await createAlert();
    const body = JSON.stringify({ views: [{ documentId: alert, count: 1 }] });
    const anonymous = await getJson(`${cms.url}/api/awareness-alerts/views`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    expect(anonymous.status).toBe(403);
    expect(messageOf(anonymous.body)).toBeTruthy();
    const seed = await report({ views: [{ documentId: alert, count: 1 }] }, cms.seedToken);
    expect(seed.status).toBe(403);
    expect(messageOf(seed.body)).toBeTruthy();
    const editor = await report({ views: [{ documentId: alert, count: 1 }] }, adminToken);
    expect(editor.status).toBe(401);
    expect(await publicCount(alert)).toBe(0);
  });
});
