/**
 * Optimistic concurrency: a record's ETag is its version; a write names the
 * version it read (If-Match, or `version` in the body) and a stale one is
 * refused with 409 and the current record, never lost.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { apiAs, type ApiClient } from './support/api-client';
import { recordInState } from './support/record-in-state';
import { startTestServer, type TestServer } from './support/test-server';

type Rec = Record<string, unknown> & { id: number; version: number };
type Failure = {
  statusCode: number;
  message: string;
  current?: Rec;
  errors?: Record<string, string[]>;
};

let server: TestServer;
let admin: ApiClient;

beforeAll(async () => {
  server = await startTestServer();
  admin = await apiAs(server, 'admin@zfood.my');
});
afterAll(() => server.close());

async function newCuisine(name: string): Promise<Rec> {
  const created = await admin.post<{ data: Rec }>('/admin/cuisines', { name });
  expect(created.status, created.text).toBe(201);
  expect(created.headers.get('etag')).toBe('"1"');
  return created.body.data;
}

test('50 concurrent read-then-write PATCHes: exactly one wins, 49 get 409 with the current record', async () => {
  const record = await newCuisine('Mamak Classics');
  const read = await admin.get<{ data: Rec }>(`/admin/cuisines/${record.id}`);
  const etag = read.headers.get('etag') ?? '';
  expect(etag).toBe(`"${record.version}"`);
  const answers = await Promise.all(
    Array.from({ length: 50 }, (_, i) =>
      admin.request<{ data: Rec } | Failure>(
        'PATCH',
        `/admin/cuisines/${record.id}`,
        { name: `Mamak Classics ${i}` },
        { 'if-match': etag },
      ),
    ),
  );
  const statuses = answers.map((a) => a.status);
  expect(statuses.filter((s) => s === 200)).toHaveLength(1);
  expect(statuses.filter((s) => s === 409)).toHaveLength(49);
  const winner = answers.find((a) => a.status === 200)?.body as { data: Rec };
  const loser = answers.find((a) => a.status === 409)?.body as Failure;
  expect(loser.message).toMatch(/Someone else changed this cuisine/);
  expect(loser.current).toMatchObject({
    id: record.id,
    name: winner.data.name,
    version: 2,
  });
  const stored = await admin.get<{ data: Rec }>(`/admin/cuisines/${record.id}`);
  expect(stored.body.data.name).toBe(winner.data.name);
  expect(stored.headers.get('etag')).toBe('"2"');
});

test('a write that names no version is refused with 428 and changes nothing', async () => {
  const record = await newCuisine('Kopitiam Breakfast');
  const answer = await admin.patch<Failure>(`/admin/cuisines/${record.id}`, {
    name: 'Changed blind',
  });
  expect(answer.status).toBe(428);
  expect(answer.body.message).toMatch(/If-Match/);
  const stored = await admin.get<{ data: Rec }>(`/admin/cuisines/${record.id}`);
  expect(stored.body.data).toMatchObject({
    name: 'Kopitiam Breakfast',
    version: 1,
  });
});

test('the version may come in the body, and a stale one is a 409 there too', async () => {
  const record = await newCuisine('Borneo Kitchen');
  const first = await admin.patch<{ data: Rec }>(
    `/admin/cuisines/${record.id}`,
    { name: 'Borneo Kitchen II', version: 1 },
  );
  expect(first.status, first.text).toBe(200);
  expect(first.body.data.version).toBe(2);
  expect(first.headers.get('etag')).toBe('"2"');
  const stale = await admin.patch<Failure>(`/admin/cuisines/${record.id}`, {
    name: 'Borneo Kitchen III',
    version: 1,
  });
  expect(stale.status).toBe(409);
  expect(stale.body.current?.name).toBe('Borneo Kitchen II');
});

test('weak tags and * are understood; a malformed If-Match is a 400', async () => {
  const record = await newCuisine('Nasi Kandar Corner');
  const weak = await admin.request<{ data: Rec }>(
    'PATCH',
    `/admin/cuisines/${record.id}`,
    { name: 'Nasi Kandar Corner 2' },
    { 'if-match': 'W/"1"' },
  );
  expect(weak.status, weak.text).toBe(200);
  const any = await admin.request<{ data: Rec }>(
    'PATCH',
    `/admin/cuisines/${record.id}`,
    { name: 'Nasi Kandar Corner 3' },
    { 'if-match': '*' },
  );
  expect(any.status, any.text).toBe(200);
  expect(any.body.data.version).toBe(3);
  for (const header of ['"abc"', '"1", "2"', 'version 3']) {
    const bad = await admin.request(
      'PATCH',
      `/admin/cuisines/${record.id}`,
      { name: 'x' },
      { 'if-match': header },
    );
    expect(bad.status, header).toBe(400);
  }
});

test('PUT, DELETE and actions honour If-Match too', async () => {
  const record = await newCuisine('Ipoh White Coffee');
  await admin.edit(`/admin/cuisines/${record.id}`, { name: 'Ipoh Coffee' });
  const stalePut = await admin.request<Failure>(
    'PUT',
    `/admin/cuisines/${record.id}`,
    { name: 'Replaced' },
    { 'if-match': '"1"' },
  );
  expect(stalePut.status).toBe(409);
  const staleDelete = await admin.request<Failure>(
    'DELETE',
    `/admin/cuisines/${record.id}`,
    undefined,
    { 'if-match': '"1"' },
  );
  expect(staleDelete.status).toBe(409);
  expect(
    (await admin.get(`/admin/cuisines/${record.id}`)).status,
    'a stale delete removes nothing',
  ).toBe(200);
  const alert = await recordInState(server, 'alerts', 'OPEN');
  const version = Number(alert.version);
  const staleAction = await admin.request<Failure>(
    'POST',
    `/admin/alerts/${alert.id}/acknowledge`,
    {},
    { 'if-match': `"${version + 1}"` },
  );
  expect(staleAction.status).toBe(409);
  expect(staleAction.body.current?.status).toBe('OPEN');
  const fresh = await admin.request<{ data: Rec }>(
    'POST',
    `/admin/alerts/${alert.id}/acknowledge`,
    {},
    { 'if-match': `"${version}"` },
  );
  expect(fresh.status, fresh.text).toBe(200);
  expect(fresh.body.data.version).toBe(version + 1);
});

test('lists carry each row’s version, so a grid can edit what it shows', async () => {
  const list = await admin.get<{ data: Rec[] }>('/admin/banks?perPage=3');
  for (const row of list.body.data) expect(row.version).toBeGreaterThan(0);
});
