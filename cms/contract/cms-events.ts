/**
 * How the CMS tells the storefront that public content changed (POST /api/cms-events), so that the storefront drops
 * exactly the cached answers concerned (docs/decisions/0031-instant-publishing.md). Shared by the CMS's sender and
 * the storefront's route, so that both sign and check the same way.
 *
 * The body is JSON: an event id (a replay of it changes nothing), when it was sent (older than EVENT_MAX_AGE_MS, or
 * as far in the future, is refused) and what changed. It is signed with HMAC-SHA256 under a key derived from the
 * STOREFRONT_API_TOKEN both sides already hold, with a purpose label of its own, so no new secret is needed and the
 * signature is worth nothing anywhere else.
 */
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { DOCUMENT_ID } from './learning-forms';

export const CMS_EVENTS_PATH = '/api/cms-events';
/** `sha256=` and the hexadecimal HMAC of the body's exact bytes. */
export const CMS_EVENT_SIGNATURE_HEADER = 'x-kundu-signature';
/** An event sent longer ago than this (or dated as far ahead: clocks drift) is stale. */
export const EVENT_MAX_AGE_MS = 5 * 60_000;
export const MAX_CHANGES_PER_EVENT = 100;
/** A body larger than this is not an event (100 changes are about 10 KB). */
export const MAX_EVENT_BYTES = 32_768;

/** The public content the storefront caches, by the CMS's content type. */
export const CHANGE_TYPES = [
  'course',
  'course-module',
  'awareness-alert',
  'news-item',
  'domain',
  'help-contact',
] as const;
export type ChangeType = (typeof CHANGE_TYPES)[number];

const documentId = z.string().regex(DOCUMENT_ID);

export const cmsChangeSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('course'), documentId }),
  /** A module's courses (before and after the change: a module can move) have a different module list. */
  z.object({ type: z.literal('course-module'), documentId, courseIds: z.array(documentId).max(20) }),
  z.object({ type: z.literal('awareness-alert'), documentId }),
  z.object({ type: z.literal('news-item'), documentId }),
  z.object({ type: z.literal('domain'), documentId }),
  /** Alerts name help contacts by key: a contact checked or changed changes the alerts' text (ADR 0045). */
  z.object({ type: z.literal('help-contact'), documentId }),
  /** Not a cached answer: files of deleted accounts wait to be removed from the storefront's storage (ADR 0051). */
  z.object({ type: z.literal('storage-removals') }),
]);
export type CmsChange = z.infer<typeof cmsChangeSchema>;

export const cmsEventSchema = z.object({
  id: z.uuid(),
  /** Milliseconds since 1970, by the CMS's clock. */
  sentAt: z.number().int().positive(),
  changes: z.array(cmsChangeSchema).min(1).max(MAX_CHANGES_PER_EVENT),
});
export type CmsEvent = z.infer<typeof cmsEventSchema>;

/** The signing key: never the token itself, so a leaked signature or key does not open the CMS's API. */
export function cmsEventsKey(storefrontToken: string): Buffer {
  return createHmac('sha256', storefrontToken).update('kundu/cms-events/v1').digest();
}

export function signCmsEvent(body: string, key: Buffer): string {
  return `sha256=${createHmac('sha256', key).update(body, 'utf8').digest('hex')}`;
}

/** A new event for these changes, as the text to send and its signature. */
export function newCmsEvent(changes: CmsChange[], key: Buffer, now = Date.now()): { body: string; signature: string } {
  const event: CmsEvent = { id: randomUUID(), sentAt: now, changes };
  const body = JSON.stringify(event);
  return { body, signature: signCmsEvent(body, key) };
}

export type CmsEventCheck = { ok: true; event: CmsEvent } | { ok: false; problem: 'signature' | 'malformed' | 'stale' };

/**
 * Whether a received body is an event the CMS sent lately: the signature first (nothing unsigned is parsed), then
 * the shape, then the date. Whether it was seen before is the receiver's to remember.
 */
export function checkCmsEvent(body: string, signature: string | null, key: Buffer, now = Date.now()): CmsEventCheck {
  const expected = Buffer.from(signCmsEvent(body, key));
  const given = Buffer.from(signature ?? '');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, problem: 'signature' };
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return { ok: false, problem: 'malformed' };
  }
  const parsed = cmsEventSchema.safeParse(json);
  if (!parsed.success) return { ok: false, problem: 'malformed' };
  if (Math.abs(now - parsed.data.sentAt) > EVENT_MAX_AGE_MS) return { ok: false, problem: 'stale' };
  return { ok: true, event: parsed.data };
}

/**
 * Several storefronts (ADR 0054): with PostgreSQL the CMS also sends each notice on this channel (`NOTIFY`), and every
 * storefront listening there applies it as if it had been posted. A notification is the signature, one space and
 * the body, at most MAX_NOTIFY_BYTES (PostgreSQL's limit is 8,000 bytes): a larger set of changes goes in several.
 */
export const CMS_EVENTS_CHANNEL = 'kundu_cms_events';
export const MAX_NOTIFY_BYTES = 7_900;

/** The notifications for these changes, each within MAX_NOTIFY_BYTES. */
export function cmsEventNotifications(changes: CmsChange[], key: Buffer, now = Date.now()): string[] {
  if (changes.length === 0) return [];
  const { body, signature } = newCmsEvent(changes.slice(0, MAX_CHANGES_PER_EVENT), key, now);
  const payload = `${signature} ${body}`;
  if (
    changes.length <= MAX_CHANGES_PER_EVENT &&
    (Buffer.byteLength(payload) <= MAX_NOTIFY_BYTES || changes.length === 1)
  )
    return [payload];
  const half = Math.min(Math.ceil(changes.length / 2), MAX_CHANGES_PER_EVENT);
  return [
    ...cmsEventNotifications(changes.slice(0, half), key, now),
    ...cmsEventNotifications(changes.slice(half), key, now),
  ];
}

/** A notification's signature and body, to check as a posted notice is checked. */
export function readCmsEventNotification(payload: string): { body: string; signature: string | null } {
  const space = payload.indexOf(' ');
  return space < 0
    ? { body: payload, signature: null }
    : { body: payload.slice(space + 1), signature: payload.slice(0, space) };
}
