import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApp, type CreatedApp } from '../../server/app';
import type { ServerConfig } from '../../server/config';
import {
  connectRealtime,
  type Frame,
  type RealtimeClient,
} from './support/realtime-client';
import { startTestServer, type TestServer } from './support/test-server';

/**
 * Presence and edit locks over the realtime socket, between two API
 * instances on one database (one PGlite in this process, or one PostgreSQL
 * database when TEST_DATABASE_URL is set), as behind a load balancer.
 */
interface Instance {
  wsUrl: string;
  close(): Promise<void>;
}

let a: TestServer;
let b: Instance;

/** A second instance on `first`'s database. */
async function secondInstance(
  first: TestServer,
  overrides: Partial<ServerConfig> = {},
): Promise<Instance> {
  const created: CreatedApp = await createApp(
    { ...first.config, ...overrides },
    first.db.engine === 'pglite' ? { db: first.db } : {},
  );
  const address = await created.app.listen({ port: 0, host: '127.0.0.1' });
  return {
    wsUrl: `${address.replace('localhost', '127.0.0.1').replace(/^http/, 'ws')}/admin_frontend`,
    close: () => created.close(),
  };
}

const people = {
  admin: ['admin@zfood.my', 'Admin123!', 'Aisyah Rahman'],
  staff: ['staff@zfood.my', 'Staff123!', 'Hafiz Ismail'],
  finance: ['finance@zfood.my', 'Finance123!', 'Tan Wei Ling'],
} as const;

async function socketAs(
  server: TestServer,
  wsUrl: string,
  who: keyof typeof people,
): Promise<RealtimeClient> {
  const [email, password] = people[who];
  const { access_token } = await server.login(email, password);
  const socket = await connectRealtime(wsUrl);
  socket.send({ event: 'authenticate', data: access_token });
  await socket.next((f) => f.event === 'identity');
  return socket;
}

interface PresenceData {
  resource: string;
  id: string;
  viewers: { name: string; mode: string; isMe: boolean; since: string }[];
  lock: { name: string; isMine: boolean; since: string } | null;
}

const presenceOf = (frame: Frame) => frame.data as PresenceData;

/** The next presence frame for `id` that `match` accepts. */
const presence = (
  socket: RealtimeClient,
  id: string,
  match: (data: PresenceData) => boolean,
  timeoutMs?: number,
) =>
  socket
    .next(
      (f) =>
        f.event === 'presence' &&
        presenceOf(f).id === id &&
        match(presenceOf(f)),
      timeoutMs,
    )
    .then(presenceOf);

const names = (data: PresenceData) => data.viewers.map((v) => v.name).sort();

beforeAll(async () => {
  a = await startTestServer();
  b = await secondInstance(a);
});

afterAll(async () => {
  await b.close();
  await a.close();
});

test('a record’s viewers see each other within 2 s, across instances', async () => {
  const onA = await socketAs(a, a.wsUrl, 'admin');
  const onB = await socketAs(a, b.wsUrl, 'staff');
  onA.send({
    event: 'presence.open',
    data: { resource: 'merchants', id: 1, mode: 'view' },
  });
  expect(names(await presence(onA, '1', () => true))).toEqual([
    'Aisyah Rahman',
  ]);

  const openedAt = Date.now();
  onB.send({
    event: 'presence.open',
    data: { resource: 'merchants', id: '1', mode: 'view' },
  });
  await presence(onA, '1', (d) => d.viewers.length === 2, 2000);
  const tookMs = Date.now() - openedAt;
  const seenByB = await presence(onB, '1', (d) => d.viewers.length === 2);
  expect(names(seenByB)).toEqual(['Aisyah Rahman', 'Hafiz Ismail']);
  expect(seenByB.viewers.find((v) => v.isMe)?.name).toBe('Hafiz Ismail');
  expect(tookMs).toBeLessThan(2000);

  // A closed socket is gone from the record at once.
  await onB.close();
  const after = await presence(onA, '1', (d) => d.viewers.length === 1);
  expect(names(after)).toEqual(['Aisyah Rahman']);
  await onA.close();
});

test('a record the user may not read, though they read its kind, is refused: presence is no other road to it', async () => {
  const bearer = async (who: keyof typeof people) =>
    `Bearer ${(await a.login(people[who][0], people[who][1])).access_token}`;
  // A request staff made: its requester and its approvers see it, finance does not.
  const mine = await fetch(
    `${a.baseUrl}/api/v1/admin/approval-requests?perPage=1`,
    {
      headers: { authorization: await bearer('staff') },
    },
  );
  const [request] = ((await mine.json()) as { data: { id: number }[] }).data;
  const id = String(request?.id);
  const hidden = await fetch(
    `${a.baseUrl}/api/v1/admin/approval-requests/${id}`,
    {
      headers: { authorization: await bearer('finance') },
    },
  );
  expect(hidden.status).toBe(404);

  const finance = await socketAs(a, a.wsUrl, 'finance');
  finance.send({
    event: 'presence.open',
    data: { resource: 'approval-requests', id, mode: 'view' },
  });
  expect(await finance.next((f) => f.event === 'error')).toMatchObject({
    statusCode: 404,
  });
  expect(finance.frames.some((f) => f.event === 'presence')).toBe(false);
  await finance.close();
});

test('a user who may not read the resource is refused and hears nothing of it', async () => {
  const finance = await socketAs(a, b.wsUrl, 'finance');
  const refused = await fetch(`${a.baseUrl}/api/v1/admin/cuisines/1`, {
    headers: {
      authorization: `Bearer ${(await a.login(people.finance[0], people.finance[1])).access_token}`,
    },
  });
  expect(refused.status).toBe(403);

  const admin = await socketAs(a, a.wsUrl, 'admin');
  admin.send({
    event: 'presence.open',
    data: { resource: 'cuisines', id: '1', mode: 'edit' },
  });
  await presence(admin, '1', (d) => d.lock?.isMine === true);

  finance.send({
    event: 'presence.open',
    data: { resource: 'cuisines', id: '1', mode: 'view' },
  });
  expect(await finance.next((f) => f.event === 'error')).toMatchObject({
    statusCode: 403,
  });
  // The admin's next change reaches the admin; the finance socket has
  // heard nothing by then, and is not among the viewers.
  admin.send({
    event: 'presence.open',
    data: { resource: 'cuisines', id: '1', mode: 'view' },
  });
  const seen = await presence(admin, '1', (d) => d.lock === null);
  expect(names(seen)).toEqual(['Aisyah Rahman']);
  expect(finance.frames.some((f) => f.event === 'presence')).toBe(false);
  await Promise.all([admin.close(), finance.close()]);
});

test('the edit form’s lock is seen by others; taking it over tells the holder at once', async () => {
  const holder = await socketAs(a, a.wsUrl, 'admin');
  const other = await socketAs(a, b.wsUrl, 'staff');
  holder.send({
    event: 'presence.open',
    data: { resource: 'merchants', id: '2', mode: 'edit' },
  });
  const held = await presence(holder, '2', (d) => d.lock !== null);
  expect(held.lock).toMatchObject({ name: 'Aisyah Rahman', isMine: true });

  // Opening the form does not take a lock someone else holds.
  other.send({
    event: 'presence.open',
    data: { resource: 'merchants', id: '2', mode: 'edit' },
  });
  const seen = await presence(other, '2', (d) => d.viewers.length === 2);
  expect(seen.lock).toMatchObject({
    name: 'Aisyah Rahman',
    isMine: false,
    since: held.lock?.since,
  });

  other.send({ event: 'presence.takeOver' });
  const told = await holder.next((f) => f.event === 'presence.lockTaken');
  expect(told.data).toMatchObject({
    resource: 'merchants',
    id: '2',
    by: { name: 'Hafiz Ismail' },
    at: expect.any(String) as string,
  });
  expect(
    (await presence(holder, '2', (d) => d.lock?.name === 'Hafiz Ismail')).lock
      ?.isMine,
  ).toBe(false);
  expect(
    (await presence(other, '2', (d) => d.lock?.isMine === true)).lock?.name,
  ).toBe('Hafiz Ismail');
  await Promise.all([holder.close(), other.close()]);
});

test('a viewer cannot take over without the edit form open', async () => {
  const viewer = await socketAs(a, a.wsUrl, 'staff');
  viewer.send({ event: 'presence.takeOver' });
  expect(await viewer.next((f) => f.event === 'error')).toMatchObject({
    statusCode: 409,
  });
  await viewer.close();
});

test('a socket that floods presence frames is closed, and others are not', async () => {
  const flooder = await socketAs(a, a.wsUrl, 'staff');
  const bystander = await socketAs(a, a.wsUrl, 'admin');
  for (let i = 0; i < 30; i += 1) flooder.send({ event: 'presence.active' });
  expect(await flooder.closed).toBe(1008);
  bystander.send({ event: 'ping' });
  await bystander.next((f) => f.event === 'pong');
  await bystander.close();
});

describe('with a short idle time', () => {
  let idle: Instance;

  beforeAll(async () => {
    idle = await secondInstance(a, { editLockIdleMs: 400 });
  });

  afterAll(async () => {
    await idle.close();
  });

  test('an idle holder’s lock lapses, and the next editor takes it', async () => {
    const holder = await socketAs(a, idle.wsUrl, 'admin');
    const next = await socketAs(a, idle.wsUrl, 'staff');
    holder.send({
      event: 'presence.open',
      data: { resource: 'merchants', id: '3', mode: 'edit' },
    });
    await presence(holder, '3', (d) => d.lock?.isMine === true);
    next.send({
      event: 'presence.open',
      data: { resource: 'merchants', id: '3', mode: 'view' },
    });
    await presence(next, '3', (d) => d.lock?.name === 'Aisyah Rahman');

    // The holder stays on the form, idle: the lock lapses…
    const lapsed = await presence(next, '3', (d) => d.lock === null, 3000);
    expect(names(lapsed)).toEqual(['Aisyah Rahman', 'Hafiz Ismail']);
    // …and the next one to open the form holds it.
    next.send({
      event: 'presence.open',
      data: { resource: 'merchants', id: '3', mode: 'edit' },
    });
    await presence(next, '3', (d) => d.lock?.isMine === true);
    await Promise.all([holder.close(), next.close()]);
  });
});
