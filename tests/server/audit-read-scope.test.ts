/**
 * The audit log shows a caller only entries about resources they may read:
 * its list (with its counts and facets), a record by id, its CSV export and
 * the activity timeline on a record page (the list, filtered to one record)
 * all leave out what the caller may not read. Staff (OPERATIONS, here
 * granted the audit log) may read it but not settlements or roles; finance
 * may read the log and settlements; admins see all.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { apiAs, type ApiClient } from './support/api-client';
import { recordInState } from './support/record-in-state';
import { grantToRole } from './support/role-permissions';
import { startTestServer, type TestServer } from './support/test-server';

type Rec = Record<string, unknown> & { id: number };
interface ListBody {
  data: Rec[];
  meta: { total: number };
}

let server: TestServer;
let admin: ApiClient;
let finance: ApiClient;
let staff: ApiClient;
/** A settlement an admin reviewed: its audit entry is finance's business. */
let settlementId: number;
let settlementEntry: number;
/** A cuisine an admin renamed: its audit entry is anyone's who reads cuisines. */
let cuisineId: number;
let cuisineEntry: number;
/** An entry about no registry entry (a seeded sign-in is filed under 'auth'). */
let authEntry: number;

/** The query the record page's activity timeline sends for one record. */
const timeline = (resource: string, id: number) =>
  `/admin/audit-logs?page=1&perPage=100&sort=-createdAt&search[resource]=${resource}&search[recordId]=${id}&include=actorId`;

async function list(client: ApiClient, path: string): Promise<ListBody> {
  const answer = await client.get<ListBody>(path);
  expect(answer.status, answer.text).toBe(200);
  return answer.body;
}

async function exported(client: ApiClient, query = ''): Promise<string> {
  const answer = await client.get<string>(`/admin/audit-logs/export${query}`);
  expect(answer.status, answer.text).toBe(200);
  return answer.text;
}

/** The one audit entry about a record, as the admin finds it. */
async function entryAbout(resource: string, id: number): Promise<number> {
  const { data } = await list(admin, timeline(resource, id));
  expect(data).toHaveLength(1);
  return Number(data[0]?.id);
}

beforeAll(async () => {
  server = await startTestServer();
  admin = await apiAs(server, 'admin@zfood.my');
  finance = await apiAs(server, 'finance@zfood.my');
  staff = await apiAs(server, 'staff@zfood.my');
  // An admin lets operations read and export the audit log (and finance
  // export it); settlements and roles stay out of operations' reach.
  await grantToRole(admin, 'OPERATIONS', [
    'audit-logs.read',
    'audit-logs.export',
  ]);
  await grantToRole(admin, 'FINANCE', ['audit-logs.export']);

  settlementId = (await recordInState(server, 'settlements', 'PENDING')).id;
  const review = await admin.post(`/admin/settlements/${settlementId}/review`);
  expect(review.status, review.text).toBe(200);
  settlementEntry = await entryAbout('settlements', settlementId);

  cuisineId = (await list(admin, '/admin/cuisines?perPage=1')).data[0]?.id ?? 0;
  const rename = await admin.edit(`/admin/cuisines/${cuisineId}`, {
    name: 'Renamed For The Audit Test',
  });
  expect(rename.status, rename.text).toBe(200);
  cuisineEntry = await entryAbout('cuisines', cuisineId);

  const { rows } = await server.db.query<{ id: number }>(
    `SELECT id FROM audit_logs WHERE resource = 'auth' ORDER BY id LIMIT 1`,
  );
  authEntry = Number(rows[0]?.id);
  expect(authEntry).toBeGreaterThan(0);
});
afterAll(() => server.close());

describe('an entry about a resource the caller may not read', () => {
  test('is not in their list, nor counted in its total', async () => {
    const body = await list(
      staff,
      '/admin/audit-logs?search[resource]=settlements',
    );
    expect(body.data).toEqual([]);
    expect(body.meta.total).toBe(0);
    const byText = await list(
      staff,
      `/admin/audit-logs?q=${encodeURIComponent(`review on settlements #${settlementId}`)}`,
    );
    expect(byText.data).toEqual([]);
    const everything = await list(staff, '/admin/audit-logs?perPage=100');
    expect(everything.data.map((row) => row.resource)).not.toContain(
      'settlements',
    );
    expect(everything.meta.total).toBeLessThan(
      (await list(admin, '/admin/audit-logs?perPage=1')).meta.total,
    );
  });

  test('is left out whatever it is about: a change to a role', async () => {
    const query = '/admin/audit-logs?search[resource]=roles';
    expect((await list(admin, query)).meta.total).toBeGreaterThan(0);
    expect((await list(staff, query)).meta.total).toBe(0);
  });

  test('is a 404 by id, as one that does not exist', async () => {
    const answer = await staff.get(`/admin/audit-logs/${settlementEntry}`);
    expect(answer.status).toBe(404);
    const missing = await staff.get('/admin/audit-logs/999999999');
    expect(answer.text.replace(String(settlementEntry), 'N')).toBe(
      missing.text.replace('999999999', 'N'),
    );
  });

  test('is not in their CSV export', async () => {
    const csv = await exported(staff);
    expect(csv).not.toContain(`review on settlements #${settlementId}`);
    expect(csv).not.toMatch(/,settlements,/);
    const filtered = await exported(staff, '?search[resource]=settlements');
    expect(filtered.trim().split('\n')).toHaveLength(1);
  });

  test("is not on the record's activity timeline", async () => {
    const body = await list(staff, timeline('settlements', settlementId));
    expect(body.data).toEqual([]);
    expect(body.meta.total).toBe(0);
  });

  test('is seen by those who may read the resource', async () => {
    for (const reader of [admin, finance]) {
      const shown = await reader.get<{ data: Rec }>(
        `/admin/audit-logs/${settlementEntry}`,
      );
      expect(shown.status, shown.text).toBe(200);
      expect(shown.body.data.resource).toBe('settlements');
      const { data } = await list(
        reader,
        timeline('settlements', settlementId),
      );
      expect(data.map((row) => row.id)).toEqual([settlementEntry]);
      expect(await exported(reader)).toContain(
        `review on settlements #${settlementId}`,
      );
    }
  });
});

describe('an entry about a resource the caller may read', () => {
  test('is in their list, by id, in their export and on the timeline', async () => {
    const { data } = await list(staff, timeline('cuisines', cuisineId));
    expect(data.map((row) => row.id)).toEqual([cuisineEntry]);
    const shown = await staff.get(`/admin/audit-logs/${cuisineEntry}`);
    expect(shown.status, shown.text).toBe(200);
    expect(await exported(staff)).toContain(`updated cuisines #${cuisineId}`);
  });
});

describe('an entry about no resource of the registry', () => {
  test('is for admins only: there is no read rule to follow', async () => {
    expect((await staff.get(`/admin/audit-logs/${authEntry}`)).status).toBe(
      404,
    );
    const { data } = await list(
      staff,
      '/admin/audit-logs?search[resource]=auth',
    );
    expect(data).toEqual([]);
    const shown = await admin.get(`/admin/audit-logs/${authEntry}`);
    expect(shown.status, shown.text).toBe(200);
  });
});
