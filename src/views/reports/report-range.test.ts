import { expect, test } from 'vitest';
import { parseReportRange } from './report-range';

test.each([
  [null, null, { from: '2026-10-23', to: '2026-11-21' }],
  ['2026-11-01', null, { from: '2026-11-01', to: '2026-11-21' }],
  [null, '2026-06-30', { from: '2026-06-01', to: '2026-06-30' }],
  ['2026-11-10', '2026-11-01', { from: '2026-11-01', to: '2026-11-10' }],
  ['nonsense', '2026-13-45', { from: '2026-10-23', to: '2026-11-21' }],
])('from=%s to=%s reads as %o', (from, to, expected) => {
  expect(parseReportRange(from, to, '2026-11-21')).toEqual(expected);
});
