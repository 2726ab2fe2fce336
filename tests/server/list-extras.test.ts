/**
 * What a list or record page asks for beside its rows, in the same request:
 * `facets=` (rows per state under every filter but the state's own, for the
 * status tabs) and `include=` (titles of the referenced records, for the
 * reference cells), both only for fields the registry allows, and titles
 * only of records the caller may read.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { enums } from '../../src/registry/enums';
import { apiAs, type ApiClient } from './support/api-client';
import { grantToRole } from './support/role-permissions';
import { startTestServer, type TestServer } from './support/test-server';

type Rec = Record<string, unknown> & { id: number };
interface ListBody {
  data: Rec[];
  meta: {
    total: number;
    page: number;
    perPage: number;
    facets?: Record<string, Record<string, number>>;
    titles?: Record<string, Record<string, string>>;
  };
}
interface OneBody {
  data: Rec;
  meta?: { titles: Record<string, Record<string, string>> };
}
interface Failure {
  statusCode: number;
  errors?: Record<string, string[]>;
}

let server: TestServer;
let admin: ApiClient;
let finance: ApiClient;
let staff: ApiClient;
/** A transaction that names a settlement, which only finance roles may read. */
let payoutId: number;

beforeAll(async () => {
  server = await startTestServer();
  admin = await apiAs(server, 'admin@zfood.my');
  finance = await apiAs(server, 'finance@zfood.my');
  staff = await apiAs(server, 'staff@zfood.my');
  const { rows } = await server.db.query<{ id: number }>(
    `UPDATE transactions SET settlement_id = (SELECT min(id) FROM settlements)
     WHERE id = (SELECT min(id) FROM transactions WHERE user_id IS NOT NULL)
     RETURNING id`,
  );
  payoutId = Number(rows[0]?.id);
});
afterAll(() => server.close());

async function list(client: ApiClient, path: string): Promise<ListBody> {
  const answer = await client.get<ListBody>(path);
  expect(answer.status, answer.text).toBe(200);
  return answer.body;
}

async function totalOf(query: string): Promise<number> {
  return (await list(admin, `/admin/orders?perPage=1&${query}`)).meta.total;
}

describe('facets', () => {
  test('count every status under the other filters, ignoring the status filter itself', async () => {
    const body = await list(
      admin,
      '/admin/orders?facets=status&search[status]=PENDING&search[channel]=DELIVERY',
    );
    const counts = body.meta.facets?.status ?? {};
    expect(Object.keys(counts).sort()).toEqual(
      [...enums['order.status']].sort(),
    );
    for (const state of enums['order.status'])
      expect(counts[state], state).toBe(
        await totalOf(`search[status]=${state}&search[channel]=DELIVERY`),
      );
    expect(counts.PENDING).toBe(body.meta.total);
    const sum = Object.values(counts).reduce((a, b) => a + b, 0);
    expect(sum).toBe(await totalOf('search[channel]=DELIVERY'));
    expect(sum).toBeLessThan(await totalOf(''));
  });

  test('honour an in-filter on the state field by ignoring it too, and other operators on other fields', async () => {
    const body = await list(
      admin,
      '/admin/orders?facets=status&search[status][in]=PENDING,ACCEPTED&search[total][gte]=2000',
    );
    const sum = Object.values(body.meta.facets?.status ?? {}).reduce(
      (a, b) => a + b,
      0,
    );
    expect(sum).toBe(await totalOf('search[total][gte]=2000'));
  });

  // The server adds up a facet's groups instead of counting the list again
  // when no filter is on the facet's field: the total must not change.
  test.each([
    ['no filter', ''],
    ['a filter on another field', 'search[channel]=PICKUP'],
    ['a filter on the facet field', 'search[status]=COMPLETED'],
    ['a search', 'q=ORD00001'],
  ])('leave the total as counted, under %s', async (_, query) => {
    const faceted = await list(
      admin,
      `/admin/orders?perPage=1&facets=status&${query}`,
    );
    expect(faceted.meta.total).toBe(await totalOf(query));
    expect(faceted.meta.total).toBeGreaterThan(0);
  });

  test('are absent unless asked for, so the envelope stays as it was', async () => {
    const body = await list(admin, '/admin/orders?perPage=2');
    expect(Object.keys(body.meta).sort()).toEqual(['page', 'perPage', 'total']);
  });
});

describe('include', () => {
  test("answers each referenced record's title for the page", async () => {
    const body = await list(
      admin,
      '/admin/orders?perPage=10&include=outletId,customerId,promotionId',
    );
    const titles = body.meta.titles ?? {};
    for (const order of body.data) {
      const outlet = await admin.get<OneBody>(
        `/admin/merchant-outlets/${String(order.outletId)}`,
      );
      expect(titles.outletId?.[String(order.outletId)]).toBe(
        outlet.body.data.name,
      );
      const customer = await admin.get<OneBody>(
        `/admin/users/${String(order.customerId)}`,
      );
      expect(titles.customerId?.[String(order.customerId)]).toBe(
        customer.body.data.name,
      );
    }
    const outletIds = new Set(body.data.map((o) => String(o.outletId)));
    expect(Object.keys(titles.outletId ?? {}).sort()).toEqual(
      [...outletIds].sort(),
    );
    expect(titles).toHaveProperty('promotionId');
  });

  test('works on one record too', async () => {
    const [order] = (await list(admin, '/admin/orders?perPage=1')).data;
    const answer = await admin.get<OneBody>(
      `/admin/orders/${String(order?.id)}?include=outletId`,
    );
    expect(answer.status).toBe(200);
    expect(answer.headers.get('etag')).toBe(`"${String(order?.version)}"`);
    expect(answer.body.data).toEqual(order);
    const outlet = await admin.get<OneBody>(
      `/admin/merchant-outlets/${String(order?.outletId)}`,
    );
    expect(answer.body.meta?.titles).toEqual({
      outletId: { [String(order?.outletId)]: outlet.body.data.name },
    });
    const plain = await admin.get<OneBody>(
      `/admin/orders/${String(order?.id)}`,
    );
    expect(plain.body).toEqual({ data: order });
  });

  test('leaves out the titles of a resource the caller may not read', async () => {
    const path = `/admin/transactions?search[id]=${payoutId}&include=settlementId,userId`;
    const allowed = await list(finance, path);
    const [row] = allowed.data;
    const settlement = String(row?.settlementId);
    const code = allowed.meta.titles?.settlementId?.[settlement];
    expect(code).toMatch(/\S/);

    // Operations reads no transactions by default; given that key alone, it
    // still may not read the settlements they point at.
    await grantToRole(admin, 'OPERATIONS', ['transactions.read']);
    const refused = await staff.get<ListBody>(path);
    expect(refused.status).toBe(200);
    expect(refused.body.meta.titles).not.toHaveProperty('settlementId');
    expect(refused.body.meta.titles?.userId?.[String(row?.userId)]).toMatch(
      /\S/,
    );
    expect(refused.text).not.toContain(String(code));

    const one = await staff.get<OneBody>(
      `/admin/transactions/${payoutId}?include=settlementId`,
    );
    expect(one.status).toBe(200);
    expect(one.body.meta?.titles).toEqual({});
    expect((await staff.get(`/admin/settlements/${settlement}`)).status).toBe(
      403,
    );
  });
});

test('a report names the outlets of its rows too', async () => {
  const body = await list(
    admin,
    '/admin/reportings/outlets-performance?from=2000-01-01&include=outletId,merchantId',
  );
  expect(body.data.length).toBeGreaterThan(0);
  for (const row of body.data) {
    const outlet = await admin.get<OneBody>(
      `/admin/merchant-outlets/${String(row.outletId)}`,
    );
    expect(body.meta.titles?.outletId?.[String(row.outletId)]).toBe(
      outlet.body.data.name,
    );
    expect(body.meta.titles?.merchantId?.[String(row.merchantId)]).toMatch(
      /\S/,
    );
  }
});

describe('names a list may not ask for are a 422 on the parameter', () => {
  test.each([
    ['a field that is no facet', '/admin/orders?facets=channel', 'facets'],
    ['an unknown facet', '/admin/orders?facets=nope', 'facets'],
    ['a facet on a list without states', '/admin/banks?facets=name', 'facets'],
    ['an empty facet entry', '/admin/orders?facets=status,', 'facets'],
    [
      'facets given twice',
      '/admin/orders?facets=status&facets=status',
      'facets',
    ],
    ['a field that is no reference', '/admin/orders?include=code', 'include'],
    ['an unknown include', '/admin/orders?include=nope', 'include'],
    [
      'an unknown include on one record',
      '/admin/orders/1?include=code',
      'include',
    ],
    [
      'an include a report lacks',
      '/admin/reportings/sales-summary?include=nope',
      'include',
    ],
  ])('%s', async (_, path, param) => {
    const answer = await admin.get<Failure>(path);
    expect(answer.status, answer.text).toBe(422);
    expect(answer.body.errors?.[param]?.[0]).toMatch(
      /cannot be in|empty|one comma list/,
    );
  });

  test('the message names what may be asked for', async () => {
    const answer = await admin.get<Failure>('/admin/orders?include=code');
    expect(answer.body.errors?.include).toEqual([
      '"code" cannot be in include of orders; use customerId, outletId, paymentMethodId, promotionId',
    ]);
  });
});

test('the OpenAPI document describes both parameters where they apply', async () => {
  const response = await fetch(`${server.baseUrl}/api/v1/openapi.json`);
  const doc = (await response.json()) as {
    paths: Record<string, { get?: { parameters?: { name: string }[] } }>;
  };
  const names = (path: string) =>
    (doc.paths[path]?.get?.parameters ?? []).map((p) => p.name);
  expect(names('/api/v1/admin/orders')).toEqual(
    expect.arrayContaining(['facets', 'include']),
  );
  expect(names('/api/v1/admin/orders/{id}')).toContain('include');
  expect(names('/api/v1/admin/orders/export')).not.toContain('facets');
  expect(names('/api/v1/admin/banks')).not.toContain('facets');
});
