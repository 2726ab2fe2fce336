import { dayKeptFrom } from '../../../server/reports/report-answers';

/** How long a test may wait out the first minute of the marketplace's day. */
export const dayOpeningTimeout = 120_000;

/**
 * Waits out the first minute of the marketplace's day (and ten seconds
 * more), when the day before may still be changing and no part of a range
 * that reaches today is kept (dayKeptFrom).
 */
export async function pastTheDaysFirstMinute(): Promise<void> {
  const wait = dayKeptFrom(Date.now()) + 10_000 - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}
