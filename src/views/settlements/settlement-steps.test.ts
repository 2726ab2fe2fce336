import { expect, test } from 'vitest';
import { buildSettlementSteps } from './settlement-steps';

const states = (record: Record<string, unknown>) =>
  buildSettlementSteps(record).map((s) => `${s.status}:${s.state}`);

test.each([
  [
    'PENDING',
    [
      'PENDING:done',
      'REVIEWED:current',
      'VERIFIED:todo',
      'APPROVED:todo',
      'PAID:todo',
      'CONFIRMED:todo',
    ],
  ],
  [
    'VERIFIED',
    [
      'PENDING:done',
      'REVIEWED:done',
      'VERIFIED:done',
      'APPROVED:current',
      'PAID:todo',
      'CONFIRMED:todo',
    ],
  ],
  [
    'CONFIRMED',
    [
      'PENDING:done',
      'REVIEWED:done',
      'VERIFIED:done',
      'APPROVED:done',
      'PAID:done',
      'CONFIRMED:done',
    ],
  ],
])(
  'a %s settlement has done its step and waits for the next',
  (resolvedStatus, expected) => {
    expect(states({ resolvedStatus })).toEqual(expected);
  },
);

test('a settlement rejected after review branches off after the review', () => {
  expect(states({ resolvedStatus: 'REJECTED', reviewedBy: 7 })).toEqual([
    'PENDING:done',
    'REVIEWED:done',
    'REJECTED:current',
    'RESOLVED:todo',
  ]);
});

test('a resolved settlement shows the rejection as an error and the resolution done', () => {
  expect(states({ resolvedStatus: 'RESOLVED' })).toEqual([
    'PENDING:done',
    'REJECTED:error',
    'RESOLVED:done',
  ]);
});
