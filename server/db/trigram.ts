import type { Db } from './db';
import { quoteIdent } from './table-model';

/** A database-wide advisory lock key: every schema shares one pg_trgm. */
const trigramLockKey = 724002;

const extensionSchema = async (db: Db) =>
  (
    await db.query<{ schema: string }>(
      `SELECT n.nspname AS schema FROM pg_extension e
       JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'pg_trgm'`,
    )
  ).rows[0]?.schema;

/**
 * Installs pg_trgm once per database and names its GIN operator class,
 * qualified by the schema it lives in, so that `lower(col) LIKE '%…%'` (the
 * `q` search) can use a trigram index instead of scanning the table. The
 * extension goes into `public`, not the first schema of the search path,
 * so that schemas sharing a database (one per test server) never drop it
 * from under each other; the lock stops two of them creating it at once.
 */
export async function trigramOperatorClass(db: Db): Promise<string> {
  const found =
    (await extensionSchema(db)) ??
    (await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [trigramLockKey]);
      await tx.query(
        'CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public',
      );
      return extensionSchema(tx);
    }));
  return `${quoteIdent(found ?? 'public')}.gin_trgm_ops`;
}
