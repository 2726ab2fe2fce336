import { expect, test } from 'vitest';
import { roughCount } from './row-count';

test('an estimate reads in two figures with a unit from a thousand on, and a small one as a whole number', () => {
  expect(roughCount(4_980_211)).toBe('5.0M');
  expect(roughCount(2_000)).toBe('2.0K');
  expect(roughCount(86_412)).toBe('86K');
  expect(roughCount(999)).toBe('1,000');
  expect(roughCount(987)).toBe('990');
  expect(roughCount(16)).toBe('16');
  expect(roughCount(8)).toBe('8');
  expect(roughCount(0)).toBe('0');
});
