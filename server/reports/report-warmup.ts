import type { AnyResource } from '../../src/registry/define-resource';
import { last30Window, shiftDay } from '../../src/registry/business-figures';
import {
  marketplaceDate,
  marketplaceInstant,
  marketplaceTimeZone,
} from '../../src/registry/marketplace-clock';
import type { ReportEndpoint } from '../../src/registry/names';
import { dayKeptFrom, type ReportAnswers } from './report-answers';
import { reportQueries, reportSums } from './report-queries';

export interface ReportWarmup {
  /** Makes every answer it keeps ahead that is not current; resolves with how many it made. */
  warm(): Promise<number>;
  stop(): Promise<void>;
}

/** How often the warm-up looks for answers to make again. */
const warmupEveryMs = 60_000;

/**
 * When a warm-up due at `at` runs: then, or when `at` falls in its
 * marketplace day's first minute, at that minute's end, when a change
 * begun before midnight has committed or left its mark, and a range that
 * ends at midnight may be kept (register-report-routes.ts).
 */
export function warmupAt(at: number): number {
  return Math.max(at, dayKeptFrom(at));
}

/**
 * Keeps made, in the background, the kept answers the console's reports
 * open on: of each report whose rows add up (reportSums), the days before
 * today of its default range, the last 30 days (last30Window), over the
 * whole marketplace, and of a report whose rows are each an outlet's, that
 * range to the end of today too (kept to today). Its first reader would
 * otherwise add them up itself: every morning, since a new day makes the
 * range another, and after any change to an order of those days (a
 * refund, a late completion). At 10M orders that is 1.4 s for the menu
 * items, 0.3–0.5 s for the others. It runs when the server starts and every
 * minute after, one report after another; an answer still current costs a
 * look (a few milliseconds).
 * Every instance runs one, and the second finds the answers made
 * (ReportAnswers takes one maker per answer, one making at a time).
 */
export function startReportWarmup(
  answers: ReportAnswers,
  registry: readonly AnyResource[],
  onError: (error: unknown) => void,
): ReportWarmup {
  let isStopped = false;
  let running: Promise<number> = Promise.resolve(0);
  let timer: NodeJS.Timeout | undefined;
  const endpoints = registry
    .map((resource) => resource.report?.endpoint)
    .filter(
      (endpoint): endpoint is ReportEndpoint =>
        endpoint !== undefined && reportSums[endpoint] !== undefined,
    );

  async function warmAll(): Promise<number> {
    const today = marketplaceDate(new Date());
    const params = [
      marketplaceInstant(last30Window(today).from).toISOString(),
      marketplaceInstant(today).toISOString(),
      null,
      null,
      marketplaceTimeZone(),
    ] as const;
    // The range itself, to the end of today: kept to today where its rows
    // are each an outlet's (ReportSums.outlet).
    const toToday = [
      params[0],
      marketplaceInstant(shiftDay(today, 1)).toISOString(),
      null,
      null,
      params[4],
    ] as const;
    let made = 0;
    for (const endpoint of endpoints) {
      if (isStopped) break;
      const { status } = await answers.answer(
        endpoint,
        reportQueries[endpoint],
        params,
        'closed',
        () => Promise.resolve(undefined),
      );
      if (status === 'miss') made += 1;
      if (isStopped || !reportSums[endpoint]?.outlet) continue;
      const live = await answers.answer(
        endpoint,
        reportQueries[endpoint],
        toToday,
        { todayFrom: params[1] },
        () => Promise.resolve(undefined),
      );
      if (live.status === 'miss') made += 1;
    }
    return made;
  }

  function warm(): Promise<number> {
    running = running.then(warmAll).catch((error: unknown) => {
      onError(error);
      return 0;
    });
    return running;
  }

  function schedule(at: number) {
    if (isStopped) return;
    timer = setTimeout(
      () => {
        void warm().finally(() =>
          schedule(warmupAt(Date.now() + warmupEveryMs)),
        );
      },
      Math.max(0, at - Date.now()),
    );
    timer.unref();
  }
  schedule(warmupAt(Date.now()));

  return {
    warm,
    async stop() {
      isStopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
