/**
 * Passwords (issue 24, ADR 0052): hashed with argon2id as OWASP advises (19 MiB, two passes, one lane), on libuv's
 * thread pool through a maintained native binding (`@node-rs/argon2`), so that signing in and registering never
 * stall other requests (Strapi hashes with bcryptjs, in JavaScript, on the event loop: 20 sign-ins at once took
 * seconds). Hashes made before are bcrypt (`$2a$`/`$2b$`, cost 10): still checked, natively and off the event loop
 * (`@node-rs/bcrypt`), and replaced with argon2id at the account's next sign-in. Written with the query engine, never
 * through the Document Service, whose password transform would hash a hash again.
 */
import { Algorithm, hash, verify } from '@node-rs/argon2';
import { verify as verifyBcrypt } from '@node-rs/bcrypt';

/** OWASP's Password Storage Cheat Sheet, argon2id, first configuration: m=19 MiB, t=2, p=1. */
export const ARGON2ID = { algorithm: Algorithm.Argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2ID);
}

/** Whether the password is the one the stored hash was made from (argon2id, or bcrypt from before). */
export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  if (!stored) return false;
  try {
    if (stored.startsWith('$argon2')) return await verify(stored, password);
    if (/^\$2[aby]\$/.test(stored)) return await verifyBcrypt(password, stored);
  } catch {
    // A stored value that is not a hash these read matches no password.
  }
  return false;
}

/** A hash made before argon2id, or with weaker settings than ARGON2ID: replaced at the next sign-in. */
export function needsRehash(stored: string): boolean {
  return !stored.startsWith(
    `$argon2id$v=19$m=${ARGON2ID.memoryCost},t=${ARGON2ID.timeCost},p=${ARGON2ID.parallelism}$`,
  );
}

let noAccountHash: Promise<string> | undefined;

/**
 * A hash of a random secret, compared when no account matches an email: unknown and known emails take the same work,
 * so neither the answer nor its time tells whether an account exists.
 */
export function hashForNoAccount(): Promise<string> {
  noAccountHash ??= hashPassword(crypto.randomUUID());
  return noAccountHash;
}

/** Hashes one network may have in hand at once: a classroom behind one address queues; other networks do not wait. */
export const HASHES_PER_NETWORK = 2;
const running = new Map<string, number>();
const waiting = new Map<string, Array<() => void>>();

/**
 * Runs `work` (a hash or a check) when the network has a slot: a burst from one address waits its turn rather than
 * being refused, and cannot fill the thread pool that every other network's sign-ins share.
 */
export async function inTurn<T>(network: string, work: () => Promise<T>): Promise<T> {
  if ((running.get(network) ?? 0) >= HASHES_PER_NETWORK) {
    // The slot is handed over by the task that ends (see below): the count stays as it is.
    await new Promise<void>((resolve) => {
      const queue = waiting.get(network) ?? [];
      queue.push(resolve);
      waiting.set(network, queue);
    });
  } else {
    running.set(network, (running.get(network) ?? 0) + 1);
  }
  try {
    return await work();
  } finally {
    const next = waiting.get(network)?.shift();
    if (next) next();
    else {
      waiting.delete(network);
      const count = (running.get(network) ?? 1) - 1;
      if (count > 0) running.set(network, count);
      else running.delete(network);
    }
  }
}
