/**
 * A settlement rendered as the merchant's statement: who is paid, for which
 * period, the orders behind the amounts, and the payout. Pure data and
 * types, like the registry: the API builds it, the console shows it.
 */
import type { AnyResource } from './define-resource';
import { formatMoney } from './display-format';
import type { RecordWarning } from './record-warnings';

/** `GET /admin/settlements/{id}/statement` (JSON) and its PDF beside it. */
export const statementSection = { path: 'statement' } as const;
export const statementPdfSection = { path: 'statement.pdf' } as const;

/** One order the settlement covers; amounts in sen. */
export interface StatementOrder {
  id: number;
  code: string;
  /** When it was placed (ISO instant). */
  placedAt: string;
  /** Its day in Malaysia (`YYYY-MM-DD`), the day the period counts it on. */
  date: string;
  gross: number;
  /** The part of its discount the merchant funded: deducted. */
  merchantDiscount: number;
  commission: number;
  paymentFee: number;
  /** The part of its discount the platform funded: not deducted (gross is at menu prices). */
  subsidy: number;
  /** gross − merchant discount − commission − payment fee (`netPayoutOf`). */
  net: number;
}

/** The statement's sums, computed from its orders and days, in sen. */
export interface StatementTotals {
  orderCount: number;
  gross: number;
  merchantDiscounts: number;
  commission: number;
  paymentFees: number;
  /** Platform-funded discounts: shown, not deducted. */
  subsidies: number;
  /** Refunds charged back to the outlet in the period (its daily summaries). */
  refunds: number;
  /** gross − merchant discounts − commission − payment fees − refunds (`netPayoutOf`). */
  netPayout: number;
}

export interface MerchantStatement {
  settlement: {
    id: number;
    code: string;
    resolvedStatus: string;
    periodStart: string;
    periodEnd: string;
    /** When it was made: the statement's date. */
    createdAt: string;
    paidAt: string | null;
    paymentReference: string | null;
  };
  merchant: {
    id: number;
    name: string;
    legalName: string | null;
    registrationNumber: string | null;
  };
  outlet: {
    id: number;
    name: string;
    /** Address lines, postcode and city, state: as they would go on an envelope. */
    address: string[];
  };
  /** The bank details as the settlement holds them (copied when it was made). */
  payout: {
    bankName: string | null;
    accountName: string | null;
    accountNumber: string | null;
  };
  orders: StatementOrder[];
  totals: StatementTotals;
  /**
   * The settlement's own figures that differ from the statement's, by
   * field (`{ grossSales: { recorded, computed } }`); empty when they agree.
   */
  differences: Record<string, { recorded: number; computed: number }>;
  /**
   * What is wrong with where it pays (payout-account-checks.ts), as the
   * settlement's own `warnings` say; empty when nothing is.
   */
  warnings: RecordWarning[];
}

/**
 * The sums block of a statement, on screen and in the PDF: each line a label
 * and a signed amount in sen; the net payout follows them.
 */
export function summaryLines(totals: StatementTotals): [string, number][] {
  // A deduction of nothing reads RM 0.00, not -RM 0.00.
  const less = (amount: number) => (amount === 0 ? 0 : -amount);
  const orders = `${totals.orderCount} order${totals.orderCount === 1 ? '' : 's'}`;
  return [
    [`Gross sales (${orders})`, totals.gross],
    ['Less discounts you funded', less(totals.merchantDiscounts)],
    ['Less commission', less(totals.commission)],
    ['Less payment fees', less(totals.paymentFees)],
    ...(totals.refunds !== 0
      ? [['Less refunds charged back', -totals.refunds] as [string, number]]
      : []),
  ];
}

/**
 * Under the sums when a promotion the platform paid for touched the period:
 * why that part of the discounts appears nowhere above. Undefined otherwise.
 */
export function platformFundedNote(totals: StatementTotals) {
  if (totals.subsidies === 0) return undefined;
  return `Discounts the platform funded (${formatMoney(totals.subsidies)}) are not deducted: those orders are paid at menu prices.`;
}

/**
 * The resources whose records have statements: the sources of the entries
 * that show records as statements (`show.view: 'statement'`).
 */
export function statementOwners(
  registry: readonly AnyResource[],
): AnyResource[] {
  const names = new Set(
    registry
      .filter((entry) => entry.show?.view === 'statement')
      .map((entry) => entry.source?.resource ?? entry.name),
  );
  return registry.filter((entry) => names.has(entry.name) && !entry.source);
}
