import {
  notSaleStatuses,
  saleStatuses,
} from '../../src/registry/business-figures';

/**
 * The business figures over orders as SQL (src/registry/business-figures.ts,
 * decision 024), for every query that shows one: the dashboard's charts,
 * the reports and the statements. Each takes the aliases its query gives
 * the order (`o`), its promotion (`p`, left joined) and its merchant (`me`).
 * Amounts are sen; per-order amounts are rounded per order, as the
 * settlements are, so lines add up to their totals exactly.
 */

/** Registry constants as SQL literals: statuses are names, never input. */
const literals = (values: readonly string[]) =>
  values.map((value) => `'${value}'`).join(', ');

/** A sale: placed and not cancelled, rejected or refunded. */
export const isSale = (o: string) =>
  `${o}.status IN (${literals(saleStatuses)})`;

/** Turned down by the outlet or called off (refunds are counted apart). */
export const isCancelled = (o: string) =>
  `${o}.status IN (${literals(notSaleStatuses.filter((s) => s !== 'REFUNDED'))})`;

/** Gross sales (GMV) of one order: its food at menu prices, before discounts. */
export const grossOf = (o: string) => `${o}.subtotal`;

/** The part of one order's discount the platform funds. */
export const platformSubsidyOf = (o: string, p: string) =>
  `(CASE ${p}.funded_by WHEN 'PLATFORM' THEN ${o}.discount
    WHEN 'SHARED' THEN round(${o}.discount * (100 - coalesce(${p}.merchant_share_percent, 50)) / 100.0)
    ELSE 0 END)`;

/** The part of one order's discount its merchant funds: the rest of it. */
export const merchantFundedOf = (o: string, p: string) =>
  `(${o}.discount - ${platformSubsidyOf(o, p)})`;

/** Net sales of one order: gross less its discount. */
export const netOf = (o: string) => `(${o}.subtotal - ${o}.discount)`;

/** What the customer paid: net sales + delivery fee + SST. */
export const collectedOf = (o: string) => `${o}.total`;

/** The platform's commission: the merchant's percent (15 when unset) of gross sales. */
export const commissionOf = (o: string, me: string) =>
  `round(${o}.subtotal * coalesce(${me}.commission_percent, 15) / 100.0)`;

/** The payment provider's fee: 1.5 % of what the customer paid. */
export const paymentFeeOf = (o: string) => `round(${o}.total * 0.015)`;

/**
 * Σ of a per-order amount in sen over the rows `where` keeps; 0 over none.
 * Added as float8, exact for whole sen below 2^53 (RM 90 trillion): a
 * bigint's sum keeps a 128-bit state per group and ends in a numeric, and
 * at 10M orders a report grouping 45,000 promotions or 67,082 dishes spent
 * a fifth to a quarter of its time there.
 */
export const sumOf = (amount: string, where?: string) =>
  `coalesce(sum((${amount})::float8)${where ? ` FILTER (WHERE ${where})` : ''}, 0)::bigint`;

/**
 * Average order value: gross sales per order of the rows `where` keeps, to
 * the sen, given a row's gross and how many orders it holds (1 for an
 * order, its count for a rollup row).
 */
export const averageOrderValueOf = (
  gross: string,
  orders: string,
  where?: string,
) => {
  const filter = where ? ` FILTER (WHERE ${where})` : '';
  return averageOf(`sum(${gross})${filter}`, `sum(${orders})${filter}`);
};

/** Average order value of gross sales `gross` over `orders` orders, both summed already. */
export const averageOf = (gross: string, orders: string) =>
  `coalesce(round((${gross})::numeric / nullif(${orders}, 0)), 0)::bigint`;
