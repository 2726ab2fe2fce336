/**
 * `GET /admin/merchants/{id}/outlet-performance-report`: per
 * outlet of the merchant, orders, completed, cancelled, gross sales and
 * average prep time over a date range; JSON for the console, CSV otherwise;
 * authorised like the merchant's show page and the outlets report.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { parseCsv } from '../../server/resources/csv';
import { apiAs, type ApiClient } from './support/api-client';
import { startTestServer, type TestServer } from './support/test-server';

type Row = Record<string, unknown>;
type Report = {
  data: Row[];
  meta: { total: number; titles?: Record<string, Record<string, string>> };
  range: { from: string; to: string };
};

let server: TestServer;
let admin: ApiClient;
let staff: ApiClient;
let client: ApiClient;
let merchantId: number;

const json = { accept: 'application/json' };
const day = (offset: number) =>
  new Date(Date.now() + 8 * 3_600_000 + offset * 86_400_000)
    .toISOString()
    .slice(0, 10);
const range = `from=${day(-364)}&to=${day(0)}`;

beforeAll(async () => {
  server = await startTestServer();
  [admin, staff, client] = await Promise.all([
    apiAs(server, 'admin@zfood.my'),
    apiAs(server, 'staff@zfood.my'),
    apiAs(server, 'client@zfood.my'),
  ]);
  // The merchant with the most outlets that took orders, so rows are many.
  const { rows } = await server.db.query<{ id: number }>(
    `SELECT mo.merchant_id AS id FROM orders o JOIN merchant_outlets mo ON mo.id = o.outlet_id
     GROUP BY 1 ORDER BY count(DISTINCT o.outlet_id) DESC, 1 LIMIT 1`,
  );
  merchantId = Number(rows[0]?.id);
});
afterAll(() => server.close());

const path = (query = range) =>
  `/admin/merchants/${merchantId}/outlet-performance-report?${query}`;

test('asked for JSON, it answers one row per outlet of the merchant, the figures matching the orders', async () => {
  const answer = await admin.request<Report>(
    'GET',
    path(`${range}&include=outletId&perPage=100`),
    undefined,
    json,
  );
  expect(answer.status, answer.text).toBe(200);
  expect(answer.headers.get('content-type')).toMatch(/application\/json/);
  expect(answer.body.range).toEqual({ from: day(-364), to: day(0) });

  const { rows: expected } = await server.db.query<{
    outlet_id: number;
    orders: number;
    completed: number;
    cancelled: number;
    gross: string;
  }>(
    // Orders are sale orders and gross sales their subtotals (decision 024).
    `SELECT o.outlet_id,
       count(*) FILTER (WHERE o.status NOT IN ('CANCELLED', 'REJECTED', 'REFUNDED'))::int AS orders,
       count(*) FILTER (WHERE o.status = 'COMPLETED')::int AS completed,
       count(*) FILTER (WHERE o.status IN ('CANCELLED', 'REJECTED'))::int AS cancelled,
       coalesce(sum(o.subtotal) FILTER (WHERE o.status NOT IN ('CANCELLED', 'REJECTED', 'REFUNDED')), 0)::text AS gross
     FROM orders o JOIN merchant_outlets mo ON mo.id = o.outlet_id
     WHERE mo.merchant_id = $1 AND o.placed_at >= $2::date - interval '8 hours'
       AND o.placed_at < $3::date + interval '16 hours'
     GROUP BY 1 ORDER BY 1`,
    [merchantId, day(-364), day(0)],
  );
  expect(expected.length).toBeGreaterThan(0);
  const byOutlet = new Map(
    answer.body.data.map((r) => [Number(r.outletId), r]),
  );
  expect([...byOutlet.keys()].sort((a, b) => a - b)).toEqual(
    expected.map((e) => Number(e.outlet_id)),
  );
  for (const e of expected) {
    const row = byOutlet.get(Number(e.outlet_id));
    expect(row?.merchantId).toBe(merchantId);
    expect(row?.orderCount).toBe(e.orders);
    expect(row?.completedOrders).toBe(e.completed);
    expect(row?.cancelledOrders).toBe(e.cancelled);
    expect(Number(row?.grossSales)).toBe(Number(e.gross));
    expect(row && 'averagePrepMinutes' in row).toBe(true);
    expect(answer.body.meta.titles?.outletId?.[String(e.outlet_id)]).toEqual(
      expect.any(String),
    );
  }
});

test('the range narrows the rows: a range with no orders answers none', async () => {
  const answer = await admin.request<Report>(
    'GET',
    path('from=2001-01-01&to=2001-01-31'),
    undefined,
    json,
  );
  expect(answer.status).toBe(200);
  expect(answer.body.data).toEqual([]);
  expect(answer.body.meta.total).toBe(0);
});

test('without asking for JSON it is still the CSV download, readable unless asked raw', async () => {
  const answer = await admin.get<string>(path());
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toMatch(/text\/csv/);
  expect(answer.headers.get('vary')).toMatch(/Accept/);
  const rows = parseCsv(answer.text);
  const at = rows[0]?.indexOf('Merchant') ?? -1;
  const merchant = await admin.get<{ data: Row }>(
    `/admin/merchants/${merchantId}`,
  );
  expect(rows.length).toBeGreaterThan(1);
  expect(
    rows.slice(1).every((r) => r[at] === String(merchant.body.data.name)),
  ).toBe(true);

  const raw = parseCsv(
    (await admin.get<string>(path(`${range}&format=raw`))).text,
  );
  const rawAt = raw[0]?.indexOf('merchantId') ?? -1;
  expect(raw.length).toBe(rows.length);
  expect(raw.slice(1).every((r) => r[rawAt] === String(merchantId))).toBe(true);
});

test('authorised like the merchant’s show: staff may, a client may not; an unknown merchant is a 404; a reversed range a 422', async () => {
  expect((await staff.request('GET', path(), undefined, json)).status).toBe(
    200,
  );
  expect((await client.request('GET', path(), undefined, json)).status).toBe(
    403,
  );
  expect(
    (
      await admin.request(
        'GET',
        '/admin/merchants/999999/outlet-performance-report',
        undefined,
        json,
      )
    ).status,
  ).toBe(404);
  const reversed = await admin.request<{ errors: Record<string, string[]> }>(
    'GET',
    path(`from=${day(0)}&to=${day(-10)}`),
    undefined,
    json,
  );
  expect(reversed.status).toBe(422);
  expect(reversed.body.errors.from).toBeDefined();
});

test('the OpenAPI document has the path', async () => {
  const response = await fetch(`${server.baseUrl}/api/v1/openapi.json`);
  const doc = (await response.json()) as {
    paths: Record<string, Record<string, unknown>>;
  };
  expect(
    doc.paths['/api/v1/admin/merchants/{id}/outlet-performance-report']?.get,
  ).toBeDefined();
});
