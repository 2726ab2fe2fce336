import { afterAll, beforeAll, expect, test } from 'vitest';
import { resources } from '../../resources.config';
import type { AnyResource } from '../../src/registry/define-resource';
import { apiResourceName } from '../../src/registry/resource-key';
import { apiAs, type ApiClient } from './support/api-client';
import { startTestServer, type TestServer } from './support/test-server';

type Row = Record<string, unknown>;
interface List {
  data: Row[];
  meta: { total: number };
}
interface Failure {
  errors?: Record<string, string[]>;
}

let server: TestServer;
let admin: ApiClient;

beforeAll(async () => {
  server = await startTestServer();
  admin = await apiAs(server, 'admin@zfood.my');
});

afterAll(async () => {
  await server.close();
});

const registry: readonly AnyResource[] = resources;
const windows = registry.flatMap((resource) =>
  Object.entries(resource.fields).flatMap(([name, field]) =>
    field.notBefore && !resource.report && !resource.source
      ? [{ api: apiResourceName(resource), end: name, start: field.notBefore }]
      : [],
  ),
);

const at = (value: unknown) =>
  Date.parse(typeof value === 'string' ? value : '');

test('every seeded window ends on or after it starts', async () => {
  expect(windows.length).toBeGreaterThan(5);
  for (const { api, end, start } of windows) {
    const { body } = await admin.get<List>(`/admin/${api}?perPage=100`);
    for (const row of body.data) {
      if (row[end] === null || row[start] === null) continue;
      expect(
        at(row[end]),
        `${api} #${String(row.id)}: ${end} before ${start}`,
      ).toBeGreaterThanOrEqual(at(row[start]));
    }
  }
});

test('an end before its start is a 422 on the end, on create and on a patch of either side', async () => {
  const created = await admin.post<Failure>('/admin/announcement-banners', {
    title: 'Raya closing hours',
    message: 'Outlets close early on the eve of Hari Raya.',
    startsAt: '2026-12-10T00:00:00.000Z',
    endsAt: '2026-12-01T00:00:00.000Z',
  });
  expect(created.status, created.text).toBe(422);
  expect(created.body.errors?.endsAt).toEqual([
    'Ends must not be before Starts',
  ]);

  const ok = await admin.post<{ data: Row }>('/admin/announcement-banners', {
    title: 'Raya closing hours',
    message: 'Outlets close early on the eve of Hari Raya.',
    startsAt: '2026-12-01T00:00:00.000Z',
    endsAt: '2026-12-10T00:00:00.000Z',
  });
  expect(ok.status, ok.text).toBe(201);
  const id = String(ok.body.data.id);
  const movedStart = await admin.edit<Failure>(
    `/admin/announcement-banners/${id}`,
    { startsAt: '2026-12-20T00:00:00.000Z' },
  );
  expect(movedStart.status).toBe(422);
  expect(movedStart.body.errors?.endsAt).toEqual([
    'Ends must not be before Starts',
  ]);
  const fine = await admin.edit(`/admin/announcement-banners/${id}`, {
    endsAt: '2026-12-01T00:00:00.000Z',
  });
  expect(fine.status, fine.text).toBe(200);
});
