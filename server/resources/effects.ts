import type { EffectName } from '../../src/registry/names';
import type { AnyResource } from '../../src/registry/define-resource';
import { kindOf } from '../../src/registry/field-kinds/kind-table';
import type { AuthUser, ChangeNotice } from '../context';
import type { Db } from '../db/db';
import { hasTable, tableModel, type TableModel } from '../db/table-model';
import { conflict, unprocessable } from '../http/errors';
import { runHeldAction } from '../approvals/run-held-action';
import type { RequestOrigin } from '../http/request-origin';
import { insertRecords, type WireRecord } from './record-store';
import type { WriteScope } from './write-record';

/** What an effect gets: the open transaction and the record before and after the transition. */
export interface EffectContext {
  tx: Db;
  /** The writer's scope, for an effect that writes another record through `writeRecord` (an approved call). */
  scope?: WriteScope;
  /** Where the call came from, for the audit rows of what the effect writes. */
  origin: RequestOrigin;
  /** The action's request body (a revision's new quantity). */
  body: unknown;
  registry: readonly AnyResource[];
  user: AuthUser;
  resource: AnyResource;
  before: WireRecord;
  after: WireRecord;
  /** Notices to publish once the transaction commits. */
  changes: ChangeNotice[];
}

/** An effect may return the record as it left it, when it changed the record itself. */
type Effect = (ctx: EffectContext) => Promise<WireRecord | void>;

function model(
  registry: readonly AnyResource[],
  name: string,
): TableModel | undefined {
  const entry = registry.find((r) => r.name === name);
  return entry && hasTable(entry) ? tableModel(entry) : undefined;
}

const firstNumber = (record: WireRecord, ...names: string[]) =>
  names.map((n) => record[n]).find((v): v is number => typeof v === 'number');

/**
 * Moves money in or out of a user's pocket and writes the matching pocket
 * transaction, in the caller's transaction: the balance always equals the
 * sum of its transactions. A debit beyond the balance is a 409.
 */
async function movePocketMoney(
  ctx: EffectContext,
  move: {
    userId: number;
    pocketId?: number;
    amount: number;
    type: string;
    orderId?: number;
    description: string;
  },
): Promise<void> {
  const pockets = model(ctx.registry, 'pockets');
  const transactions = model(ctx.registry, 'pocket-transactions');
  if (!pockets || !transactions) return;
  let pocket = (
    await ctx.tx.query<{ id: number; balance: number }>(
      move.pocketId !== undefined
        ? 'SELECT id, balance FROM pockets WHERE id = $1 FOR UPDATE'
        : 'SELECT id, balance FROM pockets WHERE user_id = $1 FOR UPDATE',
      [move.pocketId ?? move.userId],
    )
  ).rows[0];
  if (!pocket) {
    const [created] = await insertRecords(ctx.tx, pockets, [
      { userId: move.userId, balance: 0 },
    ]);
    pocket = { id: Number(created?.id), balance: 0 };
    ctx.changes.push({
      resource: 'pockets',
      type: 'created',
      ids: [pocket.id],
    });
  }
  const balanceAfter = pocket.balance + move.amount;
  if (balanceAfter < 0) {
    throw conflict(
      `The pocket holds RM ${(pocket.balance / 100).toFixed(2)}, less than the RM ${(-move.amount / 100).toFixed(2)} to pay out`,
    );
  }
  await ctx.tx.query(
    'UPDATE pockets SET balance = $2, last_transaction_at = now(), updated_at = now() WHERE id = $1',
    [pocket.id, balanceAfter],
  );
  const reference = `PT-${Date.now().toString(36).toUpperCase()}-${pocket.id}-${Math.abs(move.amount) % 100_000}`;
  const [txRow] = await insertRecords(ctx.tx, transactions, [
    {
      reference,
      pocketId: pocket.id,
      type: move.type,
      amount: move.amount,
      balanceAfter,
      ...(move.orderId !== undefined ? { orderId: move.orderId } : {}),
      description: move.description,
    },
  ]);
  ctx.changes.push({ resource: 'pockets', type: 'updated', ids: [pocket.id] });
  if (txRow)
    ctx.changes.push({
      resource: 'pocket-transactions',
      type: 'created',
      ids: [Number(txRow.id)],
    });
}

/** Side effects of actions, by the name the registry's `effect` gives. */
export const effects: Readonly<Record<EffectName, Effect>> = {
  /** An order cancelled after payment: its total goes back to the customer's pocket. */
  'refund-to-pocket': async (ctx) => {
    const userId = firstNumber(ctx.after, 'customerId', 'userId');
    const amount = firstNumber(
      ctx.after,
      'total',
      'grandTotal',
      'totalAmount',
      'amount',
    );
    if (userId === undefined || amount === undefined || amount <= 0) return;
    const code =
      typeof ctx.after.code === 'string'
        ? ctx.after.code
        : `#${String(ctx.after.id)}`;
    await movePocketMoney(ctx, {
      userId,
      amount,
      type: 'REFUND',
      orderId: Number(ctx.after.id),
      description: `Refund of order ${code}`,
    });
  },
  /** A withdrawal paid out by bank transfer: the amount leaves the pocket. */
  'pocket-withdrawal-paid': async (ctx) => {
    const userId = firstNumber(ctx.after, 'userId');
    const amount = firstNumber(ctx.after, 'amount');
    if (userId === undefined || amount === undefined) return;
    await movePocketMoney(ctx, {
      userId,
      pocketId: firstNumber(ctx.after, 'pocketId'),
      amount: -amount,
      type: 'WITHDRAWAL',
      description: `Withdrawal ${typeof ctx.after.code === 'string' ? ctx.after.code : `#${String(ctx.after.id)}`} paid`,
    });
  },
  /** The receipt goes out by e-mail from the mail worker; the action's stamp records the request. */
  'send-e-receipt': () => Promise.resolve(),
  /**
   * An order line revised down (`quantity` in the body, default 0 = removed):
   * the line and its order's totals are recalculated and the difference is
   * refunded to the customer's pocket when the order was paid.
   */
  'revise-order-line': async (ctx) => {
    const lines = model(ctx.registry, 'order-menus');
    const orders = model(ctx.registry, 'orders');
    if (!lines || !orders) return;
    const raw =
      ctx.body && typeof ctx.body === 'object'
        ? (ctx.body as Record<string, unknown>).quantity
        : undefined;
    const oldQuantity = Number(ctx.after.quantity ?? 0);
    const quantity = raw === undefined ? 0 : raw;
    if (
      typeof quantity !== 'number' ||
      !Number.isInteger(quantity) ||
      quantity < 0 ||
      quantity >= oldQuantity
    ) {
      throw unprocessable({
        quantity: [
          `A revision lowers the quantity: give a whole number from 0 to ${Math.max(0, oldQuantity - 1)}`,
        ],
      });
    }
    const unitPrice = Number(ctx.after.unitPrice ?? 0);
    const extrasTotal =
      oldQuantity > 0
        ? Math.round(
            (Number(ctx.after.extrasTotal ?? 0) * quantity) / oldQuantity,
          )
        : 0;
    const lineTotal = unitPrice * quantity + extrasTotal;
    const difference = Number(ctx.after.lineTotal ?? 0) - lineTotal;
    const line = await ctx.tx.query<WireRecord>(
      `UPDATE order_menus SET quantity = $2, extras_total = $3, line_total = $4, updated_at = now() WHERE id = $1 RETURNING ${lines.selectList}`,
      [ctx.after.id, quantity, extrasTotal, lineTotal],
    );
    const order = (
      await ctx.tx.query<{
        id: number;
        customer_id: number;
        code: string;
        status: string;
        paid_at: string | null;
        subtotal: number;
        delivery_fee: number;
        discount: number;
        total: number;
      }>(
        'SELECT id, customer_id, code, status, paid_at, subtotal, delivery_fee, discount, total FROM orders WHERE id = $1 FOR UPDATE',
        [ctx.after.orderId],
      )
    ).rows[0];
    if (order) {
      const subtotal = Math.max(0, order.subtotal - difference);
      const serviceTax = Math.round(subtotal * 0.06);
      const total = Math.max(
        0,
        subtotal + order.delivery_fee + serviceTax - order.discount,
      );
      await ctx.tx.query(
        'UPDATE orders SET subtotal = $2, service_tax = $3, total = $4, updated_at = now() WHERE id = $1',
        [order.id, subtotal, serviceTax, total],
      );
      ctx.changes.push({
        resource: 'orders',
        type: 'updated',
        ids: [order.id],
      });
      const refund = order.total - total;
      if (order.paid_at !== null && refund > 0) {
        await movePocketMoney(ctx, {
          userId: order.customer_id,
          amount: refund,
          type: 'REFUND',
          orderId: order.id,
          description: `Revision of order ${order.code}`,
        });
      }
    }
    return line.rows[0];
  },
  /**
   * A bulk notification sent now: one notifications row per user of the
   * audience, written by a single INSERT … SELECT, and the count on the batch.
   */
  'send-notification-batch': async (ctx) => {
    if (!model(ctx.registry, 'notifications')) return;
    const audience =
      typeof ctx.after.audience === 'string' ? ctx.after.audience : 'ALL_USERS';
    const who: Record<string, string> = {
      ALL_USERS: "u.status = 'ACTIVE'",
      CUSTOMERS: "u.status = 'ACTIVE' AND u.user_type = 'CLIENT'",
      MERCHANTS: "u.status = 'ACTIVE' AND u.user_type = 'MERCHANT'",
      INACTIVE_CUSTOMERS:
        "u.user_type = 'CLIENT' AND (u.last_login_at IS NULL OR u.last_login_at < now() - interval '90 days')",
    };
    const sent = await ctx.tx.query(
      `INSERT INTO notifications (user_id, title, body, channel, status, batch_id, deep_link, sent_at)
       SELECT u.id, $2, $3, $4, 'SENT', $1, $5, now() FROM users u WHERE ${who[audience] ?? who.ALL_USERS}`,
      [
        ctx.after.id,
        ctx.after.title,
        ctx.after.body,
        ctx.after.channel ?? 'PUSH',
        ctx.after.deepLink ?? null,
      ],
    );
    const batch = await ctx.tx.query<WireRecord>(
      `UPDATE notification_batches SET recipient_count = $2, sent_at = coalesce(sent_at, now()), updated_at = now() WHERE id = $1 RETURNING ${model(ctx.registry, 'notification-batches')?.selectList ?? 'id'}`,
      [ctx.after.id, sent.affectedRows],
    );
    ctx.changes.push({ resource: 'notifications', type: 'created', ids: [] });
    return batch.rows[0];
  },
  /**
   * An account erased on request: the user's personal data is replaced, so
   * orders and ledgers keep their totals but no longer name anyone.
   */
  'anonymise-user': async (ctx) => {
    const userId = firstNumber(ctx.after, 'userId');
    if (userId === undefined || !model(ctx.registry, 'users')) return;
    await ctx.tx.query(
      `UPDATE users SET name = 'Deleted user', email = $2, phone = NULL, image_url = NULL, date_of_birth = NULL,
         status = 'SUSPENDED', suspension_reason = 'Account erased on request', updated_at = now() WHERE id = $1`,
      [userId, `deleted-${userId}@deleted.zfood.my`],
    );
    ctx.changes.push({ resource: 'users', type: 'updated', ids: [userId] });
  },
  /** A settlement paid to the merchant: record the payout in the transactions ledger. */
  payout: async (ctx) => {
    const ledger = model(ctx.registry, 'transactions');
    if (!ledger) return;
    const amount = firstNumber(
      ctx.after,
      'netAmount',
      'payoutAmount',
      'amount',
      'totalAmount',
    );
    if (amount === undefined) return;
    const record: WireRecord = {};
    const put = (name: string, value: unknown) => {
      if (ledger.byName.has(name)) record[name] = value;
    };
    put('type', 'PAYOUT');
    put('status', 'SUCCEEDED');
    put('amount', amount);
    put('settlementId', ctx.after.id);
    put('outletId', ctx.after.outletId);
    put(
      'reference',
      `PO-${String(ctx.after.id)}-${Date.now().toString(36).toUpperCase()}`,
    );
    put('description', `Payout of settlement #${String(ctx.after.id)}`);
    const missing = ledger.columns.some(
      (c) =>
        c.field.required &&
        !c.field.readOnly &&
        !(c.name in record) &&
        kindOf(c.field).writeDefault(c.field) === undefined,
    );
    if (missing) return;
    const [row] = await insertRecords(ctx.tx, ledger, [record]);
    if (row)
      ctx.changes.push({
        resource: 'transactions',
        type: 'created',
        ids: [Number(row.id)],
      });
  },
  /** An approval request approved: its held call runs now, exactly as asked, or the request says why it could not. */
  'run-held-action': runHeldAction,
};
