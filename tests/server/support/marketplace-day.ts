import {
  marketplaceDate,
  marketplaceInstant,
} from '../../../src/registry/marketplace-clock';

/** How long a test may wait out the first minute of the marketplace's day. */
export const dayOpeningTimeout = 120_000;

/**
 * Waits out the first minute of the marketplace's day (and ten seconds
 * more), when the day before may still be changing and no part of a range
 * that reaches today is kept (server/reports/report-answers.ts).
 */
export async function pastTheDaysFirstMinute(): Promise<void> {
  const into = Date.now() - marketplaceInstant(marketplaceDate()).getTime();
  if (into < 70_000)
    await new Promise((resolve) => setTimeout(resolve, 70_000 - into));
}
