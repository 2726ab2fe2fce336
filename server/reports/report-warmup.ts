import type { AnyResource } from '../../src/registry/define-resource';
import { last30Window, shiftDay } from '../../src/registry/business-figures';
import {
  marketplaceDate,
  marketplaceInstant,
  marketplaceTimeZone,
} from '../../src/registry/marketplace-clock';
import type { ReportEndpoint } from '../../src/registry/names';
import { closingMs, type ReportAnswers } from './report-answers';
import { reportQueries, reportSums } from './report-queries';

export interface ReportWarmup {
  /** Makes every answer it keeps ahead that is not current; resolves with how many it made. */
  warm(): Promise<number>;
  stop(): Promise<void>;
}

/**
 * When the warm-up next runs after `now`: a minute after the marketplace's
 * next midnight, when a change begun before it has committed or left its
 * mark, and a range that ends there may be kept (register-report-routes.ts).
 */
export function nextWarmupAt(now: number): number {
  const today = marketplaceDate(new Date(now));
  const todays = marketplaceInstant(today).getTime() + closingMs;
  return todays > now
    ? todays
    : marketplaceInstant(shiftDay(today, 1)).getTime() + closingMs;
}

/** When a server started at `now` first warms up: at once, or after its day's first minute. */
export function firstWarmupAt(now: number): number {
  const next = nextWarmupAt(now);
  return next - now <= closingMs ? next : now;
}

/**
 * Makes ahead, in the background, the kept answers the console's reports
 * open on: of each report whose rows add up (reportSums), the days before
 * today of its default range, the last 30 days (last30Window), over the
 * whole marketplace. Its first reader would otherwise add them up itself,
 * every morning, since a new day makes the range another: at 10M orders
 * 1.4 s for the menu items, 0.3–0.5 s for the others. It runs when the
 * server starts and a minute after each marketplace midnight, one report
 * after another; every instance runs one, and the second finds the
 * answers made (ReportAnswers takes one maker per answer).
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
        void warm().finally(() => schedule(nextWarmupAt(Date.now())));
      },
      Math.max(0, at - Date.now()),
    );
    timer.unref();
  }
  schedule(firstWarmupAt(Date.now()));

  return {
    warm,
    async stop() {
      isStopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
