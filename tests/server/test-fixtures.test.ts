import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { hashPassword } from '../../server/auth/password-hash';
import { apiAs, type ApiClient } from './support/api-client';
import { startTestServer, type TestServer } from './support/test-server';

type Rec = Record<string, unknown> & { id: number };

describe('under APP_ENV=test', () => {
  let server: TestServer;
  let admin: ApiClient;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await apiAs(server, 'admin@zfood.my');
  });
  afterAll(() => server.close());

  test('an admin makes a new order in PENDING, coded like the others and nobody’s work yet', async () => {
    const newest = await admin.get<{ data: Rec[] }>(
      '/admin/orders?perPage=1&sort=-id',
    );
    const made = await admin.post<{ data: Rec }>(
      '/admin/test-fixtures/orders',
      { state: 'PENDING' },
    );
    expect(made.status, made.text).toBe(201);
    expect(made.body.data.id).toBeGreaterThan(Number(newest.body.data[0]?.id));
    expect(made.body.data).toMatchObject({
      status: 'PENDING',
      acceptedAt: null,
      completedAt: null,
      refundReason: null,
    });
    expect(made.body.data.code).toMatch(/^ORD\d{7}$/);
    const read = await admin.get<{ data: Rec }>(
      `/admin/orders/${made.body.data.id}`,
    );
    expect(read.body.data.status).toBe('PENDING');
    // A whole order: its own copy of the lines, and no moves in its history.
    const count = async (path: string) =>
      (await admin.get<{ meta: { total: number } }>(path)).body.meta.total;
    const templateLines = await count(
      `/admin/order-menus?search[orderId]=${String(newest.body.data[0]?.id)}`,
    );
    expect(templateLines).toBeGreaterThan(0);
    expect(
      await count(`/admin/order-menus?search[orderId]=${made.body.data.id}`),
    ).toBe(templateLines);
    expect(
      await count(
        `/admin/order-status-logs?search[orderId]=${made.body.data.id}`,
      ),
    ).toBe(0);
    // It is a real order: its actions take it on.
    const accepted = await admin.post<{ data: Rec }>(
      `/admin/orders/${made.body.data.id}/approve`,
    );
    expect(accepted.status, accepted.text).toBe(200);
    expect(accepted.body.data.status).toBe('ACCEPTED');
  });

  test('the record takes the values given instead of the copied ones; a field it has not is a 422', async () => {
    const made = await admin.post<{ data: Rec }>(
      '/admin/test-fixtures/orders',
      { state: 'COMPLETED', values: { total: 15_000 } },
    );
    expect(made.status, made.text).toBe(201);
    expect(made.body.data).toMatchObject({
      status: 'COMPLETED',
      total: 15_000,
    });
    const unknown = await admin.post<{ errors: Record<string, string[]> }>(
      '/admin/test-fixtures/orders',
      { state: 'COMPLETED', values: { colour: 'red' } },
    );
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors.values).toEqual([
      'colour is no field to set here',
    ]);
  });

  test('a unique owner is one that has none yet: a new pocket belongs to a user without one', async () => {
    const made = await admin.post<{ data: Rec }>(
      '/admin/test-fixtures/pockets',
      { state: 'FROZEN' },
    );
    expect(made.status, made.text).toBe(201);
    const owned = await admin.get<{ meta: { total: number } }>(
      `/admin/pockets?search[userId]=${String(made.body.data.userId)}`,
    );
    expect(owned.body.meta.total).toBe(1);
  });

  test('a state the machine does not have is a 422 on the state; a resource without states is a 404', async () => {
    const wrong = await admin.post<{ errors: Record<string, string[]> }>(
      '/admin/test-fixtures/settlements',
      { state: 'LOST' },
    );
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.state?.[0]).toMatch(/PENDING/);
    expect(
      (await admin.post('/admin/test-fixtures/banks', { state: 'ACTIVE' }))
        .status,
    ).toBe(404);
  });

  test('only the ADMIN user type may make fixtures', async () => {
    const finance = await apiAs(server, 'finance@zfood.my');
    const answer = await finance.post('/admin/test-fixtures/settlements', {
      state: 'PENDING',
    });
    expect(answer.status).toBe(403);
  });
});

describe.each(['production', 'development', 'staging'])(
  'under APP_ENV=%s',
  (appEnv) => {
    let server: TestServer;

    beforeAll(async () => {
      server = await startTestServer({ appEnv });
    });
    afterAll(() => server.close());

    test('there is no fixture route: an admin gets a 404 and no record is made', async () => {
      // Production seeds no demo passwords: its admin chose one of their own.
      if (appEnv === 'production')
        await server.db.query(
          "INSERT INTO auth_credentials (user_id, password_hash) SELECT id, $1 FROM users WHERE email = 'admin@zfood.my'",
          [await hashPassword('Their-Own-Passphrase-7')],
        );
      const admin = await apiAs(
        server,
        'admin@zfood.my',
        appEnv === 'production' ? 'Their-Own-Passphrase-7' : undefined,
      );
      const count = async () =>
        (
          await admin.get<{ meta: { total: number } }>(
            '/admin/orders?perPage=1&search[status]=PENDING',
          )
        ).body.meta.total;
      const before = await count();
      const answer = await admin.post('/admin/test-fixtures/orders', {
        state: 'PENDING',
      });
      expect(answer.status).toBe(404);
      expect(await count()).toBe(before);
    });
  },
);
