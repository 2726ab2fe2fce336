import type { ReportEndpoint } from '../../src/registry/names';
/**
 * The SQL behind each report endpoint. Every query takes the same first
 * parameters — $1 range start, $2 range end (instants), $3 merchant ids,
 * $4 outlet ids (bigint[] or null) — and returns rows whose columns are the
 * report entry's field names, so paging and sorting wrap them generically.
 * Aggregation happens in SQL; days are Malaysian days (UTC+8).
 */

/** Orders in the range, with the merchant/outlet filters, joined to their outlet. */
const scopedOrders = `
  SELECT o.*, mo.merchant_id
  FROM orders o
  JOIN merchant_outlets mo ON mo.id = o.outlet_id
  WHERE o.placed_at >= $1 AND o.placed_at < $2
    AND ($3::bigint[] IS NULL OR mo.merchant_id = ANY($3::bigint[]))
    AND ($4::bigint[] IS NULL OR o.outlet_id = ANY($4::bigint[]))`;

/** Orders that count as sales (not cancelled, rejected or refunded). */
const isSale = `o.status NOT IN ('CANCELLED', 'REJECTED', 'REFUNDED')`;

/** The one id a scope parameter names, for a report column that echoes its filter. */
const onlyId = (n: number) =>
  `CASE WHEN cardinality($${n}::bigint[]) = 1 THEN ($${n}::bigint[])[1] END`;

const mytDate = (column: string) =>
  `((${column} AT TIME ZONE 'UTC') + interval '8 hours')::date`;

export const reportQueries: Readonly<Record<ReportEndpoint, string>> = {
  'reportings/outlets-performance': `
    SELECT o.outlet_id AS "outletId", max(o.merchant_id) AS "merchantId",
      count(*)::int AS "orderCount",
      count(*) FILTER (WHERE o.status = 'COMPLETED')::int AS "completedOrders",
      count(*) FILTER (WHERE o.status IN ('CANCELLED', 'REJECTED'))::int AS "cancelledOrders",
      coalesce(sum(o.total) FILTER (WHERE ${isSale}), 0)::bigint AS "grossSales",
      coalesce(round(avg(o.total) FILTER (WHERE ${isSale})), 0)::bigint AS "averageOrderValue",
      round((avg(extract(epoch FROM o.ready_at - o.accepted_at)) / 60)::numeric, 1)::float8 AS "averagePrepMinutes"
    FROM (${scopedOrders}) o
    GROUP BY o.outlet_id`,
  'reportings/sales-summary': `
    SELECT ${mytDate('o.placed_at')}::text AS "orderDate",
      ${onlyId(3)} AS "merchantId", ${onlyId(4)} AS "outletId",
      count(*)::int AS "orderCount",
      coalesce(sum(o.subtotal), 0)::bigint AS "grossSales",
      coalesce(sum(o.discount), 0)::bigint AS "discounts",
      coalesce(sum(o.delivery_fee), 0)::bigint AS "deliveryFees",
      coalesce(sum(o.service_tax), 0)::bigint AS "serviceTax",
      coalesce(sum(o.total), 0)::bigint AS "netSales",
      coalesce(round(avg(o.total)), 0)::bigint AS "averageOrderValue"
    FROM (${scopedOrders}) o
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
      count(*)::int AS "orderCount",
      coalesce(sum(o.total) FILTER (WHERE ${isSale}), 0)::bigint AS "grossSales",
      coalesce(round(avg(o.total) FILTER (WHERE ${isSale})), 0)::bigint AS "averageOrderValue",
      round(100.0 * count(*) / nullif(sum(count(*)) OVER (), 0), 2)::float8 AS "shareOfOrders",
      round(100.0 * count(*) FILTER (WHERE o.status IN ('CANCELLED', 'REJECTED')) / count(*), 2)::float8 AS "cancellationRate"
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
      coalesce(sum(o.total), 0)::bigint AS "grossSales",
      coalesce(round(avg(o.total)), 0)::bigint AS "averageOrderValue"
    FROM (${scopedOrders}) o
    JOIN users u ON u.id = o.customer_id
    WHERE ${isSale}
    GROUP BY 1, 2`,
  'reportings/finance': `
    SELECT f.merchant_id AS "merchantId", f.outlet_id AS "outletId", f.order_count AS "orderCount",
      f.gross AS "grossSales", f.commission AS "commission", f.fees AS "paymentFees",
      f.subsidy AS "platformSubsidy", f.tax AS "serviceTax",
      (f.gross - f.commission - f.fees)::bigint AS "netPayout"
    FROM (
      SELECT o.outlet_id, max(o.merchant_id) AS merchant_id, count(*)::int AS order_count,
        coalesce(sum(o.subtotal), 0)::bigint AS gross,
        coalesce(round(sum(o.subtotal * coalesce(me.commission_percent, 15) / 100.0)), 0)::bigint AS commission,
        coalesce(round(sum(o.total) * 0.015), 0)::bigint AS fees,
        coalesce(sum(CASE p.funded_by WHEN 'PLATFORM' THEN o.discount
          WHEN 'SHARED' THEN round(o.discount * (100 - coalesce(p.merchant_share_percent, 50)) / 100.0)
          ELSE 0 END), 0)::bigint AS subsidy,
        coalesce(sum(o.service_tax), 0)::bigint AS tax
      FROM (${scopedOrders}) o
      JOIN merchants me ON me.id = o.merchant_id
      LEFT JOIN promotions p ON p.id = o.promotion_id
      WHERE ${isSale}
      GROUP BY o.outlet_id
    ) f`,
  'reportings/subsidy': `
    SELECT o.promotion_id AS "promotionId", o.merchant_id AS "merchantId",
      count(*)::int AS "orderCount",
      coalesce(sum(o.discount), 0)::bigint AS "totalDiscount",
      coalesce(sum(CASE p.funded_by WHEN 'PLATFORM' THEN o.discount
        WHEN 'SHARED' THEN round(o.discount * (100 - coalesce(p.merchant_share_percent, 50)) / 100.0)
        ELSE 0 END), 0)::bigint AS "platformFunded",
      coalesce(sum(CASE p.funded_by WHEN 'MERCHANT' THEN o.discount
        WHEN 'SHARED' THEN o.discount - round(o.discount * (100 - coalesce(p.merchant_share_percent, 50)) / 100.0)
        ELSE 0 END), 0)::bigint AS "merchantFunded"
    FROM (${scopedOrders}) o
    JOIN promotions p ON p.id = o.promotion_id
    WHERE ${isSale}
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
    WHERE ($3::bigint[] IS NULL OR $3::bigint[] IS NOT NULL)
      AND ($4::bigint[] IS NULL OR $4::bigint[] IS NOT NULL)
    GROUP BY pk.user_id`,
};
