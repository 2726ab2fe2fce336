/**
 * `BENCH_LOAD=1 npm run bench:api`: a shift's load. Two API instances on one
 * database (each from createApp, on its own loopback port; on PGlite they
 * share the one in-memory database), and staff sessions, alternating between
 * them, that list, search, open orders, edit and read reports with think
 * time between requests. Prints one row per kind of request (count, p50,
 * p95, p99, errors, the issue-33 p95 budget and whether it was met), then
 * checks that no write was lost: every session raises menus' sort orders by
 * one per write with If-Match, and at the end each menu must have risen by
 * exactly the writes the sessions saw committed. Exits 1 when a budget is
 * missed, a request failed, or a write was lost.
 *
 * Environment (besides DATABASE_URL and SEED_SCALE, as bench/api.ts):
 * - BENCH_SESSIONS: staff sessions (default 50)
 * - BENCH_SECONDS: how long the shift lasts (default 300)
 * - BENCH_THINK_MS: mean think time between steps (default 2000)
 * - BENCH_COUNTERS: menus the writes share (default one per 5 sessions,
 *   so colleagues' edits collide and If-Match has work to do)
 */
import { performance } from 'node:perf_hooks';
import { createApp, type CreatedApp } from '../server/app';
import type { ServerConfig } from '../server/config';
import type { Db } from '../server/db/db';
import { p95Budgets, requestKinds, type ShiftFixtures } from './load-plan';
import {
  emptyRecorder,
  runSession,
  type LoadRecorder,
  type SessionTally,
} from './load-session';
import { latencyStats } from './stats';

const sessions = Number(process.env.BENCH_SESSIONS ?? 50);
const seconds = Number(process.env.BENCH_SECONDS ?? 300);
const thinkMs = Number(process.env.BENCH_THINK_MS ?? 2000);
const counters = Number(
  process.env.BENCH_COUNTERS ?? Math.max(1, Math.ceil(sessions / 5)),
);

/** The staff who work the shift: admins and operations staff, several sessions each. */
const staff = [
  { email: 'admin@zfood.my', password: 'Admin123!', isAdmin: true },
  { email: 'staff@zfood.my', password: 'Staff123!', isAdmin: false },
];

interface CounterRow {
  id: number;
  value: number;
  version: number;
}

const readCounters = async (db: Db, ids: number[]) =>
  (
    await db.query<CounterRow>(
      'SELECT id::int AS id, coalesce(sort_order, 0)::int AS value, version FROM menus WHERE id = ANY($1::bigint[]) ORDER BY id',
      [ids],
    )
  ).rows;

async function loadFixtures(db: Db): Promise<ShiftFixtures> {
  const orders = await db.query<{ id: number; outlet: number }>(
    'SELECT id::int AS id, outlet_id::int AS outlet FROM orders ORDER BY id DESC LIMIT 500',
  );
  const phone = await db.query<{ phone: string }>(
    'SELECT phone FROM users WHERE id = (SELECT customer_id FROM orders ORDER BY id DESC LIMIT 1)',
  );
  const menus = await db.query<{ id: number }>(
    'SELECT id::int AS id FROM menus ORDER BY id LIMIT $1',
    [counters],
  );
  return {
    orderIds: orders.rows.map((r) => r.id),
    outletId: orders.rows[0]?.outlet ?? 1,
    phone: phone.rows[0]?.phone ?? '0123',
    counterIds: menus.rows.map((r) => r.id),
  };
}

async function listen(server: CreatedApp): Promise<string> {
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const address = server.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return `http://127.0.0.1:${address.port}/api/v1`;
}

function printTable(recorder: LoadRecorder, wallMs: number): boolean {
  let met = true;
  const rows = requestKinds.map((kind) => {
    const s = latencyStats(recorder.durations.get(kind) ?? [], wallMs);
    const errors = recorder.errors.get(kind) ?? 0;
    // A kind no session happened to ask for in a short run is not judged.
    const budget = s.n === 0 ? undefined : p95Budgets[kind];
    const pass = budget === undefined || s.p95 <= budget;
    met &&= pass && errors === 0;
    return {
      kind,
      count: s.n,
      'p50 ms': s.p50.toFixed(1),
      'p95 ms': s.p95.toFixed(1),
      'p99 ms': s.p99.toFixed(1),
      errors,
      'p95 budget': budget === undefined ? '—' : `≤ ${budget} ms`,
      result: budget === undefined ? '—' : pass ? 'pass' : 'FAIL',
    };
  });
  console.table(rows);
  for (const sample of recorder.samples) console.log(`  error: ${sample}`);
  return met;
}

/**
 * Whether every committed write is in the database: each counter menu has
 * risen (in value and in version) by the writes answered 2xx, plus at most
 * those whose answer was lost on the way.
 */
function checkWrites(
  before: CounterRow[],
  after: CounterRow[],
  tallies: SessionTally[],
): boolean {
  const sum = (id: number, key: 'committed' | 'uncertain') =>
    tallies.reduce((n, t) => n + (t[key].get(id) ?? 0), 0);
  let committed = 0;
  let stored = 0;
  let ok = true;
  for (const start of before) {
    const end = after.find((row) => row.id === start.id);
    const rose = (end?.value ?? 0) - start.value;
    const versions = (end?.version ?? 0) - start.version;
    const sent = sum(start.id, 'committed');
    const maybe = sum(start.id, 'uncertain');
    committed += sent;
    stored += rose;
    const holds = (n: number) => n >= sent && n <= sent + maybe;
    if (!holds(rose) || !holds(versions)) {
      ok = false;
      console.log(
        `  menu ${start.id}: sessions committed ${sent} (+${maybe} unanswered), the database rose ${rose} (version +${versions})`,
      );
    }
  }
  const conflicts = tallies.reduce((n, t) => n + t.conflicts, 0);
  console.log(
    `Writes: ${committed} committed, ${stored} in the database, ${conflicts} conflicts re-read and retried: ${ok ? '0 lost writes' : 'WRITES LOST'}.`,
  );
  return ok;
}

export async function runLoad(config: ServerConfig): Promise<boolean> {
  const seedStart = performance.now();
  const first = await createApp(config);
  // Two processes' worth of server on one database; PGlite cannot be opened twice, so the second shares it.
  const second = await createApp(
    config,
    config.databaseUrl ? {} : { db: first.db },
  );
  const seedMs = performance.now() - seedStart;
  const bases = [await listen(first), await listen(second)];
  const fixtures = await loadFixtures(first.db);
  const before = await readCounters(first.db, fixtures.counterIds);

  const recorder = emptyRecorder();
  const start = performance.now();
  const deadline = start + seconds * 1000;
  const tallies = await Promise.all(
    Array.from({ length: sessions }, (_, i) => {
      const user = staff[i % staff.length] ?? staff[0];
      if (!user) throw new Error('no staff');
      return runSession({
        ...user,
        base: bases[i % bases.length] ?? '',
        fixtures,
        deadline,
        thinkMs,
        recorder,
      });
    }),
  );
  const wallMs = performance.now() - start;
  const after = await readCounters(first.db, fixtures.counterIds);
  const { rows } = await first.db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM orders',
  );

  console.log(
    `\nA shift on ${first.db.engine}: ${sessions} sessions over 2 instances for ${(wallMs / 1000).toFixed(0)} s, think time ~${thinkMs} ms; ${(rows[0]?.n ?? 0).toLocaleString()} orders, ready in ${(seedMs / 1000).toFixed(1)} s.`,
  );
  const met = printTable(recorder, wallMs);
  const kept = checkWrites(before, after, tallies);
  await second.close();
  await first.close();
  return met && kept;
}
