import { afterAll, beforeAll, expect, test } from 'vitest';
import { csvRow, parseCsv } from '../../server/resources/csv';
import { apiAs, type ApiClient } from './support/api-client';
import { startTestServer, type TestServer } from './support/test-server';

type Rec = Record<string, unknown> & { id: number };
type List = { data: Rec[]; meta: { total: number } };
type Report = {
  data: {
    created: number;
    updated: number;
    failed: { row: number; errors: Record<string, string[]> }[];
  };
};

let server: TestServer;
let admin: ApiClient;

beforeAll(async () => {
  server = await startTestServer();
  admin = await apiAs(server, 'admin@zfood.my');
});
afterAll(() => server.close());

const pricesOf = async (menuId: unknown) =>
  (
    await admin.get<List>(
      `/admin/menu-prices?search[menuId]=${String(menuId)}&sort=id&perPage=100`,
    )
  ).body.data;

test("a menu's channel prices exported, edited in the file and imported back update those prices and add a new one", async () => {
  const withPrices = (await admin.get<List>('/admin/menu-prices?sort=id')).body
    .data[0];
  expect(withPrices).toBeDefined();
  const menuId = withPrices?.menuId;
  const before = await pricesOf(menuId);

  const exported = await admin.get<string>(
    `/admin/menu-prices/export?search[menuId]=${String(menuId)}&sort=id&format=raw`,
  );
  expect(exported.status).toBe(200);
  expect(exported.headers.get('content-disposition')).toMatch(
    /attachment; filename="menu-prices-/,
  );
  const [header = [], ...rows] = parseCsv(exported.text);
  expect(rows.map((r) => Number(r[header.indexOf('id')]))).toEqual(
    before.map((p) => p.id),
  );
  const priceAt = header.indexOf('price');
  const first = rows[0] ?? [];
  const newPrice = Number(first[priceAt]) + 150;
  first[priceAt] = String(newPrice);
  // A new row: no id, a price for the same menu from today.
  const added = header.map((name) => {
    if (name === 'menuId') return String(menuId);
    if (name === 'channel') return first[header.indexOf('channel')];
    if (name === 'price') return '1234';
    if (name === 'startsAt') return '2030-01-01T00:00:00.000Z';
    return '';
  });
  const file = [header, ...rows, added].map((r) => csvRow(r)).join('');

  const imported = await admin.upload<Report>(
    '/admin/menu-prices/import',
    file,
  );

  expect(imported.status, imported.text).toBe(200);
  expect(imported.body.data).toEqual({
    created: 1,
    updated: rows.length,
    failed: [],
    failedCount: 0,
    failedTruncated: false,
    rowsChecked: rows.length + 1,
  });
  const after = await pricesOf(menuId);
  expect(after).toHaveLength(before.length + 1);
  expect(after.find((p) => p.id === before[0]?.id)?.price).toBe(newPrice);
  for (const unchanged of before.slice(1))
    expect(after.find((p) => p.id === unchanged.id)?.price).toBe(
      unchanged.price,
    );
  expect(after.at(-1)).toMatchObject({ menuId, price: 1234 });
});

test('a menu-prices file with a negative price or an unknown channel imports nothing and names the rows', async () => {
  const total = async () =>
    (await admin.get<List>('/admin/menu-prices?perPage=1')).body.meta.total;
  const menu = (await admin.get<List>('/admin/menus?perPage=1')).body.data[0];
  const countBefore = await total();
  const file =
    'menuId,channel,price\r\n' +
    `${String(menu?.id)},NOT_A_CHANNEL,500\r\n` +
    `${String(menu?.id)},,-5\r\n`;
  const answer = await admin.upload<Report & { message: string }>(
    '/admin/menu-prices/import',
    file,
  );
  expect(answer.status, answer.text).toBe(422);
  expect(answer.body.data.failed.map((f) => f.row)).toEqual([2, 3]);
  expect(Object.keys(answer.body.data.failed[0]?.errors ?? {})).toContain(
    'channel',
  );
  expect(Object.keys(answer.body.data.failed[1]?.errors ?? {})).toEqual(
    expect.arrayContaining(['channel', 'price']),
  );
  expect(await total()).toBe(countBefore);
});
