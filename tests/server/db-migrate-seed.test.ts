import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { resources } from '../../resources.config';
import type { Db } from '../../server/db/db';
import { migrate } from '../../server/db/migrate';
import { demoUsers, seedDatabase } from '../../server/db/seed';
import { revisionsDdl } from '../../server/revisions/revisions-store';
import { rollupDdl } from '../../server/rollups/rollup-ddl';
import { engines } from './support/engines';

describe.each(engines)('on $name', (engine) => {
  let db: Db;
  beforeAll(async () => {
    db = await engine.open();
  });
  afterAll(() => db.close());

  // The seed rolls up its orders (decision 028) and gives a few merchants a
  // history (decision 031), so the rollups' and revisions' tables come along.
  const extraDdl = [
    'CREATE TABLE IF NOT EXISTS extra_probe (id int)',
    ...rollupDdl(resources),
    ...revisionsDdl,
  ];

  test('migrating creates a table per table resource; a second run changes nothing', async () => {
    const first = await migrate(db, { registry: resources, extraDdl });
    const tables = resources.filter(
      (r) => !('report' in r) && !('source' in r),
    );
    expect(first.tablesApplied).toHaveLength(tables.length);
    expect(first.extraApplied).toBe(extraDdl.length);
    const second = await migrate(db, { registry: resources, extraDdl });
    expect(second).toEqual({ tablesApplied: [], extraApplied: 0 });
  });

  test('the seed is consistent: totals add up, pockets equal their transactions, histories match', async () => {
    const report = await seedDatabase(db, { registry: resources, scale: 0.02 });
    expect(report.seeded).toBe(true);
    const q = async (sql: string) =>
      (await db.query<{ n: number }>(sql)).rows[0]?.n;
    expect(
      await q(
        'SELECT count(*)::int AS n FROM orders WHERE total <> subtotal + delivery_fee + service_tax - discount',
      ),
    ).toBe(0);
    expect(
      await q(
        'SELECT count(*)::int AS n FROM orders o WHERE subtotal <> (SELECT sum(line_total) FROM order_menus l WHERE l.order_id = o.id)',
      ),
    ).toBe(0);
    expect(
      await q(
        'SELECT count(*)::int AS n FROM pockets p WHERE balance <> (SELECT coalesce(sum(amount), 0) FROM pocket_transactions t WHERE t.pocket_id = p.id)',
      ),
    ).toBe(0);
    expect(
      await q(
        `SELECT count(*)::int AS n FROM orders o WHERE status <> (SELECT to_status FROM order_status_logs l WHERE l.order_id = o.id ORDER BY id DESC LIMIT 1)`,
      ),
    ).toBe(0);
    expect(
      await q(
        `SELECT count(DISTINCT resolved_status)::int AS n FROM settlements`,
      ),
    ).toBeGreaterThanOrEqual(4);
    expect(
      await q(
        `SELECT count(*)::int AS n FROM settlements WHERE resolved_status = 'PENDING'`,
      ),
    ).toBeGreaterThan(0);
    const users = await db.query<{ email: string; user_type: string }>(
      'SELECT email, user_type FROM users WHERE id <= 5 ORDER BY id',
    );
    expect(users.rows).toEqual(
      demoUsers.map((u) => ({ email: u.email, user_type: u.userType })),
    );
    const roles = await db.query<{ email: string; name: string }>(
      'SELECT u.email, r.name FROM user_roles ur JOIN users u ON u.id = ur.user_id JOIN roles r ON r.id = ur.role_id WHERE u.id <= 5 ORDER BY u.id',
    );
    expect(roles.rows).toEqual(
      demoUsers.flatMap((u) =>
        u.roles.map((name) => ({ email: u.email, name })),
      ),
    );
  });

  test('seeding a database that has data does nothing', async () => {
    expect(
      await seedDatabase(db, { registry: resources, scale: 0.02 }),
    ).toEqual({ seeded: false, rows: {} });
  });

  test('a transaction that throws leaves nothing behind', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.query("INSERT INTO cuisines (name) VALUES ('Rolled back')");
        throw new Error('stop');
      }),
    ).rejects.toThrow('stop');
    expect(
      (
        await db.query(
          "SELECT count(*)::int AS n FROM cuisines WHERE name = 'Rolled back'",
        )
      ).rows[0],
    ).toEqual({ n: 0 });
  });
});
