import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { resources } from '../../resources.config';
import type {
  AnyResource,
  FieldSpec,
} from '../../src/registry/define-resource';
import { apiAs, type ApiClient } from './support/api-client';
import { recordInState } from './support/record-in-state';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
let admin: ApiClient;

beforeAll(async () => {
  // Some two thousand requests: far past the per-user rate limit, tested elsewhere.
  server = await startTestServer({ apiRateLimit: 1_000_000 });
  admin = await apiAs(server, 'admin@zfood.my');
});
afterAll(() => server.close());

const entries = (resources as readonly AnyResource[]).filter(
  (r) => !r.report && !r.source,
);
const ops = (r: AnyResource) =>
  r.operations ?? ['list', 'show', 'create', 'edit', 'delete', 'export'];

/** A value of the wrong shape for a field's kind. */
function wrongValue(field: FieldSpec): unknown {
  switch (field.kind) {
    case 'number':
    case 'money':
    case 'percent':
      return 'twelve';
    case 'boolean':
      return 'yes';
    case 'enum':
      return 'NOT_A_VALUE';
    case 'date':
    case 'datetime':
      return '2024-02-31';
    case 'time':
      return '25:99';
    case 'reference':
      return -4;
    case 'references':
      return ['a'];
    case 'geo':
      return { lat: 500, lng: 'x' };
    case 'json':
      return undefined;
    default:
      return { nested: true };
  }
}

type Case = [string, string, string, unknown];
const cases: Case[] = [];
for (const r of entries) {
  const base = `/admin/${r.name}`;
  cases.push([
    `${r.name}: list with an unknown filter`,
    'GET',
    `${base}?search[__nope__]=1`,
    undefined,
  ]);
  cases.push([
    `${r.name}: list with a SQL sort`,
    'GET',
    `${base}?sort=id;DROP TABLE users`,
    undefined,
  ]);
  cases.push([
    `${r.name}: list with perPage 1000`,
    'GET',
    `${base}?perPage=1000`,
    undefined,
  ]);
  cases.push([
    `${r.name}: record with a text id`,
    'GET',
    `${base}/'%20OR%201=1`,
    undefined,
  ]);
  if (ops(r).includes('create')) {
    cases.push([`${r.name}: create with an array body`, 'POST', base, [1, 2]]);
    cases.push([
      `${r.name}: create with a string body`,
      'POST',
      base,
      '"just text"',
    ]);
    cases.push([
      `${r.name}: create with malformed JSON`,
      'POST',
      base,
      '{"name": ',
    ]);
    const wrong = Object.fromEntries(
      Object.entries(r.fields)
        .filter(([, f]) => !f.readOnly)
        .map(([name, f]) => [name, wrongValue(f)] as const)
        .filter(([, v]) => v !== undefined),
    );
    if (Object.keys(wrong).length > 0)
      cases.push([
        `${r.name}: create with every field of the wrong type`,
        'POST',
        base,
        wrong,
      ]);
    cases.push([
      `${r.name}: create with prototype pollution`,
      'POST',
      base,
      '{"__proto__": {"isAdmin": true}, "constructor": {}}',
    ]);
  }
  if (ops(r).includes('edit')) {
    cases.push([
      `${r.name}: patch a missing record`,
      'PATCH',
      `${base}/99999999`,
      {},
    ]);
    const text = Object.entries(r.fields).find(
      ([, f]) => ['text', 'longText'].includes(f.kind) && !f.readOnly,
    );
    if (text)
      cases.push([
        `${r.name}: patch with a huge text`,
        'PATCH',
        `${base}/1`,
        { [text[0]]: 'x'.repeat(100_001) },
      ]);
    cases.push([`${r.name}: patch the id`, 'PATCH', `${base}/1`, { id: 2 }]);
  }
  for (const [verb, action] of Object.entries(r.actions ?? {})) {
    cases.push([
      `${r.name}: ${verb} on a text id`,
      'POST',
      `${base}/abc/${verb}`,
      {},
    ]);
    cases.push([
      `${r.name}: ${verb} with a non-text reason`,
      'POST',
      `${base}/1/${verb}`,
      { reason: { a: 1 } },
    ]);
    if (action.bulk) {
      cases.push([
        `${r.name}: bulk-${verb} without ids`,
        'POST',
        `${base}/bulk-${verb}`,
        {},
      ]);
      cases.push([
        `${r.name}: bulk-${verb} with text ids`,
        'POST',
        `${base}/bulk-${verb}`,
        { ids: ['1', null] },
      ]);
    }
  }
}

/** A fingerprint of every table: row counts and the latest change. */
async function fingerprint(): Promise<string> {
  const parts: string[] = [];
  for (const r of entries) {
    const table = r.name.replace(/-/g, '_');
    const { rows } = await server.db.query<{ n: number; last: string | null }>(
      `SELECT count(*)::int AS n, max(updated_at)::text AS last FROM "${table}"`,
    );
    parts.push(`${table}:${rows[0]?.n}:${rows[0]?.last}`);
  }
  return parts.join('|');
}

test(`the sweep has at least 200 malformed requests (${cases.length})`, () => {
  expect(cases.length).toBeGreaterThanOrEqual(200);
});

test('every malformed body, query and id is a 4xx, never a 5xx, and changes no row', async () => {
  const before = await fingerprint();
  const wrong: string[] = [];
  for (const [label, method, path, body] of cases) {
    const answer = await admin.request(method, path, body);
    const isClientError = answer.status >= 400 && answer.status < 500;
    const envelope = answer.body as { statusCode?: number; message?: string };
    if (
      !isClientError ||
      envelope.statusCode !== answer.status ||
      !envelope.message
    )
      wrong.push(`${label}: ${answer.status} ${answer.text.slice(0, 120)}`);
    if (
      /select .* from|insert into|update \S+ set|delete from|\n\s+at /i.test(
        answer.text,
      )
    )
      wrong.push(`${label}: leaks ${answer.text.slice(0, 120)}`);
  }
  expect(wrong).toEqual([]);
  expect(await fingerprint()).toBe(before);
});

/** Every route that takes a JSON object body, with a first record's id where it needs one. */
function jsonRoutes(): [string, string][] {
  const routes: [string, string][] = [];
  for (const r of entries) {
    const base = `/admin/${r.name}`;
    if (ops(r).includes('create')) routes.push(['POST', base]);
    if (ops(r).includes('edit'))
      routes.push(['PATCH', `${base}/1`], ['PUT', `${base}/1`]);
    for (const [verb, action] of Object.entries(r.actions ?? {})) {
      routes.push(['POST', `${base}/1/${verb}`]);
      if (action.bulk) routes.push(['POST', `${base}/bulk-${verb}`]);
    }
  }
  return routes;
}

test('a JSON body that is not an object is a 422 on body, on every route that takes one, and runs nothing', async () => {
  const before = await fingerprint();
  const wrong: string[] = [];
  for (const [method, path] of jsonRoutes()) {
    for (const body of ['[1, 2]', '"just text"', '42', 'null']) {
      const answer = await admin.request<{ errors?: Record<string, string[]> }>(
        method,
        path,
        body,
      );
      if (answer.status !== 422 || !answer.body.errors?.body)
        wrong.push(
          `${method} ${path} ${body}: ${answer.status} ${answer.text.slice(0, 100)}`,
        );
    }
  }
  expect(wrong).toEqual([]);
  expect(await fingerprint()).toBe(before);
});

test('a body that is not JSON is a 415 on every JSON route, and runs nothing', async () => {
  const before = await fingerprint();
  const form = new FormData();
  form.append('reason', 'typed in a form');
  const bodies: [string, Record<string, string>, string][] = [
    ['text/plain', { 'content-type': 'text/plain' }, '{"reason":"x"}'],
    [
      'a form post',
      { 'content-type': 'application/x-www-form-urlencoded' },
      'reason=x',
    ],
    ['no content type', {}, '{"reason":"x"}'],
  ];
  const wrong: string[] = [];
  for (const [method, path] of jsonRoutes()) {
    const sends: [string, RequestInit][] = [
      ...bodies.map(
        ([label, headers, body]) =>
          [label, { headers, body }] as [string, RequestInit],
      ),
      ['multipart', { body: form }],
    ];
    for (const [label, init] of sends) {
      const response = await fetch(`${server.baseUrl}/api/v1${path}`, {
        method,
        ...init,
        headers: {
          authorization: admin.authorization,
          platform: 'admin_frontend',
          ...(init.headers as Record<string, string> | undefined),
        },
      });
      if (response.status !== 415)
        wrong.push(
          `${method} ${path} as ${label}: ${response.status} ${(await response.text()).slice(0, 100)}`,
        );
      else await response.body?.cancel();
    }
  }
  expect(wrong).toEqual([]);
  expect(await fingerprint()).toBe(before);
});

test('an import takes multipart only: a JSON body there is a 415', async () => {
  const answer = await admin.post('/admin/banks/import', { file: 'x' });
  expect(answer.status).toBe(415);
});

test('an action with no body at all still runs (its reason is optional)', async () => {
  const { id } = await recordInState(server, 'settlements', 'PENDING');
  const answer = await admin.request('POST', `/admin/settlements/${id}/review`);
  expect(answer.status, answer.text).toBe(200);
});

/** Sends a request fetch refuses to make (TRACE), as any HTTP client can. */
function rawRequest(
  method: string,
  path: string,
): Promise<{ status: number; allow: string | undefined; body: string }> {
  const { hostname, port } = new URL(server.baseUrl);
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        host: hostname,
        port,
        method,
        path: `/api/v1${path}`,
        headers: { authorization: admin.authorization },
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            allow: response.headers.allow,
            body,
          }),
        );
      },
    );
    request.on('error', reject);
    request.end();
  });
}

test('a method an API path does not take is a 405 naming the ones it does; an unknown path stays a 404', async () => {
  const list = await rawRequest('TRACE', '/admin/orders');
  expect(list.status).toBe(405);
  expect(list.allow?.split(', ')).toEqual(
    expect.arrayContaining(['GET', 'HEAD']),
  );
  expect(JSON.parse(list.body)).toMatchObject({ statusCode: 405 });

  const record = await rawRequest('TRACE', '/admin/banks/1');
  expect(record.status).toBe(405);
  expect(record.allow?.split(', ')).toEqual(
    expect.arrayContaining(['GET', 'PATCH', 'PUT', 'DELETE']),
  );
  const action = await rawRequest('DELETE', '/admin/orders/1/approve');
  expect([action.status, action.allow]).toEqual([405, 'POST']);
  expect((await rawRequest('PUT', '/admin/orders')).status).toBe(405);

  const nowhere = await rawRequest('TRACE', '/admin/no-such-resource');
  expect(nowhere.status).toBe(404);
  expect(JSON.parse(nowhere.body)).toMatchObject({ statusCode: 404 });
});

test('a body version of null is refused on the field, with or without If-Match, and changes nothing', async () => {
  const path = '/admin/banks/1';
  const before = await admin.get<{ data: { name: string } }>(path);
  const etag = before.headers.get('etag') ?? '';
  const sends: Record<string, string>[] = [{}, { 'if-match': etag }];
  for (const headers of sends) {
    const answer = await admin.request<{ errors?: Record<string, string[]> }>(
      'PATCH',
      path,
      { version: null, name: 'Renamed by a null version' },
      headers,
    );
    expect(answer.status, answer.text).toBe(422);
    expect(answer.body.errors?.version).toBeDefined();
  }
  const clash = await admin.request<{ errors?: Record<string, string[]> }>(
    'PATCH',
    path,
    { version: Number(etag.replace(/\D/g, '')) + 1, name: 'Two versions' },
    { 'if-match': etag },
  );
  expect(clash.status, clash.text).toBe(422);
  expect(clash.body.errors?.version).toBeDefined();
  const after = await admin.get<{ data: { name: string } }>(path);
  expect(after.body.data.name).toBe(before.body.data.name);
  expect(after.headers.get('etag')).toBe(etag);
});
