/**
 * Bulk actions as jobs (`POST /admin/{name}/bulk-{verb}/jobs`): thousands
 * of rows, named by ids or by the list's filter, run in the background in
 * id order, one transaction per row, with progress notices to the job's
 * owner alone and a report only they may read. A job whose instance died
 * is taken over by another instance's sweeper, which runs only the rows
 * without an outcome; a job whose owner was suspended ends FAILED.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApp, type CreatedApp } from '../../server/app';
import { apiPaths } from '../../src/registry/paths';
import { apiAs, type ApiClient } from './support/api-client';
import {
  connectRealtime,
  type Frame,
  type RealtimeClient,
} from './support/realtime-client';
import { recordInState } from './support/record-in-state';
import { startTestServer, type TestServer } from './support/test-server';
import type { BulkJob } from '../../server/bulk-jobs/bulk-jobs-store';

type JobAnswer = { data: BulkJob };
type Failure = { message: string; errors?: Record<string, string[]> };
type One = { data: Record<string, unknown> };

let server: TestServer;
let admin: ApiClient;
let reviewer: ApiClient;
let finance: ApiClient;
let staff: ApiClient;

beforeAll(async () => {
  server = await startTestServer();
  [admin, reviewer, finance, staff] = await Promise.all([
    apiAs(server, 'admin@zfood.my'),
    apiAs(server, 'reviewer@zfood.my'),
    apiAs(server, 'finance@zfood.my'),
    apiAs(server, 'staff@zfood.my'),
  ]);
});
afterAll(() => server.close());

const verifyJobs = apiPaths.bulkActionJobs('settlements', 'verify');

/** New settlements in these states, made in this order (so their ids rise with it). */
async function settlementsIn(...states: string[]): Promise<number[]> {
  const ids: number[] = [];
  for (const state of states)
    ids.push((await recordInState(server, 'settlements', state)).id);
  return ids;
}

async function statusOf(id: number): Promise<unknown> {
  const answer = await admin.get<One>(apiPaths.record('settlements', id));
  return answer.body.data.resolvedStatus;
}

/** The job as its owner reads it once every job of the instance has ended. */
async function finished(owner: ApiClient, id: number): Promise<BulkJob> {
  await server.bulkJobs.idle();
  const answer = await owner.get<JobAnswer>(apiPaths.bulkJob(id));
  expect(answer.status, answer.text).toBe(200);
  return answer.body.data;
}

/** A signed-in socket of `client`'s session. */
async function socketOf(client: ApiClient): Promise<RealtimeClient> {
  const socket = await connectRealtime(server.wsUrl);
  socket.send({
    event: 'authenticate',
    data: client.authorization.replace(/^Bearer /, ''),
  });
  await socket.next((f) => f.event === 'identity');
  return socket;
}

const isJobNotice = (jobId: number) => (frame: Frame) => {
  const data = frame.data as { resource?: string; ids?: unknown[] } | undefined;
  return (
    frame.event === 'resource.changed' &&
    data?.resource === 'bulk-jobs' &&
    data.ids?.includes(jobId) === true
  );
};

/**
 * Stores a job as an instance that died mid-way left it: RUNNING, its
 * heartbeat a minute old, and `done` rows already with an outcome.
 */
async function abandonedJob(
  ownerId: number,
  ids: number[],
  done: number[],
): Promise<number> {
  const { rows } = await server.db.query<{ id: number }>(
    `INSERT INTO bulk_jobs (owner_id, resource, action, input, origin, ids, total, claimed_by, heartbeat_at)
     VALUES ($1, 'settlements', 'verify', '{}', '{}', $2::bigint[], $3, 'an instance that died', now() - interval '1 minute')
     RETURNING id`,
    [ownerId, ids, ids.length],
  );
  const jobId = Number(rows[0]?.id);
  for (const id of done)
    await server.db.query(
      `INSERT INTO bulk_job_rows (job_id, record_id, outcome) VALUES ($1, $2, 'SUCCEEDED')`,
      [jobId, id],
    );
  return jobId;
}

describe('a job over a filter', () => {
  test('runs every matching row in id order, reports each, and tells only its owner how it goes', async () => {
    const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0] = await settlementsIn(
      'REVIEWED',
      'PENDING',
      'REVIEWED',
      'REVIEWED',
      'PENDING',
      'REVIEWED',
    );
    const owner = await socketOf(reviewer);
    const other = await socketOf(finance);
    // The list's query as the console sends it; its sort and page do not matter.
    const filter = `search[id][gte]=${a}&search[id][lte]=${f}&sort=-periodEnd&page=2&perPage=2`;
    const started = await reviewer.post<JobAnswer>(verifyJobs, { filter });
    expect(started.status, started.text).toBe(202);
    expect(started.body.data).toMatchObject({
      resource: 'settlements',
      action: 'verify',
      status: 'RUNNING',
      total: 6,
      done: 0,
      finishedAt: null,
    });
    const jobId = started.body.data.id;

    const job = await finished(reviewer, jobId);
    expect(job).toMatchObject({
      status: 'DONE',
      total: 6,
      done: 6,
      succeeded: [a, c, d, f],
      held: [],
      finishedAt: expect.any(String) as string,
    });
    expect(job.failed.map((row) => row.id)).toEqual([b, e]);
    expect(job.failed[0]?.message).toMatch(/Verify needs Reviewed/);
    // Settlements check their payout account: each row's warnings, as in a bulk call.
    expect(job.warnings).toEqual(expect.any(Array));
    expect(job.failureReason).toBeUndefined();
    expect(await statusOf(a)).toBe('VERIFIED');
    expect(await statusOf(b)).toBe('PENDING');

    await owner.next(isJobNotice(jobId));
    // A settlement change after the job's last notice: once the other
    // user's socket has it, it has everything sent before.
    const [later = 0] = await settlementsIn('PENDING');
    await finance.post(apiPaths.action('settlements', later, 'review'));
    await other.next((frame) => {
      const data = frame.data as { resource?: string; ids?: unknown[] };
      return (
        data.resource === 'settlements' && data.ids?.includes(later) === true
      );
    });
    expect(other.frames.filter(isJobNotice(jobId))).toEqual([]);
    await Promise.all([owner.close(), other.close()]);
  });

  test('with ids, runs them once each in id order whatever order they came in', async () => {
    const [a = 0, b = 0, c = 0] = await settlementsIn(
      'REVIEWED',
      'REVIEWED',
      'REVIEWED',
    );
    const started = await reviewer.post<JobAnswer>(verifyJobs, {
      ids: [c, a, b, a, 999_999_999],
    });
    expect(started.status, started.text).toBe(202);
    expect(started.body.data.total).toBe(4);
    const job = await finished(reviewer, started.body.data.id);
    expect(job.succeeded).toEqual([a, b, c]);
    expect(job.failed).toEqual([
      { id: 999_999_999, message: 'No settlement with id 999999999' },
    ]);
  });

  test('is refused (422) when the filter matches more than 10,000 rows, or none', async () => {
    const { rows } = await server.db.query<{ id: number }>(
      'SELECT id FROM alerts ORDER BY id LIMIT 1',
    );
    await server.db.query(
      `INSERT INTO alerts (title, message, type, severity, outlet_id, status)
       SELECT 'Bulk job cap probe', message, type, severity, outlet_id, 'OPEN'
         FROM alerts, generate_series(1, 12345)
        WHERE id = $1`,
      [rows[0]?.id],
    );
    const tooMany = await admin.post<Failure>(
      apiPaths.bulkActionJobs('alerts', 'acknowledge'),
      { filter: 'q=Bulk job cap probe' },
    );
    expect(tooMany.status, tooMany.text).toBe(422);
    expect(tooMany.body.errors).toEqual({
      filter: [
        '12,345 rows match; a job takes at most 10,000. Narrow the filter.',
      ],
    });
    await server.db.query(
      "DELETE FROM alerts WHERE title = 'Bulk job cap probe'",
    );

    const none = await reviewer.post<Failure>(verifyJobs, {
      filter: 'search[id][gt]=999999999',
    });
    expect(none.status, none.text).toBe(422);
    expect(none.body.errors?.filter).toEqual([expect.any(String)]);

    const bad = await reviewer.post<Failure>(verifyJobs, {
      filter: 'search[noSuchField]=1',
    });
    expect(bad.status, bad.text).toBe(422);
  });

  test('takes ids or a filter: both, neither, or more than 10,000 ids are a 422', async () => {
    const [a = 0] = await settlementsIn('REVIEWED');
    const cases: [string, unknown][] = [
      ['both', { ids: [a], filter: `search[id]=${a}` }],
      ['neither', { reason: 'No target' }],
      [
        'too many ids',
        { ids: Array.from({ length: 10_001 }, (_, i) => i + 1) },
      ],
      ['ids that are not ids', { ids: [a, -1] }],
      ['an empty list', { ids: [] }],
      ['a filter that is not text', { filter: { id: a } }],
    ];
    for (const [label, body] of cases) {
      const answer = await reviewer.post<Failure>(verifyJobs, body);
      expect(answer.status, `${label}: ${answer.text}`).toBe(422);
    }
    await server.bulkJobs.idle();
    expect(await statusOf(a)).toBe('REVIEWED');
  });

  test('needs the permission the bulk call needs (403), and a sign-in (401)', async () => {
    const [a = 0] = await settlementsIn('REVIEWED');
    const refused = await staff.post(verifyJobs, { ids: [a] });
    expect(refused.status, refused.text).toBe(403);
    const anonymous = await fetch(`${server.baseUrl}/api/v1${verifyJobs}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ids: [a] }),
    });
    expect(anonymous.status).toBe(401);
    await server.bulkJobs.idle();
    expect(await statusOf(a)).toBe('REVIEWED');
  });
});

describe('reading a job', () => {
  test('only its owner may: anyone else, an admin too, gets a 404', async () => {
    const [a = 0] = await settlementsIn('REVIEWED');
    const started = await reviewer.post<JobAnswer>(verifyJobs, { ids: [a] });
    const path = apiPaths.bulkJob(started.body.data.id);
    await server.bulkJobs.idle();
    expect((await reviewer.get(path)).status).toBe(200);
    expect((await finance.get(path)).status).toBe(404);
    expect((await admin.get(path)).status).toBe(404);
    expect((await reviewer.get(apiPaths.bulkJob(999_999))).status).toBe(404);
    expect((await reviewer.get(apiPaths.bulkJob('x'))).status).toBe(404);
  });
});

describe('resuming', () => {
  test('another instance takes over a job whose heartbeat stopped, and runs only the rows without an outcome', async () => {
    const [a = 0, b = 0, c = 0, d = 0] = await settlementsIn(
      'REVIEWED',
      'REVIEWED',
      'REVIEWED',
      'REVIEWED',
    );
    // a and b count as done: had they run again, they would be VERIFIED.
    const jobId = await abandonedJob(reviewer.userId, [a, b, c, d], [a, b]);
    const second: CreatedApp = await createApp(server.config, {
      db: server.db,
    });
    try {
      // It sweeps once as it starts.
      await second.bulkJobs.idle();
    } finally {
      await second.close();
    }
    const job = await finished(reviewer, jobId);
    expect(job).toMatchObject({
      status: 'DONE',
      done: 4,
      succeeded: [a, b, c, d],
      failed: [],
    });
    expect(await statusOf(a)).toBe('REVIEWED');
    expect(await statusOf(b)).toBe('REVIEWED');
    expect(await statusOf(c)).toBe('VERIFIED');
    expect(await statusOf(d)).toBe('VERIFIED');
  });

  test('two sweeps at once claim a stale job once', async () => {
    const [a = 0] = await settlementsIn('REVIEWED');
    const jobId = await abandonedJob(reviewer.userId, [a], []);
    const claims = await Promise.all([
      server.bulkJobs.sweep(),
      server.bulkJobs.sweep(),
    ]);
    expect(claims.flat()).toEqual([jobId]);
    const job = await finished(reviewer, jobId);
    expect(job).toMatchObject({ status: 'DONE', succeeded: [a] });
  });

  test('a job whose owner was suspended meanwhile ends FAILED, and runs nothing more', async () => {
    const [a = 0, b = 0] = await settlementsIn('REVIEWED', 'REVIEWED');
    const jobId = await abandonedJob(reviewer.userId, [a, b], []);
    await server.db.query(
      "UPDATE users SET status = 'SUSPENDED' WHERE id = $1",
      [reviewer.userId],
    );
    try {
      expect(await server.bulkJobs.sweep()).toEqual([jobId]);
      await server.bulkJobs.idle();
    } finally {
      await server.db.query(
        "UPDATE users SET status = 'ACTIVE' WHERE id = $1",
        [reviewer.userId],
      );
    }
    const job = await finished(reviewer, jobId);
    expect(job).toMatchObject({
      status: 'FAILED',
      done: 0,
      failureReason: 'The account that started this job is suspended or gone',
      finishedAt: expect.any(String) as string,
    });
    expect(await statusOf(a)).toBe('REVIEWED');
  });
});
