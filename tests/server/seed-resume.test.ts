import { afterAll, afterEach, describe, expect, test } from 'vitest';
import { resources } from '../../resources.config';
import type { Db } from '../../server/db/db';
import { migrate } from '../../server/db/migrate';
import { serverDdl } from '../../server/db/prepare-database';
import { seedDatabase } from '../../server/db/seed';
import { engines } from './support/engines';

const now = new Date('2026-11-29T06:00:00.000Z');
const seedOf = { registry: resources, scale: 0.01, now };

/** A database that dies (the process killed, the disk full) on its `afterCopies`+1'th COPY. */
function dyingAfter(db: Db, afterCopies: number): Db {
  let copies = 0;
  const dying = (on: Db): Db => ({
    ...on,
    engine: on.engine,
    query: on.query.bind(on),
    async copyFrom(target, text) {
      copies += 1;
      if (copies > afterCopies) throw new Error('the seed was killed');
      await on.copyFrom(target, text);
    },
    transaction: (fn) => on.transaction((tx) => fn(dying(tx))),
  });
  return dying(db);
}

/** A database that dies as the seed starts rolling its orders up, its rows all written. */
function dyingAtRollUp(db: Db): Db {
  const dying = (on: Db): Db => ({
    ...on,
    engine: on.engine,
    query: <T>(sql: string, params?: readonly unknown[]) =>
      /^TRUNCATE \w+_days/.test(sql)
        ? Promise.reject(new Error('the seed was killed'))
        : on.query<T>(sql, params),
    copyFrom: on.copyFrom.bind(on),
    transaction: (fn) => on.transaction((tx) => fn(dying(tx))),
  });
  return dying(db);
}

/** Every row of a rollup table (which has no id), as one fingerprint. */
const rollupFingerprint = async (db: Db, table: string) =>
  (
    await db.query<{ rows: number; digest: string }>(
      `SELECT count(*)::int AS rows, md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS digest FROM ${table} t`,
    )
  ).rows[0];

/** Every row of a table, as one fingerprint. */
const fingerprint = async (db: Db, table: string) =>
  (
    await db.query<{ rows: number; digest: string }>(
      `SELECT count(*)::int AS rows, md5(coalesce(string_agg(t::text, '|' ORDER BY t.id), '')) AS digest FROM ${table} t`,
    )
  ).rows[0];

const tables = [
  'orders',
  'order_menus',
  'order_status_logs',
  'settlements',
  'settlement_daily_summaries',
  'pockets',
  'pocket_transactions',
  'enquiries',
  'approval_requests',
  'users',
];

describe.each(engines)('on $name', (engine) => {
  const open: Db[] = [];
  const fresh = async () => {
    const db = await engine.open();
    open.push(db);
    await migrate(db, {
      registry: resources,
      extraDdl: serverDdl(db.engine, resources),
    });
    return db;
  };
  afterEach(async () => {
    await Promise.all(open.splice(0).map((db) => db.close()));
  });
  // One seed that ran to its end, which the tests compare with and never change.
  let seededWhole: Promise<Db> | undefined;
  const whole = () => {
    seededWhole ??= (async () => {
      const db = await engine.open();
      await migrate(db, {
        registry: resources,
        extraDdl: serverDdl(db.engine, resources),
      });
      expect((await seedDatabase(db, seedOf)).seeded).toBe(true);
      return db;
    })();
    return seededWhole;
  };
  afterAll(async () => {
    await (await seededWhole)?.close();
  });

  test('a seed killed part way through the orders resumes where it stopped and makes the same marketplace as one that was not', async () => {
    const seeded = await whole();
    const broken = await fresh();
    await expect(seedDatabase(dyingAfter(broken, 200), seedOf)).rejects.toThrow(
      'the seed was killed',
    );
    const partial = await fingerprint(broken, 'orders');
    const total = await fingerprint(seeded, 'orders');
    expect(partial?.rows).toBeGreaterThan(0);
    expect(partial?.rows).toBeLessThan(total?.rows ?? 0);

    // Started again later: the resumed seed keeps the first run's "now".
    const resumed = await seedDatabase(broken, { ...seedOf, now: new Date() });
    expect(resumed.seeded).toBe(true);
    for (const table of tables)
      expect(await fingerprint(broken, table), table).toEqual(
        await fingerprint(seeded, table),
      );
    // Done is done: a third start leaves the database alone.
    expect((await seedDatabase(broken, seedOf)).seeded).toBe(false);
  }, 240_000);

  test.runIf(engine.name === 'postgres')(
    'a big seed builds its indexes after the orders, and a resumed one still ends with every index the schema has',
    async () => {
      const indexes = async (db: Db) =>
        (
          await db.query<{ definition: string }>(
            `SELECT regexp_replace(indexdef, ' ON [^ ]+\\.', ' ON ') AS definition FROM pg_indexes
              WHERE schemaname = current_schema() ORDER BY indexname`,
          )
        ).rows.map((r) => r.definition);
      const seeded = await whole();
      const broken = await fresh();
      const bigSeed = { ...seedOf, buildIndexesAfterFrom: 1 };
      await expect(
        seedDatabase(dyingAfter(broken, 200), bigSeed),
      ).rejects.toThrow('the seed was killed');
      expect((await indexes(broken)).length).toBeLessThan(
        (await indexes(seeded)).length,
      );
      await seedDatabase(broken, bigSeed);
      expect(await indexes(broken)).toEqual(await indexes(seeded));
      expect(await fingerprint(broken, 'orders')).toEqual(
        await fingerprint(seeded, 'orders'),
      );
    },
    240_000,
  );

  test('a seed killed while rolling up its orders rolls them up when started again, so reports are not empty', async () => {
    const seeded = await whole();
    const broken = await fresh();
    await expect(seedDatabase(dyingAtRollUp(broken), seedOf)).rejects.toThrow(
      'the seed was killed',
    );
    expect(await fingerprint(broken, 'orders')).toEqual(
      await fingerprint(seeded, 'orders'),
    );
    expect((await rollupFingerprint(broken, 'order_facts_days'))?.rows).toBe(0);

    expect((await seedDatabase(broken, seedOf)).seeded).toBe(true);
    for (const table of ['order_facts_days', 'menu_facts_running']) {
      const rolledUp = await rollupFingerprint(broken, table);
      expect(rolledUp?.rows, table).toBeGreaterThan(0);
      expect(rolledUp, table).toEqual(await rollupFingerprint(seeded, table));
    }
    expect((await seedDatabase(broken, seedOf)).seeded).toBe(false);

    // Seeded before the step was marked, its rollup committed: a start
    // marks it and rebuilds nothing (an order added since stays behind,
    // for the worker, rather than rolled up by the seed).
    await broken.query("DELETE FROM seed_progress WHERE step = 'rolled-up'");
    await broken.query(
      'INSERT INTO rollup_dirty_days (day) SELECT min(day) FROM order_facts_days',
    );
    expect((await seedDatabase(broken, seedOf)).seeded).toBe(false);
    expect(
      (await broken.query('SELECT 1 FROM rollup_dirty_days')).rows,
    ).toHaveLength(1);
    expect((await seedDatabase(broken, seedOf)).seeded).toBe(false);
  }, 240_000);

  test('an interrupted seed is finished at its own scale, not mixed with another', async () => {
    const broken = await fresh();
    await expect(seedDatabase(dyingAfter(broken, 20), seedOf)).rejects.toThrow(
      'the seed was killed',
    );
    await expect(
      seedDatabase(broken, { ...seedOf, scale: 0.05 }),
    ).rejects.toThrow(/SEED_SCALE=0\.01 is in this database/);
  }, 120_000);
});
