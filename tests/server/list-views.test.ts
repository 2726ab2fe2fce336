import { afterAll, beforeAll, expect, test } from 'vitest';
import type { ListView, NewListView } from '../../src/registry/list-views';
import { apiPaths, apiVersionPrefix } from '../../src/registry/paths';
import { apiAs, type ApiClient } from './support/api-client';
import { startTestServer, type TestServer } from './support/test-server';

interface Answer<T> {
  data: T;
}
interface Refusal {
  statusCode: number;
  message: string;
  errors?: Record<string, string[]>;
}

let server: TestServer;
/** OPERATIONS: holds `list-views.share` by default, as a shift lead. */
let staff: ApiClient;
/** FINANCE: reads orders, may not share views, does not read alerts. */
let finance: ApiClient;
/** FINANCE_REVIEWER: reads orders too, in another role. */
let reviewer: ApiClient;

beforeAll(async () => {
  server = await startTestServer();
  [staff, finance, reviewer] = await Promise.all([
    apiAs(server, 'staff@zfood.my'),
    apiAs(server, 'finance@zfood.my'),
    apiAs(server, 'reviewer@zfood.my'),
  ]);
});
afterAll(() => server.close());

const state: NewListView['state'] = {
  filters: [{ field: 'status', operator: 'in', value: ['PENDING'] }],
  sorters: [{ field: 'total', order: 'desc' }],
  pageSize: 50,
  columnVisibility: { channel: false },
  density: 'compact',
};

function view(overrides: Partial<NewListView>): NewListView {
  return {
    list: 'orders',
    name: 'Pending, largest first',
    audience: { kind: 'me' },
    state,
    ...overrides,
  };
}

const names = async (client: ApiClient, list = 'orders') =>
  (
    await client.get<Answer<ListView[]>>(`${apiPaths.listViews}?list=${list}`)
  ).body.data.map((v) => v.name);

test('without a token the views are a 401', async () => {
  const answer = await fetch(
    `${server.baseUrl}${apiVersionPrefix}${apiPaths.listViews}`,
  );
  expect(answer.status).toBe(401);
});

test('a view saved for oneself is answered to its owner on a new sign-in, with its state, and to nobody else', async () => {
  const saved = await finance.post<Answer<ListView>>(
    apiPaths.listViews,
    view({ name: 'My pending', isDefault: true }),
  );
  expect(saved.status).toBe(201);
  expect(saved.body.data).toMatchObject({
    list: 'orders',
    name: 'My pending',
    audience: { kind: 'me' },
    state,
    isMine: true,
    isDefault: true,
  });

  // Another session, as on another device.
  const again = await apiAs(server, 'finance@zfood.my');
  const listed = await again.get<Answer<ListView[]>>(
    `${apiPaths.listViews}?list=orders`,
  );
  expect(listed.body.data.find((v) => v.name === 'My pending')).toEqual(
    saved.body.data,
  );
  expect(await names(reviewer)).not.toContain('My pending');
  expect(await names(staff)).not.toContain('My pending');
});

test('a view shared with a role is seen by that role and its author only; one for everyone by all who read the list', async () => {
  const forFinance = await staff.post<Answer<ListView>>(
    apiPaths.listViews,
    view({ name: 'For finance', audience: { kind: 'role', role: 'FINANCE' } }),
  );
  expect(forFinance.status).toBe(201);
  const forAll = await staff.post<Answer<ListView>>(
    apiPaths.listViews,
    view({ name: 'For everyone', audience: { kind: 'everyone' } }),
  );
  expect(forAll.status).toBe(201);

  expect(await names(finance)).toEqual(
    expect.arrayContaining(['For finance', 'For everyone']),
  );
  expect(await names(reviewer)).toContain('For everyone');
  expect(await names(reviewer)).not.toContain('For finance');
  expect(await names(staff)).toEqual(
    expect.arrayContaining(['For finance', 'For everyone']),
  );
  const seen = (
    await finance.get<Answer<ListView[]>>(`${apiPaths.listViews}?list=orders`)
  ).body.data.find((v) => v.name === 'For finance');
  expect(seen).toMatchObject({
    isMine: false,
    ownerName: 'Hafiz Ismail',
    audience: { kind: 'role', role: 'FINANCE' },
  });
});

test('saving for a role or for everyone without list-views.share is a 403; for oneself it is allowed', async () => {
  for (const audience of [
    { kind: 'role', role: 'FINANCE' },
    { kind: 'everyone' },
  ] as const) {
    const refused = await finance.post<Refusal>(
      apiPaths.listViews,
      view({ name: `Shared ${audience.kind}`, audience }),
    );
    expect(refused.status).toBe(403);
    expect(refused.body.message).toContain('list-views.share');
  }
  expect(await names(reviewer)).not.toContain('Shared everyone');
});

test('bad input is refused with what to correct', async () => {
  const cases: [unknown, string][] = [
    [{ ...view({}), name: '  ' }, 'name'],
    [{ ...view({}), state: { ...state, pageSize: 30 } }, 'state.pageSize'],
    [{ ...view({}), audience: { kind: 'team' } }, 'audience.kind'],
    [
      view({
        state: { ...state, sorters: [{ field: 'nope', order: 'asc' }] },
      }),
      'state.sorters.0.field',
    ],
    [view({ list: 'no-such-list' }), 'list'],
    [
      view({ audience: { kind: 'role', role: 'NO_SUCH_ROLE' } }),
      'audience.role',
    ],
  ];
  for (const [body, field] of cases) {
    const refused = await staff.post<Refusal>(apiPaths.listViews, body);
    expect(refused.status, field).toBe(422);
    expect(Object.keys(refused.body.errors ?? {}), field).toContain(field);
  }
  expect(
    (await staff.get<Refusal>(`${apiPaths.listViews}?list=no-such-list`))
      .status,
  ).toBe(400);
  expect((await staff.del<Refusal>(apiPaths.listView('abc'))).status).toBe(400);
  const twice = view({ name: 'Twice' });
  expect((await staff.post(apiPaths.listViews, twice)).status).toBe(201);
  expect((await staff.post(apiPaths.listViews, twice)).status).toBe(409);
});

test('a view of a list the reader may not read is not answered to them, even shared with everyone', async () => {
  const saved = await staff.post<Answer<ListView>>(
    apiPaths.listViews,
    view({
      list: 'alerts',
      name: 'Open alerts',
      audience: { kind: 'everyone' },
      state: { ...state, filters: [], sorters: [] },
    }),
  );
  expect(saved.status).toBe(201);
  const all = await finance.get<Answer<ListView[]>>(apiPaths.listViews);
  expect(all.status).toBe(200);
  expect(all.body.data.map((v) => v.list)).not.toContain('alerts');
  expect(all.body.data.map((v) => v.name)).toContain('For everyone');
  expect(
    (await finance.get<Refusal>(`${apiPaths.listViews}?list=alerts`)).status,
  ).toBe(403);
  expect(
    (await finance.del(apiPaths.listView(saved.body.data.id))).status,
  ).toBe(404);
  // Nor may one save a view of a list one may not read.
  expect(
    (
      await finance.post(
        apiPaths.listViews,
        view({ list: 'alerts', state: { ...state, filters: [], sorters: [] } }),
      )
    ).status,
  ).toBe(403);
});

test('a shared view is deleted by its author only; a default is each user’s own', async () => {
  const saved = await staff.post<Answer<ListView>>(
    apiPaths.listViews,
    view({ name: 'Kept', audience: { kind: 'everyone' } }),
  );
  const id = saved.body.data.id;
  expect((await finance.del<Refusal>(apiPaths.listView(id))).status).toBe(403);

  const made = await reviewer.put<Answer<ListView>>(
    apiPaths.listViewDefault(id),
    { isDefault: true },
  );
  expect(made.status).toBe(200);
  expect(made.body.data.isDefault).toBe(true);
  const defaultOf = async (client: ApiClient) =>
    (
      await client.get<Answer<ListView[]>>(`${apiPaths.listViews}?list=orders`)
    ).body.data.find((v) => v.id === id)?.isDefault;
  expect(await defaultOf(reviewer)).toBe(true);
  expect(await defaultOf(staff)).toBe(false);

  expect((await staff.del(apiPaths.listView(id))).status).toBe(204);
  expect(await names(reviewer)).not.toContain('Kept');
  expect(
    (await reviewer.put(apiPaths.listViewDefault(id), { isDefault: true }))
      .status,
  ).toBe(404);
});
