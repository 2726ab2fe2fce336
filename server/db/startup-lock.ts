import type { Db } from './db';

/** The advisory lock's first key; the second is the schema's, so schemas of one database start independently. */
const startupLockClass = 724001;

/**
 * Runs `fn` while holding a session-level advisory lock on one dedicated
 * connection, so that of several API instances starting at once on an
 * empty database exactly one creates the tables and seeds them, and the
 * others wait and then find the work done. The lock is taken before
 * anything is created (even `schema_migrations`, whose concurrent
 * `CREATE TABLE IF NOT EXISTS` would fail on PostgreSQL's catalog), and is
 * released in `finally`; if the connection dies, PostgreSQL releases it.
 * PGlite runs in one process, where the lock is uncontended.
 */
export function withStartupLock<T>(
  db: Db,
  fn: (connection: Db) => Promise<T>,
): Promise<T> {
  return db.withConnection(async (connection) => {
    await connection.query(
      'SELECT pg_advisory_lock($1, hashtext(current_schema()))',
      [startupLockClass],
    );
    try {
      return await fn(connection);
    } finally {
      await connection
        .query('SELECT pg_advisory_unlock($1, hashtext(current_schema()))', [
          startupLockClass,
        ])
        .catch(() => undefined);
    }
  });
}
