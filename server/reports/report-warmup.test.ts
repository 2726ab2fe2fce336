import { expect, test } from 'vitest';
import { warmupAt } from './report-warmup';

// The marketplace's zone is Asia/Kuala_Lumpur (UTC+8): its midnight of
// 3 December 2026 is 2026-12-02T16:00:00Z.
const at = (iso: string) => Date.parse(iso);

test.each([
  ['in the afternoon', '2026-12-02T06:00:00Z', '2026-12-02T06:00:00Z'],
  ['a second before midnight', '2026-12-02T15:59:59Z', '2026-12-02T15:59:59Z'],
  ["in the day's first minute", '2026-12-02T16:00:30Z', '2026-12-02T16:01:00Z'],
  ['at midnight', '2026-12-02T16:00:00Z', '2026-12-02T16:01:00Z'],
  [
    'at the minute past midnight',
    '2026-12-02T16:01:00Z',
    '2026-12-02T16:01:00Z',
  ],
])(
  'a warm-up due %s runs then, or after the first minute of its day',
  (_, due, runs) => {
    expect(new Date(warmupAt(at(due))).toISOString()).toBe(
      new Date(at(runs)).toISOString(),
    );
  },
);
