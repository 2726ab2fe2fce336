/**
 * A server's PostgreSQL connections are opened and know the schema's tables
 * before its first request (open-database.ts, warmPool): a new backend's
 * first plan of a table reads the catalog for each of its indexes, which at
 * 10M orders put fresh connections' first searches at the top of their
 * times.
 */
import pg from 'pg';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Db } from '../../server/db/db';
import { openDatabase } from '../../server/db/open-database';
import { freshPostgres } from './support/engines';
import { startTestServer } from './support/test-server';

const baseUrl = process.env.TEST_DATABASE_URL;
let schema: Awaited<ReturnType<typeof freshPostgres>> | undefined;

beforeAll(async () => {
  if (!baseUrl) return;
  schema = await freshPostgres(baseUrl);
  const client = new pg.Client({ connectionString: schema.url });
  await client.connect();
  // A table with as many indexes as orders has, so a cold plan shows.
  const columns = Array.from({ length: 30 }, (_, i) => `c${i} int`);
  await client.query(
    `CREATE TABLE wide (id bigint PRIMARY KEY, ${columns.join(', ')})`,
  );
  for (let i = 0; i < 30; i += 1)
    await client.query(`CREATE INDEX ON wide (c${i}, id)`);
  await client.end();
});

afterAll(() => schema?.drop());

/**
 * On each of `count` connections held at once: its backend and the catalog
 * blocks its first plan of `table` read.
 */
async function firstPlans(db: Db, count: number, table = 'wide') {
  let arrived = 0;
  let release = () => undefined as void;
  const allHeld = new Promise<void>((resolve) => (release = resolve));
  return Promise.all(
    Array.from({ length: count }, () =>
      db.withConnection(async (connection) => {
        arrived += 1;
        if (arrived === count) release();
        await allHeld;
        const { rows } = await connection.query<{ pid: number }>(
          'SELECT pg_backend_pid() AS pid',
        );
        const explained = await connection.query<{
          'QUERY PLAN': [{ Planning: { 'Shared Hit Blocks': number } }];
        }>(`EXPLAIN (BUFFERS, SUMMARY, FORMAT JSON) SELECT 1 FROM ${table}`);
        const plan = explained.rows[0]?.['QUERY PLAN'][0];
        return {
          pid: rows[0]?.pid,
          catalogBlocks: plan?.Planning['Shared Hit Blocks'] ?? -1,
        };
      }),
    ),
  );
}

test.skipIf(!baseUrl)(
  "a server's ten connections are open before its first request, and none plans a table cold (needs PostgreSQL: set TEST_DATABASE_URL)",
  async () => {
    const url = schema?.url ?? '';
    const cold = await openDatabase({ url });
    const warm = await openDatabase({ url, warm: true });
    try {
      // Without warming, each new backend reads the table's catalog entries
      // (about 600 blocks here); warmed, the same ten connections already
      // know the table (about 30: the plan's own statistics).
      const coldPlans = await firstPlans(cold, 10);
      const warmPlans = await firstPlans(warm, 10);
      expect(new Set(coldPlans.map((p) => p.pid)).size).toBe(10);
      expect(new Set(warmPlans.map((p) => p.pid)).size).toBe(10);
      const coldest = Math.min(...coldPlans.map((p) => p.catalogBlocks));
      const warmest = Math.max(...warmPlans.map((p) => p.catalogBlocks));
      expect(coldest).toBeGreaterThan(200);
      expect(warmest).toBeGreaterThanOrEqual(0);
      expect(warmest * 5).toBeLessThan(coldest);
    } finally {
      await cold.close();
      await warm.close();
    }
  },
);

test.skipIf(!baseUrl)(
  'a started server plans orders warm on every connection of its pool (needs PostgreSQL: set TEST_DATABASE_URL)',
  async () => {
    const server = await startTestServer({}, { warmPool: true });
    const cold = await openDatabase({ url: server.config.databaseUrl });
    try {
      const coldest = Math.min(
        ...(await firstPlans(cold, 10, 'orders')).map((p) => p.catalogBlocks),
      );
      const served = await firstPlans(server.db, 10, 'orders');
      expect(new Set(served.map((p) => p.pid)).size).toBe(10);
      const warmest = Math.max(...served.map((p) => p.catalogBlocks));
      expect(warmest).toBeGreaterThanOrEqual(0);
      expect(warmest * 5).toBeLessThan(coldest);
    } finally {
      await cold.close();
      await server.close();
    }
  },
);
