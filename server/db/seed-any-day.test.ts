import { describe, expect, it } from 'vitest';
import { resources } from '../../resources.config';
import { demoUsers, generateSeedRows } from './seed';

type Row = Readonly<Record<string, unknown>>;

/**
 * The tables the orders make or are made from: the orders of a day follow
 * its weekday's demand, so these change with the day the seed runs on.
 */
const madeWithTheOrders = new Set([
  'orders',
  'order-menus',
  'order-status-logs',
  'transactions',
  'pockets',
  'pocket-transactions',
  'settlements',
  'settlement-daily-summaries',
  'enquiries',
  'enquiry-messages',
  'approval-requests',
]);

/** A row without its times, which move with the day the seed runs on. */
function withoutTimes(row: Row): Row {
  return Object.fromEntries(
    Object.entries(row).filter(
      ([, value]) =>
        !(typeof value === 'string' && /^\d{4}-\d\d-\d\d/.test(value)),
    ),
  );
}

const seededOn = (day: string) =>
  generateSeedRows({ registry: resources, scale: 0.02, now: new Date(day) });

describe('the seed, whatever day it runs on', () => {
  // A Monday and the Tuesday after: their weekdays' demand differs.
  const monday = seededOn('2026-11-30T08:00:00Z');
  const tuesday = seededOn('2026-12-01T08:00:00Z');

  it('makes the same records but for their times, apart from the orders and what they make', () => {
    const compared = [...monday.keys()].filter(
      (name) => !madeWithTheOrders.has(name),
    );
    expect(compared.length).toBeGreaterThan(50);
    for (const name of compared)
      expect(
        (tuesday.get(name) ?? []).map(withoutTimes),
        `${name} seeded on a Tuesday`,
      ).toEqual((monday.get(name) ?? []).map(withoutTimes));
  });

  it('leaves no field with a default empty: a merchant always has a status', () => {
    for (const rows of [monday, tuesday])
      for (const resource of resources) {
        const defaulted = Object.entries(resource.fields).filter(
          ([, field]) => (field as { default?: unknown }).default !== undefined,
        );
        for (const row of rows.get(resource.name) ?? [])
          for (const [name] of defaulted)
            expect(
              row[name],
              `${resource.name} ${String(row.id)}.${name}`,
            ).not.toBeNull();
      }
  });

  it("asks to erase only customers' accounts, never the team's or a demo one", () => {
    for (const rows of [monday, tuesday]) {
      const users = new Map(
        (rows.get('users') ?? []).map((user) => [Number(user.id), user]),
      );
      const erased = (rows.get('user-deletions') ?? []).map((request) =>
        users.get(Number(request.userId)),
      );
      expect(erased.length).toBeGreaterThan(0);
      for (const user of erased) {
        expect(user?.userType).toBe('CLIENT');
        expect(demoUsers.map((demo) => demo.email)).not.toContain(user?.email);
      }
    }
  });
});
