import {
  request,
  Agent,
  type ClientRequest,
  type IncomingMessage,
} from 'node:http';
import type { Socket } from 'node:net';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { connectRealtime } from './support/realtime-client';
import {
  spawnedDatabase,
  spawnServer,
  type SpawnedServer,
} from './support/spawn-server';

let server: SpawnedServer;
let baseUrl: string;
let database: Awaited<ReturnType<typeof spawnedDatabase>>;

beforeAll(async () => {
  database = await spawnedDatabase();
  server = spawnServer(database.env);
  baseUrl = await server.listening;
}, 120_000);

afterAll(async () => {
  if (server.child.exitCode === null) server.child.kill('SIGKILL');
  await server.exited;
  await database.drop();
});

function answerOf(
  req: ClientRequest,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    req.once('response', (response: IncomingMessage) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      response.once('end', () =>
        resolve({ status: response.statusCode ?? 0, body }),
      );
    });
    req.once('error', reject);
  });
}

test(
  'SIGTERM: the request in flight is answered, idle keep-alive connections and sockets close at once, and the process exits',
  { timeout: 60_000 },
  async () => {
    const { port } = new URL(baseUrl);

    // A keep-alive client between requests: its connection is idle.
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const warmUp = request({
      host: '127.0.0.1',
      port,
      path: '/api/v1/health',
      agent,
    });
    warmUp.end();
    expect((await answerOf(warmUp)).status).toBe(200);
    const idle = await new Promise<Socket>((resolve) => {
      const free = agent.freeSockets;
      const found = Object.values(free).flat()[0];
      if (found) resolve(found);
      else agent.once('free', (socket: Socket) => resolve(socket));
    });
    const idleClosed = new Promise<number>((resolve) =>
      idle.once('close', () => resolve(Date.now())),
    );

    const socket = await connectRealtime(
      `${baseUrl.replace(/^http/, 'ws')}/admin_frontend`,
    );

    // A sign-in whose body is still arriving when the signal comes.
    const body = JSON.stringify({
      email: 'admin@zfood.my',
      password: 'Admin123!',
    });
    const slow = request({
      host: '127.0.0.1',
      port,
      path: '/api/v1/auth/login',
      method: 'POST',
      agent: false,
      headers: {
        'content-type': 'application/json',
        'content-length': String(Buffer.byteLength(body)),
      },
    });
    const slowAnswer = answerOf(slow);
    slow.write(body.slice(0, 10));
    await new Promise((resolve) => setTimeout(resolve, 300));

    const signalledAt = Date.now();
    server.child.kill('SIGTERM');

    expect(await socket.closed).toBe(1001);
    expect((await idleClosed) - signalledAt).toBeLessThan(1500);

    await new Promise((resolve) => setTimeout(resolve, 500));
    slow.end(body.slice(10));
    const answer = await slowAnswer;
    expect(answer.status, answer.body).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({
      data: { access_token: expect.any(String) as string },
    });

    expect(await server.exited).toBe(0);
    expect(Date.now() - signalledAt).toBeLessThan(5000);
    agent.destroy();
  },
);
