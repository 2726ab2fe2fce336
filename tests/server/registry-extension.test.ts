/**
 * One registry entry is all the reference API needs: `gadgets` exists only in
 * tests/fixtures, the server is given the product's registry plus it as an
 * argument, and the unchanged server gives it a table, seed rows, validation,
 * CRUD, its state machine, an approval policy, access rules and OpenAPI paths.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { registryWithGadgets } from '../fixtures/registry-with-gadgets';
import { apiAs, type ApiClient } from './support/api-client';
import { startTestServer, type TestServer } from './support/test-server';

type Gadget = {
  id: number;
  name: string;
  price: number;
  status: string;
  merchantId: number;
  isFragile: boolean;
  retireReason: string | null;
  createdAt: string;
  updatedAt: string;
};
type List = {
  data: Gadget[];
  meta: { total: number; page: number; perPage: number };
};
type One = { data: Gadget };
type Failure = {
  statusCode: number;
  message: string;
  errors?: Record<string, string[]>;
};

let server: TestServer;
let admin: ApiClient;
let merchantId: number;

beforeAll(async () => {
  server = await startTestServer({}, { registry: registryWithGadgets });
  admin = await apiAs(server, 'admin@zfood.my');
  const merchants = await admin.get<{ data: { id: number }[] }>(
    '/admin/merchants?perPage=1',
  );
  const first = merchants.body.data[0];
  if (!first) throw new Error('the seed made no merchants');
  merchantId = first.id;
});
afterAll(() => server.close());

async function createGadget(name: string): Promise<Gadget> {
  const created = await admin.post<One>('/admin/gadgets', {
    name,
    price: 1990,
    merchantId,
  });
  expect(created.status, created.text).toBe(201);
  return created.body.data;
}

describe('table and seed', () => {
  test('the table exists and the seed filled it; the list answers with the contract envelope', async () => {
    const stored = await server.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM gadgets',
    );
    const seeded = stored.rows[0]?.n ?? 0;
    expect(seeded).toBeGreaterThan(0);

    const list = await admin.get<List>('/admin/gadgets?perPage=100');
    expect(list.status, list.text).toBe(200);
    expect(list.body.meta).toEqual({ total: seeded, page: 1, perPage: 100 });
    expect(list.body.data).toHaveLength(seeded);
    for (const row of list.body.data) {
      expect(row.name.length).toBeGreaterThan(0);
      expect(row.name.length).toBeLessThanOrEqual(40);
      expect(Number.isInteger(row.price) && row.price >= 0).toBe(true);
      expect(['DRAFT', 'ACTIVE', 'INACTIVE']).toContain(row.status);
      expect(typeof row.isFragile).toBe('boolean');
      expect(row.merchantId).toBeGreaterThan(0);
    }
  });

  test('declared filters and sorts work; undeclared ones are a 422', async () => {
    const drafts = await admin.get<List>(
      '/admin/gadgets?search[status][in]=DRAFT&sort=-price',
    );
    expect(drafts.status, drafts.text).toBe(200);
    expect(drafts.body.data.every((g) => g.status === 'DRAFT')).toBe(true);
    const prices = drafts.body.data.map((g) => g.price);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));

    const undeclared = await admin.get<Failure>(
      '/admin/gadgets?search[name][eq]=x',
    );
    expect(undeclared.status).toBe(422);
  });
});

describe('validation and CRUD', () => {
  test('bad input is a 422 with errors on each field at fault', async () => {
    const answer = await admin.post<Failure>('/admin/gadgets', {
      name: 'x'.repeat(41),
      price: -1,
      isFragile: 'yes',
    });
    expect(answer.status).toBe(422);
    expect(answer.body.statusCode).toBe(422);
    expect(answer.body.errors).toEqual({
      name: ['Name takes at most 40 characters'],
      price: ['Price must be at least RM 0.00'],
      isFragile: ['Fragile must be true or false'],
      merchantId: ['Merchant is required'],
    });
  });

  test('a reference to a merchant that does not exist is a 422 on that field', async () => {
    const answer = await admin.post<Failure>('/admin/gadgets', {
      name: 'Ghost',
      price: 100,
      merchantId: 999_999,
    });
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.errors ?? {})).toEqual(['merchantId']);
  });

  test('create, show, update and delete', async () => {
    const created = await createGadget('Tiffin carrier');
    expect(created).toMatchObject({
      name: 'Tiffin carrier',
      price: 1990,
      merchantId,
      status: 'DRAFT',
      isFragile: false,
    });

    const shown = await admin.get<One>(`/admin/gadgets/${created.id}`);
    expect(shown.status).toBe(200);
    expect(shown.body.data).toEqual(created);

    const updated = await admin.edit<One>(`/admin/gadgets/${created.id}`, {
      price: 2490,
      isFragile: true,
    });
    expect(updated.status, updated.text).toBe(200);
    expect(updated.body.data).toMatchObject({ price: 2490, isFragile: true });

    const stateEdit = await admin.edit<Failure>(
      `/admin/gadgets/${created.id}`,
      { status: 'ACTIVE' },
    );
    expect(stateEdit.status).toBe(422);
    expect(stateEdit.body.errors?.status).toEqual([
      'Status changes only through its actions (activate, retire)',
    ]);

    const deleted = await admin.del(`/admin/gadgets/${created.id}`);
    expect(deleted.status).toBe(204);
    const gone = await admin.get<Failure>(`/admin/gadgets/${created.id}`);
    expect(gone.status).toBe(404);
  });
});

describe('state machine and access', () => {
  test('actions move the record along; a wrong state is a 409', async () => {
    const gadget = await createGadget('Rice cooker');

    const early = await admin.post<Failure>(
      `/admin/gadgets/${gadget.id}/retire`,
      { reason: 'Discontinued' },
    );
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(
      'This gadget is Draft; Retire needs Active',
    );

    const active = await admin.post<One>(
      `/admin/gadgets/${gadget.id}/activate`,
    );
    expect(active.status, active.text).toBe(200);
    expect(active.body.data.status).toBe('ACTIVE');

    const again = await admin.post<Failure>(
      `/admin/gadgets/${gadget.id}/activate`,
    );
    expect(again.status).toBe(409);

    const noReason = await admin.post<Failure>(
      `/admin/gadgets/${gadget.id}/retire`,
    );
    expect(noReason.status).toBe(422);
    expect(noReason.body.errors?.reason).toBeDefined();

    const retired = await admin.post<One>(
      `/admin/gadgets/${gadget.id}/retire`,
      { reason: 'Discontinued by the supplier' },
    );
    expect(retired.status, retired.text).toBe(200);
    expect(retired.body.data).toMatchObject({
      status: 'INACTIVE',
      retireReason: 'Discontinued by the supplier',
    });
  });

  test('access roles hold: OPERATIONS may use gadgets, FINANCE may not', async () => {
    const [staff, finance] = await Promise.all([
      apiAs(server, 'staff@zfood.my'),
      apiAs(server, 'finance@zfood.my'),
    ]);
    const allowed = await staff.get<List>('/admin/gadgets');
    expect(allowed.status).toBe(200);
    const denied = await finance.get<Failure>('/admin/gadgets');
    expect(denied.status).toBe(403);
    expect(denied.body.message).toMatch(/the permission gadgets\.read/);
  });
});

test('an approval policy holds a dear gadget’s retirement, one request per row of a bulk call, until someone else approves it', async () => {
  const staff = await apiAs(server, 'staff@zfood.my');
  const made = await Promise.all(
    [900, 9900].map(async (price) => {
      const created = await staff.post<One>('/admin/gadgets', {
        name: `Priced ${price}`,
        price,
        merchantId,
      });
      expect(created.status, created.text).toBe(201);
      const id = created.body.data.id;
      expect((await staff.post(`/admin/gadgets/${id}/activate`)).status).toBe(
        200,
      );
      return id;
    }),
  );
  const [cheap = 0, dear = 0] = made;

  const bulk = await staff.post<{
    data: {
      succeeded: number[];
      failed: unknown[];
      held: { id: number; requestId: number }[];
    };
  }>('/admin/gadgets/bulk-retire', {
    ids: [cheap, dear],
    reason: 'End of the line',
  });
  expect(bulk.status, bulk.text).toBe(200);
  expect(bulk.body.data.succeeded).toEqual([cheap]);
  expect(bulk.body.data.failed).toEqual([]);
  const [held] = bulk.body.data.held;
  expect(held?.id).toBe(dear);
  const waiting = await admin.get<One>(`/admin/gadgets/${dear}`);
  expect(waiting.body.data.status).toBe('ACTIVE');

  const approved = await admin.post<{ data: { status: string } }>(
    `/admin/approval-requests/${String(held?.requestId)}/approve`,
  );
  expect(approved.status, approved.text).toBe(200);
  expect(approved.body.data.status).toBe('APPROVED');
  const retired = await admin.get<One>(`/admin/gadgets/${dear}`);
  expect(retired.body.data).toMatchObject({
    status: 'INACTIVE',
    retireReason: 'End of the line',
  });
});

test('the OpenAPI document lists the resource, its record and its actions', async () => {
  const response = await fetch(`${server.baseUrl}/api/v1/openapi.json`);
  expect(response.status).toBe(200);
  const doc = (await response.json()) as {
    paths: Record<string, Record<string, unknown>>;
  };
  const base = '/api/v1/admin/gadgets';
  expect(Object.keys(doc.paths[base] ?? {}).sort()).toEqual(['get', 'post']);
  expect(Object.keys(doc.paths[`${base}/{id}`] ?? {}).sort()).toEqual([
    'delete',
    'get',
    'patch',
    'put',
  ]);
  expect(doc.paths[`${base}/{id}/activate`]).toHaveProperty('post');
  expect(doc.paths[`${base}/{id}/retire`]).toHaveProperty('post');
  expect(doc.paths[`${base}/{id}/retire`]?.post).toHaveProperty([
    'responses',
    '202',
  ]);
  expect(doc.paths[`${base}/export`]).toHaveProperty('get');
});

test('a saved view of gadgets, shared with everyone, opens the same list for a colleague who reads gadgets', async () => {
  const saved = await admin.post<{ data: { id: number } }>(
    '/admin/list-views',
    {
      list: 'gadgets',
      name: 'Active gadgets, dearest first',
      audience: { kind: 'everyone' },
      isDefault: false,
      state: {
        filters: [{ field: 'status', operator: 'eq', value: 'ACTIVE' }],
        sorters: [{ field: 'price', order: 'desc' }],
        pageSize: 25,
        columnVisibility: {},
        density: 'standard',
      },
    },
  );
  expect(saved.status, saved.text).toBe(201);

  // OPERATIONS holds the gadgets' keys (their entry's `access`).
  const staff = await apiAs(server, 'staff@zfood.my');
  const views = await staff.get<{
    data: { name: string; state: { sorters: unknown[] } }[];
  }>('/admin/list-views?list=gadgets');
  expect(views.status, views.text).toBe(200);
  const view = views.body.data.find(
    (v) => v.name === 'Active gadgets, dearest first',
  );
  expect(view?.state.sorters).toEqual([{ field: 'price', order: 'desc' }]);
  const list = await staff.get<List>(
    '/admin/gadgets?search[status]=ACTIVE&sort=-price&perPage=25',
  );
  expect(list.status, list.text).toBe(200);
  const prices = list.body.data.map((g) => g.price);
  expect(prices).toEqual([...prices].sort((a, b) => b - a));
  expect(list.body.data.every((g) => g.status === 'ACTIVE')).toBe(true);
});
