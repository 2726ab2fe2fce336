import { expect, test } from 'vitest';
import { merchants } from './resources/merchants';
import { roles } from './resources/users';
import { titleText } from './record-title';

test('an enum title reads as its field shows it', () => {
  expect(titleText(roles, 'OPERATIONS')).toBe('Operations');
  expect(titleText(roles, 'FINANCE_REVIEWER')).toBe('Finance reviewer');
});

test('any other title is its text, and nothing is empty for the caller to name by id', () => {
  expect(titleText(merchants, 'Nasi Lemak House')).toBe('Nasi Lemak House');
  expect(titleText(merchants, 42)).toBe('42');
  expect(titleText(roles, null)).toBe('');
  expect(titleText(undefined, 'OPERATIONS')).toBe('OPERATIONS');
});
