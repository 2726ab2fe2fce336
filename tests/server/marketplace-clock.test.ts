import { afterAll, expect, test } from 'vitest';
import {
  defaultMarketplaceTimeZone,
  setMarketplaceTimeZone,
} from '../../src/registry/marketplace-clock';
import { apiAs } from './support/api-client';
import { startTestServer, type TestServer } from './support/test-server';

type Row = Record<string, unknown>;

// 01:30 on 11 June in Kuala Lumpur; still 10 June in London (18:30 BST).
const placedAt = '2026-06-10T17:30:00.000Z';

afterAll(() => setMarketplaceTimeZone(defaultMarketplaceTimeZone));

/** Moves one completed sale order to `placedAt` and says which outlet it belongs to. */
async function placeOneOrder(server: TestServer): Promise<number> {
  const { rows } = await server.db.query<{ outlet_id: number }>(
    `UPDATE orders SET placed_at = $1
     WHERE id = (SELECT min(id) FROM orders WHERE status = 'COMPLETED')
     RETURNING outlet_id::int AS outlet_id`,
    [placedAt],
  );
  const outlet = rows[0]?.outlet_id;
  if (outlet === undefined) throw new Error('The seed has no completed order');
  return outlet;
}

/** What the console asks for one marketplace day: the report's row and the orders list's count. */
async function oneDay(server: TestServer, outletId: number, day: string) {
  const admin = await apiAs(server, 'admin@zfood.my');
  const profile = await admin.get<{ data: { timeZone: string } }>(
    '/admin/users/profile',
  );
  const report = await admin.get<{ data: Row[] }>(
    `/admin/reportings/sales-summary?from=${day}&to=${day}&outletId=${outletId}`,
  );
  const list = await admin.get<{ data: Row[] }>(
    `/admin/orders?outletId=${outletId}&search[placedAt][gte]=${day}&search[placedAt][lte]=${day}&perPage=100`,
  );
  expect(report.status, report.text).toBe(200);
  expect(list.status, list.text).toBe(200);
  return {
    timeZone: profile.body.data.timeZone,
    reportDays: report.body.data.map((r) => r.orderDate),
    listed: list.body.data.some((r) => r.placedAt === placedAt),
  };
}

test('days are the marketplace’s: Asia/Kuala_Lumpur by default, in the profile, reports and filters', async () => {
  const server = await startTestServer();
  try {
    const outlet = await placeOneOrder(server);
    expect(await oneDay(server, outlet, '2026-06-11')).toEqual({
      timeZone: 'Asia/Kuala_Lumpur',
      reportDays: ['2026-06-11'],
      listed: true,
    });
    const dayBefore = await oneDay(server, outlet, '2026-06-10');
    expect(dayBefore.listed).toBe(false);
  } finally {
    await server.close();
  }
});

// Its server seeds a database of its own in another zone, where other files
// copy the run's seeded template: 24.5 s alone while PostgreSQL built indexes
// beside it, over the project's 30 s in a whole run beside a 10M-order seed.
test(
  'MARKETPLACE_TIME_ZONE moves every day to that zone',
  { timeout: 90_000 },
  async () => {
    const server = await startTestServer({ timeZone: 'Europe/London' });
    try {
      const outlet = await placeOneOrder(server);
      expect(await oneDay(server, outlet, '2026-06-10')).toEqual({
        timeZone: 'Europe/London',
        reportDays: ['2026-06-10'],
        listed: true,
      });
      expect((await oneDay(server, outlet, '2026-06-11')).listed).toBe(false);
    } finally {
      await server.close();
    }
  },
);
