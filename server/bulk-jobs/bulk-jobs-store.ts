/**
 * Bulk jobs and their rows' outcomes, kept out of the registry because a
 * job is nobody's record but its owner's: no admin screen lists them. A
 * job is claimed by one instance at a time (`claimed_by`), which proves it
 * is alive by moving `heartbeat_at`; a row's outcome is stored in the
 * transaction that ran it, so a row is done exactly once.
 */
import type { RecordWarning } from '../../src/registry/record-warnings';
import type { Db } from '../db/db';
import type { RequestOrigin } from '../http/request-origin';
import type { BulkRowOutcome } from '../resources/bulk-action-row';
import type { WireRecord } from '../resources/record-store';

export const bulkJobsDdl: readonly string[] = [
  // No reference to users: a job outlives its owner's account, and ends
  // FAILED saying so.
  `CREATE TABLE IF NOT EXISTS bulk_jobs (
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    owner_id bigint NOT NULL,
    resource text NOT NULL,
    action text NOT NULL,
    input jsonb NOT NULL,
    origin jsonb NOT NULL,
    ids bigint[] NOT NULL,
    status text NOT NULL DEFAULT 'RUNNING' CHECK (status IN ('RUNNING', 'DONE', 'FAILED')),
    total integer NOT NULL,
    heartbeat_at timestamptz NOT NULL DEFAULT now(),
    claimed_by text,
    created_at timestamptz NOT NULL DEFAULT now(),
    finished_at timestamptz,
    failure_reason text,
    warnings jsonb
  )`,
  // What the sweepers look through: the few jobs still running.
  `CREATE INDEX IF NOT EXISTS bulk_jobs_running
     ON bulk_jobs (heartbeat_at) WHERE status = 'RUNNING'`,
  `CREATE TABLE IF NOT EXISTS bulk_job_rows (
    job_id bigint NOT NULL REFERENCES bulk_jobs (id) ON DELETE CASCADE,
    record_id bigint NOT NULL,
    outcome text NOT NULL CHECK (outcome IN ('SUCCEEDED', 'FAILED', 'HELD')),
    message text,
    request_id bigint,
    PRIMARY KEY (job_id, record_id)
  )`,
];

/** A job as its owner reads it: its progress while it runs, then its report. */
export interface BulkJob {
  id: number;
  resource: string;
  action: string;
  status: 'RUNNING' | 'DONE' | 'FAILED';
  total: number;
  /** Rows with an outcome so far. */
  done: number;
  succeeded: number[];
  failed: { id: number; message: string }[];
  held: { id: number; requestId: number }[];
  /** Where the entry checks its records: the rows with warnings, found when the job is done. */
  warnings?: { id: number; warnings: RecordWarning[] }[];
  failureReason?: string;
  createdAt: string;
  finishedAt: string | null;
}

/** What a job runs, as its owner asked for it. */
export interface JobOrder {
  ownerId: number;
  resource: string;
  action: string;
  /** The action's input: its reason and the fields its effect reads. */
  input: WireRecord;
  origin: RequestOrigin;
  ids: readonly number[];
}

/** A claimed job, with the rows that have no outcome yet in id order. */
export interface JobToRun extends JobOrder {
  id: number;
  pending: number[];
}

/** Thrown inside a row's transaction when another instance holds the job now: the row rolls back. */
export class LostClaim extends Error {
  constructor(jobId: number) {
    super(`Bulk job ${jobId} is claimed by another instance`);
    this.name = 'LostClaim';
  }
}

interface JobRow {
  id: number;
  resource: string;
  action: string;
  status: BulkJob['status'];
  total: number;
  failure_reason: string | null;
  warnings: BulkJob['warnings'] | null;
  created_at: string;
  finished_at: string | null;
}

interface OutcomeRow {
  record_id: number;
  outcome: BulkRowOutcome['outcome'];
  message: string | null;
  request_id: number | null;
}

function toWire(job: JobRow, rows: readonly OutcomeRow[]): BulkJob {
  const of = (outcome: OutcomeRow['outcome']) =>
    rows.filter((row) => row.outcome === outcome);
  return {
    id: Number(job.id),
    resource: job.resource,
    action: job.action,
    status: job.status,
    total: job.total,
    done: rows.length,
    succeeded: of('SUCCEEDED').map((row) => row.record_id),
    failed: of('FAILED').map((row) => ({
      id: row.record_id,
      message: row.message ?? '',
    })),
    held: of('HELD').map((row) => ({
      id: row.record_id,
      requestId: Number(row.request_id),
    })),
    ...(job.warnings && { warnings: job.warnings }),
    ...(job.failure_reason !== null && { failureReason: job.failure_reason }),
    createdAt: job.created_at,
    finishedAt: job.finished_at,
  };
}

const jobColumns =
  'id, resource, action, status, total, failure_reason, warnings, created_at, finished_at';

/** Stores a new job, claimed by `claimant` (the instance that runs it). */
export async function insertJob(
  db: Db,
  order: JobOrder,
  claimant: string,
): Promise<BulkJob> {
  const { rows } = await db.query<JobRow>(
    `INSERT INTO bulk_jobs (owner_id, resource, action, input, origin, ids, total, claimed_by)
     VALUES ($1, $2, $3, $4, $5, $6::bigint[], $7, $8)
     RETURNING ${jobColumns}`,
    [
      order.ownerId,
      order.resource,
      order.action,
      JSON.stringify(order.input),
      JSON.stringify(order.origin),
      order.ids,
      order.ids.length,
      claimant,
    ],
  );
  const [job] = rows;
  if (!job) throw new Error('The new bulk job was not stored');
  return toWire(job, []);
}

/** Job `id` as `ownerId` reads it; undefined when there is none of theirs. */
export async function readJob(
  db: Db,
  id: number,
  ownerId: number,
): Promise<BulkJob | undefined> {
  const { rows } = await db.query<JobRow>(
    `SELECT ${jobColumns} FROM bulk_jobs WHERE id = $1 AND owner_id = $2`,
    [id, ownerId],
  );
  const [job] = rows;
  if (!job) return undefined;
  const outcomes = await db.query<OutcomeRow>(
    `SELECT record_id, outcome, message, request_id FROM bulk_job_rows
      WHERE job_id = $1 ORDER BY record_id`,
    [id],
  );
  return toWire(job, outcomes.rows);
}

/** Job `id` as its claimant runs it; undefined when it is not running under `claimant`. */
export async function jobToRun(
  db: Db,
  id: number,
  claimant: string,
): Promise<JobToRun | undefined> {
  const { rows } = await db.query<{
    owner_id: number;
    resource: string;
    action: string;
    input: WireRecord;
    origin: RequestOrigin;
    ids: number[];
    pending: number[] | null;
  }>(
    `SELECT owner_id, resource, action, input, origin, ids,
            ARRAY(SELECT r.id FROM unnest(j.ids) AS r(id)
                   WHERE NOT EXISTS (SELECT 1 FROM bulk_job_rows o
                                      WHERE o.job_id = j.id AND o.record_id = r.id)
                   ORDER BY r.id) AS pending
       FROM bulk_jobs j
      WHERE id = $1 AND claimed_by = $2 AND status = 'RUNNING'`,
    [id, claimant],
  );
  const [job] = rows;
  if (!job) return undefined;
  return {
    id,
    ownerId: Number(job.owner_id),
    resource: job.resource,
    action: job.action,
    input: job.input,
    origin: job.origin,
    ids: job.ids,
    pending: job.pending ?? [],
  };
}

/** How long a running job's heartbeat may stand still before another instance takes it over. */
export const staleAfterMs = 10_000;

/**
 * Claims one running job that nobody holds or whose holder stopped beating,
 * for `claimant`; a job another sweeper is claiming at the same moment is
 * skipped, not waited for, so two instances never take the same one.
 */
export async function claimStaleJob(
  db: Db,
  claimant: string,
): Promise<number | undefined> {
  const { rows } = await db.query<{ id: number }>(
    `UPDATE bulk_jobs SET claimed_by = $1, heartbeat_at = now()
      WHERE id = (
        SELECT id FROM bulk_jobs
         WHERE status = 'RUNNING'
           AND (claimed_by IS NULL OR heartbeat_at < now() - $2 * interval '1 millisecond')
         ORDER BY id LIMIT 1
         FOR UPDATE SKIP LOCKED)
      RETURNING id`,
    [claimant, staleAfterMs],
  );
  return rows[0] ? Number(rows[0].id) : undefined;
}

/** Moves the job's heartbeat; false when `claimant` no longer holds it. */
export async function beat(
  db: Db,
  id: number,
  claimant: string,
): Promise<boolean> {
  const { affectedRows } = await db.query(
    `UPDATE bulk_jobs SET heartbeat_at = now()
      WHERE id = $1 AND claimed_by = $2 AND status = 'RUNNING'`,
    [id, claimant],
  );
  return affectedRows === 1;
}

/**
 * Stores a row's outcome in `tx`, the transaction that ran the row: the
 * job row is share-locked first, so a sweeper cannot claim it meanwhile,
 * and a job someone else has claimed rolls the row back.
 *
 * @throws LostClaim when `claimant` no longer holds the job.
 */
export async function recordOutcome(
  tx: Db,
  id: number,
  claimant: string,
  row: BulkRowOutcome,
): Promise<void> {
  const { rows } = await tx.query(
    `SELECT 1 FROM bulk_jobs
      WHERE id = $1 AND claimed_by = $2 AND status = 'RUNNING'
      FOR SHARE`,
    [id, claimant],
  );
  if (rows.length === 0) throw new LostClaim(id);
  await tx.query(
    `INSERT INTO bulk_job_rows (job_id, record_id, outcome, message, request_id)
     VALUES ($1, $2, $3, $4, $5)`,
    [
      id,
      row.id,
      row.outcome,
      row.outcome === 'FAILED' ? row.message : null,
      row.outcome === 'HELD' ? row.requestId : null,
    ],
  );
}

/** Ends the job in `tx`; false when `claimant` no longer holds it. */
export async function finishJob(
  tx: Db,
  id: number,
  claimant: string,
  end:
    | { status: 'DONE'; warnings?: BulkJob['warnings'] }
    | { status: 'FAILED'; failureReason: string },
): Promise<boolean> {
  const { affectedRows } = await tx.query(
    `UPDATE bulk_jobs
        SET status = $3, finished_at = now(), claimed_by = NULL,
            failure_reason = $4, warnings = $5
      WHERE id = $1 AND claimed_by = $2 AND status = 'RUNNING'`,
    [
      id,
      claimant,
      end.status,
      end.status === 'FAILED' ? end.failureReason : null,
      end.status === 'DONE' && end.warnings
        ? JSON.stringify(end.warnings)
        : null,
    ],
  );
  return affectedRows === 1;
}

/** Lets go of a job this instance will not finish (it is shutting down): any sweeper may take it at once. */
export async function releaseJob(
  db: Db,
  id: number,
  claimant: string,
): Promise<void> {
  await db.query(
    `UPDATE bulk_jobs SET claimed_by = NULL
      WHERE id = $1 AND claimed_by = $2 AND status = 'RUNNING'`,
    [id, claimant],
  );
}
