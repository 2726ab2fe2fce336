import { expect, test } from 'vitest';
import { fieldRules } from './field-rules';

test('required text with bounds and a pattern gives messages that say how to fix it', () => {
  const rules = fieldRules({
    kind: 'text',
    label: 'Postcode',
    required: true,
    maxLength: 5,
    pattern: '\\d{5}',
    patternMessage: 'Postcode is 5 digits, e.g. 50450',
  });
  expect(rules.required).toBe('Postcode is required');
  expect(rules.maxLength).toEqual({
    value: 5,
    message: 'Postcode takes at most 5 characters',
  });
  expect(rules.pattern?.value.test('50450')).toBe(true);
  expect(rules.pattern?.value.test('504501')).toBe(false);
  expect(rules.pattern?.message).toBe('Postcode is 5 digits, e.g. 50450');
});

test('money bounds are given in sen and checked in ringgit', () => {
  const rules = fieldRules({
    kind: 'money',
    label: 'Price',
    min: 100,
    max: 50000,
  });
  expect(rules.min).toEqual({
    value: 1,
    message: 'Price must be at least RM 1.00',
  });
  expect(rules.max).toEqual({
    value: 500,
    message: 'Price must be at most RM 500.00',
  });
});

test('percent defaults to 0–100 and email gets a format check', () => {
  expect(fieldRules({ kind: 'percent', label: 'Rate' }).max?.value).toBe(100);
  const email = fieldRules({ kind: 'email', label: 'Email' });
  expect(email.pattern?.value.test('a@b.my')).toBe(true);
  expect(email.pattern?.value.test('not-an-email')).toBe(false);
  expect(email.required).toBeUndefined();
});

test('a complete date or time passes; a half-typed one asks for the rest', () => {
  const rules = fieldRules({ kind: 'datetime', label: 'Starts' });
  expect(rules.pattern?.value.test('2026-11-21T09:30')).toBe(true);
  expect(rules.pattern?.value.test('incomplete')).toBe(false);
  expect(rules.pattern?.message).toBe(
    'Enter a complete date and time for Starts',
  );
  expect(
    fieldRules({ kind: 'time', label: 'Opens' }).pattern?.value.test('08:00'),
  ).toBe(true);
  expect(
    fieldRules({ kind: 'date', label: 'Day' }).pattern?.value.test(
      '2026-02-30T00:00',
    ),
  ).toBe(false);
});
