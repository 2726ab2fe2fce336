import { expect, test } from 'vitest';
import { resources } from '../../../resources.config';
import { statementPageOf } from './statement-entry';

test("a payable settlement's statement lives under Merchant Statements", () => {
  expect(statementPageOf('settlements', 'PENDING', resources)).toBe(
    'merchant-statements',
  );
  expect(statementPageOf('settlements', 'CONFIRMED', resources)).toBe(
    'merchant-statements',
  );
});

test('a rejected settlement has no statement, and other resources have none', () => {
  expect(statementPageOf('settlements', 'REJECTED', resources)).toBeUndefined();
  expect(statementPageOf('settlements', 'RESOLVED', resources)).toBeUndefined();
  expect(statementPageOf('orders', 'COMPLETED', resources)).toBeUndefined();
});
