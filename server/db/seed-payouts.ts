/**
 * What an order earns its outlet, in sen, the way the statements endpoint
 * computes it in SQL (server/statements/load-statement.ts): the seed makes
 * settlements and their daily summaries from the same figures, so a
 * settlement's totals are the sums of the orders it covers. Integer
 * arithmetic only, rounding half up as PostgreSQL's `round(numeric)` does
 * for the positive amounts here.
 */

/** `round(amount × hundredths / 10000)` exactly, for non-negative integers. */
const roundedShare = (amount: number, hundredths: number) =>
  Math.floor((amount * hundredths + 5000) / 10000);

/** A percent with two decimals (`numeric(5,2)`) as an integer of hundredths. */
const hundredthsOf = (percent: number) => Math.round(percent * 100);

export interface PayoutOrder {
  subtotal: number;
  total: number;
  discount: number;
}

export interface PayoutPromotion {
  fundedBy: string;
  merchantSharePercent: number | null;
}

export interface OrderPayout {
  gross: number;
  /** The part of the discount the merchant funds: deducted from its payout. */
  merchantDiscount: number;
  commission: number;
  paymentFee: number;
  /** The part the platform funds: not deducted, the merchant is paid menu prices. */
  subsidy: number;
}

/**
 * Gross is the subtotal; commission is the merchant's percent of it; the
 * payment fee is 1.5 % of what the customer paid; the subsidy is the part
 * of the discount the platform funds (all of it, none, or what the
 * merchant's share leaves for SHARED promotions; half when unset), and the
 * merchant funds the rest.
 */
export function orderPayout(
  order: PayoutOrder,
  commissionPercent: number,
  promotion: PayoutPromotion | undefined,
): OrderPayout {
  const platformPart =
    promotion?.fundedBy === 'PLATFORM'
      ? order.discount
      : promotion?.fundedBy === 'SHARED'
        ? roundedShare(
            order.discount,
            10000 - hundredthsOf(promotion.merchantSharePercent ?? 50),
          )
        : 0;
  return {
    gross: order.subtotal,
    merchantDiscount: order.discount - platformPart,
    commission: roundedShare(order.subtotal, hundredthsOf(commissionPercent)),
    paymentFee: Math.floor((order.total * 15 + 500) / 1000),
    subsidy: platformPart,
  };
}
