import { orders } from '../../src/registry/resources/orders';
import { Prng } from './prng';
import type { Row } from './seed';
import {
  klangValleyPoint,
  orderNote,
  seedValue,
  seededCode,
} from './seed-values';

const day = 86_400_000;
const two = (n: number) => (n < 10 ? `0${n}` : String(n));
let isoDay = Number.NaN;
let isoDate = '';
/**
 * `new Date(ms).toISOString()`, with the date part formatted once a day: an
 * order and its lines and history carry about 20 stamps, and formatting
 * them whole was a third of the time it takes to draw an order.
 */
export function iso(ms: number): string {
  const dayNumber = Math.floor(ms / day);
  if (dayNumber !== isoDay) {
    isoDay = dayNumber;
    isoDate = new Date(dayNumber * day).toISOString().slice(0, 11);
  }
  const inDay = ms - dayNumber * day;
  const millis = inDay % 1000;
  return `${isoDate}${two(Math.floor(inDay / 3_600_000))}:${two(Math.floor(inDay / 60_000) % 60)}:${two(Math.floor(inDay / 1000) % 60)}.${millis < 100 ? (millis < 10 ? '00' : '0') : ''}${millis}Z`;
}

/**
 * How busy each Malaysian hour is: breakfast, a lunch peak at 12–13h, a
 * quiet but open mid-afternoon, a dinner peak at 19–20h, a little late
 * supper, and nothing from 03h to 06h while the outlets are shut.
 */
export const hourlyDemand = [
  0.5, 0.2, 0.1, 0, 0, 0, 0.3, 1.2, 2.5, 2.5, 3, 6, 11, 9.5, 4.5, 3, 3.5, 5.5,
  8.5, 11, 9.5, 5.5, 2.5, 1.2,
];
/** The running totals of `hourlyDemand`, so a draw is one scan (every seeded moment makes one). */
export const hourlyDemandUpTo = hourlyDemand.map((_, hour) =>
  hourlyDemand.slice(0, hour + 1).reduce((sum, weight) => sum + weight, 0),
);
const dailyDemand = hourlyDemandUpTo.at(-1) ?? 1;

/** The chance a drawn day is kept, by weekday (Sunday first): Friday evenings and weekends are busier. */
export const weekdayDemand = [0.96, 0.76, 0.76, 0.76, 0.8, 0.88, 1];

/** Day 0 of the epoch, 1 January 1970, was a Thursday (4). */
const weekdayOf = (localDay: number) => (localDay + 4) % 7;

/** An order's status history: the steps after PENDING that lead to its status. */
const terminal: Record<string, string[]> = {
  COMPLETED: ['ACCEPTED', 'READY', 'COMPLETED'],
  REFUNDED: ['ACCEPTED', 'READY', 'COMPLETED', 'REFUNDED'],
  CANCELLED: ['CANCELLED'],
  REJECTED: ['REJECTED'],
  PENDING: [],
  ACCEPTED: ['ACCEPTED'],
  READY: ['ACCEPTED', 'READY'],
};

/** Minutes from an order's previous step to `step`, as a kitchen, its counter and riders work. */
function stepMinutes(step: string, channel: string, rng: Prng): number {
  switch (step) {
    case 'ACCEPTED':
      return rng.int(1, 5);
    case 'READY':
      return rng.int(8, 25);
    case 'COMPLETED':
      // A rider's trip, a customer walking in, a waiter carrying plates.
      return channel === 'DELIVERY'
        ? rng.int(10, 35)
        : channel === 'PICKUP'
          ? rng.int(2, 15)
          : rng.int(1, 4);
    case 'REFUNDED':
      // After the customer complains: within a day.
      return rng.int(30, 24 * 60);
    default:
      // Cancelled or rejected before the kitchen starts.
      return rng.int(1, 10);
  }
}

/** What orders are made of: the rows seeded before them. */
export interface OrderCatalogue {
  clients: readonly number[];
  /** Outlets that sell something, and what each sells. */
  outletIds: readonly number[];
  menusByOutlet: ReadonlyMap<unknown, readonly Row[]>;
  menus: readonly Row[];
  /** The promotions an order at each outlet may use (seed.ts: promotionsByOutlet). */
  promotionsByOutlet: ReadonlyMap<number, readonly number[]>;
  /** Generic rows the orders and their lines start from (fields no rule below sets). */
  orderTemplates: readonly Row[];
  lineTemplates: readonly Row[];
  withLines: boolean;
  withLogs: boolean;
}

/** One marketplace day's orders, their lines and status logs, with ids that continue the day before's. */
export interface OrderDay {
  orders: Row[];
  lines: Row[];
  logs: Row[];
}

interface PlannedDay {
  /** Days since the epoch in the marketplace's zone. */
  localDay: number;
  firstId: number;
  count: number;
}

/**
 * The year of orders, day by day: how many each day gets (its weekday's
 * demand, and today only as much of it as has happened) and so which ids it
 * holds, decided before any order is drawn. Each day then draws from a
 * random stream of its own, so any day can be made again alone: a resumed
 * seed skips the days it has written, and a later table can look up an order
 * without the whole year in memory.
 */
export class OrderPlan {
  readonly days: readonly PlannedDay[];
  private readonly today: number;

  constructor(
    readonly count: number,
    readonly now: number,
    /** How far the marketplace's clock is ahead of UTC. */
    private readonly zoneOffset: number,
  ) {
    this.today = Math.floor((now + zoneOffset) / day);
    // A live marketplace always has orders in the kitchen: the newest dozen
    // are from the last two hours, so PENDING, ACCEPTED and READY orders
    // exist at every SEED_SCALE, as the operations screens expect of a working day.
    const live = Math.min(12, count);
    const weights = Array.from({ length: 365 }, (_, k) => {
      const localDay = this.today - 364 + k;
      return (
        (weekdayDemand[weekdayOf(localDay)] ?? 1) *
        (localDay === this.today ? this.elapsedToday() : 1)
      );
    });
    const total = weights.reduce((sum, w) => sum + w, 0);
    let before = 0;
    let firstId = 1;
    this.days = weights.map((weight, k) => {
      // Cumulative rounding: the days' counts add up to the whole exactly.
      const share = (w: number) => Math.round(((count - live) * w) / total);
      const dayCount =
        share(before + weight) - share(before) + (k === 364 ? live : 0);
      before += weight;
      const planned = {
        localDay: this.today - 364 + k,
        firstId,
        count: dayCount,
      };
      firstId += dayCount;
      return planned;
    });
  }

  /** The share of a day's demand that has happened by now. */
  private elapsedToday(): number {
    const sinceMidnight = (this.now + this.zoneOffset) % day;
    const hour = Math.floor(sinceMidnight / 3_600_000);
    const before = hourlyDemandUpTo[hour - 1] ?? 0;
    const within =
      ((hourlyDemand[hour] ?? 0) * (sinceMidnight % 3_600_000)) / 3_600_000;
    return (before + within) / dailyDemand;
  }

  /** The index of the day an order id falls on. */
  dayOf(id: number): number | undefined {
    let low = 0;
    let high = this.days.length - 1;
    while (low <= high) {
      const mid = (low + high) >> 1;
      const planned = this.days[mid];
      if (!planned) return undefined;
      if (id < planned.firstId) high = mid - 1;
      else if (id >= planned.firstId + planned.count) low = mid + 1;
      else return mid;
    }
    return undefined;
  }

  /**
   * When a day's orders were placed, oldest first: by Malaysian hour, and
   * today's only up to a minute ago, its last dozen within the last two hours.
   */
  placedTimes(index: number, rng: Prng): number[] {
    const planned = this.days[index];
    if (!planned) return [];
    const start = planned.localDay * day - this.zoneOffset;
    const isToday = planned.localDay === this.today;
    const live = isToday ? Math.min(12, this.count, planned.count) : 0;
    const latest = this.now - 60_000;
    const times: number[] = [];
    for (let k = 0; k < planned.count - live; k += 1) {
      const roll = rng.next() * dailyDemand;
      const hour = hourlyDemandUpTo.findIndex((upTo) => roll < upTo);
      let at = start + hour * 3_600_000 + rng.int(0, 3_599_999);
      // Later today has not happened yet: spread those over what has.
      if (at > latest) at = start + Math.floor(rng.next() * (latest - start));
      times.push(at);
    }
    for (let k = 0; k < live; k += 1)
      times.push(this.now - (live - k) * 9 * 60_000);
    return times.sort((a, b) => a - b);
  }
}

/**
 * A row with the rules' fields, and the template's for the fields no rule
 * sets. Added in that order, not spread under them: a row built from
 * 40 spread fields and then 30 overwritten took two thirds of a seed's time.
 */
function withTemplate(template: Row | undefined, fields: Row): Row {
  if (template)
    for (const key in template)
      if (!(key in fields)) fields[key] = template[key];
  return fields;
}

/**
 * The newest dozen's statuses, newest first: the kitchen screens always
 * have orders pending, accepted and ready, whatever a random draw of twelve
 * would have given.
 */
const liveStatuses = [
  'PENDING',
  'ACCEPTED',
  'PENDING',
  'READY',
  'COMPLETED',
  'ACCEPTED',
  'PENDING',
  'COMPLETED',
  'READY',
  'ACCEPTED',
  'PENDING',
  'COMPLETED',
];

/** The random stream of one day: the same day draws the same orders on every run. */
const dayStream = (index: number) =>
  new Prng((20240601 ^ Math.imul(index + 1, 0x9e3779b1)) >>> 0);

/**
 * A day's orders with totals that add up, their lines and their status
 * histories. `firstLineId` and `firstLogId` continue the ids of the days
 * before (a day's own lookup, that keeps no lines, passes 1).
 */
export function orderDay(
  plan: OrderPlan,
  catalogue: OrderCatalogue,
  index: number,
  firstLineId: number,
  firstLogId: number,
): OrderDay {
  const planned = plan.days[index];
  const out: OrderDay = { orders: [], lines: [], logs: [] };
  if (!planned) return out;
  const rng = dayStream(index);
  const placed = plan.placedTimes(index, rng);
  const { clients, outletIds, menusByOutlet, menus, promotionsByOutlet } =
    catalogue;
  const templates = catalogue.orderTemplates;
  const lineTemplates = catalogue.lineTemplates;
  placed.forEach((placedAt, k) => {
    const id = planned.firstId + k;
    const template = templates[(id - 1) % Math.max(1, templates.length)];
    const age = plan.now - placedAt;
    const status =
      liveStatuses[plan.count - id] ??
      (age < 2 * 3_600_000
        ? rng.weighted([
            ['PENDING', 4],
            ['ACCEPTED', 3],
            ['READY', 2],
            ['COMPLETED', 3],
          ] as const)
        : rng.weighted([
            ['COMPLETED', 86],
            ['CANCELLED', 5],
            ['REJECTED', 4],
            ['REFUNDED', 5],
          ] as const));
    const channel = rng.weighted([
      ['DELIVERY', 6],
      ['PICKUP', 3],
      ['DINE_IN', 1],
    ] as const);
    const outletId =
      outletIds.length > 0 ? rng.pick(outletIds) : template?.outletId;
    let subtotal = 0;
    const outletMenus = menusByOutlet.get(outletId) ?? menus;
    const lineCount = rng.int(1, 4);
    for (let l = 0; l < lineCount && outletMenus.length > 0; l += 1) {
      const menu = rng.pick(outletMenus);
      const quantity = rng.weighted([
        [1, 6],
        [2, 3],
        [3, 1],
      ] as const);
      const unitPrice =
        typeof menu.price === 'number' ? menu.price : rng.int(500, 2500);
      const extra = rng.chance(0.3)
        ? [
            {
              name: seedValue('extra.name', rng, l, 'order-menus'),
              price: rng.int(1, 6) * 50,
            },
          ]
        : [];
      const extrasTotal = extra.reduce((s, e) => s + e.price, 0) * quantity;
      const lineTotal = unitPrice * quantity + extrasTotal;
      subtotal += lineTotal;
      const lineId = firstLineId + out.lines.length;
      if (catalogue.withLines)
        out.lines.push(
          withTemplate(
            lineTemplates[(lineId - 1) % Math.max(1, lineTemplates.length)],
            {
              id: lineId,
              orderId: id,
              menuId: menu.id,
              menuName: menu.name ?? 'Menu item',
              quantity,
              unitPrice,
              extras: extra,
              extrasTotal,
              lineTotal,
              notes: rng.chance(0.15)
                ? seedValue('order-line.note', rng, l, 'order-menus')
                : null,
              revisionReason: null,
              createdAt: iso(placedAt),
              updatedAt: iso(placedAt),
            },
          ),
        );
    }
    const deliveryFee = channel === 'DELIVERY' ? rng.int(3, 9) * 50 : 0;
    const usable = promotionsByOutlet.get(Number(outletId)) ?? [];
    const promotionId =
      usable.length > 0 && rng.chance(0.15) ? rng.pick(usable) : null;
    const discount = promotionId
      ? Math.min(1000, Math.round(subtotal * 0.1))
      : 0;
    const serviceTax = Math.round(subtotal * 0.06);
    const steps = terminal[status] ?? [];
    const gaps = steps.map(
      (step) => stepMinutes(step, channel, rng) * 60_000 + rng.int(0, 59_999),
    );
    // An order still in the kitchen has moved as far as the time since allows.
    const plannedMs = gaps.reduce((sum, gap) => sum + gap, 0);
    const room = plan.now - 30_000 - placedAt;
    const fit = plannedMs > room ? room / plannedMs : 1;
    const stamps: Record<string, number> = {};
    let at = placedAt;
    steps.forEach((step, s) => {
      at += Math.max(1000, Math.floor((gaps[s] ?? 0) * fit));
      stamps[step] = at;
    });
    const stamp = (s: string) =>
      stamps[s] !== undefined ? iso(stamps[s]) : null;
    const row: Row = withTemplate(template, {
      id,
      code: seededCode(orders.fields.code.codePrefix, 'orders', id, 7),
      customerId: clients.length > 0 ? rng.pick(clients) : template?.customerId,
      outletId,
      status,
      channel,
      subtotal,
      deliveryFee,
      discount,
      serviceTax,
      total: subtotal + deliveryFee + serviceTax - discount,
      promotionId,
      paidAt: status === 'REJECTED' ? null : iso(placedAt + 30_000),
      deliveryAddress:
        channel === 'DELIVERY'
          ? seedValue('address', rng, id - 1, 'orders')
          : null,
      deliveryLocation: channel === 'DELIVERY' ? klangValleyPoint(rng) : null,
      tableNumber: channel === 'DINE_IN' ? `T${rng.int(1, 30)}` : null,
      notes: orderNote(channel, rng),
      placedAt: iso(placedAt),
      acceptedAt: stamp('ACCEPTED'),
      readyAt: stamp('READY'),
      completedAt: stamp('COMPLETED'),
      cancelledAt: stamp('CANCELLED') ?? stamp('REJECTED'),
      cancellationReason:
        status === 'CANCELLED' || status === 'REJECTED'
          ? rng.pick([
              'Outlet too busy',
              'Item out of stock',
              'Customer changed their mind',
              'Rider unavailable',
            ])
          : null,
      refundedAt: stamp('REFUNDED'),
      refundReason:
        status === 'REFUNDED'
          ? rng.pick([
              'Food arrived cold',
              'Wrong items delivered',
              'Order arrived very late',
            ])
          : null,
      eReceiptSentAt: stamp('COMPLETED'),
      createdAt: iso(placedAt),
      updatedAt: iso(at),
    });
    out.orders.push(row);
    if (!catalogue.withLogs) return;
    let from: string | null = null;
    for (const [to, when] of [
      ['PENDING', placedAt] as const,
      ...steps.map((s) => [s, stamps[s] ?? placedAt] as const),
    ]) {
      out.logs.push({
        id: firstLogId + out.logs.length,
        orderId: id,
        fromStatus: from,
        toStatus: to,
        changedBy:
          to === 'PENDING' || to === 'ACCEPTED' || to === 'READY'
            ? null
            : rng.int(1, 4),
        reason:
          to === 'CANCELLED' || to === 'REJECTED'
            ? row.cancellationReason
            : to === 'REFUNDED'
              ? row.refundReason
              : null,
        createdAt: iso(when),
        updatedAt: iso(when),
      });
      from = to;
    }
  });
  return out;
}
