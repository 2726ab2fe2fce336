import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { parseCsv } from '../../server/resources/csv';
import { apiAs, type ApiClient } from './support/api-client';
import { recordInState } from './support/record-in-state';
import { roleEditor } from './support/role-permissions';
import { startTestServer, type TestServer } from './support/test-server';

type Rec = Record<string, unknown> & { id: number };
type One = { data: Rec };
type List = { data: Rec[]; meta: { total: number } };

let server: TestServer;
let admin: ApiClient;
let order: Rec;
let customerName: string;
let outletName: string;

const hostileName = '=HYPERLINK("http://evil.example","Prize")';

/** The CSV's rows as objects keyed by its header. */
function table(text: string): { header: string[]; rows: Rec[] } {
  const [header = [], ...cells] = parseCsv(text);
  return {
    header,
    rows: cells.map(
      (row) =>
        Object.fromEntries(header.map((name, i) => [name, row[i]])) as Rec,
    ),
  };
}

async function csvOf(client: ApiClient, path: string): Promise<string> {
  const answer = await client.get<string>(path);
  expect(answer.status, answer.text).toBe(200);
  expect(answer.headers.get('content-type')).toMatch(/text\/csv/);
  return answer.text;
}

beforeAll(async () => {
  server = await startTestServer();
  admin = await apiAs(server, 'admin@zfood.my');
  // An order of this test's own, with a round amount and a known instant:
  // 19:41 UTC on 28 Nov is 03:41 on 29 Nov in Kuala Lumpur.
  const made = await recordInState(server, 'orders', 'COMPLETED');
  await server.db.query(
    `UPDATE orders SET total = 1250, placed_at = '2026-11-28T19:41:00Z' WHERE id = $1`,
    [made.id],
  );
  order = (await admin.get<One>(`/admin/orders/${made.id}`)).body.data;
  const renamed = await admin.edit(`/admin/users/${String(order.customerId)}`, {
    name: hostileName,
  });
  expect(renamed.status, renamed.text).toBe(200);
  customerName = hostileName;
  outletName = String(
    (await admin.get<One>(`/admin/merchant-outlets/${String(order.outletId)}`))
      .body.data.name,
  );
});
afterAll(() => server.close());

const ordersOf = (query = '') =>
  `/admin/orders/export?search[id]=${String(order.id)}${query}`;

describe('an orders export, by default', () => {
  test('is headed by the labels the grid shows, in its order, the unit or zone in the header', async () => {
    const { header } = table(await csvOf(admin, ordersOf()));
    expect(header.slice(0, 8)).toEqual([
      'ID',
      'Order no.',
      'Customer',
      'Outlet',
      'Channel',
      'Status',
      'Total (RM)',
      'Placed (MYT)',
    ]);
    // The fields the grid hides follow, as readable as the rest.
    expect(header).toEqual(
      expect.arrayContaining(['Subtotal (RM)', 'Paid (MYT)', 'Created (MYT)']),
    );
    expect(header).not.toContain('customerId');
    expect(header).not.toContain('Version');
  });

  test('reads as the grid does: ringgit, names, labels and the marketplace clock', async () => {
    const { rows } = table(await csvOf(admin, ordersOf()));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      ID: String(order.id),
      'Order no.': order.code,
      'Total (RM)': '12.50',
      Status: 'Completed',
      Outlet: outletName,
      'Placed (MYT)': '2026-11-29 03:41',
    });
    expect(rows[0]?.Customer).toBe(`'${customerName}`);
    expect(rows[0]?.Customer).not.toBe(String(order.customerId));
  });

  test('keeps every cell a spreadsheet would run defused', async () => {
    const text = await csvOf(admin, ordersOf());
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""Prize"")"`);
    expect(text).not.toMatch(/(^|,)"?=HYPERLINK/m);
  });
});

describe('a negative amount', () => {
  test('stays a number a spreadsheet sums, in both forms', async () => {
    const settlement = await recordInState(server, 'settlements', 'PENDING');
    await server.db.query(
      'UPDATE settlements SET adjustments = -1250 WHERE id = $1',
      [settlement.id],
    );
    const path = `/admin/settlements/export?search[id]=${String(settlement.id)}`;
    const readable = table(await csvOf(admin, path));
    expect(readable.rows[0]?.['Adjustments (RM)']).toBe('-12.50');
    const raw = table(await csvOf(admin, `${path}&format=raw`));
    expect(raw.rows[0]?.adjustments).toBe('-1250');
  });
});

describe('an orders export with format=raw', () => {
  test('is the machine form: field names, sen, ids, codes and UTC instants', async () => {
    const { header, rows } = table(await csvOf(admin, ordersOf('&format=raw')));
    expect(header.slice(0, 4)).toEqual([
      'id',
      'createdAt',
      'updatedAt',
      'version',
    ]);
    expect(header).toEqual(
      expect.arrayContaining(['code', 'customerId', 'outletId', 'status']),
    );
    expect(rows[0]).toMatchObject({
      id: String(order.id),
      total: '1250',
      customerId: String(order.customerId),
      outletId: String(order.outletId),
      status: 'COMPLETED',
      placedAt: '2026-11-28T19:41:00.000Z',
    });
  });

  test('imports back unchanged, where the resource takes imports', async () => {
    const file = await csvOf(admin, '/admin/cuisines/export?format=raw');
    const total = (await admin.get<List>('/admin/cuisines?perPage=1')).body.meta
      .total;
    const dry = await admin.upload<{ data: Rec }>(
      '/admin/cuisines/import?dryRun=true',
      file,
    );
    expect(dry.status, dry.text).toBe(200);
    expect(dry.body.data).toMatchObject({
      created: 0,
      updated: total,
      failed: [],
    });
  });

  test('an unknown format is refused', async () => {
    const answer = await admin.get<{ errors: Record<string, string[]> }>(
      ordersOf('&format=xlsx'),
    );
    expect(answer.status).toBe(422);
    expect(answer.body.errors.format?.[0]).toMatch(/readable or raw/);
  });
});

describe('a user who may not read customers', () => {
  test("gets the customer's id as the grid shows it, never the name", async () => {
    const operations = await roleEditor(admin, 'OPERATIONS');
    const held = await operations.held();
    expect(held.has('orders.export')).toBe(true);
    held.delete('users.read');
    await operations.set(held);
    const staff = await apiAs(server, 'staff@zfood.my');
    expect((await staff.get('/admin/users?perPage=1')).status).toBe(403);

    const text = await csvOf(staff, ordersOf());
    const { rows } = table(text);
    expect(rows[0]?.Customer).toBe(`#${String(order.customerId)}`);
    expect(rows[0]?.Outlet).toBe(outletName);
    expect(text).not.toContain('HYPERLINK');
  });
});

describe('a report export', () => {
  const range = `from=${new Date(Date.now() - 364 * 86_400_000).toISOString().slice(0, 10)}`;

  test('reads as its grid by default, and as its rows with format=raw', async () => {
    const json = (
      await admin.get<List>(
        `/admin/reportings/sales-summary?${range}&perPage=100`,
      )
    ).body.data;
    expect(json.length).toBeGreaterThan(0);
    const { header, rows } = table(
      await csvOf(admin, `/admin/reportings/sales-summary/export?${range}`),
    );
    expect(header).toEqual([
      'Date',
      'Orders',
      'Gross sales (RM)',
      'Discounts (RM)',
      'Net sales (RM)',
      'Delivery fees (RM)',
      'SST (RM)',
      'Total collected (RM)',
      'Avg. order value (RM)',
    ]);
    const first = json[0] ?? { id: 0 };
    expect(rows[0]).toMatchObject({
      Date: first.orderDate,
      Orders: String(first.orderCount),
      'Gross sales (RM)': (Number(first.grossSales) / 100).toFixed(2),
      'Net sales (RM)': (Number(first.netSales) / 100).toFixed(2),
    });
    for (const row of rows)
      expect(String(row['Gross sales (RM)'])).toMatch(/^-?\d+\.\d{2}$/);

    const raw = table(
      await csvOf(
        admin,
        `/admin/reportings/sales-summary/export?${range}&format=raw`,
      ),
    );
    expect(raw.header).toContain('grossSales');
    expect(raw.rows[0]?.grossSales).toBe(String(first.grossSales));
  });
});
