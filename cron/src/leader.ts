/**
 * One leader per job and tick (ADR 0027).
 * - PostgreSQL (DATABASE_URL set, the CMS's database): a job runs under a session advisory lock, so of several
 *   worker replicas exactly one runs it per tick; the others find the lock taken and skip. After a scheduled run
 *   the leader keeps the lock until `holdMs` after the tick, so a replica whose clock is a little behind (or that
 *   wakes a little late) still finds the tick taken rather than running it again.
 * - SQLite (no DATABASE_URL): one worker, as the database is a file on its host; a job still never overlaps itself.
 */
import { createHash } from 'node:crypto';
import pg from 'pg';

export type LeadResult<T> = { ran: true; result: T } | { ran: false; reason: string };

export type Leader = {
  kind: 'postgres' | 'local';
  /** Runs `fn` unless another run of `job` holds it; `tick` is the scheduled time (null: a run by hand). */
  lead<T>(job: string, tick: Date | null, fn: () => Promise<T>): Promise<LeadResult<T>>;
  close(): Promise<void>;
};

/** The advisory-lock namespace of the platform's cron jobs ("KCA" + 1), so other users of the database differ. */
const LOCK_NAMESPACE = 0x4b434131;

/** A job's lock key: 31 bits of its name's hash. */
export const lockKey = (job: string) => createHash('sha256').update(job).digest().readInt32BE(0);

export function createLeader(options: { databaseUrl?: string; holdMs: number }): Leader {
  const running = new Set<string>();
  /** A job never overlaps itself within this process. */
  const guarded = async <T>(job: string, fn: () => Promise<LeadResult<T>>): Promise<LeadResult<T>> => {
    if (running.has(job)) return { ran: false, reason: 'its previous run is still going' };
    running.add(job);
    try {
      return await fn();
    } finally {
      running.delete(job);
    }
  };

  if (!options.databaseUrl) {
    return {
      kind: 'local',
      lead: (job, _tick, fn) => guarded(job, async () => ({ ran: true, result: await fn() })),
      close: async () => {},
    };
  }

  const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 4 });
  // A dropped connection releases its locks on the server; it must not crash the worker.
  pool.on('error', (error) => console.error(`cron: database connection lost (${error.message})`));
  const holds = new Set<Promise<void>>();

  return {
    kind: 'postgres',
    lead<T>(job: string, tick: Date | null, fn: () => Promise<T>) {
      return guarded(job, async (): Promise<LeadResult<T>> => {
        const client = await pool.connect();
        let keep = false;
        try {
          const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1, $2) AS locked', [
            LOCK_NAMESPACE,
            lockKey(job),
          ]);
          if (!rows[0]?.locked) return { ran: false, reason: 'another worker has it' };
          const result = await fn();
          const holdUntil = tick ? tick.getTime() + options.holdMs : 0;
          if (holdUntil > Date.now()) {
            keep = true;
            const hold = new Promise<void>((resolve) => setTimeout(resolve, holdUntil - Date.now())).then(() =>
              release(client, job),
            );
            holds.add(hold);
            void hold.finally(() => holds.delete(hold));
          }
          return { ran: true, result };
        } finally {
          if (!keep) await release(client, job);
        }
      });
    },
    async close() {
      await Promise.all(holds);
      await pool.end();
    },
  };

  async function release(client: pg.PoolClient, job: string): Promise<void> {
    try {
      await client.query('SELECT pg_advisory_unlock($1, $2)', [LOCK_NAMESPACE, lockKey(job)]);
      client.release();
    } catch (error) {
      // Destroying the connection releases the lock on the server.
      client.release(error instanceof Error ? error : true);
    }
  }
}
