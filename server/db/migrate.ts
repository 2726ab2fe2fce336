import { createHash } from 'node:crypto';
import type { AnyResource } from '../../src/registry/define-resource';
import type { Db } from './db';
import { schemaFromRegistry } from './schema-from-registry';
import { trigramOperatorClass } from './trigram';

/** What `migrate` applies besides the registry's tables. */
export interface MigrateOptions {
  /** The registry whose tables to create. */
  registry: readonly AnyResource[];
  /**
   * Internal tables of other server parts (auth's credentials and refresh
   * tokens): idempotent statements, run once each after the registry tables.
   */
  extraDdl?: readonly string[];
}

/** What a migration pass did, for the start-up log. */
export interface MigrateReport {
  tablesApplied: string[];
  extraApplied: number;
}

const statementKey = (sql: string) =>
  `extra:${createHash('sha256').update(sql).digest('hex').slice(0, 32)}`;

/**
 * Brings the database in line with the registry. Each table's DDL is hashed
 * into `schema_migrations`; a table whose hash is unchanged is skipped, so a
 * second run on an up-to-date database issues no DDL at all. A changed entry
 * re-runs its statements, which only ever add (IF NOT EXISTS), never drop,
 * except an index that one of the registry's own replaces
 * (schema-from-registry).
 * Servers sharing a database call it under `withStartupLock`, so that
 * their DDL never interleaves.
 */
export async function migrate(
  db: Db,
  options: MigrateOptions,
): Promise<MigrateReport> {
  await db.query(
    'CREATE TABLE IF NOT EXISTS schema_migrations (' +
      'key text PRIMARY KEY, hash text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  const applied = new Map(
    (
      await db.query<{ key: string; hash: string }>(
        'SELECT key, hash FROM schema_migrations',
      )
    ).rows.map((r) => [r.key, r.hash]),
  );
  const trigramOps = await trigramOperatorClass(db);
  const pending = schemaFromRegistry(options.registry, { trigramOps }).filter(
    (t) => applied.get(`table:${t.table}`) !== t.hash,
  );
  const extras = (options.extraDdl ?? []).filter(
    (sql) => !applied.has(statementKey(sql)),
  );
  if (pending.length === 0 && extras.length === 0)
    return { tablesApplied: [], extraApplied: 0 };

  await db.transaction(async (tx) => {
    for (const phase of ['create', 'columns', 'indexes'] as const) {
      for (const table of pending) {
        for (const sql of table[phase]) await tx.query(sql);
      }
    }
    for (const sql of extras) await tx.query(sql);
    const upsert =
      'INSERT INTO schema_migrations (key, hash) VALUES ($1, $2) ' +
      'ON CONFLICT (key) DO UPDATE SET hash = EXCLUDED.hash, applied_at = now()';
    for (const table of pending)
      await tx.query(upsert, [`table:${table.table}`, table.hash]);
    for (const sql of extras)
      await tx.query(upsert, [statementKey(sql), 'applied']);
  });
  return {
    tablesApplied: pending.map((t) => t.table),
    extraApplied: extras.length,
  };
}
