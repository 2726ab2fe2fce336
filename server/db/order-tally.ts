import { marketplaceDate } from '../../src/registry/marketplace-clock';
import type { Row } from './seed';
import { orderPayout, type PayoutPromotion } from './seed-payouts';

/** Order statuses that are not sales: nothing of theirs is paid out (as in the reports). */
const notSales = new Set(['CANCELLED', 'REJECTED', 'REFUNDED']);

/** An outlet's sale orders on one marketplace day, summed as its settlement pays them. */
export interface PayoutDay {
  orders: number;
  gross: number;
  commission: number;
  paymentFee: number;
  merchantDiscount: number;
}

/** A refunded order, as its customer's pocket is credited. */
export interface RefundedOrder {
  id: number;
  code: string;
  customerId: unknown;
  total: number;
  at: number;
}

export interface TallyRules {
  commissionOf(outletId: unknown): number;
  promotionOf(promotionId: unknown): PayoutPromotion | undefined;
  /** Orders a refund above the approval limit could be asked for. */
  awaitsRefundApproval(order: Row): boolean;
  /** How many of the newest such orders to keep. */
  approvalTail: number;
  /** Keep every this-many'th order whole, for the few later rows about one order (an enquiry). */
  sampleEvery: number;
}

/**
 * What the tables seeded after the orders read of them, gathered as the
 * orders stream past, so no table needs the year of orders in memory: each
 * outlet's payout by day (settlements), the refunds (pockets), the newest
 * orders a refund approval could be asked for (the Approvals queue), and a
 * sample of orders an enquiry can be about (every order, at a small scale).
 */
export class OrderTally {
  readonly payoutDays = new Map<unknown, Map<string, PayoutDay>>();
  readonly refunds: RefundedOrder[] = [];
  readonly refundCandidates: Row[] = [];
  private readonly sample = new Map<number, Row>();

  constructor(private readonly rules: TallyRules) {}

  /** The sampled order with this id, or the one sampled just before it. */
  sampledOrder(id: number): Row | undefined {
    const every = this.rules.sampleEvery;
    return (
      this.sample.get(id) ?? this.sample.get(Math.max(every, id - (id % every)))
    );
  }

  add(orders: readonly Row[]): void {
    for (const order of orders) {
      if (order.id % this.rules.sampleEvery === 0)
        this.sample.set(order.id, order);
      const status = String(order.status);
      if (status === 'REFUNDED')
        this.refunds.push({
          id: order.id,
          code: String(order.code),
          customerId: order.customerId,
          total: Number(order.total),
          at: Date.parse(String(order.refundedAt ?? order.placedAt)),
        });
      if (this.rules.awaitsRefundApproval(order)) {
        this.refundCandidates.push(order);
        if (this.refundCandidates.length > this.rules.approvalTail)
          this.refundCandidates.shift();
      }
      if (!notSales.has(status)) this.addSale(order);
    }
  }

  private quarterSeen = Number.NaN;
  private dateSeen = '';

  /** An instant's marketplace day; asked once per quarter hour, since orders come in time order and every zone's midnight falls on a quarter hour (Nepal's is +5:45). */
  private dateOf(at: number): string {
    const quarter = Math.floor(at / 900_000);
    if (quarter !== this.quarterSeen) {
      this.quarterSeen = quarter;
      this.dateSeen = marketplaceDate(new Date(at));
    }
    return this.dateSeen;
  }

  private addSale(order: Row): void {
    const days =
      this.payoutDays.get(order.outletId) ??
      this.payoutDays.set(order.outletId, new Map()).get(order.outletId);
    const date = this.dateOf(Date.parse(String(order.placedAt)));
    const figures = orderPayout(
      {
        subtotal: Number(order.subtotal),
        total: Number(order.total),
        discount: Number(order.discount),
      },
      this.rules.commissionOf(order.outletId),
      this.rules.promotionOf(order.promotionId),
    );
    const sums = days?.get(date) ?? {
      orders: 0,
      gross: 0,
      commission: 0,
      paymentFee: 0,
      merchantDiscount: 0,
    };
    sums.orders += 1;
    sums.gross += figures.gross;
    sums.commission += figures.commission;
    sums.paymentFee += figures.paymentFee;
    sums.merchantDiscount += figures.merchantDiscount;
    days?.set(date, sums);
  }
}
