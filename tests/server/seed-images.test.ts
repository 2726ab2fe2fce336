import { afterAll, beforeAll, expect, test } from 'vitest';
import { resources } from '../../resources.config';
import { hasTable, tableModel } from '../../server/db/table-model';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

test('every seeded picture is drawn by this server: no image host behind the demo data', async () => {
  const external: string[] = [];
  let pictures = 0;
  for (const resource of resources.filter(hasTable)) {
    const model = tableModel(resource);
    for (const col of model.columns.filter((c) => c.field.kind === 'image')) {
      const { rows } = await server.db.query<{ url: string | null }>(
        `SELECT "${col.column}" AS url FROM "${model.table}"`,
      );
      for (const { url } of rows) {
        if (url === null) continue;
        pictures += 1;
        if (!url.startsWith('/seed-images/'))
          external.push(`${resource.name}.${col.name}: ${url}`);
      }
    }
  }
  expect(pictures).toBeGreaterThan(50);
  expect(external).toEqual([]);
});

test('a seeded picture answers as an SVG that runs no script, cached for a day', async () => {
  const { rows } = await server.db.query<{ url: string }>(
    'SELECT image_url AS url FROM menus WHERE image_url IS NOT NULL LIMIT 1',
  );
  const url = rows[0]?.url ?? '';
  const response = await fetch(`${server.baseUrl}${url}`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
  expect(response.headers.get('content-security-policy')).toContain('sandbox');
  expect(response.headers.get('cache-control')).toContain('max-age=86400');
  const body = await response.text();
  expect(body).toMatch(/^<svg /);
  expect(body).not.toMatch(/<script|https?:\/\/(?!www\.w3\.org)/);
});

test('an unknown kind of picture or a file that is not an SVG is a 404', async () => {
  for (const path of [
    '/seed-images/secret/x.svg',
    '/seed-images/food/x.png',
    '/seed-images/food',
  ]) {
    const response = await fetch(`${server.baseUrl}${path}`);
    expect(response.status, path).toBe(404);
    await response.body?.cancel();
  }
});
