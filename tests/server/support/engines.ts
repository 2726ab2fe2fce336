import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Db } from '../../../server/db/db';
import { openDatabase } from '../../../server/db/open-database';
import { freshPglite } from './fresh-pglite';

/** A database engine the server suites run against, fresh per call. */
export interface Engine {
  name: 'pglite' | 'postgres';
  /** Opens an empty database; `close()` on it also removes what the run created. */
  open(): Promise<Db>;
}

/**
 * A connection url to a new, empty schema on the PostgreSQL at `baseUrl`, and
 * a function that drops it: every run starts from nothing and leaves nothing.
 */
export async function freshPostgres(
  baseUrl: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await client.end();
    },
  };
}

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set. Use with `describe.each(engines)`. */
export const engines: Engine[] = [
  { name: 'pglite', open: freshPglite },
  ...(process.env.TEST_DATABASE_URL
    ? [
        {
          name: 'postgres' as const,
          async open() {
            const fresh = await freshPostgres(
              process.env.TEST_DATABASE_URL ?? '',
            );
            const db = await openDatabase({ url: fresh.url });
            return {
              ...db,
              engine: db.engine,
              query: db.query.bind(db),
              transaction: db.transaction.bind(db),
              async close() {
                await db.close();
                await fresh.drop();
              },
            };
          },
        },
      ]
    : []),
];
