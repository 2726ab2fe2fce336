import { randomUUID } from 'node:crypto';
import type { WriteScope } from '../resources/write-record';
import {
  claimStaleJob,
  insertJob,
  type BulkJob,
  type JobOrder,
} from './bulk-jobs-store';
import { runBulkJob } from './run-bulk-job';

export interface BulkJobs {
  /** Stores a job claimed by this instance and starts running it; resolves with the job as stored. */
  start(order: JobOrder): Promise<BulkJob>;
  /**
   * Claims, one by one, every running job that nobody holds or whose
   * instance stopped beating, and starts running each; resolves with their
   * ids once claimed (`idle()` waits for the runs).
   */
  sweep(): Promise<number[]>;
  /** Resolves once no sweep is under way and no job runs on this instance. */
  idle(): Promise<void>;
  /** Stops sweeping; running jobs stop between rows and are let go for another instance. */
  stop(): Promise<void>;
}

/** How often an instance looks for jobs another one left behind. */
const sweepMs = 5000;

/**
 * Bulk jobs on this instance: runs the jobs it starts in the background,
 * and sweeps for jobs whose instance died mid-way (once at once, then
 * every few seconds), so a job resumes wherever an instance still runs.
 */
export function startBulkJobs(
  scope: WriteScope,
  onError: (error: unknown) => void,
): BulkJobs {
  const { db } = scope.deps;
  const claimant = randomUUID();
  let isStopping = false;
  const running = new Map<number, Promise<void>>();
  const sweeps = new Set<Promise<unknown>>();
  const runScope = { ...scope, claimant, isStopping: () => isStopping };

  function run(jobId: number): void {
    if (running.has(jobId)) return;
    running.set(
      jobId,
      runBulkJob(runScope, jobId, onError)
        .catch(onError)
        .finally(() => running.delete(jobId)),
    );
  }

  async function claimAll(): Promise<number[]> {
    const claimed: number[] = [];
    while (!isStopping) {
      const id = await claimStaleJob(db, claimant);
      if (id === undefined) break;
      claimed.push(id);
      run(id);
    }
    return claimed;
  }

  function sweep(): Promise<number[]> {
    const sweeping = claimAll();
    const tracked = sweeping
      .catch(onError)
      .finally(() => sweeps.delete(tracked));
    sweeps.add(tracked);
    return sweeping;
  }

  const timer = setInterval(() => void sweep().catch(() => undefined), sweepMs);
  timer.unref();
  void sweep().catch(() => undefined);

  async function idle(): Promise<void> {
    while (sweeps.size > 0 || running.size > 0)
      await Promise.all([...sweeps, ...running.values()]);
  }

  return {
    async start(order) {
      const job = await insertJob(db, order, claimant);
      run(job.id);
      return job;
    },
    sweep,
    idle,
    async stop() {
      isStopping = true;
      clearInterval(timer);
      await idle();
    },
  };
}
