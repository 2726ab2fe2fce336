import { afterAll, beforeAll, expect, test } from 'vitest';
import { maxRecents } from '../../src/registry/nav-preferences';
import { apiPaths, apiVersionPrefix } from '../../src/registry/paths';
import { apiAs } from './support/api-client';
import { startTestServer, type TestServer } from './support/test-server';

interface Preferences {
  favourites: string[];
  recents: { key: string; at: string }[];
  version: number;
}
interface Answer {
  data: Preferences;
}
interface Refusal {
  statusCode: number;
  errors?: Record<string, string[]>;
  current?: Preferences;
}

const path = apiPaths.profilePreferences;
const at = '2026-03-02T09:15:00.000Z';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

test('without a token the preferences are a 401', async () => {
  const answer = await fetch(`${server.baseUrl}${apiVersionPrefix}${path}`);
  expect(answer.status).toBe(401);
});

test('a user who saved nothing reads the empty document at version 1', async () => {
  const staff = await apiAs(server, 'staff@zfood.my');
  const answer = await staff.get<Answer>(path);
  expect(answer.status).toBe(200);
  expect(answer.headers.get('etag')).toBe('"1"');
  expect(answer.body.data).toEqual({ favourites: [], recents: [], version: 1 });
});

test('what a user saves survives signing in again, and another user never sees it', async () => {
  const admin = await apiAs(server, 'admin@zfood.my');
  const document = {
    favourites: ['orders', 'promotions/promotion-periods'],
    recents: [
      { key: 'banks', at },
      { key: 'orders', at: '2026-03-02T09:10:00.000Z' },
    ],
  };
  const saved = await admin.put<Answer>(path, document);
  expect(saved.status).toBe(200);
  expect(saved.body.data).toEqual({ ...document, version: 2 });
  expect(saved.headers.get('etag')).toBe('"2"');

  // A new sign-in is a new session, as on another device.
  const again = await apiAs(server, 'admin@zfood.my');
  expect((await again.get<Answer>(path)).body.data).toEqual({
    ...document,
    version: 2,
  });

  const finance = await apiAs(server, 'finance@zfood.my');
  expect((await finance.get<Answer>(path)).body.data).toEqual({
    favourites: [],
    recents: [],
    version: 1,
  });
  await finance.put(path, { favourites: ['banks'], recents: [] });
  expect((await again.get<Answer>(path)).body.data.favourites).toEqual(
    document.favourites,
  );
});

test.each([
  [
    'an unknown page',
    { favourites: ['orders', 'no-such-page'], recents: [] },
    'favourites.1',
  ],
  [
    'a group, which is no page',
    { favourites: ['promotions-menu'], recents: [] },
    'favourites.0',
  ],
  [
    'a visit without a time',
    { favourites: [], recents: [{ key: 'orders', at: 'yesterday' }] },
    'recents.0.at',
  ],
  [
    'more recent pages than Recent keeps',
    {
      favourites: [],
      recents: Array.from({ length: maxRecents + 1 }, () => ({
        key: 'orders',
        at,
      })),
    },
    'recents',
  ],
  ['a missing list', { favourites: [] }, 'recents'],
  [
    "someone else's user id",
    { favourites: [], recents: [], userId: 1 },
    'body',
  ],
])('%s is a 422 naming the entry', async (_, body, field) => {
  const reviewer = await apiAs(server, 'reviewer@zfood.my');
  const answer = await reviewer.put<Refusal>(path, body);
  expect(answer.status).toBe(422);
  expect(Object.keys(answer.body.errors ?? {})).toContain(field);
  expect((await reviewer.get<Answer>(path)).body.data.version).toBe(1);
});

test('a page named twice is kept once, in its first place', async () => {
  const client = await apiAs(server, 'client@zfood.my');
  const answer = await client.put<Answer>(path, {
    favourites: ['banks', 'orders', 'banks'],
    recents: [
      { key: 'orders', at },
      { key: 'orders', at: '2026-03-01T00:00:00.000Z' },
    ],
  });
  expect(answer.body.data).toMatchObject({
    favourites: ['banks', 'orders'],
    recents: [{ key: 'orders', at }],
  });
});

test('a write based on an older version is a 409 carrying the document as it is now', async () => {
  const admin = await apiAs(server, 'admin@zfood.my');
  const read = await admin.get<Answer>(path);
  const etag = read.headers.get('etag') ?? '';
  const first = await admin.request<Answer>(
    'PUT',
    path,
    { favourites: ['banks'], recents: [] },
    { 'if-match': etag },
  );
  expect(first.status).toBe(200);

  const stale = await admin.request<Refusal>(
    'PUT',
    path,
    { favourites: ['orders'], recents: [] },
    { 'if-match': etag },
  );
  expect(stale.status).toBe(409);
  expect(stale.body.current).toEqual(first.body.data);

  // Without a version the last write wins: the document is the caller's own.
  const unguarded = await admin.put<Answer>(path, {
    favourites: ['orders'],
    recents: [],
  });
  expect(unguarded.status).toBe(200);
  expect(unguarded.body.data.favourites).toEqual(['orders']);
});

test('the OpenAPI document describes both calls', async () => {
  const answer = await fetch(
    `${server.baseUrl}${apiVersionPrefix}/openapi.json`,
  );
  const document = (await answer.json()) as {
    paths: Record<string, Record<string, { operationId?: string }>>;
  };
  const item = document.paths[`${apiVersionPrefix}${path}`];
  expect(item?.get?.operationId).toBe('getProfilePreferences');
  expect(item?.put?.operationId).toBe('replaceProfilePreferences');
});
