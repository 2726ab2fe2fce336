import { describe, expect, test } from 'vitest';
import { firstWarmupAt, nextWarmupAt } from './report-warmup';

// The marketplace's zone is Asia/Kuala_Lumpur (UTC+8): its midnight of
// 3 December 2026 is 2026-12-02T16:00:00Z.
const at = (iso: string) => Date.parse(iso);

describe('when the report warm-up runs', () => {
  test.each([
    ['in the afternoon', '2026-12-02T06:00:00Z', '2026-12-02T16:01:00Z'],
    [
      'a second before midnight',
      '2026-12-02T15:59:59Z',
      '2026-12-02T16:01:00Z',
    ],
    [
      "in the day's first minute",
      '2026-12-02T16:00:30Z',
      '2026-12-02T16:01:00Z',
    ],
    [
      'at the minute past midnight',
      '2026-12-02T16:01:00Z',
      '2026-12-03T16:01:00Z',
    ],
    ['just after it', '2026-12-02T16:01:05Z', '2026-12-03T16:01:00Z'],
  ])(
    'next, %s: a minute past the next marketplace midnight',
    (_, now, next) => {
      expect(new Date(nextWarmupAt(at(now))).toISOString()).toBe(
        new Date(at(next)).toISOString(),
      );
    },
  );

  test("first, at once, unless in the day's first minute", () => {
    const afternoon = at('2026-12-02T06:00:00Z');
    expect(firstWarmupAt(afternoon)).toBe(afternoon);
    expect(firstWarmupAt(at('2026-12-02T16:00:10Z'))).toBe(
      at('2026-12-02T16:01:00Z'),
    );
  });
});
