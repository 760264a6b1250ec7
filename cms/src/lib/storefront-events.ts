/**
 * Telling the storefronts that public content changed (ADR 0031, 0054). A change made while answering a request is
 * kept until the request's work is done and committed, then the storefronts are told once
 * (global::storefront-events), before the editor's answer leaves. A change made outside a request (bootstrap) is
 * sent at once. Two ways, both signed alike, a storefront applying each notice once whichever way it came:
 * - on PostgreSQL, a `NOTIFY` on the platform's channel, which every storefront listening there receives: several
 *   storefront processes behind Caddy (ADR 0054);
 * - a POST to STOREFRONT_INTERNAL_URL unless it is `off`: the one storefront of `npm start` on SQLite.
 * Sending never fails a save: a storefront that is down or slow (over SEND_TIMEOUT_MS), or a notification the
 * database refused, is logged, and caches catch up within CMS_CACHE_TTL_MS.
 */
import {
  CMS_EVENT_SIGNATURE_HEADER,
  CMS_EVENTS_CHANNEL,
  CMS_EVENTS_PATH,
  cmsEventNotifications,
  cmsEventsKey,
  MAX_CHANGES_PER_EVENT,
  newCmsEvent,
  type CmsChange,
} from '../../contract/cms-events';
import { cmsEnv } from '../env';

/** A storefront on the same network answers in milliseconds; one that hangs keeps an editor waiting this long. */
export const SEND_TIMEOUT_MS = 2000;
/**
 * A storefront that is down is reported once a minute while it stays down, not once per change (a seed run writes
 * hundreds); once it answers again, its next outage is reported at once.
 */
const WARN_EVERY_MS = 60_000;

const key = cmsEventsKey(cmsEnv.STOREFRONT_API_TOKEN);
let lastWarning = 0;

function warn(message: string): void {
  const now = Date.now();
  if (now - lastWarning < WARN_EVERY_MS) return;
  lastWarning = now;
  strapi.log.warn(`${message} Its cache catches up within its CMS_CACHE_TTL_MS (ADR 0031).`);
}

/** Where a request's changes wait for the request to end (set by global::storefront-events). */
const PENDING = 'storefrontChanges';

type RequestState = { state?: Record<string, unknown> };

/** Starts collecting the changes of the current request. */
export function collectChanges(ctx: { state: Record<string, unknown> }): Map<string, CmsChange> {
  const pending = new Map<string, CmsChange>();
  ctx.state[PENDING] = pending;
  return pending;
}

export function stopCollecting(ctx: { state: Record<string, unknown> }): void {
  ctx.state[PENDING] = undefined;
}

/** Tells the storefront about committed changes: with the current request's answer, or at once outside one. */
export function tellStorefront(changes: CmsChange[]): void {
  const ctx = strapi.requestContext.get() as RequestState | undefined;
  const pending = ctx?.state?.[PENDING];
  if (pending instanceof Map) {
    for (const change of changes) pending.set(JSON.stringify(change), change);
    return;
  }
  void sendChanges(changes);
}

/** Sends the changes, signed, both ways. Never throws. */
export async function sendChanges(changes: CmsChange[]): Promise<void> {
  await Promise.all([notifyChanges(changes), postChanges(changes)]);
}

/** On PostgreSQL: the changes on the notices channel, for every storefront listening (ADR 0054). */
async function notifyChanges(changes: CmsChange[]): Promise<void> {
  if (!cmsEnv.DATABASE_URL) return;
  for (const payload of cmsEventNotifications(changes, key)) {
    try {
      await strapi.db.connection.raw('SELECT pg_notify(?, ?)', [CMS_EVENTS_CHANNEL, payload]);
    } catch (error) {
      warn(`The storefronts could not be told what changed (NOTIFY: ${error instanceof Error ? error.message : ''}).`);
    }
  }
}

/** To the one storefront at STOREFRONT_INTERNAL_URL, at most MAX_CHANGES_PER_EVENT to a notice. */
async function postChanges(changes: CmsChange[]): Promise<void> {
  if (cmsEnv.STOREFRONT_INTERNAL_URL === 'off') return;
  const url = `${cmsEnv.STOREFRONT_INTERNAL_URL.replace(/\/+$/, '')}${CMS_EVENTS_PATH}`;
  for (let start = 0; start < changes.length; start += MAX_CHANGES_PER_EVENT) {
    const { body, signature } = newCmsEvent(changes.slice(start, start + MAX_CHANGES_PER_EVENT), key);
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [CMS_EVENT_SIGNATURE_HEADER]: signature },
        body,
        redirect: 'error',
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      });
      if (!response.ok) {
        const text = (await response.text()).slice(0, 300);
        warn(`The storefront at ${url} refused a change notice (${response.status}): ${text}.`);
      } else {
        lastWarning = 0;
      }
    } catch (error) {
      const reason = error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : '';
      warn(`The storefront at ${url} could not be told what changed (${reason || 'no answer'}).`);
    }
  }
}
