/**
 * A settlement rendered as the merchant's statement: who is paid, for which
 * period, the orders behind the amounts, and the payout. Pure data and
 * types, like the registry: the API builds it, the console shows it.
 */
import type { AnyResource } from './define-resource';
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
  commission: number;
  paymentFee: number;
  subsidy: number;
  /** gross − commission − payment fee + subsidy. */
  net: number;
}

/** The statement's sums, computed from its orders and days, in sen. */
export interface StatementTotals {
  orderCount: number;
  gross: number;
  commission: number;
  paymentFees: number;
  subsidies: number;
  /** Refunds charged back to the outlet in the period (its daily summaries). */
  refunds: number;
  /** gross − commission − payment fees + subsidies − refunds. */
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
