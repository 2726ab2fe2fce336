import { afterAll, beforeAll, expect, test } from 'vitest';
import { resources } from '../../resources.config';
import type { AnyResource } from '../../src/registry/define-resource';
import { apiPaths, apiVersionPrefix } from '../../src/registry/paths';
import { memberSetsOf } from '../../src/registry/show-sections';
import { resolveTarget } from '../../server/db/table-model';
import { apiAs, type ApiAnswer, type ApiClient } from './support/api-client';
import { recordInState } from './support/record-in-state';
import {
  resolveSchema,
  schemaExample,
  type Edge,
  type Fill,
  type Schema,
} from './support/schema-example';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
let admin: ApiClient;
let document: Schema;

beforeAll(async () => {
  // Some eight hundred requests: far past the per-user rate limit, tested elsewhere.
  server = await startTestServer({ apiRateLimit: 1_000_000 });
  admin = await apiAs(server, 'admin@zfood.my');
  const served = await fetch(
    `${server.baseUrl}${apiVersionPrefix}/openapi.json`,
  );
  document = (await served.json()) as Schema;
});
afterAll(() => server.close());

const registry = resources as readonly AnyResource[];
const methods = ['get', 'put', 'post', 'delete', 'patch'] as const;

interface Operation {
  method: (typeof methods)[number];
  path: string;
  operation: Schema;
}

function operations(): Operation[] {
  const paths = document.paths as Record<string, Record<string, Schema>>;
  return Object.entries(paths).flatMap(([path, item]) =>
    methods
      .filter((method) => item[method])
      .map((method) => ({ method, path, operation: item[method] as Schema })),
  );
}

test('every operation has an operationId, unique across the document', () => {
  const all = operations();
  const missing = all
    .filter(({ operation }) => typeof operation.operationId !== 'string')
    .map(({ method, path }) => `${method} ${path}`);
  expect(missing).toEqual([]);
  const ids = all.map(({ operation }) => operation.operationId);
  const repeated = ids.filter((id, index) => ids.indexOf(id) !== index);
  expect(repeated).toEqual([]);
  // Link-safe names a generated client can use as method names.
  expect(ids.filter((id) => !/^[a-z][A-Za-z0-9]*$/.test(String(id)))).toEqual(
    [],
  );
});

test('the operationIds read as what the operations do', () => {
  const idOf = (method: string, path: string) =>
    (document.paths as Record<string, Record<string, Schema>>)[
      `${apiVersionPrefix}${path}`
    ]?.[method]?.operationId;
  expect(idOf('get', '/admin/orders')).toBe('listOrders');
  expect(idOf('get', '/admin/orders/{id}')).toBe('getOrder');
  expect(idOf('post', '/admin/banks')).toBe('createBank');
  expect(idOf('patch', '/admin/banks/{id}')).toBe('updateBank');
  expect(idOf('put', '/admin/banks/{id}')).toBe('replaceBank');
  expect(idOf('delete', '/admin/banks/{id}')).toBe('deleteBank');
  expect(idOf('get', '/admin/banks/export')).toBe('exportBanks');
  expect(idOf('post', '/admin/banks/import')).toBe('importBanks');
  expect(idOf('post', '/admin/orders/{id}/approve')).toBe('approveOrder');
  expect(idOf('post', '/admin/settlements/bulk-verify')).toBe(
    'bulkVerifySettlements',
  );
});

test('every operation has a summary, a 2xx and a 4xx answer, and declares its path parameters', () => {
  const wrong: string[] = [];
  for (const { method, path, operation } of operations()) {
    const where = `${method} ${path}`;
    const codes = Object.keys(operation.responses as Schema);
    if (typeof operation.summary !== 'string') wrong.push(`${where}: summary`);
    if (!codes.some((code) => code.startsWith('2')))
      wrong.push(`${where}: no 2xx`);
    if (!codes.some((code) => code.startsWith('4')))
      wrong.push(`${where}: no 4xx`);
    const declared = ((operation.parameters as Schema[] | undefined) ?? [])
      .filter((p) => p.in === 'path')
      .map((p) => p.name);
    const templated = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
    if (declared.sort().join() !== templated.sort().join())
      wrong.push(`${where}: path parameters ${declared.join()}`);
  }
  expect(wrong).toEqual([]);
});

test('a record as the API answers it has the members of its schema and no others', async () => {
  const wrong: string[] = [];
  let checked = 0;
  for (const { method, path, operation } of operations()) {
    if (method !== 'get' || path.includes('{') || path.endsWith('/export'))
      continue;
    const listed = resolveSchema(
      document,
      (
        (operation.responses as Record<string, Schema>)['200']
          ?.content as Record<string, Schema>
      )['application/json']?.schema as Schema,
    );
    const items = (listed.properties as Record<string, Schema> | undefined)
      ?.data?.items as Schema | undefined;
    if (!items) continue;
    const schema = resolveSchema(document, items);
    if (schema.additionalProperties !== false) continue;
    const answer = await admin.get<{ data?: Record<string, unknown>[] }>(
      `${path.replace(apiVersionPrefix, '')}?perPage=1`,
    );
    const members = Object.keys(schema.properties as Schema);
    const extra = Object.keys(answer.body.data?.[0] ?? {}).filter(
      (key) => !members.includes(key),
    );
    if (extra.length > 0) wrong.push(`${path}: ${extra.join(', ')}`);
    checked += 1;
  }
  expect(wrong).toEqual([]);
  expect(checked).toBeGreaterThanOrEqual(80);
});

/**
 * What an answer to a positive example says. Only a `disagreement` is the
 * schema's fault: the record's state, a value another record holds, a
 * rule about the record's own values, a record that does not exist and a
 * refusal to this user say nothing about it.
 */
type Outcome =
  | 'accepted'
  | 'business rule'
  | 'no such record'
  | 'not allowed'
  | 'disagreement';

/** 422 messages about other records or the record's own values, not the value's shape. */
const businessRules = [
  /already has this/,
  // A revision lowers the line's quantity from what it is.
  /A revision lowers the quantity/,
];

function classify(answer: ApiAnswer): Outcome {
  if (answer.status < 300) return 'accepted';
  if (answer.status === 409) return 'business rule';
  if (answer.status === 403) return 'not allowed';
  if (answer.status !== 422) return 'disagreement';
  const errors = Object.values(
    (answer.body as { errors?: Record<string, string[]> }).errors ?? {},
  ).flat();
  if (errors.length === 0) return 'disagreement';
  if (errors.every((message) => /no (record|\w+) with id/i.test(message)))
    return 'no such record';
  return errors.every((message) =>
    businessRules.some((rule) => rule.test(message)),
  )
    ? 'business rule'
    : 'disagreement';
}

/** The resource an admin path is under: `/api/v1/admin/banks/{id}` → banks. */
function resourceOf(path: string): AnyResource | undefined {
  const name = /\/admin\/([^/]+)/.exec(path)?.[1];
  return registry.find((r) => r.name === name);
}

const existing = new Map<string, number | undefined>();

/** The id of some record of `name`, or undefined when there is none. */
async function someId(name: string): Promise<number | undefined> {
  // The admin is a user, and a staff user where the desk wants one.
  if (name === 'users') return admin.userId;
  if (!existing.has(name)) {
    const answer = await admin.get<{ data?: { id: number }[] }>(
      `${apiPaths.collection(name)}?perPage=1&sort=-id`,
    );
    existing.set(name, answer.body.data?.[0]?.id);
  }
  return existing.get(name);
}

/** Body members outside the registry's fields that name a record: the desk's. */
const otherReferences: Record<string, string> = { labelId: 'enquiry-labels' };

/**
 * Existing records for the body's references, which no schema can name:
 * an id, and for a list of ids as many as the schema takes, all the same
 * (the server keeps one of each).
 */
async function referenceFill(resource: AnyResource): Promise<Fill> {
  const ids = new Map<string, number>();
  for (const [name, target] of Object.entries(otherReferences)) {
    const id = await someId(target);
    if (id !== undefined) ids.set(name, id);
  }
  for (const set of memberSetsOf(registry, resource)) {
    const id = await someId(set.members.name);
    if (id !== undefined) ids.set(set.key, id);
  }
  for (const [name, field] of Object.entries(resource.fields)) {
    if (field.kind !== 'reference' && field.kind !== 'references') continue;
    const target = resolveTarget(registry, field.to);
    const id = target ? await someId(target.name) : undefined;
    if (id !== undefined) ids.set(name, id);
  }
  return (name, schema, edge) => {
    const id = ids.get(name);
    if (id === undefined || !String(schema.type).includes('array')) return id;
    return edge === 'high'
      ? Array.from({ length: Number(schema.maxItems ?? 1) }, () => id)
      : undefined;
  };
}

/** A record to act on at `path`'s `{id}`: one in a state the action starts from, where it has one. */
async function recordFor(
  resource: AnyResource,
  path: string,
  created: Map<string, number>,
): Promise<number | undefined> {
  const verb = new RegExp(`/\\{id\\}/([^/]+)$`).exec(path)?.[1];
  const from = verb ? resource.actions?.[verb]?.from[0] : undefined;
  if (from) return (await recordInState(server, resource.name, from)).id;
  return created.get(resource.name) ?? (await someId(resource.name));
}

test("the server takes the schema's positive examples of every JSON request body", async () => {
  const outcomes = new Map<Outcome, string[]>();
  const created = new Map<string, number>();
  const order: Record<string, number> = { post: 0, patch: 1, put: 2 };
  const bodies = operations()
    .filter(
      ({ operation }) =>
        (operation.requestBody as Schema | undefined)?.content !== undefined &&
        'application/json' in
          ((operation.requestBody as Schema).content as Schema),
    )
    // Creates first, so that updates change a record of their own.
    .sort((a, b) => (order[a.method] ?? 3) - (order[b.method] ?? 3));
  for (const { method, path, operation } of bodies) {
    const resource = resourceOf(path);
    if (!resource) throw new Error(`no resource for ${path}`);
    const schema = (
      (operation.requestBody as Schema).content as Record<string, Schema>
    )['application/json']?.schema as Schema;
    const fillReference = await referenceFill(resource);
    const needsVersion = (
      (operation.parameters as Schema[] | undefined) ?? []
    ).some((p) => p.in === 'header' && p.name === 'If-Match' && p.required);
    for (const edge of ['low', 'high'] as Edge[]) {
      const id = path.includes('{id}')
        ? await recordFor(resource, path, created)
        : undefined;
      const target = path
        .replace(apiVersionPrefix, '')
        .replace('{id}', String(id));
      // Read before each write, as a client does: the last one moved the version.
      const etag =
        id === undefined
          ? null
          : (await admin.get(apiPaths.record(resource.name, id))).headers.get(
              'etag',
            );
      const version = etag ? Number(etag.replace(/\D/g, '')) : undefined;
      const body = schemaExample(document, schema, edge, (name, ...rest) =>
        name === 'version' ? version : fillReference(name, ...rest),
      );
      const answer = await admin.request(
        method.toUpperCase(),
        target,
        body,
        needsVersion && etag ? { 'if-match': etag } : {},
      );
      const outcome = classify(answer);
      if (method === 'post' && id === undefined && answer.status === 201)
        created.set(
          resource.name,
          (answer.body as { data: { id: number } }).data.id,
        );
      const seen = outcomes.get(outcome) ?? [];
      seen.push(
        `${String(operation.operationId)} ${edge}: ${answer.status} ${answer.text.slice(0, 300)}`,
      );
      outcomes.set(outcome, seen);
    }
  }
  expect(outcomes.get('disagreement') ?? []).toEqual([]);
  // Every create and update of every resource, every action and bulk action.
  expect(bodies.length).toBeGreaterThanOrEqual(190);
  // Business refusals are the exception: most examples go through.
  expect(outcomes.get('accepted')?.length).toBeGreaterThan(bodies.length);
});
