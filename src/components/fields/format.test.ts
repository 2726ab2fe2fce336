import { expect, test } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatMoney,
  humanizeEnum,
} from './format';
import { statusTone } from './status-tone';

test.each([
  [123456, 'RM 1,234.56'],
  [0, 'RM 0.00'],
  [null, '—'],
  ['12', '—'],
])('formatMoney(%s) = %s', (sen, shown) => {
  expect(formatMoney(sen).replace(/\s/g, ' ')).toBe(shown);
});

test('dates never render as Invalid Date', () => {
  expect(formatDateTime('garbage')).toBe('—');
  expect(formatDate(undefined)).toBe('—');
  expect(formatDate('2026-03-01')).toContain('2026');
});

test('enum values read as words, statuses get a tone by meaning', () => {
  expect(humanizeEnum('CANCEL_AND_REFUND')).toBe('Cancel and refund');
  expect(statusTone('PENDING')).toBe('warning');
  expect(statusTone('PAID')).toBe('success');
  expect(statusTone('SOMETHING_NEW')).toBe('default');
});

test('a band of numbers reads as its figures, the word before it left to the label', () => {
  expect(humanizeEnum('AGE_35_44')).toBe('35–44');
  expect(humanizeEnum('AGE_55_PLUS')).toBe('55+');
  expect(humanizeEnum('UNDER_18')).toBe('Under 18');
});
