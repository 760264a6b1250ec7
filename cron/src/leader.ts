/**
 * One leader per job and tick (ADR 0027).
 * - PostgreSQL (DATABASE_URL set, the CMS's database): a job runs under a session advisory lock, so no two workers
 *   run it at the same time, and a scheduled run first claims its tick in `kundu_cron_ticks` (job, tick) with
 *   `INSERT ... ON CONFLICT DO NOTHING`: of several worker replicas exactly one runs each tick, even one that wakes
 *   late, after the leader has finished. Ticks are the schedule's nominal times (to the minute, or to the second for
 *   6-field schedules), so replicas name the same tick.
 * - SQLite (no DATABASE_URL): one worker, as the database is a file on its host; a job still never overlaps itself.
 * A dropped connection (a database restart) releases the lock on the server; the worker logs it and goes on.
 */
import { createHash } from 'node:crypto';
import pg from 'pg';

export type LeadResult<T> = { ran: true; result: T } | { ran: false; reason: string };

export type Leader = {
  kind: 'postgres' | 'local';
  /** Runs `fn` unless another run of `job` holds it or its tick ran already; `tick` null: a run by hand. */
  lead<T>(job: string, tick: Date | null, fn: () => Promise<T>): Promise<LeadResult<T>>;
  close(): Promise<void>;
};

/** The advisory-lock namespace of the platform's cron jobs ("KCA1"), so other users of the database differ. */
const LOCK_NAMESPACE = 0x4b434131;
/** The lock that serialises creating the ticks table ("KCA2"). */
const TABLE_LOCK_NAMESPACE = 0x4b434132;
/** Claimed ticks are kept this long, then removed by the next claim. */
const TICK_RECORD_DAYS = 7;

/** A job's lock key: a signed 32-bit integer from its name's hash. */
export const lockKey = (job: string) => createHash('sha256').update(job).digest().readInt32BE(0);

export function createLeader(options: { databaseUrl?: string }): Leader {
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

  const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 4, application_name: 'kundu-cron' });
  // Idle connections: a dropped one must not crash the worker.
  pool.on('error', (error) => console.error(`cron: database connection lost (${error.message}).`));
  let tableReady: Promise<unknown> | undefined;
  /** Creates the ticks table once. Two workers starting together would race in CREATE TABLE IF NOT EXISTS
   * (PostgreSQL then refuses one with a duplicate pg_type row), so creation is serialised by a lock of its own. */
  const ensureTable = (client: pg.PoolClient) =>
    (tableReady ??= (async () => {
      await client.query('BEGIN');
      try {
        await client.query('SELECT pg_advisory_xact_lock($1, 0)', [TABLE_LOCK_NAMESPACE]);
        await client.query(
          'CREATE TABLE IF NOT EXISTS kundu_cron_ticks (job varchar(100) NOT NULL, tick timestamptz NOT NULL, ' +
            'ran_at timestamptz NOT NULL DEFAULT now(), PRIMARY KEY (job, tick))',
        );
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      }
    })().catch((error: unknown) => {
      tableReady = undefined;
      throw error;
    }));

  return {
    kind: 'postgres',
    lead<T>(job: string, tick: Date | null, fn: () => Promise<T>) {
      return guarded(job, async (): Promise<LeadResult<T>> => {
        const client = await pool.connect();
        // A checked-out client has no pool listener: without its own, a dropped connection would crash the worker.
        let lost: Error | undefined;
        const onError = (error: Error) => {
          lost = error;
          console.error(`cron: ${job}: database connection lost (${error.message}); its lock is released.`);
        };
        client.on('error', onError);
        try {
          const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1, $2) AS locked', [
            LOCK_NAMESPACE,
            lockKey(job),
          ]);
          if (!rows[0]?.locked) return { ran: false, reason: 'another worker is running it' };
          if (tick) {
            await ensureTable(client);
            const claimed = await client.query(
              'INSERT INTO kundu_cron_ticks (job, tick) VALUES ($1, $2) ON CONFLICT DO NOTHING',
              [job, tick],
            );
            if (claimed.rowCount === 0) return { ran: false, reason: 'another worker ran this tick' };
            await client.query('DELETE FROM kundu_cron_ticks WHERE tick < now() - make_interval(days => $1)', [
              TICK_RECORD_DAYS,
            ]);
          }
          return { ran: true, result: await fn() };
        } finally {
          if (!lost) {
            try {
              await client.query('SELECT pg_advisory_unlock($1, $2)', [LOCK_NAMESPACE, lockKey(job)]);
            } catch (error) {
              lost = error instanceof Error ? error : new Error(String(error));
            }
          }
          client.off('error', onError);
          // A broken connection is destroyed, which releases whatever it held.
          client.release(lost ?? undefined);
        }
      });
    },
    close: () => pool.end(),
  };
}
