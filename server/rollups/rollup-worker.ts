import type { Db } from '../db/db';
import { daysBehind, rollUpDay } from './roll-up';
import { rollupMarksChannel } from './rollup-ddl';

export interface RollupWorker {
  /**
   * Rolls up every day behind now, and resolves with how many it did; a
   * stopped worker too, when told to (a test that holds the rollups back).
   */
  catchUp(): Promise<number>;
  /**
   * Settles once it is told of marks: on PostgreSQL a connection of its
   * own must connect first, and a mark made before then waits for a look.
   */
  listening: Promise<void>;
  stop(): Promise<void>;
}

/** How often an idle worker looks for days behind, whether or not it was told. */
const idleMs = 1000;
/**
 * How long a worker told of a mark waits before it looks: the statements
 * of one change (an order, then its lines) land in one rollup.
 */
const wakeMs = 100;
/** Days read per look; each is rolled up in a transaction of its own. */
const batch = 20;

/**
 * Keeps the rollups current in the background: every instance runs one, and
 * a day's advisory lock sends them to different days. Reports never wait
 * for it (a day behind is read from its orders), so it only has to keep
 * that work small; a crash loses nothing, because the marks are rows and
 * the next run reads them. Told of a mark, it looks shortly after; it also
 * looks every `idleMs`, for a notification lost with its connection.
 */
export function startRollupWorker(
  db: Db,
  zone: string,
  onError: (error: unknown) => void,
  { idle = idleMs }: { idle?: number } = {},
): RollupWorker {
  let isStopped = false;
  let running: Promise<number> = Promise.resolve(0);
  let timer: NodeJS.Timeout | undefined;
  let woken: NodeJS.Timeout | undefined;

  /** `told`: asked for by catchUp, which a stop does not cut short. */
  async function rollUpBehind(told: boolean): Promise<number> {
    const halted = () => isStopped && !told;
    let done = 0;
    for (;;) {
      const days = await daysBehind(db, batch);
      if (days.length === 0 || halted()) return done;
      let progressed = false;
      for (const day of days) {
        if (halted()) return done;
        if (await rollUpDay(db, zone, day)) {
          done += 1;
          progressed = true;
        }
      }
      // Every day was taken by another instance: let it finish them.
      if (!progressed) return done;
    }
  }

  function run(told = false): Promise<number> {
    running = running
      .then(() => rollUpBehind(told))
      .catch((error: unknown) => {
        onError(error);
        return 0;
      });
    return running;
  }

  function schedule() {
    if (isStopped) return;
    timer = setTimeout(() => {
      void run().finally(schedule);
    }, idle);
    timer.unref();
  }
  schedule();

  // One look queued however many marks are told of meanwhile.
  function wake() {
    if (woken || isStopped) return;
    woken = setTimeout(() => {
      woken = undefined;
      void run();
    }, wakeMs);
    woken.unref();
  }
  const listening = db
    .listen(rollupMarksChannel, { onNotification: wake, onReconnect: wake })
    .catch((error: unknown) => {
      onError(error);
      return undefined;
    });

  return {
    catchUp: () => run(true),
    listening: listening.then(() => undefined),
    async stop() {
      isStopped = true;
      clearTimeout(timer);
      clearTimeout(woken);
      await (await listening)?.stop();
      await running;
    },
  };
}
