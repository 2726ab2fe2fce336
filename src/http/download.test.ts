import { expect, test } from 'vitest';
import {
  csvRowCounter,
  expectedRows,
  fileNameFromDisposition,
} from './download';

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

const bytes = (text: string) => new TextEncoder().encode(text);

test('counts the rows of a CSV as its chunks arrive, the header left out', () => {
  const count = csvRowCounter();
  expect(count(bytes('id,name\n1,Kopi\n2,'))).toBe(1);
  expect(count(bytes('Teh\n'))).toBe(2);
});

test('a line break or a doubled quote inside a quoted cell ends no row, even split across chunks', () => {
  const count = csvRowCounter();
  expect(count(bytes('id,note\n1,"first\nsecond ""quoted'))).toBe(0);
  expect(count(bytes('"" line"\n2,"Kedai ☕"\n'))).toBe(2);
});

test('reads the rows an export expects, and whether they are an estimate', () => {
  const headers = (values: Record<string, string>) => (name: string) =>
    values[name];
  expect(
    expectedRows(
      headers({
        'x-export-rows': '4980211',
        'x-export-rows-estimated': 'true',
      }),
    ),
  ).toEqual({ rows: 4980211, isEstimate: true });
  expect(
    expectedRows(
      headers({ 'x-export-rows': '12', 'x-export-rows-estimated': 'false' }),
    ),
  ).toEqual({ rows: 12, isEstimate: false });
  expect(expectedRows(headers({}))).toBeUndefined();
  expect(expectedRows(headers({ 'x-export-rows': '' }))).toBeUndefined();
  expect(expectedRows(headers({ 'x-export-rows': '-3' }))).toBeUndefined();
});
