import { expect, test } from 'vitest';
import { orderPayout } from './seed-payouts';

const order = { subtotal: 2350, total: 2491, discount: 235 };

test('commission is the merchant percent of the subtotal, rounded half up to the sen', () => {
  expect(orderPayout(order, 15, undefined).commission).toBe(353); // 352.5
  expect(
    orderPayout({ ...order, subtotal: 1234 }, 12.35, undefined).commission,
  ).toBe(152); // 152.399
});

test('the payment fee is 1.5 % of what the customer paid', () => {
  expect(orderPayout(order, 15, undefined).paymentFee).toBe(37); // 37.365
  expect(orderPayout({ ...order, total: 1100 }, 15, undefined).paymentFee).toBe(
    17,
  ); // 16.5
});

test("the subsidy is the platform's part of the discount", () => {
  expect(orderPayout(order, 15, undefined).subsidy).toBe(0);
  expect(
    orderPayout(order, 15, { fundedBy: 'PLATFORM', merchantSharePercent: null })
      .subsidy,
  ).toBe(235);
  expect(
    orderPayout(order, 15, { fundedBy: 'MERCHANT', merchantSharePercent: null })
      .subsidy,
  ).toBe(0);
  expect(
    orderPayout(order, 15, { fundedBy: 'SHARED', merchantSharePercent: 30 })
      .subsidy,
  ).toBe(165); // 164.5
  expect(
    orderPayout(order, 15, { fundedBy: 'SHARED', merchantSharePercent: null })
      .subsidy,
  ).toBe(118); // 117.5
});

test('the merchant funds the rest of the discount', () => {
  expect(orderPayout(order, 15, undefined).merchantDiscount).toBe(235);
  expect(
    orderPayout(order, 15, { fundedBy: 'PLATFORM', merchantSharePercent: null })
      .merchantDiscount,
  ).toBe(0);
  expect(
    orderPayout(order, 15, { fundedBy: 'SHARED', merchantSharePercent: 30 })
      .merchantDiscount,
  ).toBe(70); // 235 − 165
});
