import { expect, test } from 'vitest';
import { statementPageOf } from './statement-entry';

test("a payable settlement's statement lives under Merchant Statements", () => {
  expect(statementPageOf('settlements', 'PENDING')).toBe('merchant-statements');
  expect(statementPageOf('settlements', 'CONFIRMED')).toBe(
    'merchant-statements',
  );
});

test('a rejected settlement has no statement, and other resources have none', () => {
  expect(statementPageOf('settlements', 'REJECTED')).toBeUndefined();
  expect(statementPageOf('settlements', 'RESOLVED')).toBeUndefined();
  expect(statementPageOf('orders', 'COMPLETED')).toBeUndefined();
});
