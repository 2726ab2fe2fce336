import { expect } from 'vitest';
import type { ApiAnswer, ApiClient } from './api-client';
import type { TestServer } from './test-server';

/** A CSV of a header and `count` rows, `row(i)` the i-th line's text. */
export function csvOf(
  header: string,
  count: number,
  row: (i: number) => string,
): string {
  const lines = [header];
  for (let i = 0; i < count; i += 1) lines.push(row(i));
  return `${lines.join('\r\n')}\r\n`;
}

/** An upload's answer, how long it took, and each /health latency while it ran. */
export interface PolledUpload<T> {
  answer: ApiAnswer<T>;
  ms: number;
  latencies: number[];
}

/**
 * Uploads `csv` to `path` and asks for /health back to back until the
 * upload is answered.
 */
export async function uploadWhilePolling<T>(
  server: TestServer,
  client: ApiClient,
  path: string,
  csv: string,
): Promise<PolledUpload<T>> {
  const started = performance.now();
  let answered = false;
  const upload = client.upload<T>(path, csv).finally(() => (answered = true));
  const latencies: number[] = [];
  while (!answered) {
    const asked = performance.now();
    const health = await fetch(`${server.baseUrl}/api/v1/health`);
    await health.arrayBuffer();
    latencies.push(performance.now() - asked);
    expect(health.status).toBe(200);
  }
  const answer = await upload;
  return { answer, ms: performance.now() - started, latencies };
}

/**
 * Checking a file held the event loop for most of the upload's time: the
 * worst /health answer took 60–99 % of it. In slices it is a small part,
 * on a calm machine or a busy one, which slows both alike. The ceiling is
 * loose on purpose: with others' test runs at a load of 10 on 2 cores, one
 * young-generation collection alone took 200 ms (calm, the worst answer
 * takes 25–60 ms).
 */
export function expectResponsive({
  ms,
  latencies,
}: Pick<PolledUpload<unknown>, 'ms' | 'latencies'>): void {
  const worst = Math.max(...latencies);
  expect(latencies.length, 'health answers during the upload').toBeGreaterThan(
    5,
  );
  expect(worst, `worst /health vs the upload's ${ms} ms`).toBeLessThan(ms / 3);
  expect(worst, `worst /health of ${latencies.length}`).toBeLessThan(500);
}
