import type { AnyResource } from '../../src/registry/define-resource';
import { bulkJobsNotices } from '../../src/registry/paths';
import { currentAuthority } from '../auth/user-authority';
import type { AuthUser, ChangeNotice } from '../context';
import type { Db } from '../db/db';
import { hasTable, tableModel } from '../db/table-model';
import { fromDatabase, schemaNames } from '../http/database-errors';
import { ApiError } from '../http/errors';
import { authorize } from '../resources/authorize';
import {
  bulkWarnings,
  runBulkActionRow,
  type BulkRowOutcome,
} from '../resources/bulk-action-row';
import { createPacer } from '../resources/event-loop-pacer';
import type { WriteScope } from '../resources/write-record';
import {
  beat,
  finishJob,
  jobToRun,
  LostClaim,
  recordOutcome,
  releaseJob,
  type JobToRun,
} from './bulk-jobs-store';

/** How often a running job moves its heartbeat, well inside `staleAfterMs`. */
const heartbeatMs = 1000;
/** How often its owner's authority is read again, so a suspension stops it within a row or two. */
const authorityMs = 1000;
/** Progress notices at most this often: a screen re-reads the job on each. */
const noticeMs = 250;
/** Rows run back to back for about this long before other requests get the event loop. */
const sliceMs = 5;

export const ownerGoneReason =
  'The account that started this job is suspended or gone';

/** What a job runs with on this instance. */
export interface JobRunScope extends WriteScope {
  /** This instance's claim token. */
  claimant: string;
  /** True once the instance is shutting down: the job stops between rows. */
  isStopping(): boolean;
}

const noticeOf = (job: JobToRun): ChangeNotice => ({
  resource: bulkJobsNotices,
  type: 'updated',
  ids: [job.id],
  audience: { userIds: [job.ownerId], may: [] },
});

/** The owner as they stand now, or why the job cannot run as them. */
async function ownerAuthority(
  db: Db,
  job: JobToRun,
  resource: AnyResource,
): Promise<AuthUser | { refusal: string }> {
  const user = await currentAuthority(db, job.ownerId);
  if (!user) return { refusal: ownerGoneReason };
  try {
    return authorize(user, resource, { kind: 'action', action: job.action });
  } catch (error) {
    if (error instanceof ApiError) return { refusal: error.message };
    throw error;
  }
}

/** Moves the job's heartbeat every second until stopped; `isLost` once another instance holds it. */
function startHeartbeat(
  db: Db,
  job: JobToRun,
  claimant: string,
  onError: (error: unknown) => void,
) {
  let isLost = false;
  let beating: Promise<void> = Promise.resolve();
  const timer = setInterval(() => {
    beating = beating
      .then(() => beat(db, job.id, claimant))
      .then((isHeld) => {
        if (!isHeld) isLost = true;
      })
      .catch(onError);
  }, heartbeatMs);
  timer.unref();
  return {
    isLost: () => isLost,
    async stop() {
      clearInterval(timer);
      await beating;
    },
  };
}

/**
 * Runs the rows of claimed job `jobId` that have no outcome yet, in id
 * order, as its owner with their authority as it stands now: each row in a
 * transaction of its own that also stores its outcome. Stops between rows
 * when the instance shuts down (letting go of the job) or another instance
 * took it over; ends the job DONE with its warnings, or FAILED when its
 * owner may no longer run it or a row failed in a way no row should.
 */
export async function runBulkJob(
  scope: JobRunScope,
  jobId: number,
  onError: (error: unknown) => void,
): Promise<void> {
  const { db, publish } = scope.deps;
  const job = await jobToRun(db, jobId, scope.claimant);
  if (!job) return;
  const end = (ending: Parameters<typeof finishJob>[3]) =>
    db.transaction(async (tx) => {
      if (await finishJob(tx, job.id, scope.claimant, ending))
        await publish(tx, noticeOf(job));
    });
  const resource = scope.registry.find(
    (r) => r.name === job.resource && hasTable(r),
  );
  if (!resource?.actions?.[job.action]?.bulk) {
    await end({
      status: 'FAILED',
      failureReason: `${job.resource} have no bulk action ${job.action} any more`,
    });
    return;
  }
  const model = tableModel(resource);
  const heartbeat = startHeartbeat(db, job, scope.claimant, onError);
  const pace = createPacer(sliceMs);
  const names = schemaNames(scope.registry);
  let authorityReadAt = 0;
  let user: AuthUser | undefined;
  let noticeAt = performance.now();
  const record = (tx: Db, row: BulkRowOutcome) =>
    recordOutcome(tx, job.id, scope.claimant, row);
  try {
    for (const id of job.pending) {
      if (heartbeat.isLost()) return;
      if (scope.isStopping()) {
        await releaseJob(db, job.id, scope.claimant);
        return;
      }
      if (!user || performance.now() - authorityReadAt >= authorityMs) {
        const owner = await ownerAuthority(db, job, resource);
        if ('refusal' in owner) {
          await end({ status: 'FAILED', failureReason: owner.refusal });
          return;
        }
        user = owner;
        authorityReadAt = performance.now();
      }
      const call = {
        user,
        model,
        verb: job.action,
        body: job.input,
        origin: job.origin,
      };
      let row: BulkRowOutcome;
      try {
        row = await runBulkActionRow(scope, call, id, record);
      } catch (error) {
        // A row the database refused (a race on a unique key, a deadlock)
        // fails alone, as a refusal does.
        const known =
          typeof error === 'object' && error !== null
            ? fromDatabase(error, names)
            : undefined;
        if (!known) throw error;
        row = { id, outcome: 'FAILED', message: known.message };
      }
      if (row.outcome === 'FAILED')
        await db.transaction((tx) => record(tx, row));
      if (performance.now() - noticeAt >= noticeMs) {
        await publish(db, noticeOf(job));
        noticeAt = performance.now();
      }
      await pace();
    }
    await end({
      status: 'DONE',
      ...(resource.warnings && {
        warnings: await bulkWarnings(db, resource, job.ids),
      }),
    });
  } catch (error) {
    if (error instanceof LostClaim) return;
    onError(error);
    await end({
      status: 'FAILED',
      failureReason:
        'The job stopped on an unexpected server error; the rows without an outcome did not run',
    });
  } finally {
    await heartbeat.stop();
  }
}
