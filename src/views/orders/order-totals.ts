type Row = Record<string, unknown>;

/** One line of the breakdown, in sen; `sign` −1 for what is taken off. */
export interface TotalsLine {
  key: 'subtotal' | 'deliveryFee' | 'discount' | 'serviceTax' | 'total';
  label: string;
  amount: number;
  sign: 1 | -1;
}

export interface OrderTotals {
  lines: TotalsLine[];
  /** subtotal + delivery fee − discount + SST, as the order's rule says. */
  computedTotal: number;
  /** What the order lines add up to. */
  linesSubtotal: number;
  /** Problems a reader should know about; empty when everything adds up. */
  mismatches: string[];
}

const money = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : 0;

const ringgit = (sen: number): string => `RM ${(sen / 100).toFixed(2)}`;

/**
 * The order's totals breakdown and whether it adds up: total = subtotal +
 * deliveryFee + serviceTax − discount (orders.ts), and the subtotal is the
 * sum of the line totals. A revised line or a bad import would break either,
 * and a support agent refunding the order must see that before acting.
 */
export function buildOrderTotals(
  order: Row,
  orderLines: readonly Row[],
): OrderTotals {
  const subtotal = money(order.subtotal);
  const deliveryFee = money(order.deliveryFee);
  const discount = money(order.discount);
  const serviceTax = money(order.serviceTax);
  const total = money(order.total);
  const computedTotal = subtotal + deliveryFee - discount + serviceTax;
  const linesSubtotal = orderLines.reduce(
    (sum, line) => sum + money(line.lineTotal),
    0,
  );
  const mismatches: string[] = [];
  if (computedTotal !== total) {
    mismatches.push(
      `Subtotal + delivery fee − discount + SST is ${ringgit(computedTotal)}, but the order's total is ${ringgit(total)}.`,
    );
  }
  if (orderLines.length > 0 && linesSubtotal !== subtotal) {
    mismatches.push(
      `The items add up to ${ringgit(linesSubtotal)}, but the order's subtotal is ${ringgit(subtotal)}.`,
    );
  }
  return {
    lines: [
      { key: 'subtotal', label: 'Subtotal', amount: subtotal, sign: 1 },
      {
        key: 'deliveryFee',
        label: 'Delivery fee',
        amount: deliveryFee,
        sign: 1,
      },
      { key: 'discount', label: 'Discount', amount: discount, sign: -1 },
      { key: 'serviceTax', label: 'SST', amount: serviceTax, sign: 1 },
      { key: 'total', label: 'Total', amount: total, sign: 1 },
    ],
    computedTotal,
    linesSubtotal,
    mismatches,
  };
}
