import { expect, test } from 'vitest';
import { buildOrderTotals } from './order-totals';

const order = {
  subtotal: 3000,
  deliveryFee: 400,
  discount: 300,
  serviceTax: 180,
  total: 3280,
};

test('an order whose amounts add up has no mismatches', () => {
  const totals = buildOrderTotals(order, [
    { lineTotal: 1000 },
    { lineTotal: 2000 },
  ]);
  expect(totals.computedTotal).toBe(3280);
  expect(totals.mismatches).toEqual([]);
  expect(totals.lines.map((l) => [l.key, l.amount, l.sign])).toEqual([
    ['subtotal', 3000, 1],
    ['deliveryFee', 400, 1],
    ['discount', 300, -1],
    ['serviceTax', 180, 1],
    ['total', 3280, 1],
  ]);
});

test.each([
  [
    { ...order, total: 3300 },
    [{ lineTotal: 3000 }],
    /order's total is RM 33\.00/,
  ],
  [order, [{ lineTotal: 2500 }], /items add up to RM 25\.00/],
])('a total that does not add up is reported (%#)', (o, lines, message) => {
  expect(buildOrderTotals(o, lines).mismatches).toEqual([
    expect.stringMatching(message),
  ]);
});

test('missing amounts count as zero', () => {
  expect(buildOrderTotals({}, []).mismatches).toEqual([]);
});
