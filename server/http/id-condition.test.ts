import { describe, expect, it } from 'vitest';
import { idCondition, idRuns } from './id-condition';

/** The condition as a predicate over one id, read from its SQL and bound values. */
function predicate(ids: readonly number[]) {
  const values: unknown[] = [];
  const sql = idCondition(idRuns(ids), (value) => {
    values.push(value);
    return `$${values.length}`;
  });
  const at = (placeholder: string) => values[Number(placeholder.slice(1)) - 1];
  const terms = (sql.startsWith('(') ? sql.slice(1, -1) : sql).split(' OR ');
  const tests = terms.map((term) => {
    const range = /^"id" BETWEEN (\$\d+) AND (\$\d+)$/.exec(term);
    if (range) {
      const [from, to] = [at(range[1]!), at(range[2]!)] as [number, number];
      return (id: number) => id >= from && id <= to;
    }
    const list = /^"id" = ANY\((\$\d+)::bigint\[\]\)$/.exec(term);
    if (!list) throw new Error(`not a term: ${term}`);
    const listed = new Set(at(list[1]!) as number[]);
    return (id: number) => listed.has(id);
  });
  return { sql, values, has: (id: number) => tests.some((t) => t(id)) };
}

describe('idCondition', () => {
  it('reads a run of consecutive ids as one range and lists the others', () => {
    const run = Array.from({ length: 10_000 }, (_, i) => 10_000 + i);
    const { sql, values } = predicate([5, ...run.reverse(), 77_777]);
    expect(sql).toBe('("id" BETWEEN $1 AND $2 OR "id" = ANY($3::bigint[]))');
    expect(values).toEqual([10_000, 19_999, [5, 77_777]]);
  });

  it('counts distinct ids, whatever their order', () => {
    expect(idRuns([4, 4, 2]).count).toBe(2);
    const run = Array.from({ length: 40 }, (_, i) => 100 + i);
    expect(idRuns(run)).toEqual({
      count: 40,
      ranges: [[100, 139]],
      listed: [],
    });
    expect(idRuns([...run].reverse())).toEqual(idRuns(run));
  });

  it('lists ids of no long run as they were', () => {
    const { sql, values } = predicate([9, 3, 3, 7]);
    expect(sql).toBe('"id" = ANY($1::bigint[])');
    expect(values).toEqual([[3, 7, 9]]);
  });

  it('holds exactly the ids given, for random sets of runs and strays', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 16_807) % 2_147_483_647;
      return seed / 2_147_483_647;
    };
    for (let round = 0; round < 200; round++) {
      const ids: number[] = [];
      const runs = Math.floor(random() * 30);
      for (let r = 0; r < runs; r++) {
        const start = Math.floor(random() * 5_000);
        const length = Math.floor(random() * 80);
        for (let i = 0; i < length; i++) ids.push(start + i);
      }
      for (let s = 0; s < 40; s++) ids.push(Math.floor(random() * 5_100));
      const given = new Set(ids);
      const { has, sql } = predicate(ids);
      expect(sql.split(' BETWEEN ').length - 1).toBeLessThanOrEqual(16);
      const wrong: number[] = [];
      for (let id = -2; id < 5_200; id++)
        if (has(id) !== given.has(id)) wrong.push(id);
      expect(wrong).toEqual([]);
    }
  });
});
