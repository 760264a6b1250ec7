import { describe, expect, it } from 'vitest';
import {
  checkCmsEvent,
  cmsEventNotifications,
  cmsEventsKey,
  EVENT_MAX_AGE_MS,
  MAX_NOTIFY_BYTES,
  newCmsEvent,
  readCmsEventNotification,
  signCmsEvent,
  type CmsChange,
} from '@kundu/cms-contract/cms-events';
import { cachedAnswersOf, createEventReceiver } from './cms-events.server';

const TOKEN = 'a-storefront-token-of-sixty-four-characters-0123456789abcdef0123';
const key = cmsEventsKey(TOKEN);
const COURSE = 'abcdefghij0123456789abcd';
const OTHER_COURSE = 'zyxwvutsrq9876543210zyxw';
const MODULE = 'mmmmmmmmmm0123456789mmmm';

describe('signing and checking change notices (ADR 0031)', () => {
  it('accepts what the CMS signed, as sent', () => {
    const { body, signature } = newCmsEvent([{ type: 'course', documentId: COURSE }], key, 1_000_000);
    const check = checkCmsEvent(body, signature, key, 1_000_000 + 1000);
    expect(check).toEqual({ ok: true, event: JSON.parse(body) });
  });

  it('derives a key of its own: never the token, and another token gives another key', () => {
    expect(key.toString('hex')).not.toContain(Buffer.from(TOKEN).toString('hex'));
    expect(cmsEventsKey(`${TOKEN}x`).equals(key)).toBe(false);
  });

  it('refuses a body changed on the way, a signature under another key, and no signature', () => {
    const { body, signature } = newCmsEvent([{ type: 'course', documentId: COURSE }], key);
    const changed = body.replace(COURSE, OTHER_COURSE);
    expect(checkCmsEvent(changed, signature, key)).toEqual({ ok: false, problem: 'signature' });
    const otherKey = cmsEventsKey('someone-elses-token-0123456789');
    expect(checkCmsEvent(body, signCmsEvent(body, otherKey), key)).toEqual({ ok: false, problem: 'signature' });
    expect(checkCmsEvent(body, null, key)).toEqual({ ok: false, problem: 'signature' });
    expect(checkCmsEvent(body, 'sha256=', key)).toEqual({ ok: false, problem: 'signature' });
  });

  it('splits what goes on the database channel into notifications PostgreSQL takes, each signed (ADR 0054)', () => {
    // A module in many courses is a large change: 300 of them are far more than one notification holds.
    const changes: CmsChange[] = Array.from({ length: 300 }, (_, index) => ({
      type: 'course-module',
      documentId: `m${String(index).padStart(23, '0')}`,
      courseIds: [COURSE, OTHER_COURSE],
    }));
    const payloads = cmsEventNotifications(changes, key, 1_000_000);
    expect(payloads.length).toBeGreaterThan(3);
    const received = payloads.flatMap((payload) => {
      expect(Buffer.byteLength(payload)).toBeLessThanOrEqual(MAX_NOTIFY_BYTES);
      const { body, signature } = readCmsEventNotification(payload);
      const check = checkCmsEvent(body, signature, key, 1_000_000);
      if (!check.ok) throw new Error(check.problem);
      return check.event.changes;
    });
    expect(received).toEqual(changes);
    expect(cmsEventNotifications([], key)).toEqual([]);
    expect(readCmsEventNotification('no-signature-here')).toEqual({ body: 'no-signature-here', signature: null });
  });

  it('refuses a notice older than the window, or dated as far ahead', () => {
    const sentAt = 10_000_000;
    const { body, signature } = newCmsEvent([{ type: 'domain', documentId: COURSE }], key, sentAt);
    expect(checkCmsEvent(body, signature, key, sentAt + EVENT_MAX_AGE_MS).ok).toBe(true);
    expect(checkCmsEvent(body, signature, key, sentAt + EVENT_MAX_AGE_MS + 1)).toEqual({ ok: false, problem: 'stale' });
    expect(checkCmsEvent(body, signature, key, sentAt - EVENT_MAX_AGE_MS - 1)).toEqual({ ok: false, problem: 'stale' });
  });

  it('refuses a signed body that is not a notice', () => {
    for (const body of [
      'not json',
      '{}',
      JSON.stringify({ id: 'not-a-uuid', sentAt: Date.now(), changes: [{ type: 'course', documentId: COURSE }] }),
      JSON.stringify({ id: crypto.randomUUID(), sentAt: Date.now(), changes: [] }),
      JSON.stringify({ id: crypto.randomUUID(), sentAt: Date.now(), changes: [{ type: 'faq', documentId: COURSE }] }),
      JSON.stringify({ id: crypto.randomUUID(), sentAt: Date.now(), changes: [{ type: 'course', documentId: 'X' }] }),
    ]) {
      expect(checkCmsEvent(body, signCmsEvent(body, key), key), body).toEqual({ ok: false, problem: 'malformed' });
    }
  });
});

describe('what a change drops from the cache', () => {
  it('names exactly the cached answers concerned', () => {
    const answers = (change: CmsChange) => cachedAnswersOf(change);
    // In both languages (ADR 0049): a Tok Pisin version changes the Tok Pisin answers, an English one both.
    expect(answers({ type: 'course', documentId: COURSE })).toEqual([
      'courses',
      'courses@tpi',
      `modules:${COURSE}`,
      `modules:${COURSE}@tpi`,
    ]);
    expect(answers({ type: 'course-module', documentId: MODULE, courseIds: [COURSE, OTHER_COURSE] })).toEqual([
      'courses',
      'courses@tpi',
      `modules:${COURSE}`,
      `modules:${COURSE}@tpi`,
      `modules:${OTHER_COURSE}`,
      `modules:${OTHER_COURSE}@tpi`,
    ]);
    expect(answers({ type: 'awareness-alert', documentId: MODULE })).toEqual(['alerts', 'alerts@tpi']);
    expect(answers({ type: 'news-item', documentId: MODULE })).toEqual(['news']);
    expect(answers({ type: 'domain', documentId: MODULE })).toEqual(['domains', 'domains@tpi']);
  });
});

describe('the receiver', () => {
  function receiver() {
    const dropped: string[] = [];
    let time = 50_000_000;
    const receive = createEventReceiver({
      storefrontToken: TOKEN,
      drop: (answer) => dropped.push(answer),
      now: () => time,
    });
    return { receive, dropped, advance: (ms: number) => (time += ms), now: () => time };
  }

  it('drops the answers once; a replay changes nothing', () => {
    const { receive, dropped, now } = receiver();
    const { body, signature } = newCmsEvent(
      [
        { type: 'course', documentId: COURSE },
        { type: 'awareness-alert', documentId: MODULE },
      ],
      key,
      now(),
    );
    expect(receive(body, signature)).toEqual({
      status: 200,
      message: 'Dropped 6 cached answers.',
      dropped: ['courses', 'courses@tpi', `modules:${COURSE}`, `modules:${COURSE}@tpi`, 'alerts', 'alerts@tpi'],
    });
    expect(receive(body, signature)).toEqual({
      status: 200,
      message: 'This change notice was already applied; nothing was done.',
      dropped: [],
    });
    expect(dropped).toEqual([
      'courses',
      'courses@tpi',
      `modules:${COURSE}`,
      `modules:${COURSE}@tpi`,
      'alerts',
      'alerts@tpi',
    ]);
  });

  it('refuses forged, stale and malformed notices in words, dropping nothing', () => {
    const { receive, dropped, now, advance } = receiver();
    const { body, signature } = newCmsEvent([{ type: 'course', documentId: COURSE }], key, now());
    expect(receive(body, 'sha256=0000')).toMatchObject({ status: 401, message: expect.stringMatching(/signature/) });
    expect(receive('{"changes": "all"}', signCmsEvent('{"changes": "all"}', key))).toMatchObject({
      status: 400,
      message: expect.stringMatching(/could not be read/),
    });
    advance(EVENT_MAX_AGE_MS + 1);
    expect(receive(body, signature)).toMatchObject({ status: 400, message: expect.stringMatching(/too old/) });
    expect(dropped).toEqual([]);
  });

  it('still knows a notice it applied for as long as the notice can pass the date check', () => {
    const { receive, dropped, now, advance } = receiver();
    const { body, signature } = newCmsEvent([{ type: 'news-item', documentId: MODULE }], key, now());
    receive(body, signature);
    // Others come and go meanwhile; the first is still remembered until it is stale.
    for (let i = 0; i < 5; i += 1) {
      advance(EVENT_MAX_AGE_MS / 5);
      const other = newCmsEvent([{ type: 'domain', documentId: MODULE }], key, now());
      receive(other.body, other.signature);
    }
    expect(receive(body, signature).status).toBe(200);
    expect(dropped.filter((answer) => answer === 'news')).toHaveLength(1);
  });
});
