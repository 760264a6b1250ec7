/**
 * What the CMS says changed (POST /api/cms-events, docs/decisions/0031-instant-publishing.md): a signed notice,
 * checked, applied once, and turned into the cached answers it concerns, which are dropped. Nothing is read from
 * the CMS here: the next visitor's request reads what it needs.
 */
import { checkCmsEvent, cmsEventsKey, EVENT_MAX_AGE_MS, type CmsChange } from '@kundu/cms-contract/cms-events';
import { messages } from '~/messages/messages.server';
import { CACHE_KEYS, inLanguage } from './cms/cache-keys';
import { LANGUAGES } from './language';

/** Each answer in every language: a change to either version of a document changes what both languages' readers
 * see (an English change shows through where the Tok Pisin text is missing; ADR 0049). */
const inEveryLanguage = (keys: string[]) =>
  keys.flatMap((key) => LANGUAGES.map((language) => inLanguage(key, language)));

/** The cached answers a change concerns: a course is in the course list and has its module list; a module is in
 * its courses' module lists, and counted in the course list. */
export function cachedAnswersOf(change: CmsChange): string[] {
  switch (change.type) {
    case 'course':
      return inEveryLanguage([CACHE_KEYS.courses, CACHE_KEYS.modules(change.documentId)]);
    case 'course-module':
      return inEveryLanguage([CACHE_KEYS.courses, ...change.courseIds.map(CACHE_KEYS.modules)]);
    case 'awareness-alert':
      return inEveryLanguage([CACHE_KEYS.alerts]);
    case 'news-item':
      return [CACHE_KEYS.news];
    case 'domain':
      return inEveryLanguage([CACHE_KEYS.domains]);
    case 'help-contact':
      // Alerts are served with the contacts they name resolved (ADR 0045).
      return inEveryLanguage([CACHE_KEYS.alerts]);
    case 'storage-removals':
      // Not an answer: files of deleted accounts wait (ADR 0051); the receiver's `removeFiles` removes them.
      return [];
  }
}

/** Remembers the notices it applied for as long as one can pass the date check (both ways), so that a replay
 * changes nothing. Bounded: past MAX_REMEMBERED, the oldest are forgotten (a replay of those drops answers again,
 * which costs one CMS read, nothing more). */
const MAX_REMEMBERED = 10_000;

export function createEventReceiver({
  storefrontToken,
  drop,
  removeFiles = () => undefined,
  now = Date.now,
}: {
  storefrontToken: string;
  drop: (key: string) => void;
  /** The CMS says files of deleted accounts wait to be removed from storage (ADR 0051). */
  removeFiles?: () => void;
  now?: () => number;
}) {
  const key = cmsEventsKey(storefrontToken);
  const applied = new Map<string, number>();

  function forgetOld(at: number) {
    for (const [id, until] of applied) {
      if (until > at && applied.size <= MAX_REMEMBERED) break;
      applied.delete(id);
    }
  }

  /** The answer to a notice: its status and what it says, in words. */
  return function receive(
    body: string,
    signature: string | null,
  ): { status: number; message: string; dropped?: string[] } {
    const t = messages().api.cmsEvents;
    const at = now();
    const check = checkCmsEvent(body, signature, key, at);
    if (!check.ok) {
      if (check.problem === 'signature') return { status: 401, message: t.badSignature };
      return { status: 400, message: check.problem === 'stale' ? t.stale : t.malformed };
    }
    forgetOld(at);
    const { event } = check;
    if (applied.has(event.id)) return { status: 200, message: t.alreadyApplied, dropped: [] };
    applied.set(event.id, at + 2 * EVENT_MAX_AGE_MS);
    const dropped = [...new Set(event.changes.flatMap(cachedAnswersOf))];
    for (const answer of dropped) drop(answer);
    if (event.changes.some((change) => change.type === 'storage-removals')) removeFiles();
    return { status: 200, message: t.applied(dropped.length), dropped };
  };
}
