/**
 * `npm run bench:realtime`: how much one realtime socket sending a burst of
 * frames slows another user. Starts the reference API on an in-memory
 * database and a loopback port, times an admin's list call
 * (`GET /admin/banks`, one started every 10 ms) with the server quiet, then
 * again while a second socket sends 3,000 `authenticate` frames (the
 * costliest frame: each valid token is a database read), and prints the
 * percentiles side by side with how many of the burst's frames the server
 * answered. Figures to compare before and after a change, not a pass/fail
 * threshold.
 */
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';
import { createApp } from '../server/app';
import { loadConfig } from '../server/config';
import { latencyStats } from './stats';

const calls = Number(process.env.BENCH_ITERATIONS ?? 200);
const burstFrames = Number(process.env.BENCH_BURST_FRAMES ?? 3000);
const paceMs = 10;

async function signIn(base: string, email: string, password: string) {
  const response = await fetch(`${base}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', platform: 'admin_frontend' },
    body: JSON.stringify({ email, password }),
  });
  const { data } = (await response.json()) as {
    data: { access_token: string };
  };
  return data.access_token;
}

/**
 * Starts a list call every `paceMs` whether or not the last one has
 * answered, as independent users would: calls stuck behind a slow server
 * count as slow instead of simply not being made.
 */
async function timeListCalls(base: string, token: string) {
  const started = performance.now();
  const durations = await Promise.all(
    Array.from({ length: calls }, async (_, i) => {
      await new Promise((resolve) => setTimeout(resolve, i * paceMs));
      const t0 = performance.now();
      const response = await fetch(`${base}/admin/banks?perPage=25`, {
        headers: { authorization: `Bearer ${token}` },
      });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`list answered ${response.status}`);
      return performance.now() - t0;
    }),
  );
  return latencyStats(durations, performance.now() - started);
}

/** Opens a socket, sends the burst, and counts the answers until it closes. */
async function burst(url: string, token: string) {
  const socket = new WebSocket(url);
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  let answers = 0;
  socket.on('message', () => (answers += 1));
  const closed = new Promise<number>((resolve) =>
    socket.once('close', resolve),
  );
  const frame = JSON.stringify({ event: 'authenticate', data: token });
  for (let i = 0; i < burstFrames; i += 1) socket.send(frame);
  return {
    /** Settles when the server has closed the socket or answered every frame. */
    done: Promise.race([
      closed,
      new Promise<null>((resolve) => {
        socket.on('message', () => {
          if (answers >= burstFrames) resolve(null);
        });
      }),
    ]).then((code) => {
      socket.terminate();
      return { code, answers };
    }),
  };
}

async function main() {
  const config = loadConfig({
    ...process.env,
    DATABASE_MODE: 'memory',
    SEED_SCALE: process.env.SEED_SCALE ?? '0.05',
    API_RATE_LIMIT: '100000000',
    LOG_LEVEL: 'warn',
  });
  const server = await createApp(config);
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const address = server.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  const base = `http://127.0.0.1:${address.port}/api/v1`;
  const wsUrl = `ws://127.0.0.1:${address.port}/admin_frontend`;
  const admin = await signIn(base, 'admin@zfood.my', 'Admin123!');
  const finance = await signIn(base, 'finance@zfood.my', 'Finance123!');

  await timeListCalls(base, admin); // warm-up
  const quiet = await timeListCalls(base, admin);
  const sent = await burst(wsUrl, finance);
  const busy = await timeListCalls(base, admin);
  const { code, answers } = await sent.done;

  const row = (label: string, s: typeof quiet) => ({
    run: label,
    n: s.n,
    'p50 ms': s.p50.toFixed(1),
    'p95 ms': s.p95.toFixed(1),
    'max ms': s.max.toFixed(1),
  });
  console.table([
    row('GET /admin/banks, quiet', quiet),
    row(`GET /admin/banks, ${burstFrames}-frame burst`, busy),
  ]);
  console.log(
    `Burst socket: ${answers} of ${burstFrames} frames answered; ${code === null ? 'still open' : `closed with ${code}`}.`,
  );
  await server.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
