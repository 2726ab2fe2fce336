import { expect, test } from 'vitest';
import { displayText } from './display-text';

test.each([
  ['Nasi lemak', '', 'Nasi lemak'],
  [12, '', '12'],
  [null, '—', '—'],
  [undefined, '', ''],
  ['', '—', '—'],
  [{ id: 1 }, '?', '?'],
])('%o reads as %o', (value, fallback, expected) => {
  expect(displayText(value, fallback)).toBe(expected);
});
