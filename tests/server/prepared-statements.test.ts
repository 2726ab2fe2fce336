import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Db } from '../../server/db/db';
import { engines } from './support/engines';

const lookup = 'SELECT $1::int + 1 AS next, $2::text AS label';

describe.each(engines)('a named statement on $name', (engine) => {
  let db: Db;

  beforeAll(async () => {
    db = await engine.open();
  });
  afterAll(() => db.close());

  test('answers as the same statement unnamed, from the pool, in a transaction and on a held connection', async () => {
    const named = { name: 'test-lookup' };
    const plain = await db.query(lookup, [1, 'a']);
    expect((await db.query(lookup, [1, 'a'], named)).rows).toEqual(plain.rows);
    expect(
      (await db.transaction((tx) => tx.query(lookup, [2, 'b'], named))).rows,
    ).toEqual([{ next: 3, label: 'b' }]);
    expect(
      (await db.withConnection((c) => c.query(lookup, [3, 'c'], named))).rows,
    ).toEqual([{ next: 4, label: 'c' }]);
  });

  test.runIf(engine.name === 'postgres')(
    'is parsed once per connection and run again from there, its plan kept (PostgreSQL)',
    async () => {
      const runs = await db.withConnection(async (connection) => {
        for (let i = 0; i < 7; i += 1)
          await connection.query(lookup, [i, 'x'], { name: 'test-kept' });
        const { rows } = await connection.query<{
          statement: string;
          runs: number;
        }>(
          `SELECT statement, (generic_plans + custom_plans)::int AS runs
             FROM pg_prepared_statements WHERE name = 'test-kept'`,
        );
        return rows;
      });
      expect(runs).toEqual([{ statement: lookup, runs: 7 }]);
    },
  );
});
