/**
 * `GET /admin/search?q=`, the command palette's records: a few of each
 * entry the registry's `findBy` names, found by what people know them by,
 * best first, and only from what the caller may read.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { FoundRecord } from '../../src/registry/found-records';
import { apiPaths } from '../../src/registry/paths';
import { apiAs, type ApiClient } from './support/api-client';
import { roleEditor } from './support/role-permissions';
import { startTestServer, type TestServer } from './support/test-server';

interface Order {
  id: number;
  code: string;
  customerId: number;
}
interface Customer {
  id: number;
  name: string;
  phone: string;
}
interface Found {
  data: FoundRecord[];
}

let server: TestServer;
let admin: ApiClient;
let staff: ApiClient;
let order: Order;
let customer: Customer;
let settlementCode: string;

const search = (client: ApiClient, q: string) =>
  client.get<Found>(`${apiPaths.search}?q=${encodeURIComponent(q)}`);

/** The found records as `resource id match matchedBy`, to compare whole. */
const summary = (hits: FoundRecord[]) =>
  hits.map((h) => `${h.resource} ${h.id} ${h.match} ${h.matchedBy}`);

beforeAll(async () => {
  server = await startTestServer();
  [admin, staff] = await Promise.all([
    apiAs(server, 'admin@zfood.my'),
    apiAs(server, 'staff@zfood.my'),
  ]);
  const orders = await admin.get<{ data: Order[] }>(
    `${apiPaths.collection('orders')}?perPage=1`,
  );
  const first = orders.body.data[0];
  if (!first) throw new Error(`the seed has no orders: ${orders.text}`);
  order = first;
  customer = (
    await admin.get<{ data: Customer }>(
      apiPaths.record('users', order.customerId),
    )
  ).body.data;
  const settlements = await admin.get<{ data: { code: string }[] }>(
    `${apiPaths.collection('settlements')}?perPage=1`,
  );
  settlementCode = settlements.body.data[0]?.code ?? '';
});
afterAll(() => server.close());

test('a full order number finds that order first, whatever its case', async () => {
  const answer = await search(admin, ` ${order.code.toLowerCase()} `);
  expect(answer.status, answer.text).toBe(200);
  expect(answer.body.data[0]).toEqual({
    resource: 'orders',
    id: order.id,
    title: order.code,
    matchedBy: 'code',
    matchedText: order.code,
    match: 'exact',
  });
});

test("the customer's phone finds the customer and their newest orders", async () => {
  const answer = await search(admin, customer.phone);
  expect(answer.status, answer.text).toBe(200);
  const hits = answer.body.data;
  expect(hits[0]).toMatchObject({
    resource: 'users',
    id: customer.id,
    title: customer.name,
    matchedBy: 'phone',
    match: 'exact',
  });
  const orders = hits.filter((h) => h.resource === 'orders');
  const theirs = await admin.get<{ data: Order[] }>(
    `${apiPaths.collection('orders')}?search[customerId]=${customer.id}&perPage=5&sort=-placedAt`,
  );
  expect(orders.map((h) => h.id)).toEqual(theirs.body.data.map((o) => o.id));
  expect(orders[0]).toMatchObject({
    matchedBy: 'customerId.phone',
    matchedText: customer.phone,
    match: 'exact',
  });
});

test('a phone typed as people say it (local, with spaces and dashes) finds the same orders', async () => {
  // +60123456789 → 012-345 6789
  const local = `0${customer.phone.slice(3, 5)}-${customer.phone.slice(5, 8)} ${customer.phone.slice(8)}`;
  const answer = await search(admin, local);
  expect(answer.status, answer.text).toBe(200);
  const orders = answer.body.data.filter((h) => h.resource === 'orders');
  expect(orders.length).toBeGreaterThan(0);
  expect(orders.every((h) => h.matchedText === customer.phone)).toBe(true);
  expect(orders[0]?.match).toBe('contains');
});

test('the start of an identifier finds a few records of each entry, not a list', async () => {
  const answer = await search(admin, order.code.slice(0, 3));
  expect(answer.status, answer.text).toBe(200);
  const orders = answer.body.data.filter((h) => h.resource === 'orders');
  expect(orders).toHaveLength(5);
  expect(new Set(orders.map((h) => h.match))).toEqual(new Set(['prefix']));
});

test('text shorter than two characters finds nothing; wildcards are matched as typed', async () => {
  for (const q of ['o', '  ', '%%', '__', "'%"]) {
    const answer = await search(admin, q);
    expect(answer.status, `${q}: ${answer.text}`).toBe(200);
    expect(answer.body.data, q).toEqual([]);
  }
});

test('a staff user without finance finds no settlement; the admin finds it', async () => {
  expect(settlementCode).not.toBe('');
  const byAdmin = await search(admin, settlementCode);
  expect(summary(byAdmin.body.data)[0]).toMatch(/^settlements \d+ exact code$/);
  const byStaff = await search(staff, settlementCode);
  expect(byStaff.status, byStaff.text).toBe(200);
  expect(byStaff.body.data.filter((h) => h.resource === 'settlements')).toEqual(
    [],
  );
});

test('without users.read, a phone finds neither the customer nor their orders; the order number still finds the order', async () => {
  const editor = await roleEditor(admin, 'OPERATIONS');
  const held = await editor.held();
  expect((await search(staff, customer.phone)).body.data).not.toEqual([]);
  await editor.set([...held].filter((key) => key !== 'users.read'));
  try {
    const byPhone = await search(staff, customer.phone);
    expect(byPhone.status, byPhone.text).toBe(200);
    expect(byPhone.body.data).toEqual([]);
    const byCode = await search(staff, order.code);
    expect(summary(byCode.body.data)).toEqual([
      `orders ${order.id} exact code`,
    ]);
  } finally {
    await editor.set(held);
  }
});

/** The statements the server sends while `run` runs, as sent. */
async function statementsDuring(
  run: () => Promise<unknown>,
): Promise<{ sql: string; params: readonly unknown[] }[]> {
  const sent: { sql: string; params: readonly unknown[] }[] = [];
  const query = server.db.query.bind(server.db);
  server.db.query = <T>(sql: string, params: readonly unknown[] = []) => {
    sent.push({ sql, params });
    return query<T>(sql, params);
  };
  try {
    await run();
  } finally {
    server.db.query = query;
  }
  return sent;
}

test('whole values and starts are looked up in the lower-case b-trees the registry declares for what the palette finds by', async () => {
  const sent = await statementsDuring(() => search(admin, order.code));
  const tiers = sent.filter((s) => s.sql.includes('"hits"'));
  const plans: string[] = [];
  for (const statement of tiers.filter(
    (s) => !String(s.params[0]).startsWith('%'),
  ))
    plans.push(
      await server.db.transaction(async (tx) => {
        // The seed is small enough to read whole; ask which index serves
        // the look-up when reading whole, or a bitmap of the trigram
        // index, is not an option.
        await tx.query('SET LOCAL enable_seqscan = off');
        await tx.query('SET LOCAL enable_bitmapscan = off');
        const { rows } = await tx.query<{ 'QUERY PLAN': string }>(
          `EXPLAIN ${statement.sql}`,
          statement.params,
        );
        return rows.map((r) => r['QUERY PLAN']).join('\n');
      }),
    );
  const plan = plans.join('\n');
  for (const index of [
    'orders_code_lower_idx',
    'users_phone_lower_idx',
    'users_email_lower_idx',
    'settlements_code_lower_idx',
    'merchant_outlets_code_lower_idx',
  ])
    expect(plan, index).toContain(`Index Scan using ${index}`);
});

test('bad input is a 400 naming q, never a 500', async () => {
  const cases: [string, string][] = [
    ['no q', apiPaths.search],
    ['q twice', `${apiPaths.search}?q=ord&q=tan`],
    ['q of 201 characters', `${apiPaths.search}?q=${'a'.repeat(201)}`],
    ['q of 5,000 characters', `${apiPaths.search}?q=${'a'.repeat(5000)}`],
    [
      'q of 201 accented letters',
      `${apiPaths.search}?q=${encodeURIComponent('é'.repeat(201))}`,
    ],
    ['a NUL character', `${apiPaths.search}?q=ord%00`],
  ];
  for (const [what, path] of cases) {
    const answer = await admin.get<{ statusCode: number; errors?: object }>(
      path,
    );
    expect(answer.status, `${what}: ${answer.text}`).toBe(400);
    expect(answer.body.errors, what).toHaveProperty('q');
  }
});

test('without a token the search is a 401', async () => {
  const answer = await fetch(
    `${server.baseUrl}/api/v1${apiPaths.search}?q=ord`,
    { headers: { platform: 'admin_frontend' } },
  );
  expect(answer.status).toBe(401);
});
