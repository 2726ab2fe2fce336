import { afterAll, beforeAll, expect, test } from 'vitest';
import { resources } from '../../resources.config';
import type { AnyResource } from '../../src/registry/define-resource';
import { schemaNames } from '../../server/http/database-errors';
import { apiAs, type ApiClient } from './support/api-client';
import { startTestServer, type TestServer } from './support/test-server';

const registry = resources as readonly AnyResource[];
let server: TestServer;
let admin: ApiClient;

beforeAll(async () => {
  server = await startTestServer();
  admin = await apiAs(server, 'admin@zfood.my');
});
afterAll(() => server.close());

test('every unique, foreign-key and check constraint of the schema names a registry field', async () => {
  const { rows } = await server.db.query<{ name: string; tab: string }>(
    `SELECT c.conname AS name, r.relname AS tab FROM pg_constraint c
     JOIN pg_class r ON r.oid = c.conrelid
     JOIN pg_namespace n ON n.oid = r.relnamespace
     WHERE c.contype IN ('u', 'f', 'c') AND n.nspname = current_schema()`,
  );
  const names = schemaNames(registry);
  const registryTables = new Set(
    registry.map((r) => r.name.replace(/-/g, '_')),
  );
  const unresolved = rows
    .filter((row) => registryTables.has(row.tab))
    .filter((row) => !names.constraint(row.name))
    .map((row) => `${row.tab}: ${row.name}`);
  expect(rows.length).toBeGreaterThan(100);
  expect(unresolved).toEqual([]);
});

test('a value a unique column already holds is a 422 on that field', async () => {
  const existing = await admin.get<{ data: { name: string }[] }>(
    '/admin/cuisines?perPage=1',
  );
  const name = existing.body.data[0]?.name;
  const answer = await admin.post<{
    message: string;
    errors?: Record<string, string[]>;
  }>('/admin/cuisines', { name });
  expect(answer.status, answer.text).toBe(422);
  expect(answer.body.errors).toEqual({
    name: ['Another cuisine already has this name'],
  });
  expect(answer.text).not.toMatch(/duplicate key|constraint/i);
});
