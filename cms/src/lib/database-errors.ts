/** Recognising what the database refused, across SQLite (better-sqlite3) and PostgreSQL (pg). */

/** An insert or update that a unique index refused: another request stored the same value first. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}
