import { afterAll, beforeAll, expect, test } from 'vitest';
import { marketplaceTimeZone } from '../../src/registry/marketplace-clock';
import {
  startRollupWorker,
  type RollupWorker,
} from '../../server/rollups/rollup-worker';
import { startTestServer, type TestServer } from './support/test-server';

/**
 * A worker is told of each mark and rolls its day up at once, not at its
 * next look: while a day waits, every report reads it from its orders.
 */
let server: TestServer;
let worker: RollupWorker | undefined;

beforeAll(async () => {
  server = await startTestServer();
  await server.rollups?.catchUp();
  await server.rollups?.stop();
});
afterAll(async () => {
  await worker?.stop();
  await server.close();
});

const marks = async () =>
  (
    await server.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM rollup_dirty_days',
    )
  ).rows[0]?.n ?? 0;

test("an order's change is rolled up when it is told, long before the worker's next look", async () => {
  const errors: unknown[] = [];
  // A worker that would look again in an hour, had it not been told.
  worker = startRollupWorker(
    server.db,
    marketplaceTimeZone(),
    (error) => errors.push(error),
    { idle: 3_600_000 },
  );
  await worker.listening;
  await worker.catchUp();
  expect(await marks()).toBe(0);
  const { rows } = await server.db.query<{ id: number }>(
    `UPDATE order_menus SET quantity = quantity + 1
     WHERE id = (SELECT min(id) FROM order_menus) RETURNING id::int`,
  );
  expect(rows).toHaveLength(1);
  expect(await marks()).toBeGreaterThan(0);
  await expect.poll(marks, { timeout: 10_000 }).toBe(0);
  expect(errors).toEqual([]);
});
