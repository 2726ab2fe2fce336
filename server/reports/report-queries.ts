import type { ReportEndpoint } from '../../src/registry/names';
import { marketplaceDay } from '../time/zoned-sql';
import {
  averageOrderValueOf,
  collectedOf,
  commissionOf,
  grossOf,
  isCancelled,
  isSale as saleCondition,
  merchantFundedOf,
  netOf,
  paymentFeeOf,
  platformSubsidyOf,
  sumOf,
} from '../figures/order-figures';
/**
 * The SQL behind each report endpoint. Every query takes the same first
 * parameters — $1 range start, $2 range end (instants), $3 merchant ids,
 * $4 outlet ids (bigint[] or null), $5 the marketplace's time zone — and
 * returns rows whose columns are the report entry's field names, so paging
 * and sorting wrap them generically. Aggregation happens in SQL; days are
 * the marketplace's days; every figure is the one its name defines
 * (server/figures/order-figures.ts, decision 024).
 */

/** Orders in the range, with the merchant/outlet filters, joined to their outlet, with their marketplace day. */
const scopedOrders = `
  SELECT o.*, mo.merchant_id, ${marketplaceDay('o.placed_at', '$5::text')} AS order_day
  FROM orders o
  JOIN merchant_outlets mo ON mo.id = o.outlet_id
  WHERE o.placed_at >= $1 AND o.placed_at < $2
    AND ($3::bigint[] IS NULL OR mo.merchant_id = ANY($3::bigint[]))
    AND ($4::bigint[] IS NULL OR o.outlet_id = ANY($4::bigint[]))`;

/** Orders that count as sales (not cancelled, rejected or refunded). */
const isSale = saleCondition('o');

/** The one id a scope parameter names, for a report column that echoes its filter. */
const onlyId = (n: number) =>
  `CASE WHEN cardinality($${n}::bigint[]) = 1 THEN ($${n}::bigint[])[1] END`;

export const reportQueries: Readonly<Record<ReportEndpoint, string>> = {
  'reportings/outlets-performance': `
    SELECT o.outlet_id AS "outletId", max(o.merchant_id) AS "merchantId",
      count(*) FILTER (WHERE ${isSale})::int AS "orderCount",
      count(*) FILTER (WHERE o.status = 'COMPLETED')::int AS "completedOrders",
      count(*) FILTER (WHERE ${isCancelled('o')})::int AS "cancelledOrders",
      ${sumOf(grossOf('o'), isSale)} AS "grossSales",
      ${averageOrderValueOf('o', isSale)} AS "averageOrderValue",
      round((avg(extract(epoch FROM o.ready_at - o.accepted_at)) / 60)::numeric, 1)::float8 AS "averagePrepMinutes"
    FROM (${scopedOrders}) o
    GROUP BY o.outlet_id`,
  'reportings/sales-summary': `
    SELECT o.order_day::text AS "orderDate",
      ${onlyId(3)} AS "merchantId", ${onlyId(4)} AS "outletId",
      count(*)::int AS "orderCount",
      ${sumOf(grossOf('o'))} AS "grossSales",
      ${sumOf('o.discount')} AS "discounts",
      ${sumOf(platformSubsidyOf('o', 'p'))} AS "platformSubsidy",
      ${sumOf(merchantFundedOf('o', 'p'))} AS "merchantFundedDiscounts",
      ${sumOf(netOf('o'))} AS "netSales",
      ${sumOf('o.delivery_fee')} AS "deliveryFees",
      ${sumOf('o.service_tax')} AS "serviceTax",
      ${sumOf(collectedOf('o'))} AS "totalCollected",
      ${averageOrderValueOf('o')} AS "averageOrderValue"
    FROM (${scopedOrders}) o
    LEFT JOIN promotions p ON p.id = o.promotion_id
    WHERE ${isSale}
    GROUP BY 1`,
  'reportings/menu-performance': `
    SELECT l.menu_id AS "menuId", max(m.outlet_id) AS "outletId", max(m.category_id) AS "categoryId",
      sum(l.quantity)::int AS "quantitySold",
      count(DISTINCT l.order_id)::int AS "orderCount",
      coalesce(sum(l.line_total), 0)::bigint AS "grossSales"
    FROM (${scopedOrders}) o
    JOIN order_menus l ON l.order_id = o.id
    JOIN menus m ON m.id = l.menu_id
    WHERE ${isSale}
    GROUP BY l.menu_id`,
  'reportings/category-performance': `
    SELECT c.category_id AS "categoryId", c.merchant_id AS "merchantId",
      c.quantity_sold AS "quantitySold", c.order_count AS "orderCount", c.gross_sales AS "grossSales",
      round(100.0 * c.gross_sales / nullif(sum(c.gross_sales) OVER (), 0), 2)::float8 AS "shareOfSales"
    FROM (
      SELECT m.category_id, max(o.merchant_id) AS merchant_id,
        sum(l.quantity)::int AS quantity_sold,
        count(DISTINCT l.order_id)::int AS order_count,
        coalesce(sum(l.line_total), 0)::bigint AS gross_sales
      FROM (${scopedOrders}) o
      JOIN order_menus l ON l.order_id = o.id
      JOIN menus m ON m.id = l.menu_id
      WHERE ${isSale}
      GROUP BY m.category_id
    ) c`,
  'reportings/sales-channel-performance': `
    SELECT o.channel AS "channel", ${onlyId(4)} AS "outletId",
      count(*) FILTER (WHERE ${isSale})::int AS "orderCount",
      ${sumOf(grossOf('o'), isSale)} AS "grossSales",
      ${averageOrderValueOf('o', isSale)} AS "averageOrderValue",
      round(100.0 * count(*) FILTER (WHERE ${isSale}) / nullif(sum(count(*) FILTER (WHERE ${isSale})) OVER (), 0), 2)::float8 AS "shareOfOrders",
      -- Of every order placed on the channel, the share the outlet turned down or the customer called off.
      round(100.0 * count(*) FILTER (WHERE ${isCancelled('o')}) / count(*), 2)::float8 AS "cancellationRate"
    FROM (${scopedOrders}) o
    GROUP BY o.channel`,
  'reportings/demographic-performance': `
    SELECT coalesce(u.gender, 'UNDISCLOSED') AS "gender",
      CASE
        WHEN u.date_of_birth IS NULL THEN 'UNKNOWN'
        WHEN age(u.date_of_birth) < interval '18 years' THEN 'UNDER_18'
        WHEN age(u.date_of_birth) < interval '25 years' THEN 'AGE_18_24'
        WHEN age(u.date_of_birth) < interval '35 years' THEN 'AGE_25_34'
        WHEN age(u.date_of_birth) < interval '45 years' THEN 'AGE_35_44'
        WHEN age(u.date_of_birth) < interval '55 years' THEN 'AGE_45_54'
        ELSE 'AGE_55_PLUS'
      END AS "ageBand",
      count(DISTINCT o.customer_id)::int AS "customerCount",
      count(*)::int AS "orderCount",
      ${sumOf(grossOf('o'))} AS "grossSales",
      ${averageOrderValueOf('o')} AS "averageOrderValue"
    FROM (${scopedOrders}) o
    JOIN users u ON u.id = o.customer_id
    WHERE ${isSale}
    GROUP BY 1, 2`,
  'reportings/finance': `
    SELECT f.merchant_id AS "merchantId", f.outlet_id AS "outletId", f.order_count AS "orderCount",
      f.gross AS "grossSales", f.commission AS "commission", f.fees AS "paymentFees",
      f.merchant_discounts AS "merchantFundedDiscounts", f.tax AS "serviceTax",
      -- As the settlements and statements count it (netPayoutOf), before refunds charged back.
      (f.gross - f.merchant_discounts - f.commission - f.fees)::bigint AS "netPayout"
    FROM (
      SELECT o.outlet_id, max(o.merchant_id) AS merchant_id, count(*)::int AS order_count,
        ${sumOf(grossOf('o'))} AS gross,
        ${sumOf(commissionOf('o', 'me'))} AS commission,
        ${sumOf(paymentFeeOf('o'))} AS fees,
        ${sumOf(merchantFundedOf('o', 'p'))} AS merchant_discounts,
        ${sumOf('o.service_tax')} AS tax
      FROM (${scopedOrders}) o
      JOIN merchants me ON me.id = o.merchant_id
      LEFT JOIN promotions p ON p.id = o.promotion_id
      WHERE ${isSale}
      GROUP BY o.outlet_id
    ) f`,
  'reportings/subsidy': `
    SELECT o.promotion_id AS "promotionId", o.merchant_id AS "merchantId",
      count(*)::int AS "orderCount",
      ${sumOf('o.discount')} AS "totalDiscount",
      ${sumOf(platformSubsidyOf('o', 'p'))} AS "platformFunded",
      ${sumOf(merchantFundedOf('o', 'p'))} AS "merchantFunded"
    FROM (${scopedOrders}) o
    -- A discount whose promotion is gone still counts, as the merchant's.
    LEFT JOIN promotions p ON p.id = o.promotion_id
    WHERE ${isSale} AND (o.promotion_id IS NOT NULL OR o.discount > 0)
    GROUP BY o.promotion_id, o.merchant_id`,
  'reportings/pocket-balance': `
    SELECT pk.user_id AS "userId", NULL::text AS "orderDate",
      coalesce(sum(t.amount) FILTER (WHERE t.created_at < $1), 0)::bigint AS "openingBalance",
      coalesce(sum(t.amount) FILTER (WHERE t.created_at >= $1 AND t.type = 'TOP_UP'), 0)::bigint AS "topUps",
      coalesce(sum(t.amount) FILTER (WHERE t.created_at >= $1 AND t.type IN ('REFUND', 'CASHBACK', 'ADJUSTMENT')), 0)::bigint AS "refunds",
      coalesce(-sum(t.amount) FILTER (WHERE t.created_at >= $1 AND t.type = 'PAYMENT'), 0)::bigint AS "spent",
      coalesce(-sum(t.amount) FILTER (WHERE t.created_at >= $1 AND t.type = 'WITHDRAWAL'), 0)::bigint AS "withdrawals",
      coalesce(sum(t.amount), 0)::bigint AS "closingBalance"
    FROM pockets pk
    JOIN pocket_transactions t ON t.pocket_id = pk.id AND t.created_at < $2
    -- Balances are not scoped by merchant, outlet or zone; the parameters are typed all the same.
    WHERE ($3::bigint[] IS NULL OR $3::bigint[] IS NOT NULL)
      AND ($4::bigint[] IS NULL OR $4::bigint[] IS NOT NULL)
      AND $5::text IS NOT NULL
    GROUP BY pk.user_id`,
};
