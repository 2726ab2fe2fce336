import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { connectRealtime } from './support/realtime-client';
import { startTestServer, type TestServer } from './support/test-server';

const run = promisify(execFile);
const dataDir = mkdtempSync(join(tmpdir(), 'maintenance-test-'));
let server: TestServer;
let adminToken: string;

beforeAll(async () => {
  server = await startTestServer({
    maintenanceFile: join(dataDir, 'maintenance.json'),
  });
  adminToken = (await server.login('admin@zfood.my', 'Admin123!')).access_token;
});

afterAll(async () => {
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
});

function switchMaintenance(body: unknown, token = adminToken) {
  return fetch(`${server.baseUrl}/api/v1/admin/maintenance`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify(body),
  });
}

async function status(path: string) {
  const response = await fetch(`${server.baseUrl}/api/v1${path}`, {
    headers: { authorization: `Bearer ${adminToken}` },
  });
  return {
    status: response.status,
    body: (await response.json()) as Record<string, unknown>,
  };
}

async function eventuallyStatus(path: string, expected: number) {
  const deadline = Date.now() + 5000;
  let last = await status(path);
  while (last.status !== expected && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    last = await status(path);
  }
  return last;
}

function cli(...args: string[]) {
  return run(
    process.execPath,
    ['--import', 'tsx', 'server/maintenance/cli.ts', ...args],
    {
      // The switch the server reads: its database on PostgreSQL, else the file.
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        DATABASE_MODE: 'file',
        DATABASE_URL: server.config.databaseUrl ?? '',
      },
    },
  );
}

test('the admin endpoint turns maintenance on: 503 with etaTime everywhere but health', async () => {
  const before = await status('/admin/users/profile');
  const on = await switchMaintenance({ on: true, eta: '30m' });
  const { data } = (await on.json()) as {
    data: { on: boolean; etaTime: string };
  };

  expect(before.status).toBe(200);
  expect(on.status).toBe(200);
  expect(Date.parse(data.etaTime) - Date.now()).toBeGreaterThan(29 * 60_000);
  for (const path of ['/admin/users/profile', '/enums', '/auth/login']) {
    const answer = await status(path);
    expect(answer.status).toBe(503);
    expect(answer.body).toEqual({
      statusCode: 503,
      message: expect.any(String) as string,
      etaTime: data.etaTime,
    });
  }
  expect((await status('/health')).status).toBe(200);

  const off = await switchMaintenance({ on: false });
  expect(off.status).toBe(200);
  expect((await status('/admin/users/profile')).status).toBe(200);
});

test('an open socket receives the 503 frame when maintenance starts', async () => {
  const socket = await connectRealtime(server.wsUrl);
  socket.send({ event: 'authenticate', data: adminToken });
  await socket.next((f) => f.event === 'identity');

  await switchMaintenance({ on: true, eta: '2026-01-01T10:00:00Z' });
  const frame = await socket.next((f) => f.statusCode === 503);
  expect(frame).toEqual({
    statusCode: 503,
    etaTime: '2026-01-01T10:00:00.000Z',
  });

  const late = await connectRealtime(server.wsUrl);
  expect(await late.next((f) => f.statusCode === 503)).toMatchObject({
    statusCode: 503,
  });
  await Promise.all([socket.closed, late.closed]);

  await switchMaintenance({ on: false });
});

test('only ADMIN users may switch maintenance, and the ETA must be a time', async () => {
  const staff = await server.login('staff@zfood.my', 'Staff123!');
  expect(
    (await switchMaintenance({ on: true }, staff.access_token)).status,
  ).toBe(403);
  expect((await switchMaintenance({ on: true, eta: 'soon' })).status).toBe(422);
  expect((await switchMaintenance({ on: 'yes' })).status).toBe(422);
  expect((await status('/admin/users/profile')).status).toBe(200);
});

test('the CLI switches a running server through its maintenance store', async () => {
  await cli('on', '--eta', '30m');
  const on = await eventuallyStatus('/admin/users/profile', 503);
  expect(on.status).toBe(503);
  expect(typeof on.body.etaTime).toBe('string');

  await cli('off');
  expect((await eventuallyStatus('/admin/users/profile', 200)).status).toBe(
    200,
  );
});

test('the CLI refuses a bad ETA', async () => {
  await expect(cli('on', '--eta', 'whenever')).rejects.toMatchObject({
    code: 1,
  });
});
