import type {
  MerchantStatement,
  StatementOrder,
  StatementTotals,
} from '../../src/registry/statement';
import { netPayoutOf } from '../../src/registry/business-figures';
import { payoutAccountWarnings } from '../../src/registry/payout-account-checks';
import type { Db } from '../db/db';
import { marketplaceTimeZone } from '../../src/registry/marketplace-clock';
import { dayStartsAt, marketplaceDay } from '../time/zoned-sql';
import {
  commissionOf,
  grossOf,
  isSale,
  merchantFundedOf,
  paymentFeeOf,
  platformSubsidyOf,
} from '../figures/order-figures';

/**
 * The sale orders (not cancelled, rejected or refunded, as in the reports;
 * every amount as server/figures/order-figures.ts defines it)
 * of the settlement's outlet placed on its period's days (the marketplace's
 * days, as the reports count them), each with what it
 * earns the outlet in sen: commission is the merchant's percent of the
 * subtotal, the payment fee 1.5 % of what the customer paid, the discount
 * split into the merchant's part (deducted) and the platform's (not).
 * Rounded per order, so the lines
 * add up to the totals exactly.
 */
const ordersSql = `
  SELECT o.id::int AS "id", o.code AS "code", o.placed_at AS "placedAt",
    ${marketplaceDay('o.placed_at', '$4::text')}::text AS "date",
    ${grossOf('o')}::float8 AS "gross",
    ${commissionOf('o', 'me')}::float8 AS "commission",
    ${paymentFeeOf('o')}::float8 AS "paymentFee",
    ${merchantFundedOf('o', 'p')}::float8 AS "merchantDiscount",
    ${platformSubsidyOf('o', 'p')}::float8 AS "subsidy"
  FROM orders o
  JOIN merchant_outlets mo ON mo.id = o.outlet_id
  JOIN merchants me ON me.id = mo.merchant_id
  LEFT JOIN promotions p ON p.id = o.promotion_id
  WHERE o.outlet_id = $1
    AND o.placed_at >= ${dayStartsAt('$2', '$4::text')}
    AND o.placed_at < ${dayStartsAt('$3::date + 1', '$4::text')}
    AND ${isSale('o')}
  ORDER BY o.placed_at, o.id`;

const headSql = `
  SELECT s.id::int AS "id", s.code AS "code", s.resolved_status AS "resolvedStatus",
    s.period_start::text AS "periodStart", s.period_end::text AS "periodEnd",
    s.created_at AS "createdAt", s.paid_at AS "paidAt", s.payment_reference AS "paymentReference",
    s.order_count::float8 AS "orderCount", s.gross_sales::float8 AS "grossSales",
    s.commission::float8 AS "commission", s.payment_fees::float8 AS "paymentFees",
    s.adjustments::float8 AS "adjustments", s.net_payout::float8 AS "netPayout",
    s.bank_account_name AS "accountName", s.bank_account_number AS "accountNumber",
    mo.bank_account_changed_at AS "accountChangedAt",
    b.name AS "bankName",
    me.id::int AS "merchantId", me.name AS "merchantName", me.legal_name AS "legalName",
    me.registration_number AS "registrationNumber",
    mo.id::int AS "outletId", mo.name AS "outletName",
    mo.address_line1 AS "addressLine1", mo.address_line2 AS "addressLine2",
    mo.postcode AS "postcode", mo.city AS "city", mo.state AS "state",
    (SELECT coalesce(sum(d.refunds), 0)::float8 FROM settlement_daily_summaries d
      WHERE d.settlement_id = s.id) AS "refunds"
  FROM settlements s
  JOIN merchants me ON me.id = s.merchant_id
  JOIN merchant_outlets mo ON mo.id = s.outlet_id
  LEFT JOIN banks b ON b.id = s.bank_id
  WHERE s.id = $1`;

interface Head {
  id: number;
  code: string;
  resolvedStatus: string;
  periodStart: string;
  periodEnd: string;
  createdAt: string | Date;
  paidAt: string | Date | null;
  paymentReference: string | null;
  orderCount: number;
  grossSales: number;
  commission: number;
  paymentFees: number;
  adjustments: number;
  netPayout: number;
  accountName: string | null;
  accountNumber: string | null;
  accountChangedAt: string | Date | null;
  bankName: string | null;
  merchantId: number;
  merchantName: string;
  legalName: string | null;
  registrationNumber: string | null;
  outletId: number;
  outletName: string;
  addressLine1: string | null;
  addressLine2: string | null;
  postcode: string | null;
  city: string | null;
  state: string | null;
  refunds: number;
}

/** `NEGERI_SEMBILAN` → `Negeri Sembilan`: a state as an address spells it. */
const stateName = (value: string) =>
  value
    .split('_')
    .map((word) => word.charAt(0) + word.slice(1).toLowerCase())
    .join(' ');

const instant = (value: string | Date) =>
  value instanceof Date ? value.toISOString() : new Date(value).toISOString();

const sum = (orders: readonly StatementOrder[], key: keyof StatementOrder) =>
  orders.reduce((total, order) => total + Number(order[key]), 0);

/** The statement's totals: sums of its lines, less the refunds its days charged back. */
export function statementTotals(
  orders: readonly StatementOrder[],
  refunds: number,
): StatementTotals {
  const parts = {
    gross: sum(orders, 'gross'),
    merchantDiscounts: sum(orders, 'merchantDiscount'),
    commission: sum(orders, 'commission'),
    paymentFees: sum(orders, 'paymentFee'),
    refunds,
  };
  return {
    orderCount: orders.length,
    gross: parts.gross,
    merchantDiscounts: parts.merchantDiscounts,
    commission: parts.commission,
    paymentFees: parts.paymentFees,
    subsidies: sum(orders, 'subsidy'),
    refunds,
    netPayout: netPayoutOf(parts),
  };
}

/** The settlement's recorded figures that its statement does not reproduce. */
function differences(
  head: Head,
  totals: StatementTotals,
): MerchantStatement['differences'] {
  const pairs: [string, number, number][] = [
    ['orderCount', head.orderCount, totals.orderCount],
    ['grossSales', head.grossSales, totals.gross],
    ['commission', head.commission, totals.commission],
    ['paymentFees', head.paymentFees, totals.paymentFees],
    [
      'adjustments',
      head.adjustments,
      -totals.merchantDiscounts - totals.refunds,
    ],
    ['netPayout', head.netPayout, totals.netPayout],
  ];
  return Object.fromEntries(
    pairs
      .filter(([, recorded, computed]) => recorded !== computed)
      .map(([name, recorded, computed]) => [name, { recorded, computed }]),
  );
}

/**
 * Settlement `id` as its merchant's statement, computed from the data: its
 * orders from `orders`, the refunds charged back from its daily summaries.
 * Undefined when there is no such settlement.
 */
export async function loadStatement(
  db: Db,
  id: number,
): Promise<MerchantStatement | undefined> {
  const head = (await db.query<Head>(headSql, [id])).rows[0];
  if (!head) return undefined;
  const { rows } = await db.query<Omit<StatementOrder, 'net'>>(ordersSql, [
    head.outletId,
    head.periodStart,
    head.periodEnd,
    marketplaceTimeZone(),
  ]);
  const orders = rows.map((row): StatementOrder => ({
    ...row,
    placedAt: instant(row.placedAt),
    net: netPayoutOf({
      gross: row.gross,
      merchantDiscounts: row.merchantDiscount,
      commission: row.commission,
      paymentFees: row.paymentFee,
      refunds: 0,
    }),
  }));
  const totals = statementTotals(orders, head.refunds);
  const cityLine = [head.postcode, head.city].filter(Boolean).join(' ');
  return {
    settlement: {
      id: head.id,
      code: head.code,
      resolvedStatus: head.resolvedStatus,
      periodStart: head.periodStart,
      periodEnd: head.periodEnd,
      createdAt: instant(head.createdAt),
      paidAt: head.paidAt === null ? null : instant(head.paidAt),
      paymentReference: head.paymentReference,
    },
    merchant: {
      id: head.merchantId,
      name: head.merchantName,
      legalName: head.legalName,
      registrationNumber: head.registrationNumber,
    },
    outlet: {
      id: head.outletId,
      name: head.outletName,
      address: [
        head.addressLine1,
        head.addressLine2,
        cityLine,
        head.state && stateName(head.state),
      ]
        .filter((line): line is string => Boolean(line))
        .map(String),
    },
    payout: {
      bankName: head.bankName,
      accountName: head.accountName,
      accountNumber: head.accountNumber,
    },
    orders,
    totals,
    differences: differences(head, totals),
    warnings: payoutAccountWarnings({
      holder: head.accountName,
      registeredName: head.legalName,
      requestedAt: instant(head.createdAt),
      accountChangedAt:
        head.accountChangedAt === null ? null : instant(head.accountChangedAt),
    }),
  };
}
