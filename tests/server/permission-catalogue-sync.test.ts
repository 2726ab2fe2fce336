/**
 * The permission catalogue follows the registry on every start (decision
 * 022): a database seeded before an entry existed gains its keys, and the
 * built-in roles whose defaults hold them get them, as a new database would;
 * a key no route checks any more goes, with its grants. Nobody adds keys by
 * hand: the API offers no create, edit or delete for permissions.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { resources } from '../../resources.config';
import type { AnyResource } from '../../src/registry/define-resource';
import { registryWithGadgets } from '../fixtures/registry-with-gadgets';
import { apiAs } from './support/api-client';
import { startTestServer, type TestServer } from './support/test-server';

const dataDir = mkdtempSync(join(tmpdir(), 'catalogue-sync-'));
let server: TestServer | undefined;
afterAll(async () => {
  await server?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const start = (registry: readonly AnyResource[] = resources) =>
  startTestServer({ databaseMode: 'file', dataDir }, { registry });

async function heldBy(role: string): Promise<string[]> {
  const { rows } = await (server as TestServer).db.query<{ key: string }>(
    `SELECT p.key FROM role_permissions rp
       JOIN roles r ON r.id = rp.role_id JOIN permissions p ON p.id = rp.permission_id
      WHERE r.name = $1 ORDER BY 1`,
    [role],
  );
  return rows.map((row) => row.key);
}

test('a new entry’s keys appear on the next start and reach the roles its access names; a stale key goes', async () => {
  server = await start();
  expect(await heldBy('OPERATIONS')).not.toContain('gadgets.read');
  // A key no route checks, granted to a role, as an old seed left them.
  await server.db.query(
    "INSERT INTO permissions (key, name, scope, module) VALUES ('orders.view', 'View orders', 'ADMIN', 'orders')",
  );
  await server.db.query(
    "INSERT INTO role_permissions (role_id, permission_id) SELECT r.id, p.id FROM roles r, permissions p WHERE r.name = 'OPERATIONS' AND p.key = 'orders.view'",
  );
  await server.close();

  server = await start(registryWithGadgets);
  const operations = await heldBy('OPERATIONS');
  expect(operations).toEqual(
    expect.arrayContaining([
      'gadgets.read',
      'gadgets.create',
      'gadgets.retire',
    ]),
  );
  expect(operations).not.toContain('orders.view');
  expect(await heldBy('FINANCE')).not.toContain('gadgets.read');
  const { rows } = await server.db.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM permissions WHERE key = 'orders.view'",
  );
  expect(rows[0]?.n).toBe(0);

  // The staff user of that role may now use the new entry, on its first request.
  const staff = await apiAs(server, 'staff@zfood.my');
  expect((await staff.get('/admin/gadgets')).status).toBe(200);
  // Two starts on a database file, the first seeding it: on a loaded
  // two-core machine each has taken over 15 s.
}, 90_000);

test('permissions are read-only through the API, even for an admin', async () => {
  const admin = await apiAs(server as TestServer, 'admin@zfood.my');
  const created = await admin.post('/admin/permissions', {
    key: 'orders.anything',
    name: 'Anything',
    scope: 'ADMIN',
    module: 'orders',
  });
  expect(created.status).toBe(405);
});
