import { afterAll, beforeAll, expect, test } from 'vitest';
import { resources } from '../../resources.config';
import type { AnyResource } from '../../src/registry/define-resource';
import { apiPaths } from '../../src/registry/paths';
import { reportSums } from '../../server/reports/report-queries';
import { apiAs } from './support/api-client';
import {
  dayOpeningTimeout,
  pastTheDaysFirstMinute,
} from './support/marketplace-day';
import { startTestServer, type TestServer } from './support/test-server';

/**
 * A server makes ahead the kept answers the reports open on
 * (server/reports/report-warmup.ts, REPORT_WARMUP): what a client sees is
 * the first request of a report's default range, the last 30 days,
 * answered from a kept answer, as it adds up afresh. A server that does
 * not leaves that answer to its first reader.
 */
const warmed = (resources as readonly AnyResource[]).flatMap((resource) => {
  const endpoint = resource.report?.endpoint;
  return endpoint && reportSums[endpoint] ? [endpoint] : [];
});

let ahead: TestServer;
let not: TestServer;

beforeAll(async () => {
  await pastTheDaysFirstMinute();
  [ahead, not] = await Promise.all([
    startTestServer({ reportWarmup: true }),
    startTestServer(),
  ]);
}, dayOpeningTimeout);
afterAll(() => Promise.all([ahead.close(), not.close()]));

test('the range each report opens on is kept before its first reader where the server makes it ahead', async () => {
  expect(warmed.length).toBeGreaterThan(0);
  // Made in the background as the server starts: one answer per report, and
  // of a report whose rows are each an outlet's, one to today besides.
  const answers =
    warmed.length + warmed.filter((e) => reportSums[e]?.outlet).length;
  await expect
    .poll(
      async () =>
        (
          await ahead.db.query<{ n: number }>(
            'SELECT count(*)::int AS n FROM report_answers',
          )
        ).rows[0]?.n,
      { timeout: 60_000, interval: 100 },
    )
    .toBe(answers);
  const [early, late] = await Promise.all([
    apiAs(ahead, 'admin@zfood.my'),
    apiAs(not, 'admin@zfood.my'),
  ]);
  for (const endpoint of warmed) {
    // No range: the one the console opens a report on.
    const path = apiPaths.collection(endpoint);
    const first = await early.get<unknown>(path);
    expect(first.status, first.text).toBe(200);
    expect(first.headers.get('cache-status'), endpoint).toBe(
      'reports; hit; detail=today',
    );
    const afresh = await early.request<unknown>('GET', path, undefined, {
      'cache-control': 'no-cache',
    });
    expect(first.body, endpoint).toEqual(afresh.body);
    const unwarmed = await late.get<unknown>(path);
    expect(unwarmed.headers.get('cache-status'), endpoint).toBe(
      'reports; fwd=miss; stored; detail=today',
    );
  }
});
