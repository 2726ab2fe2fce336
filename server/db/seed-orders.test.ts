import { describe, expect, it } from 'vitest';
import { Prng } from './prng';
import { iso, OrderPlan, orderDay, type OrderCatalogue } from './seed-orders';

const hour = 3_600_000;
const now = Date.parse('2026-11-29T14:30:00.000Z');
const myt = 8 * hour;

const catalogue: OrderCatalogue = {
  clients: [11, 12, 13],
  outletIds: [1, 2],
  menusByOutlet: new Map([
    [1, [{ id: 1, outletId: 1, price: 1200, name: 'Nasi lemak' }]],
    [2, [{ id: 2, outletId: 2, price: 900, name: 'Roti canai' }]],
  ]),
  menus: [],
  promotionsByOutlet: new Map([
    [1, [7]],
    [2, [7]],
  ]),
  orderTemplates: [{ id: 1, paymentMethodId: 3, status: 'X' }],
  lineTemplates: [],
  withLines: true,
  withLogs: true,
};

describe('iso', () => {
  it('writes an instant as toISOString does', () => {
    const rng = new Prng(5);
    for (let k = 0; k < 10_000; k += 1) {
      const at = Math.floor(rng.next() * 4e12);
      expect(iso(at)).toBe(new Date(at).toISOString());
    }
  });
});

describe('OrderPlan', () => {
  const plan = new OrderPlan(50_000, now, myt);

  it('gives a year of days every order once, ids rising day by day', () => {
    expect(plan.days).toHaveLength(365);
    expect(plan.days.reduce((sum, d) => sum + d.count, 0)).toBe(50_000);
    plan.days.forEach((d, k) => {
      const next = plan.days[k + 1];
      if (next) expect(next.firstId).toBe(d.firstId + d.count);
    });
    expect(plan.dayOf(1)).toBe(0);
    expect(plan.dayOf(50_000)).toBe(364);
    expect(plan.dayOf(50_001)).toBeUndefined();
  });

  it('places each day in time order within that marketplace day, and nothing in the future', () => {
    for (const index of [0, 100, 363, 364]) {
      const times = plan.placedTimes(index, new Prng(index));
      const localDay = plan.days[index]?.localDay ?? 0;
      expect(times).toEqual([...times].sort((a, b) => a - b));
      for (const at of times) {
        expect(Math.floor((at + myt) / 86_400_000)).toBe(localDay);
        expect(at).toBeLessThanOrEqual(now - 60_000);
      }
    }
  });

  it('keeps a dozen orders in the last two hours, so the kitchen screens have work at any scale', () => {
    const tiny = new OrderPlan(30, now, myt);
    const today = tiny.placedTimes(364, new Prng(1));
    expect(today.filter((at) => at > now - 2 * hour)).toHaveLength(12);
    const statuses = new Set(
      orderDay(tiny, catalogue, 364, 1, 1).orders.map((o) => o.status),
    );
    for (const status of ['PENDING', 'ACCEPTED', 'READY'])
      expect(statuses).toContain(status);
  });
});

describe('orderDay', () => {
  const plan = new OrderPlan(5_000, now, myt);

  it('draws the same day the same way every time, so a resumed seed writes what it skipped', () => {
    expect(orderDay(plan, catalogue, 200, 1, 1)).toEqual(
      orderDay(plan, catalogue, 200, 1, 1),
    );
  });

  it('makes orders whose totals add up from their lines, with the rules over the template', () => {
    const { orders, lines, logs } = orderDay(plan, catalogue, 300, 40, 90);
    expect(orders.length).toBe(plan.days[300]?.count);
    expect(lines[0]?.id).toBe(40);
    expect(logs[0]?.id).toBe(90);
    for (const order of orders) {
      const own = lines.filter((l) => l.orderId === order.id);
      const subtotal = own.reduce((sum, l) => sum + Number(l.lineTotal), 0);
      expect(order.subtotal).toBe(subtotal);
      expect(order.total).toBe(
        subtotal +
          Number(order.deliveryFee) +
          Number(order.serviceTax) -
          Number(order.discount),
      );
      expect(order.paymentMethodId).toBe(3);
      expect(order.status).not.toBe('X');
    }
  });
});
