/**
 * A write is judged by where it leaves the record, not only where it found
 * it: a create-only field (the user a settings row belongs to) never
 * changes after the create, and a record moved by a PATCH must still be one
 * the caller may manage. `account-notes` exists only here: an account's
 * record whose owner an update may change, so the check after the write is
 * all that keeps staff from moving it onto a colleague's account.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { resources } from '../../resources.config';
import {
  defineResource,
  type AnyResource,
} from '../../src/registry/define-resource';
import { reference } from '../../src/registry/resources/common-fields';
import { apiAs, type ApiClient } from './support/api-client';
import { startTestServer, type TestServer } from './support/test-server';

type Rec = Record<string, unknown> & { id: number };
type One = { data: Rec };
type Failure = { message: string; errors?: Record<string, string[]> };

const accountNotes = defineResource({
  name: 'account-notes',
  subject: 'AccountNote',
  label: { one: 'Account note', many: 'Account notes' },
  titleField: 'note',
  accountOf: 'userId',
  fields: {
    userId: reference('users', 'User', { required: true, filter: ['eq'] }),
    note: { kind: 'text', label: 'Note', required: true, maxLength: 200 },
  },
  seedCount: 1,
});
const registry: readonly AnyResource[] = [...resources, accountNotes];

let server: TestServer;
let admin: ApiClient;
let staff: ApiClient;
let usersMade = 0;

/** A new user made by the admin; none has a settings row yet. */
async function newUser(userType: 'CLIENT' | 'STAFF'): Promise<number> {
  usersMade += 1;
  const created = await admin.post<One>('/admin/users', {
    name: `${userType === 'STAFF' ? 'Colleague' : 'Customer'} ${usersMade}`,
    email: `write-outcome-${usersMade}@example.my`,
    userType,
  });
  expect(created.status, created.text).toBe(201);
  return created.body.data.id;
}

/**
 * A settings row for `userId`, as the apps make it (the console offers no
 * create for settings), read back through the API.
 */
async function settingsFor(userId: number): Promise<Rec> {
  const { rows } = await server.db.query<{ id: number }>(
    "INSERT INTO user_settings (user_id, language) VALUES ($1, 'EN') RETURNING id",
    [userId],
  );
  const read = await admin.get<One>(`/admin/user-settings/${rows[0]?.id}`);
  expect(read.status, read.text).toBe(200);
  return read.body.data;
}

/** The admin gives staff's role these permission keys, as on the role's page. */
async function grantStaff(keys: readonly string[]): Promise<void> {
  const { rows: roles } = await server.db.query<{ id: number }>(
    "SELECT id FROM roles WHERE name = 'OPERATIONS'",
  );
  const { rows: permissions } = await server.db.query<{ id: number }>(
    'SELECT id FROM permissions WHERE key = ANY($1::text[])',
    [keys],
  );
  expect(permissions).toHaveLength(keys.length);
  for (const permission of permissions) {
    const granted = await admin.post('/admin/role-permissions', {
      roleId: Number(roles[0]?.id),
      permissionId: Number(permission.id),
    });
    expect(granted.status, granted.text).toBe(201);
  }
}

beforeAll(async () => {
  server = await startTestServer({}, { registry });
  admin = await apiAs(server, 'admin@zfood.my');
  staff = await apiAs(server, 'staff@zfood.my');
  await grantStaff([
    'users.update',
    'user-settings.read',
    'user-settings.update',
    'account-notes.read',
    'account-notes.update',
  ]);
});
afterAll(() => server.close());

describe('a create-only field keeps its value', () => {
  test("an admin's PATCH with another user is a 422 on userId, and the settings stay with their user", async () => {
    const customer = await newUser('CLIENT');
    const settings = await settingsFor(customer);
    const moved = await admin.edit<Failure>(
      `/admin/user-settings/${settings.id}`,
      { userId: await newUser('STAFF'), language: 'MS' },
    );
    expect(moved.status, moved.text).toBe(422);
    expect(moved.body.errors?.userId?.[0]).toMatch(/cannot change/);
    const after = await admin.get<One>(`/admin/user-settings/${settings.id}`);
    expect(after.body.data).toMatchObject({ userId: customer, language: 'EN' });
  });

  test('sending the same user back is fine, and a PUT without it keeps it', async () => {
    const customer = await newUser('CLIENT');
    const settings = await settingsFor(customer);
    const echoed = await admin.edit<One>(
      `/admin/user-settings/${settings.id}`,
      { userId: customer, language: 'MS' },
    );
    expect(echoed.status, echoed.text).toBe(200);
    expect(echoed.body.data).toMatchObject({
      userId: customer,
      language: 'MS',
    });
    const replaced = await admin.edit<One>(
      `/admin/user-settings/${settings.id}`,
      { language: 'EN', isSmsEnabled: true },
      'PUT',
    );
    expect(replaced.status, replaced.text).toBe(200);
    expect(replaced.body.data).toMatchObject({
      userId: customer,
      language: 'EN',
      isSmsEnabled: true,
    });
  });

  test("staff cannot move a customer's settings onto a colleague's account", async () => {
    const customer = await newUser('CLIENT');
    const settings = await settingsFor(customer);
    const moved = await staff.edit(`/admin/user-settings/${settings.id}`, {
      userId: await newUser('STAFF'),
    });
    expect(moved.status, moved.text).toBe(422);
    const after = await admin.get<One>(`/admin/user-settings/${settings.id}`);
    expect(after.body.data.userId).toBe(customer);
  });

  test('the OpenAPI update body marks userId read-only; the create body does not', async () => {
    const response = await fetch(`${server.baseUrl}/api/v1/openapi.json`);
    const doc = (await response.json()) as {
      paths: Record<string, Record<string, { requestBody?: unknown }>>;
    };
    const bodyOf = (path: string, method: string) =>
      JSON.stringify(doc.paths[path]?.[method]?.requestBody);
    expect(bodyOf('/api/v1/admin/user-settings/{id}', 'patch')).toMatch(
      /"userId":\{"readOnly":true/,
    );
    expect(bodyOf('/api/v1/admin/enquiries/{id}', 'patch')).toMatch(
      /"userId":\{"readOnly":true/,
    );
    expect(bodyOf('/api/v1/admin/enquiries', 'post')).not.toMatch(/readOnly/);
  });
});

describe('the caller must be able to manage the record the write leaves', () => {
  async function noteOf(userId: number): Promise<Rec> {
    const created = await admin.post<One>('/admin/account-notes', {
      userId,
      note: 'Prefers calls after 6 pm',
    });
    expect(created.status, created.text).toBe(201);
    return created.body.data;
  }

  test("staff moving a customer's note onto a colleague's account get a 403 and the note stays", async () => {
    const customer = await newUser('CLIENT');
    const note = await noteOf(customer);
    const moved = await staff.edit<Failure>(`/admin/account-notes/${note.id}`, {
      userId: await newUser('STAFF'),
    });
    expect(moved.status, moved.text).toBe(403);
    const after = await admin.get<One>(`/admin/account-notes/${note.id}`);
    expect(after.body.data.userId).toBe(customer);
  });

  test('staff may still move a note between two customers, both theirs to manage', async () => {
    const note = await noteOf(await newUser('CLIENT'));
    const other = await newUser('CLIENT');
    const moved = await staff.edit<One>(`/admin/account-notes/${note.id}`, {
      userId: other,
    });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.body.data.userId).toBe(other);
  });

  test("staff cannot change a customer's user type, and the customer stays a customer", async () => {
    const customer = await newUser('CLIENT');
    const promoted = await staff.edit(`/admin/users/${customer}`, {
      userType: 'MERCHANT',
    });
    expect(promoted.status, promoted.text).toBe(403);
    const after = await admin.get<One>(`/admin/users/${customer}`);
    expect(after.body.data.userType).toBe('CLIENT');
  });
});
