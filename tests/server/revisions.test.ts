/**
 * Revisions (decision 030): every write through the one write path leaves
 * one; a record's revisions list, read and restore over HTTP, and a restore
 * is an edit like any other.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { apiPaths } from '../../src/registry/paths';
import type {
  RevisionDetail,
  RevisionSummary,
} from '../../src/registry/revisions';
import { registryWithGadgets } from '../fixtures/registry-with-gadgets';
import { apiAs, type ApiClient } from './support/api-client';
import { recordInState } from './support/record-in-state';
import { startTestServer, type TestServer } from './support/test-server';

type Merchant = {
  id: number;
  name: string;
  commissionPercent: number;
  status: string;
  version: number;
};
type Revisions = { data: RevisionSummary[] };

let server: TestServer;
let admin: ApiClient;

beforeAll(async () => {
  server = await startTestServer({}, { registry: registryWithGadgets });
  admin = await apiAs(server, 'admin@zfood.my');
});
afterAll(() => server.close());

/** The merchant at `index` by id: the seed gives the first three a history of their own. */
async function merchantAt(index: number): Promise<Merchant> {
  const list = await admin.get<{ data: Merchant[] }>(
    `${apiPaths.collection('merchants')}?perPage=10&sort=id`,
  );
  expect(list.status, list.text).toBe(200);
  const merchant = list.body.data[index];
  if (!merchant) throw new Error(`the seed made no merchant ${index}`);
  return merchant;
}

/** A merchant awaiting approval with no history: made, not hoped for in the seed. */
async function pendingMerchant(): Promise<Merchant> {
  const made = await recordInState(server, 'merchants', 'PENDING_APPROVAL');
  const read = await admin.get<{ data: Merchant }>(
    apiPaths.record('merchants', made.id),
  );
  expect(read.status, read.text).toBe(200);
  return read.body.data;
}

async function revisionsOf(
  client: ApiClient,
  name: string,
  id: number,
): Promise<RevisionSummary[]> {
  const answer = await client.get<Revisions>(apiPaths.revisions(name, id));
  expect(answer.status, answer.text).toBe(200);
  return answer.body.data;
}

async function restore(
  client: ApiClient,
  name: string,
  id: number,
  revisionId: number,
  version?: number,
) {
  return client.request<{ data: Merchant }>(
    'POST',
    apiPaths.restoreRevision(name, id, revisionId),
    {},
    version === undefined ? {} : { 'if-match': `"${version}"` },
  );
}

describe('every write leaves a revision', () => {
  test("the seed's history of a merchant ends with the merchant as it is", async () => {
    const merchant = await merchantAt(0);
    const revisions = await revisionsOf(admin, 'merchants', merchant.id);
    expect(revisions.map((r) => [r.number, r.kind])).toEqual([
      [2, 'UPDATE'],
      [1, 'UPDATE'],
      [0, 'ORIGINAL'],
    ]);
    const [newest, lastWeeks] = revisions;
    const age = (at: string | null | undefined) =>
      (Date.now() - new Date(at ?? 0).getTime()) / 86_400_000;
    expect(age(lastWeeks?.at)).toBeGreaterThan(7);
    expect(age(newest?.at)).toBeLessThan(7);
    const latest = await admin.get<{ data: RevisionDetail }>(
      apiPaths.revision('merchants', merchant.id, newest?.id ?? -1),
    );
    expect(latest.body.data.record).toMatchObject({
      name: merchant.name,
      commissionPercent: merchant.commissionPercent,
      status: merchant.status,
    });
  });

  test('an edit, an action and the record before them, newest first, with who, why and what changed', async () => {
    const merchant = await pendingMerchant();
    const seededRate = merchant.commissionPercent;
    expect(await revisionsOf(admin, 'merchants', merchant.id)).toEqual([]);

    const edited = await admin.edit<{ data: Merchant }>(
      apiPaths.record('merchants', merchant.id),
      { commissionPercent: seededRate === 21 ? 22 : 21 },
    );
    expect(edited.status, edited.text).toBe(200);
    const approved = await admin.request(
      'POST',
      apiPaths.action('merchants', merchant.id, 'approve'),
      { reason: 'Documents checked' },
      { 'if-match': `"${edited.body.data.version}"` },
    );
    expect(approved.status, approved.text).toBe(200);

    const revisions = await revisionsOf(admin, 'merchants', merchant.id);
    expect(revisions.map((r) => [r.number, r.kind, r.verb])).toEqual([
      [2, 'ACTION', 'approve'],
      [1, 'UPDATE', null],
      [0, 'ORIGINAL', null],
    ]);
    const [action, update] = revisions;
    expect(action?.reason).toBe('Documents checked');
    expect(action?.actor?.name).toBeTruthy();
    expect(action?.changes).toContainEqual({
      field: 'status',
      before: 'PENDING_APPROVAL',
      after: 'ACTIVE',
    });
    expect(update?.changes).toEqual([
      {
        field: 'commissionPercent',
        before: seededRate,
        after: edited.body.data.commissionPercent,
      },
    ]);

    // The original is the record as the seed left it.
    const original = await admin.get<{ data: RevisionDetail }>(
      apiPaths.revision('merchants', merchant.id, 0),
    );
    expect(original.status, original.text).toBe(200);
    expect(original.body.data.record).toMatchObject({
      name: merchant.name,
      commissionPercent: seededRate,
      status: 'PENDING_APPROVAL',
    });
    // A revision reads the whole record as it stood.
    const first = await admin.get<{ data: RevisionDetail }>(
      apiPaths.revision('merchants', merchant.id, update?.id ?? -1),
    );
    expect(first.body.data.record).toMatchObject({
      name: merchant.name,
      commissionPercent: edited.body.data.commissionPercent,
      status: 'PENDING_APPROVAL',
    });
  });

  test('a create and an edit of a resource that exists only in a test (gadgets), restored', async () => {
    const merchant = await merchantAt(0);
    const created = await admin.post<{ data: { id: number } }>(
      apiPaths.collection('gadgets'),
      { name: 'Revisioned kettle', price: 4990, merchantId: merchant.id },
    );
    expect(created.status, created.text).toBe(201);
    const gadgetId = created.body.data.id;
    const edited = await admin.edit<{ data: { version: number } }>(
      apiPaths.record('gadgets', gadgetId),
      { name: 'Revisioned kettle v2', price: 5990 },
    );
    expect(edited.status, edited.text).toBe(200);

    const revisions = await revisionsOf(admin, 'gadgets', gadgetId);
    expect(revisions.map((r) => [r.number, r.kind])).toEqual([
      [2, 'UPDATE'],
      [1, 'CREATE'],
    ]);
    expect(revisions[0]?.changes).toEqual([
      {
        field: 'name',
        before: 'Revisioned kettle',
        after: 'Revisioned kettle v2',
      },
      { field: 'price', before: 4990, after: 5990 },
    ]);

    const restored = await restore(
      admin,
      'gadgets',
      gadgetId,
      revisions[1]?.id ?? -1,
      edited.body.data.version,
    );
    expect(restored.status, restored.text).toBe(200);
    expect(restored.body.data).toMatchObject({
      name: 'Revisioned kettle',
      price: 4990,
    });
    const after = await revisionsOf(admin, 'gadgets', gadgetId);
    expect(after[0]).toMatchObject({
      number: 3,
      kind: 'RESTORE',
      restoredFrom: 1,
    });
  });

  test('an import leaves a revision for each record it makes or changes', async () => {
    const made = await admin.upload<{ data: { created: number } }>(
      apiPaths.importCsv('cuisines'),
      'name,sortOrder\nRevisioned Laotian,41\n',
    );
    expect(made.status, made.text).toBe(200);
    const found = await admin.get<{ data: { id: number }[] }>(
      `${apiPaths.collection('cuisines')}?q=Revisioned%20Laotian`,
    );
    const id = found.body.data[0]?.id ?? -1;
    const changed = await admin.upload(
      apiPaths.importCsv('cuisines'),
      `id,name,sortOrder\n${id},Revisioned Laotian,42\n`,
    );
    expect(changed.status, changed.text).toBe(200);
    const revisions = await revisionsOf(admin, 'cuisines', id);
    expect(revisions.map((r) => [r.number, r.kind])).toEqual([
      [2, 'IMPORT'],
      [1, 'IMPORT'],
    ]);
    expect(revisions[0]?.changes).toEqual([
      { field: 'sortOrder', before: 41, after: 42 },
    ]);
  });
});

describe('restore', () => {
  test('brings back what an edit may change, never the state an action set, and guards like an edit', async () => {
    const merchant = await pendingMerchant();
    const path = apiPaths.record('merchants', merchant.id);
    const edited = await admin.edit<{ data: Merchant }>(path, {
      commissionPercent: 27,
      name: `${merchant.name} (renamed)`,
    });
    expect(edited.status, edited.text).toBe(200);
    const approved = await admin.request<{ data: Merchant }>(
      'POST',
      apiPaths.action('merchants', merchant.id, 'approve'),
      {},
      { 'if-match': `"${edited.body.data.version}"` },
    );
    expect(approved.status, approved.text).toBe(200);
    const version = approved.body.data.version;

    // Like an edit: the version read is required, and a stale one is refused.
    expect((await restore(admin, 'merchants', merchant.id, 0)).status).toBe(
      428,
    );
    expect(
      (await restore(admin, 'merchants', merchant.id, 0, version - 1)).status,
    ).toBe(409);
    // Someone who may read merchants but not edit them may not restore.
    const finance = await apiAs(server, 'finance@zfood.my');
    const refused = await restore(
      finance,
      'merchants',
      merchant.id,
      0,
      version,
    );
    expect(refused.status).toBe(403);

    const restored = await restore(admin, 'merchants', merchant.id, 0, version);
    expect(restored.status, restored.text).toBe(200);
    expect(restored.body.data).toMatchObject({
      name: merchant.name,
      commissionPercent: merchant.commissionPercent,
      // The action's state stays: only an action moves it.
      status: 'ACTIVE',
      version: version + 1,
    });
    expect(restored.headers.get('etag')).toBe(`"${version + 1}"`);
    const [latest] = await revisionsOf(admin, 'merchants', merchant.id);
    expect(latest).toMatchObject({
      kind: 'RESTORE',
      restoredFrom: null,
      reason: 'Restored revision 0',
    });

    // Restoring what the record already holds changes nothing, and says so.
    const again = await restore(
      admin,
      'merchants',
      merchant.id,
      0,
      version + 1,
    );
    expect(again.status).toBe(422);
    expect(again.text).toMatch(/nothing to restore/);
  });

  test('a revision another record owns, or none, is a 404; a caller who may not read the entry gets a 403', async () => {
    const merchant = await merchantAt(1);
    const other = await merchantAt(2);
    const [own] = await revisionsOf(admin, 'merchants', merchant.id);
    const borrowed = await admin.get(
      apiPaths.revision('merchants', other.id, own?.id ?? -1),
    );
    expect(borrowed.status).toBe(404);
    expect(
      (await admin.get(apiPaths.revision('merchants', merchant.id, 'x')))
        .status,
    ).toBe(404);
    expect(
      (await admin.get(apiPaths.revisions('merchants', 99_999_999))).status,
    ).toBe(404);

    const client = await apiAs(server, 'client@zfood.my');
    const hidden = await client.get(apiPaths.revisions('audit-logs', 1));
    expect([403, 404]).toContain(hidden.status);
    const staff = await apiAs(server, 'staff@zfood.my');
    const roles = await staff.get(apiPaths.revisions('roles', 1));
    // What a role may not read has no history to read either.
    const canReadRoles = (await staff.get(apiPaths.record('roles', 1))).status;
    expect(roles.status === 200).toBe(canReadRoles === 200);
  });
});
