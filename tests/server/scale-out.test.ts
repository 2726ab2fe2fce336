import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { apiPaths } from '../../src/registry/paths';
import { busChannel } from '../../server/realtime/event-bus';
import { freshPostgres } from './support/engines';
import { saleStatuses } from '../../src/registry/business-figures';
import { marketplaceTimeZone } from '../../src/registry/marketplace-clock';
import {
  connectRealtime,
  type RealtimeClient,
} from './support/realtime-client';
import { startTestServer, type TestServer } from './support/test-server';

/**
 * Two API instances on one PostgreSQL schema, as behind a load balancer:
 * what one does, the other's clients must see.
 */
const baseUrl = process.env.TEST_DATABASE_URL;
if (!baseUrl) {
  console.info(
    'scale-out.test.ts skipped: two instances need one PostgreSQL; set TEST_DATABASE_URL to run it.',
  );
}

const loginLimit = 4;

describe.skipIf(!baseUrl)('two API instances on one PostgreSQL', () => {
  let schema: Awaited<ReturnType<typeof freshPostgres>>;
  let a: TestServer;
  let b: TestServer;
  let sql: pg.Client;

  beforeAll(async () => {
    schema = await freshPostgres(baseUrl ?? '');
    // Both start at the same moment on the empty schema.
    const start = () =>
      startTestServer({ databaseUrl: schema.url, loginRateLimit: loginLimit });
    [a, b] = await Promise.all([start(), start()]);
    sql = new pg.Client({ connectionString: schema.url });
    await sql.connect();
  });

  afterAll(async () => {
    await sql.end();
    await Promise.all([a.close(), b.close()]);
    await schema.drop();
  });

  async function signedInSocket(
    server: TestServer,
    token: string,
  ): Promise<RealtimeClient> {
    const socket = await connectRealtime(server.wsUrl);
    socket.send({ event: 'authenticate', data: token });
    await socket.next((f) => f.event === 'identity');
    return socket;
  }

  function call(
    server: TestServer,
    method: string,
    path: string,
    token: string,
    body?: unknown,
  ) {
    return fetch(`${server.baseUrl}/api/v1${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  }

  async function eventually<T>(
    read: () => Promise<T>,
    isDone: (value: T) => boolean,
  ): Promise<T> {
    const deadline = Date.now() + 5000;
    let value = await read();
    while (!isDone(value) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      value = await read();
    }
    return value;
  }

  test('both came up from one empty schema, which was seeded once, and each accepts the other’s tokens', async () => {
    for (const server of [a, b]) {
      expect((await fetch(`${server.baseUrl}/api/v1/health`)).status).toBe(200);
    }
    const { rows } = await sql.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM users WHERE lower(email) = 'admin@zfood.my'",
    );
    expect(rows[0]?.n).toBe(1);

    const fromA = await a.login('admin@zfood.my', 'Admin123!');
    const onB = await call(
      b,
      'GET',
      '/admin/users/profile',
      fromA.access_token,
    );
    expect(onB.status).toBe(200);
  });

  test('a change made on one instance reaches a socket signed in on the other', async () => {
    const admin = await a.login('admin@zfood.my', 'Admin123!');
    const socketOnB = await signedInSocket(b, admin.access_token);

    const created = await call(
      a,
      'POST',
      '/admin/cuisines',
      admin.access_token,
      {
        name: 'Scale-out Fusion',
        sortOrder: 1,
      },
    );
    expect(created.status).toBe(201);
    const { data } = (await created.json()) as { data: { id: number } };

    const notice = await socketOnB.next(
      (f) =>
        f.event === 'resource.changed' &&
        (f.data as { resource?: string }).resource === 'cuisines',
    );
    expect(notice.data).toEqual({
      resource: 'cuisines',
      type: 'created',
      ids: [data.id],
    });
    await socketOnB.close();
  });

  test('a role’s permission taken away on one instance: the role’s user is refused on the other at its next request, and its socket there is told', async () => {
    const admin = await a.login('admin@zfood.my', 'Admin123!');
    const staff = await b.login('staff@zfood.my', 'Staff123!');
    const socketOnB = await signedInSocket(b, staff.access_token);
    expect(
      (await call(b, 'GET', '/admin/orders?perPage=1', staff.access_token))
        .status,
    ).toBe(200);

    const { rows } = await sql.query<{ role: number; permission: number }>(
      `SELECT r.id AS role, p.id AS permission FROM roles r, permissions p
        WHERE r.name = 'OPERATIONS' AND p.key = 'orders.read'`,
    );
    const { role, permission } = rows[0] ?? { role: 0, permission: 0 };
    const path = `/admin/roles/${role}/permissions`;
    const current = (await (
      await call(a, 'GET', path, admin.access_token)
    ).json()) as { data: { permissionIds: number[]; version: number } };
    const saved = await call(a, 'PUT', path, admin.access_token, {
      permissionIds: current.data.permissionIds.filter(
        (id) => Number(id) !== Number(permission),
      ),
      version: current.data.version,
    });
    expect(saved.status).toBe(200);

    const refused = await call(
      b,
      'GET',
      '/admin/orders?perPage=1',
      staff.access_token,
    );
    expect(refused.status).toBe(403);
    await socketOnB.next((f) => f.event === 'ability.changed');
    await socketOnB.close();

    const restored = await call(a, 'PUT', path, admin.access_token, {
      permissionIds: current.data.permissionIds,
      version: current.data.version + 1,
    });
    expect(restored.status).toBe(200);
  });

  test('logout on one instance closes that session’s sockets on both', async () => {
    const staff = await b.login('staff@zfood.my', 'Staff123!');
    const socketOnA = await signedInSocket(a, staff.access_token);
    const socketOnB = await signedInSocket(b, staff.access_token);

    const logout = await fetch(`${b.baseUrl}/api/v1/auth/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${staff.access_token}` },
    });
    expect(logout.status).toBe(204);

    expect(await Promise.all([socketOnA.closed, socketOnB.closed])).toEqual([
      4001, 4001,
    ]);
  });

  test('suspending a user on one instance closes their sockets on the other', async () => {
    const admin = await a.login('admin@zfood.my', 'Admin123!');
    const client = await a.login('client@zfood.my', 'Client123!');
    const socketOnB = await signedInSocket(b, client.access_token);
    const profile = await call(
      b,
      'GET',
      '/admin/users/profile',
      client.access_token,
    );
    const { data } = (await profile.json()) as { data: { id: number } };

    const suspended = await call(
      a,
      'POST',
      `/admin/users/${data.id}/suspend`,
      admin.access_token,
      { reason: 'Scale-out test' },
    );
    expect(suspended.status).toBe(200);
    expect(await socketOnB.closed).toBe(4001);
  });

  test('maintenance switched on one instance reaches the other, its sockets included', async () => {
    const admin = await a.login('admin@zfood.my', 'Admin123!');
    const socketOnB = await signedInSocket(b, admin.access_token);

    const on = await call(a, 'POST', '/admin/maintenance', admin.access_token, {
      on: true,
      eta: '30m',
    });
    expect(on.status).toBe(200);
    expect(await socketOnB.next((f) => f.statusCode === 503)).toMatchObject({
      statusCode: 503,
    });
    expect(await socketOnB.closed).toBe(1013);
    const onB = await eventually(
      () => call(b, 'GET', '/admin/users/profile', admin.access_token),
      (answer) => answer.status === 503,
    );
    expect(onB.status).toBe(503);

    const off = await call(
      b,
      'POST',
      '/admin/maintenance',
      admin.access_token,
      {
        on: false,
      },
    );
    expect(off.status).toBe(200);
    const onA = await eventually(
      () => call(a, 'GET', '/admin/users/profile', admin.access_token),
      (answer) => answer.status === 200,
    );
    expect(onA.status).toBe(200);
  });

  test('an instance whose event connection dropped re-reads the maintenance switch when it reconnects', async () => {
    const admin = await a.login('admin@zfood.my', 'Admin123!');
    // Switched on behind the servers' backs: no announcement reaches them.
    await sql.query(
      `INSERT INTO server_settings (name, value) VALUES ('maintenance', $1)
       ON CONFLICT (name) DO UPDATE
         SET value = EXCLUDED.value, revision = server_settings.revision + 1`,
      [JSON.stringify({ on: true, etaTime: null })],
    );
    const unaware = await call(
      b,
      'GET',
      '/admin/users/profile',
      admin.access_token,
    );
    expect(unaware.status).toBe(200);

    const channel = await busChannel(a.db);
    const killed = await sql.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
        WHERE application_name = $1`,
      [`zfood listener ${channel}`],
    );
    expect(killed.rowCount).toBe(2);

    for (const server of [a, b]) {
      const answer = await eventually(
        () => call(server, 'GET', '/admin/users/profile', admin.access_token),
        (response) => response.status === 503,
      );
      expect(answer.status).toBe(503);
    }
    await call(a, 'POST', '/admin/maintenance', admin.access_token, {
      on: false,
    });
  });

  test('two instances rolling up every day at once leave each order counted once and no day behind', async () => {
    // Lines changed across the year, so that each day's rollup changes the
    // running totals of every later day as the other instance rolls up others.
    await sql.query(
      'UPDATE order_menus SET quantity = quantity + 1 WHERE id % 3 = 0',
    );
    await sql.query(
      'INSERT INTO rollup_dirty_days (day) SELECT DISTINCT day FROM order_facts_days',
    );
    const [byA, byB] = await Promise.all([
      a.rollups?.catchUp(),
      b.rollups?.catchUp(),
    ]);
    const { rows } = await sql.query<{ days: number; behind: number }>(
      'SELECT (SELECT count(DISTINCT day) FROM order_facts_days)::int AS days, (SELECT count(*) FROM rollup_dirty_days)::int AS behind',
    );
    const held = await sql.query<{
      days: number;
      running: number;
      orders: number;
    }>(
      `SELECT (SELECT sum(orders) FROM order_facts_days)::int AS days,
         (SELECT sum(orders) FROM order_facts_running
          WHERE day = (SELECT running_through FROM rollup_state))::int AS running,
         (SELECT count(*) FROM orders)::int AS orders`,
    );
    expect(held.rows[0]?.days).toBe(held.rows[0]?.orders);
    expect(held.rows[0]?.running).toBe(held.rows[0]?.orders);
    expect(rows[0]?.behind).toBe(0);
    // The dishes' running totals on the horizon are their day rows' sums, and those the lines'.
    const running = await sql.query<{
      wrong: number;
      days: number;
      lines: number;
    }>(
      `WITH h AS (SELECT running_through AS day FROM rollup_state)
       SELECT (SELECT count(*) FROM
                (SELECT outlet_id, key, sum(quantity) AS quantity FROM menu_facts_days, h
                 WHERE menu_facts_days.day <= h.day GROUP BY 1, 2) d
                FULL JOIN (SELECT outlet_id, key, quantity FROM menu_facts_running, h
                           WHERE menu_facts_running.day = h.day) r USING (outlet_id, key)
                WHERE d.quantity IS DISTINCT FROM r.quantity)::int AS wrong,
         (SELECT sum(quantity) FROM menu_facts_days)::int AS days,
         (SELECT sum(l.quantity) FROM order_menus l JOIN orders o ON o.id = l.order_id
          WHERE o.status = ANY($1::text[]))::int AS lines`,
      [saleStatuses],
    );
    expect(running.rows[0]?.wrong).toBe(0);
    expect(running.rows[0]?.days).toBe(running.rows[0]?.lines);
    // Each day was rolled up by one of them (some by the periodic run).
    expect((byA ?? 0) + (byB ?? 0)).toBeLessThanOrEqual(rows[0]?.days ?? 0);
  });

  test('a report answer one instance keeps, the other reads; a change made through either shows on both at once', async () => {
    const admin = await a.login('admin@zfood.my', 'Admin123!');
    const { rows } = await sql.query<{ id: number; day: string }>(
      `SELECT id::int, (placed_at AT TIME ZONE $1)::date::text AS day FROM orders
       WHERE status = 'COMPLETED' AND total <= 10000
         AND placed_at < now() - interval '3 days' AND placed_at > now() - interval '20 days'
       ORDER BY id LIMIT 1`,
      [marketplaceTimeZone()],
    );
    const order = rows[0];
    if (!order) throw new Error('no completed order of the last weeks');
    const path = `/admin/reportings/outlets-performance?from=${order.day}&to=${order.day}`;
    const read = async (server: TestServer) => {
      const answer = await call(server, 'GET', path, admin.access_token);
      return {
        status: answer.headers.get('cache-status'),
        body: (await answer.json()) as { data: { orderCount: number }[] },
      };
    };
    const orders = (answer: { body: { data: { orderCount: number }[] } }) =>
      answer.body.data.reduce((sum, row) => sum + row.orderCount, 0);
    const made = await read(a);
    expect(made.status).toBe('reports; fwd=miss; stored');
    const onB = await read(b);
    expect(onB.status).toBe('reports; hit');
    expect(onB.body).toEqual(made.body);

    const refunded = await call(
      b,
      'POST',
      apiPaths.action('orders', order.id, 'cancel-and-refund'),
      admin.access_token,
      { reason: 'Cold on arrival' },
    );
    expect(refunded.status).toBe(200);
    const afterOnA = await read(a);
    expect(afterOnA.status).toBe('reports; fwd=miss; stored');
    expect(orders(afterOnA)).toBe(orders(made) - 1);
    const afterOnB = await read(b);
    expect(afterOnB.status).toBe('reports; hit');
    expect(afterOnB.body).toEqual(afterOnA.body);
  });

  // Last: the failures lock this test's address out of every later sign-in.
  test('failed sign-ins spread over both instances count against one limit', async () => {
    const tryLogin = (server: TestServer) =>
      fetch(`${server.baseUrl}/api/v1/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email: 'finance@zfood.my',
          password: 'wrong-password',
        }),
      });
    const statuses: number[] = [];
    for (let i = 0; i < loginLimit; i += 1)
      statuses.push((await tryLogin(i % 2 === 0 ? a : b)).status);
    const nextOnA = await tryLogin(a);
    const nextOnB = await tryLogin(b);

    expect(statuses).toEqual(Array<number>(loginLimit).fill(422));
    expect(nextOnA.status).toBe(429);
    expect(nextOnB.status).toBe(429);
    expect(Number(nextOnB.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
