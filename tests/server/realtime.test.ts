import { afterAll, beforeAll, expect, test } from 'vitest';
import { connectRealtime } from './support/realtime-client';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.close();
});

async function eventually(read: () => number, expected: number) {
  const deadline = Date.now() + 3000;
  while (read() !== expected && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return read();
}

test('authenticate with the access token answers identity', async () => {
  const { access_token } = await server.login(
    'finance@zfood.my',
    'Finance123!',
  );
  const socket = await connectRealtime(server.wsUrl);
  socket.send({ event: 'authenticate', data: access_token });

  const identity = await socket.next((f) => f.event === 'identity');
  expect(identity.data).toMatchObject({
    userId: expect.any(Number) as number,
    name: expect.any(String) as string,
    userType: expect.any(String) as string,
  });
  await socket.close();
});

test('a bad token gets an error frame and no identity', async () => {
  const socket = await connectRealtime(server.wsUrl);
  socket.send({ event: 'authenticate', data: 'not-a-token' });

  expect(await socket.next((f) => f.event === 'error')).toMatchObject({
    event: 'error',
    statusCode: 401,
    message: expect.any(String) as string,
  });
  expect(socket.frames.some((f) => f.event === 'identity')).toBe(false);
  await socket.close();
});

test('ping is answered with pong, signed in or not', async () => {
  const socket = await connectRealtime(server.wsUrl);
  socket.send({ event: 'ping' });
  expect(await socket.next((f) => f.event === 'pong')).toEqual({
    event: 'pong',
  });
  await socket.close();
});

test('garbage and unknown events get an error frame and the socket stays open', async () => {
  const socket = await connectRealtime(server.wsUrl);
  socket.send({ nope: true });
  socket.send({ event: 'subscribe' });
  await socket.next((f) => f.event === 'error' && f.statusCode === 400);
  await socket.next((f) => f.event === 'error' && f.statusCode === 400);
  socket.send({ event: 'ping' });
  expect(await socket.next((f) => f.event === 'pong')).toEqual({
    event: 'pong',
  });
  await socket.close();
});

test('signed-in sockets get resource.changed after a mutation; anonymous ones do not', async () => {
  const admin = await server.login('admin@zfood.my', 'Admin123!');
  const listener = await connectRealtime(server.wsUrl);
  const anonymous = await connectRealtime(server.wsUrl);
  listener.send({ event: 'authenticate', data: admin.access_token });
  await listener.next((f) => f.event === 'identity');

  // Signing in is itself a committed mutation: a user-sessions row.
  await server.login('staff@zfood.my', 'Staff123!');
  const notice = await listener.next((f) => f.event === 'resource.changed');
  expect(notice).toEqual({
    event: 'resource.changed',
    data: {
      resource: 'user-sessions',
      type: 'created',
      ids: [expect.any(Number) as number],
    },
  });

  anonymous.send({ event: 'ping' });
  await anonymous.next((f) => f.event === 'pong');
  expect(anonymous.frames.some((f) => f.event === 'resource.changed')).toBe(
    false,
  );
  await Promise.all([listener.close(), anonymous.close()]);
});

test('the server counts live authenticated sockets, and logout closes the session socket', async () => {
  const before = server.realtime.stats().authenticated;
  const login = await server.login('reviewer@zfood.my', 'Reviewer123!');
  const socket = await connectRealtime(server.wsUrl);
  socket.send({ event: 'authenticate', data: login.access_token });
  await socket.next((f) => f.event === 'identity');
  expect(server.realtime.stats().authenticated).toBe(before + 1);

  await fetch(`${server.baseUrl}/api/v1/auth/logout`, {
    method: 'POST',
    headers: { authorization: `Bearer ${login.access_token}` },
  });
  expect(await socket.closed).toBe(4001);
  expect(
    await eventually(() => server.realtime.stats().authenticated, before),
  ).toBe(before);
});

test('an ADMIN reads socket statistics over HTTP', async () => {
  const admin = await server.login('admin@zfood.my', 'Admin123!');
  const socket = await connectRealtime(server.wsUrl);
  socket.send({ event: 'authenticate', data: admin.access_token });
  await socket.next((f) => f.event === 'identity');

  const response = await fetch(
    `${server.baseUrl}/api/v1/admin/realtime/stats`,
    {
      headers: { authorization: `Bearer ${admin.access_token}` },
    },
  );
  const { data } = (await response.json()) as {
    data: { authenticated: number; bySession: { sockets: number }[] };
  };
  expect(data.authenticated).toBeGreaterThanOrEqual(1);
  expect(data.bySession.some((s) => s.sockets === 1)).toBe(true);
  await socket.close();
});

test('a record edited through the admin API reaches signed-in sockets as resource.changed', async () => {
  const admin = await server.login('admin@zfood.my', 'Admin123!');
  const headers = {
    authorization: `Bearer ${admin.access_token}`,
    'content-type': 'application/json',
  };
  const socket = await connectRealtime(server.wsUrl);
  socket.send({ event: 'authenticate', data: admin.access_token });
  await socket.next((f) => f.event === 'identity');

  const list = await fetch(`${server.baseUrl}/api/v1/admin/users?perPage=1`, {
    headers,
  });
  const { data } = (await list.json()) as {
    data: { id: number; version: number }[];
  };
  const id = data[0]?.id;
  const patch = await fetch(`${server.baseUrl}/api/v1/admin/users/${id}`, {
    method: 'PATCH',
    headers,
    body: JSON.stringify({
      name: 'Renamed In Realtime Test',
      version: data[0]?.version,
    }),
  });
  expect(patch.status).toBe(200);

  const notice = await socket.next(
    (f) =>
      f.event === 'resource.changed' &&
      (f.data as { resource?: string }).resource === 'users',
  );
  expect(notice.data).toEqual({
    resource: 'users',
    type: 'updated',
    ids: [id],
  });
  await socket.close();
});
