import { expect, test } from 'vitest';
import { fileNameFromDisposition } from './download';

test.each([
  ['attachment; filename="orders.csv"', 'orders.csv'],
  ['attachment; filename=orders.csv', 'orders.csv'],
  [
    "attachment; filename*=UTF-8''kedai%20kopi%20%E2%98%95.csv",
    'kedai kopi ☕.csv',
  ],
  [
    'attachment; filename="fallback.csv"; filename*=UTF-8\'\'real.csv',
    'real.csv',
  ],
  ['attachment; filename="../../etc/passwd"', '.._.._etc_passwd'],
])('reads %s', (header, expected) => {
  expect(fileNameFromDisposition(header)).toBe(expected);
});

test.each([null, undefined, '', 'inline'])('gives null for %s', (header) => {
  expect(fileNameFromDisposition(header)).toBeNull();
});
