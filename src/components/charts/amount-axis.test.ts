import { expect, test } from 'vitest';
import { amountAxis, ringgitTick } from './amount-axis';

test.each([
  [0, 'RM 0'],
  [500, 'RM 500'],
  [1_450, 'RM 1.5K'],
  [12_000, 'RM 12K'],
  [2_340_000, 'RM 2.3M'],
])('%d ringgit ticks as %s', (ringgit, tick) => {
  expect(ringgitTick(ringgit)).toBe(tick);
});

test('an amount axis starts at zero however high the lowest value', () => {
  const axis = amountAxis('money', [1_200, 1_450, 2_600]);
  expect(axis.min).toBe(0);
  expect(axis.valueFormatter(0)).toBe('RM 0');
});

test('an amount axis goes below zero only to show a negative value', () => {
  expect(amountAxis('money', [-300, 1_200]).min).toBe(-300);
});

test('a count axis ticks at whole numbers', () => {
  const axis = amountAxis('count', [3, 5]);
  expect(axis).toMatchObject({ min: 0, tickMinStep: 1 });
  expect(axis.valueFormatter(1_200)).toBe('1.2K');
});

test('a negative amount keeps its sign before the currency', () => {
  expect(ringgitTick(-1_450)).toBe('-RM 1.5K');
});
