import { http, HttpResponse, type JsonBodyType } from 'msw';
import { expect, test } from 'vitest';
import { ApiHttpError } from '../../../src/http/http-error';
import { productServices } from '../../fixtures/product-console';
import { API } from '../../msw/handlers';
import { server } from '../../msw/server';

const { dataProvider } = productServices;

function capture(
  path: string,
  body: JsonBodyType = { data: [], meta: { total: 0 } },
  status = 200,
) {
  const seen: { url: URL; method: string; body: unknown }[] = [];
  server.use(
    http.all(`${API}${path}`, async ({ request }) => {
      const text = await request.text();
      seen.push({
        url: new URL(request.url),
        method: request.method,
        body: text ? (JSON.parse(text) as unknown) : undefined,
      });
      return status === 204
        ? new HttpResponse(null, { status })
        : HttpResponse.json(body, { status });
    }),
  );
  return seen;
}

test('getList sends page, perPage, sort, q and search[...], and reads meta.total', async () => {
  const seen = capture('/admin/settlements', {
    data: [{ id: 1 }, { id: 2 }],
    meta: { total: 1234, page: 2, perPage: 25 },
  });

  const result = await dataProvider.getList({
    resource: 'settlements',
    pagination: { currentPage: 2, pageSize: 25 },
    sorters: [
      { field: 'createdAt', order: 'desc' },
      { field: 'code', order: 'asc' },
    ],
    filters: [
      { field: 'q', operator: 'contains', value: 'kopi' },
      {
        field: 'resolvedStatus',
        operator: 'in',
        value: ['PENDING', 'REVIEWED'],
      },
      { field: 'amount', operator: 'gte', value: 1000 },
    ],
  });

  expect(result).toEqual({ data: [{ id: 1 }, { id: 2 }], total: 1234 });
  const params = seen[0]?.url.searchParams;
  expect(params?.get('page')).toBe('2');
  expect(params?.get('perPage')).toBe('25');
  expect(params?.get('sort')).toBe('-createdAt,code');
  expect(params?.get('q')).toBe('kopi');
  expect(params?.get('search[resolvedStatus][in]')).toBe('PENDING,REVIEWED');
  expect(params?.get('search[amount][gte]')).toBe('1000');
});

test('getList asks meta.facets and meta.include of the same request and returns what they answer', async () => {
  const facets = { status: { PENDING: 3, COMPLETED: 9 } };
  const titles = { outletId: { '3': 'Nasi Lemak House' } };
  const seen = capture('/admin/orders', {
    data: [{ id: 1, outletId: 3 }],
    meta: { total: 12, page: 1, perPage: 25, facets, titles },
  });

  const result = await dataProvider.getList({
    resource: 'orders',
    meta: { facets: ['status'], include: ['outletId', 'customerId'] },
  });

  expect(seen).toHaveLength(1);
  expect(seen[0]?.url.searchParams.get('facets')).toBe('status');
  expect(seen[0]?.url.searchParams.get('include')).toBe('outletId,customerId');
  expect(result).toMatchObject({ total: 12, facets, titles });
});

test('getOne asks meta.include and returns the titles beside the record', async () => {
  const titles = { customerId: { '7': 'Farah Idris' } };
  const seen = capture('/admin/orders/42', {
    data: { id: 42, customerId: 7 },
    meta: { titles },
  });

  const result = await dataProvider.getOne({
    resource: 'orders',
    id: 42,
    meta: { include: ['customerId'], facets: ['status'] },
  });

  expect(seen[0]?.url.search).toBe('?include=customerId');
  expect(result).toEqual({ data: { id: 42, customerId: 7 }, titles });
});

test('without meta.facets or meta.include nothing extra is asked', async () => {
  const seen = capture('/admin/orders/42', { data: { id: 42 } });
  await dataProvider.getOne({ resource: 'orders', id: 42, meta: {} });
  expect(seen[0]?.url.search).toBe('');
});

test('a saved view calls its source API (payout-request → settlements)', async () => {
  const seen = capture('/admin/settlements');
  await dataProvider.getList({ resource: 'payout-request' });
  expect(seen).toHaveLength(1);
});

test('an operator the contract lacks rejects instead of dropping the filter', async () => {
  const seen = capture('/admin/orders');
  await expect(
    dataProvider.getList({
      resource: 'orders',
      filters: [{ field: 'code', operator: 'endswith', value: '9' }],
    }),
  ).rejects.toThrow(/the API's list query lacks/);
  expect(seen).toHaveLength(0);
});

test('getOne, create, update (PATCH, or PUT on request) and deleteOne hit the record paths', async () => {
  const record = { data: { id: 7, name: 'Maybank' } };
  const seen = capture('/admin/banks*', record);

  await expect(
    dataProvider.getOne({ resource: 'banks', id: 7 }),
  ).resolves.toEqual(record);
  await dataProvider.create({
    resource: 'banks',
    variables: { name: 'Maybank' },
  });
  await dataProvider.update({
    resource: 'banks',
    id: 7,
    variables: { name: 'M' },
  });
  await dataProvider.update({
    resource: 'banks',
    id: 7,
    variables: { name: 'M' },
    meta: { method: 'put' },
  });
  await dataProvider.deleteOne({ resource: 'banks', id: 7 });

  expect(seen.map((s) => `${s.method} ${s.url.pathname}`)).toEqual([
    'GET /api/v1/admin/banks/7',
    'POST /api/v1/admin/banks',
    'PATCH /api/v1/admin/banks/7',
    'PUT /api/v1/admin/banks/7',
    'DELETE /api/v1/admin/banks/7',
  ]);
  expect(seen[1]?.body).toEqual({ name: 'Maybank' });
});

test('a 204 delete still gives Refine a record', async () => {
  capture('/admin/banks/7', undefined, 204);
  await expect(
    dataProvider.deleteOne({ resource: 'banks', id: 7 }),
  ).resolves.toEqual({
    data: { id: 7 },
  });
});

test('getMany asks for the ids with search[id][in]', async () => {
  const seen = capture('/admin/banks', {
    data: [{ id: 1 }, { id: 2 }],
    meta: { total: 2 },
  });
  const result = await dataProvider.getMany?.({
    resource: 'banks',
    ids: [1, 2],
  });
  expect(result?.data).toHaveLength(2);
  expect(seen[0]?.url.searchParams.get('search[id][in]')).toBe('1,2');
});

test('a 422 becomes an HttpError whose errors map lands on fields', async () => {
  capture(
    '/admin/banks',
    {
      statusCode: 422,
      message: 'Some fields need attention',
      errors: { name: ['Already taken'] },
    },
    422,
  );
  const failure = dataProvider.create({
    resource: 'banks',
    variables: { name: 'Maybank' },
  });
  await expect(failure).rejects.toBeInstanceOf(ApiHttpError);
  await expect(failure).rejects.toMatchObject({
    statusCode: 422,
    message: 'Some fields need attention',
    errors: { name: ['Already taken'] },
  });
});

test('custom runs an action and a bulk action with JSON bodies', async () => {
  const seen = capture('/admin/settlements/*', {
    data: { succeeded: [1, 2], failed: [] },
  });
  await dataProvider.custom?.({
    url: '/admin/settlements/5/resolve',
    method: 'post',
    payload: { note: 'paid by hand' },
  });
  const bulk = await dataProvider.custom?.({
    url: '/admin/settlements/bulk-review',
    method: 'post',
    payload: { ids: [1, 2] },
  });
  expect(seen.map((s) => s.url.pathname)).toEqual([
    '/api/v1/admin/settlements/5/resolve',
    '/api/v1/admin/settlements/bulk-review',
  ]);
  expect(seen[1]?.body).toEqual({ ids: [1, 2] });
  expect(bulk?.data).toEqual({ data: { succeeded: [1, 2], failed: [] } });
});

test('custom downloads a CSV export with the list query and the server file name', async () => {
  const seen: URL[] = [];
  server.use(
    http.get(`${API}/admin/orders/export`, ({ request }) => {
      seen.push(new URL(request.url));
      return new HttpResponse('code,total\nA1,100\n', {
        headers: {
          'Content-Type': 'text/csv',
          'Content-Disposition': 'attachment; filename="orders-2025.csv"',
        },
      });
    }),
  );
  const result = await dataProvider.custom?.({
    url: '/admin/orders/export',
    method: 'get',
    filters: [{ field: 'status', operator: 'eq', value: 'NEW' }],
    sorters: [{ field: 'createdAt', order: 'desc' }],
    meta: { download: true },
  });
  const file = result?.data as unknown as { blob: Blob; fileName: string };
  expect(file.fileName).toBe('orders-2025.csv');
  // jsdom's Blob has no text(); its size says the body arrived whole.
  expect(file.blob.size).toBe('code,total\nA1,100\n'.length);
  expect(seen[0]?.searchParams.get('search[status]')).toBe('NEW');
  expect(seen[0]?.searchParams.get('sort')).toBe('-createdAt');
  expect(seen[0]?.searchParams.has('page')).toBe(false);
});

test('custom uploads a CSV import as multipart with dryRun', async () => {
  const seen: {
    contentType: string | null;
    dryRun: string | null;
    hasFile: boolean;
  }[] = [];
  server.use(
    http.post(`${API}/admin/banks/import`, async ({ request }) => {
      const form = await request.formData();
      const file = form.get('file');
      seen.push({
        contentType: request.headers.get('Content-Type'),
        dryRun: new URL(request.url).searchParams.get('dryRun'),
        hasFile: file !== null,
      });
      return HttpResponse.json({
        data: { created: 1, updated: 0, failed: [] },
      });
    }),
  );
  const form = new FormData();
  form.append(
    'file',
    new Blob(['name\nMaybank\n'], { type: 'text/csv' }),
    'banks.csv',
  );
  const result = await dataProvider.custom?.({
    url: '/admin/banks/import',
    method: 'post',
    payload: form,
    query: { dryRun: true },
  });
  expect(result?.data).toEqual({
    data: { created: 1, updated: 0, failed: [] },
  });
  expect(seen[0]?.contentType).toMatch(/^multipart\/form-data; boundary=/);
  expect(seen[0]?.dryRun).toBe('true');
  expect(seen[0]?.hasFile).toBe(true);
});
