import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { resources } from '../../resources.config';
import type {
  AnyResource,
  FieldSpec,
} from '../../src/registry/define-resource';
import { apiAs, type ApiClient } from './support/api-client';
import { startTestServer, type TestServer } from './support/test-server';

type Rec = Record<string, unknown> & { id: number };
type List = {
  data: Rec[];
  meta: { total: number; page: number; perPage: number };
};
type Failure = {
  statusCode: number;
  message: string;
  errors?: Record<string, string[]>;
};

let server: TestServer;
let admin: ApiClient;
let staff: ApiClient;
let client: ApiClient;
let finance: ApiClient;

beforeAll(async () => {
  server = await startTestServer();
  [admin, staff, client, finance] = await Promise.all([
    apiAs(server, 'admin@zfood.my'),
    apiAs(server, 'staff@zfood.my'),
    apiAs(server, 'client@zfood.my'),
    apiAs(server, 'finance@zfood.my'),
  ]);
});
afterAll(() => server.close());

describe('records', () => {
  test('a list has data and meta, and a record can be read by id', async () => {
    const list = await admin.get<List>('/admin/banks?perPage=3');
    expect(list.status).toBe(200);
    expect(list.body.data).toHaveLength(3);
    expect(list.body.meta).toMatchObject({ page: 1, perPage: 3 });
    expect(list.body.meta.total).toBeGreaterThanOrEqual(5);
    const first = list.body.data[0];
    const one = await admin.get<{ data: Rec }>(`/admin/banks/${first?.id}`);
    expect(one.body.data).toEqual(first);
  });

  test('create answers 201, patch and put change it, delete answers 204 then 404; each writes an audit row', async () => {
    const created = await admin.post<{ data: Rec }>('/admin/cuisines', {
      name: 'Peranakan Fusion',
    });
    expect(created.status, created.text).toBe(201);
    const id = created.body.data.id;
    const patched = await admin.edit<{ data: Rec }>(`/admin/cuisines/${id}`, {
      name: 'Nyonya Fusion',
    });
    expect(patched.status, patched.text).toBe(200);
    expect(patched.body.data.name).toBe('Nyonya Fusion');
    const {
      id: _id,
      createdAt: _c,
      updatedAt: _u,
      ...rest
    } = patched.body.data;
    const put = await admin.put<{ data: Rec }>(`/admin/cuisines/${id}`, {
      ...rest,
      name: 'Baba Nyonya',
    });
    expect(put.status, put.text).toBe(200);
    expect(put.body.data.name).toBe('Baba Nyonya');
    expect((await admin.del(`/admin/cuisines/${id}`)).status).toBe(204);
    expect((await admin.get(`/admin/cuisines/${id}`)).status).toBe(404);
    const audit = await admin.get<List>(
      `/admin/audit-logs?search[resource]=cuisines&search[recordId]=${id}&sort=id`,
    );
    expect(audit.body.data.map((a) => a.action)).toEqual([
      'CREATE',
      'UPDATE',
      'UPDATE',
      'DELETE',
    ]);
    expect(audit.body.data[1]).toMatchObject({
      actorId: admin.userId,
      changes: {
        before: { name: 'Peranakan Fusion' },
        after: { name: 'Nyonya Fusion' },
      },
    });
  });

  test('deleting a record others still refer to is a 409 naming them', async () => {
    const withdrawal = (
      await admin.get<List>('/admin/pocket-withdrawals?perPage=1')
    ).body.data[0];
    const answer = await admin.del<Failure>(
      `/admin/banks/${Number(withdrawal?.bankId)}`,
    );
    expect(answer.status).toBe(409);
    expect(answer.body.message).toMatch(/User Withdrawal/);
    expect(
      (await admin.get(`/admin/banks/${Number(withdrawal?.bankId)}`)).status,
    ).toBe(200);
  });

  test.each([
    '999999999',
    'abc',
    '0',
    '-1',
    '1.5',
    '1e3',
    '99999999999999999999',
  ])('GET by id %s is a 404', async (id) => {
    const answer = await admin.get<Failure>(`/admin/orders/${id}`);
    expect(answer.status).toBe(404);
    expect(answer.body.statusCode).toBe(404);
  });

  test('an operation the resource does not offer is a 405', async () => {
    expect((await admin.post('/admin/orders', { customerId: 1 })).status).toBe(
      405,
    );
    expect((await admin.del('/admin/settlements/1')).status).toBe(405);
  });

  test('validation errors name each field (422)', async () => {
    const answer = await admin.post<Failure>('/admin/menus', {
      name: 'x'.repeat(500),
      price: 'twelve',
      outletId: 99_999_999,
      isAvailable: 'yes',
      nonsense: 1,
    });
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.errors ?? {})).toEqual(
      expect.arrayContaining(['name', 'price', 'isAvailable', 'nonsense']),
    );
    const missing = await admin.post<Failure>('/admin/cuisines', {});
    expect(missing.body.errors?.name?.[0]).toMatch(/required/);
    const ref = await admin.post<Failure>('/admin/merchant-cuisines', {
      merchantId: 99_999_999,
      cuisineId: 1,
    });
    expect(ref.status).toBe(422);
    expect(ref.body.errors?.merchantId?.[0]).toMatch(/no record/);
    const pattern = await admin.post<Failure>('/admin/banks', {
      name: 'Bank Test',
      code: 'TST',
      swiftCode: 'nope',
    });
    expect(pattern.status).toBe(422);
  });

  test('a state field changes only through actions', async () => {
    const order = (await admin.get<List>('/admin/alerts?perPage=1')).body
      .data[0];
    const answer = await admin.edit<Failure>(`/admin/alerts/${order?.id}`, {
      status: order?.status === 'OPEN' ? 'CLOSED' : 'OPEN',
    });
    expect(answer.status).toBe(422);
    expect(answer.body.errors?.status?.[0]).toMatch(/actions/);
  });
});

describe('lists', () => {
  test('perPage above 100 is a 422; a page past the end is empty with the true total', async () => {
    expect((await admin.get('/admin/orders?perPage=101')).status).toBe(422);
    const past = await admin.get<List>('/admin/orders?page=9999&perPage=100');
    expect(past.body.data).toEqual([]);
    expect(past.body.meta.total).toBeGreaterThan(100);
  });

  test('pages do not overlap and cover the list', async () => {
    const all = await admin.get<List>('/admin/banks?perPage=100&sort=name');
    const a = await admin.get<List>('/admin/banks?perPage=2&page=1&sort=name');
    const b = await admin.get<List>('/admin/banks?perPage=2&page=2&sort=name');
    expect([...a.body.data, ...b.body.data].map((r) => r.id)).toEqual(
      all.body.data.slice(0, 4).map((r) => r.id),
    );
  });

  test.each([
    'total',
    '-total',
    'placedAt',
    '-placedAt',
    'code',
    '-status,total',
  ])('sort=%s orders the rows', async (sort) => {
    const rows = (
      await admin.get<List>(`/admin/orders?perPage=100&sort=${sort}`)
    ).body.data;
    const [first] = sort.split(',');
    const field = (first ?? '').replace('-', '');
    const values = rows.map((r) => r[field] as string | number);
    const sorted = [...values].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0));
    expect(values).toEqual(first?.startsWith('-') ? sorted.reverse() : sorted);
  });

  test('q finds an order by its code, and a non-sortable field is a 422', async () => {
    const order = (await admin.get<List>('/admin/orders?perPage=1&sort=-total'))
      .body.data[0];
    const found = await admin.get<List>(
      `/admin/orders?q=${String(order?.code).toLowerCase()}`,
    );
    expect(found.body.data.map((r) => r.id)).toContain(order?.id);
    expect((await admin.get('/admin/orders?sort=notes')).status).toBe(422);
  });

  /** For each operator the registry declares, the first table field that takes it. */
  const declared = (() => {
    const seen = new Map<string, [string, string, FieldSpec]>();
    for (const r of resources as readonly AnyResource[]) {
      if (r.report || r.source || (r.access && r.access.length > 0)) continue;
      for (const [name, field] of Object.entries(r.fields)) {
        if (
          field.kind === 'json' ||
          field.kind === 'geo' ||
          field.kind === 'references'
        )
          continue;
        for (const op of field.filter ?? [])
          if (!seen.has(op)) seen.set(op, [r.name, name, field]);
      }
    }
    return [...seen.entries()].map(
      ([op, [resource, name, field]]) => [op, resource, name, field] as const,
    );
  })();

  const comparable = (v: unknown) =>
    typeof v === 'number' ? v : Date.parse(String(v)) || String(v);
  const predicates: Record<
    string,
    (actual: unknown, sample: unknown) => boolean
  > = {
    eq: (a, v) => a === v,
    in: (a, v) => a === v,
    gte: (a, v) => comparable(a) >= comparable(v),
    lte: (a, v) => comparable(a) <= comparable(v),
    between: (a, v) =>
      comparable(a) >= comparable(v) && comparable(a) <= comparable(v),
    null: (a) => a === null,
    startsWith: (a, v) =>
      String(a).toLowerCase().startsWith(String(v).slice(0, 3).toLowerCase()),
  };

  test.each(declared)(
    'search[field][%s] on %s.%s returns only matching rows',
    async (op, resource, field) => {
      const rows = (await admin.get<List>(`/admin/${resource}?perPage=50`)).body
        .data;
      const sample =
        rows.find((r) => r[field] !== null && r[field] !== undefined)?.[
          field
        ] ?? null;
      const shown =
        typeof sample === 'string' || typeof sample === 'number'
          ? String(sample)
          : JSON.stringify(sample);
      const text =
        op === 'null'
          ? 'true'
          : op === 'between'
            ? `${shown},${shown}`
            : op === 'startsWith'
              ? shown.slice(0, 3)
              : shown;
      const key = op === 'eq' ? `search[${field}]` : `search[${field}][${op}]`;
      const answer = await admin.get<List>(
        `/admin/${resource}?perPage=100&${key}=${encodeURIComponent(text)}`,
      );
      expect(answer.status, answer.text).toBe(200);
      if (op !== 'null') expect(answer.body.data.length).toBeGreaterThan(0);
      const holds = predicates[op] ?? (() => true);
      for (const row of answer.body.data)
        expect(
          holds(row[field], sample),
          `${field}=${JSON.stringify(row[field])}`,
        ).toBe(true);
    },
  );

  test.each(['ne', 'nin', 'lt', 'gt', 'contains'])(
    'an operator no field declares (%s) is a 422',
    async (op) => {
      const answer = await admin.get<Failure>(
        `/admin/orders?search[status][${op}]=PENDING`,
      );
      expect(answer.status).toBe(422);
      expect(answer.body.errors).toHaveProperty(`search[status][${op}]`);
    },
  );
});

describe('authorisation', () => {
  test('a client account gets 403 everywhere', async () => {
    for (const path of [
      '/admin/orders',
      '/admin/users/1',
      '/admin/banks',
      '/admin/reportings/dashboard',
    ]) {
      expect((await client.get(path)).status, path).toBe(403);
    }
    expect((await client.post('/admin/cuisines', { name: 'x' })).status).toBe(
      403,
    );
  });

  test('staff without a finance role get 403 on finance resources, actions and reports', async () => {
    expect((await staff.get('/admin/settlements')).status).toBe(403);
    expect((await staff.get('/admin/settlements/1')).status).toBe(403);
    expect((await staff.post('/admin/settlements/1/approve')).status).toBe(403);
    expect(
      (await staff.post('/admin/pocket-withdrawals/1/approve')).status,
    ).toBe(403);
    expect((await staff.get('/admin/reportings/finance')).status).toBe(403);
    expect((await staff.get('/admin/orders')).status).toBe(200);
    expect((await finance.get('/admin/settlements')).status).toBe(200);
    expect((await finance.get('/admin/reportings/finance')).status).toBe(200);
  });

  test('tampered ids answer 404, never another record', async () => {
    for (const id of ['1%20OR%201=1', '1;DELETE', '0x10', '%00']) {
      expect(
        (await admin.patch(`/admin/cuisines/${id}`, { name: 'x' })).status,
      ).toBe(404);
    }
  });
});
