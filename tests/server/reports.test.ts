import { apiPaths } from '../../src/registry/paths';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { resources } from '../../resources.config';
import type { AnyResource } from '../../src/registry/define-resource';
import { parseCsv } from '../../server/resources/csv';
import { apiAs, type ApiClient } from './support/api-client';
import { startTestServer, type TestServer } from './support/test-server';

type Row = Record<string, unknown>;
type List = {
  data: Row[];
  meta: { total: number; page: number; perPage: number };
};

let server: TestServer;
let admin: ApiClient;
let staff: ApiClient;

beforeAll(async () => {
  server = await startTestServer();
  [admin, staff] = await Promise.all([
    apiAs(server, 'admin@zfood.my'),
    apiAs(server, 'staff@zfood.my'),
  ]);
});
afterAll(() => server.close());

const reports = (resources as readonly AnyResource[])
  .filter((r) => r.report)
  .map((r) => [r.report?.endpoint ?? '', r] as const);
const lastYear = `from=${new Date(Date.now() - 364 * 86_400_000).toISOString().slice(0, 10)}`;

describe.each(reports)('%s', (endpoint, entry) => {
  test('answers the list envelope with the entry fields as columns', async () => {
    const answer = await admin.get<List>(
      `/admin/${endpoint}?${lastYear}&perPage=100`,
    );
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.meta.total).toBeGreaterThan(0);
    expect(answer.body.meta.total).toBeGreaterThanOrEqual(
      answer.body.data.length,
    );
    const columns = entry.list?.columns ?? [];
    for (const column of columns)
      expect(answer.body.data[0]).toHaveProperty(column);
  });

  test('sorts by its default, filters by date and merchant, and exports CSV', async () => {
    const sort = entry.list?.defaultSort ?? '';
    const field = sort.replace('-', '');
    const rows = (
      await admin.get<List>(`/admin/${endpoint}?${lastYear}&perPage=100`)
    ).body.data.map((r) => r[field] as number);
    expect(rows).toEqual(
      [...rows].sort((a, b) =>
        sort.startsWith('-')
          ? b > a
            ? 1
            : b < a
              ? -1
              : 0
          : a > b
            ? 1
            : a < b
              ? -1
              : 0,
      ),
    );
    const future = await admin.get<List>(
      `/admin/${endpoint}?from=2099-01-01&to=2099-01-31`,
    );
    // Nothing happens in the future: no orders, and no pocket movements (balances carry over).
    expect(
      future.body.data.filter((r) => Number(r.orderCount ?? r.topUps ?? 0) > 0),
    ).toEqual([]);
    // A report is scoped to merchants only where its entry declares the filter.
    const byMerchant = (entry.fields.merchantId?.filter?.length ?? 0) > 0;
    expect(
      (await admin.get(`/admin/${endpoint}?merchantId=1&${lastYear}`)).status,
    ).toBe(byMerchant ? 200 : 422);
    const csv = await admin.get<string>(
      `${apiPaths.exportCsv(endpoint)}?${lastYear}&format=raw`,
    );
    expect(csv.status).toBe(200);
    expect(parseCsv(csv.text)[0]).toEqual(Object.keys(entry.fields));
  });

  test('refuses a malformed range (422)', async () => {
    expect((await admin.get(`/admin/${endpoint}?from=yesterday`)).status).toBe(
      422,
    );
    expect(
      (await admin.get(`/admin/${endpoint}?from=2024-02-01&to=2024-01-01`))
        .status,
    ).toBe(422);
    expect((await admin.get(`/admin/${endpoint}?merchantId=abc`)).status).toBe(
      422,
    );
    expect((await admin.get(`/admin/${endpoint}?from=0000-01-01`)).status).toBe(
      422,
    );
  });
});

describe('figures add up', () => {
  test('the sales summary equals the orders it sums', async () => {
    const summary = (
      await admin.get<List>(
        `/admin/reportings/sales-summary?${lastYear}&perPage=100`,
      )
    ).body;
    const { rows } = await server.db.query<{ n: number; collected: number }>(
      `SELECT count(*)::int AS n, coalesce(sum(total), 0)::bigint AS collected FROM orders
       WHERE status NOT IN ('CANCELLED', 'REJECTED', 'REFUNDED') AND placed_at >= $1`,
      [
        new Date(
          Date.parse(`${lastYear.slice(5)}T00:00:00Z`) - 8 * 3_600_000,
        ).toISOString(),
      ],
    );
    const all = (
      await admin.get<List>(
        `/admin/reportings/sales-summary?${lastYear}&perPage=100&page=1`,
      )
    ).body;
    const pages = Math.ceil(all.meta.total / 100);
    let collected = 0;
    let count = 0;
    for (let page = 1; page <= pages; page += 1) {
      const data = (
        await admin.get<List>(
          `/admin/reportings/sales-summary?${lastYear}&perPage=100&page=${page}`,
        )
      ).body.data;
      for (const r of data) {
        collected += Number(r.totalCollected);
        count += Number(r.orderCount);
        expect(Number(r.totalCollected)).toBe(
          Number(r.grossSales) +
            Number(r.deliveryFees) +
            Number(r.serviceTax) -
            Number(r.discounts),
        );
      }
    }
    expect(summary.meta.total).toBe(all.meta.total);
    expect({ count, collected }).toEqual({
      count: rows[0]?.n,
      collected: rows[0]?.collected,
    });
  });
});

describe('dashboard and merchant report', () => {
  test('the home dashboard has its figures and 30 days of orders', async () => {
    const answer = await staff.get<{
      data: Row & { ordersByDay: Row[]; ordersByStatus: Row[] };
    }>('/admin/reportings/dashboard');
    expect(answer.status, answer.text).toBe(200);
    const data = answer.body.data;
    for (const key of [
      'ordersToday',
      'gmvToday',
      'ordersLast30',
      'gmvLast30',
      'pendingSettlements',
      'openEnquiries',
      'activeOutlets',
    ]) {
      expect(typeof data[key], key).toBe('number');
    }
    expect(data.ordersByDay).toHaveLength(30);
    expect(data.ordersByDay.reduce((s, d) => s + Number(d.orders), 0)).toBe(
      data.ordersLast30,
    );
    // The status mix counts every order placed; its sale statuses are the orders.
    const sales = new Set(['PENDING', 'ACCEPTED', 'READY', 'COMPLETED']);
    expect(
      data.ordersByStatus
        .filter((d) => sales.has(String(d.status)))
        .reduce((s, d) => s + Number(d.count), 0),
    ).toBe(data.ordersLast30);
  });

  test('a merchant outlet performance report downloads as CSV; an unknown merchant is a 404', async () => {
    const answer = await admin.get<string>(
      `/admin/merchants/1/outlet-performance-report?${lastYear}&format=raw`,
    );
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-disposition')).toMatch(
      /merchant-1-outlet-performance/,
    );
    // The raw form names its columns by field, so the scope can be read back.
    const [header, ...rows] = parseCsv(answer.text);
    const at = header?.indexOf('merchantId') ?? -1;
    expect(at).toBeGreaterThanOrEqual(0);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r[at] === '1')).toBe(true);
    expect(
      (await admin.get('/admin/merchants/99999/outlet-performance-report'))
        .status,
    ).toBe(404);
  });

  test('finance reports are 403 for staff without a finance role', async () => {
    for (const path of [
      '/admin/reportings/finance',
      '/admin/reportings/subsidy',
      '/admin/reportings/pocket-balance',
    ]) {
      expect((await staff.get(path)).status, path).toBe(403);
    }
  });

  test('the OpenAPI document describes every resource path', async () => {
    const response = await fetch(`${server.baseUrl}/api/v1/openapi.json`);
    expect(response.status).toBe(200);
    const doc = (await response.json()) as {
      openapi: string;
      paths: Record<string, Record<string, unknown>>;
    };
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.paths['/api/v1/admin/settlements/{id}/approve']).toHaveProperty(
      'post',
    );
    expect(doc.paths['/api/v1/admin/settlements/bulk-review']).toHaveProperty(
      'post',
    );
    expect(doc.paths['/api/v1/admin/orders']).toHaveProperty('get');
    expect(doc.paths['/api/v1/admin/reportings/finance']).toHaveProperty('get');
    expect(doc.paths['/api/v1/admin/payout-request']).toBeUndefined();
  });
});
