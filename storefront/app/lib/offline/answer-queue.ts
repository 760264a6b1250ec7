/**
 * Quiz answers given offline (ADR 0047), kept in IndexedDB until they can be sent. Each is keyed by learner, module
 * and attempt (its idempotency key): answering the same attempt again replaces it, and the CMS counts the same
 * attempt's answers sent twice once (cms/src/api/learning/services/submit-quiz.ts).
 */
const DB = 'kundu-offline';
const STORE = 'answers';

export type QueuedAnswer = { key: string; learnerId: string; path: string; body: string; keptAt: string };

/** Scored (200), or refused for good: answers incomplete (400), an attempt already replaced (409). */
const DECIDED = new Set([200, 400, 409]);

export const answerKey = (learnerId: string, path: string, attempt: string) => `${learnerId}|${path}|${attempt}`;

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'key' });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

async function run<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await open();
  try {
    return await new Promise<T>((resolve, reject) => {
      const request = work(db.transaction(STORE, mode).objectStore(STORE));
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
  } finally {
    db.close();
  }
}

export const keepAnswer = (answer: QueuedAnswer) => run('readwrite', (store) => store.put(answer));
export const dropAnswer = (key: string) => run('readwrite', (store) => store.delete(key));

export async function keptAnswers(learnerId: string): Promise<QueuedAnswer[]> {
  if (typeof indexedDB === 'undefined') return [];
  const all = (await run('readonly', (store) => store.getAll())) as QueuedAnswer[];
  return all.filter((answer) => answer.learnerId === learnerId);
}

/**
 * Sends the learner's kept answers, as the quiz form would have (a plain form POST to the module's address). An
 * answer the storefront decided on (scored, or refused as wrong or out of date) leaves the queue; one not taken yet
 * (no network, a session to sign in to again, too soon after a failed attempt, the CMS down) stays. Returns how many
 * left it.
 */
export async function sendKeptAnswers(learnerId: string): Promise<number> {
  let sent = 0;
  for (const answer of await keptAnswers(learnerId)) {
    let response: Response;
    try {
      response = await fetch(answer.path, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: answer.body,
        redirect: 'manual',
      });
    } catch {
      return sent; // Still offline: the rest wait too.
    }
    if (!DECIDED.has(response.status)) continue;
    await dropAnswer(answer.key);
    sent += 1;
  }
  return sent;
}
