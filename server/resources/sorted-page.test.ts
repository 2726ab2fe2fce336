import { describe, expect, test } from 'vitest';
import type { PlanNode } from './list-count';
import { filteredWalk, pageWay, type SortedPageLimits } from './sorted-page';

const scan = (filter?: string): PlanNode => ({
  'Node Type': 'Index Scan',
  'Plan Rows': 190_000,
  ...(filter !== undefined && { Filter: filter }),
});
const limit = (...plans: PlanNode[]): PlanNode => ({
  'Node Type': 'Limit',
  Plans: plans,
});

describe('filteredWalk', () => {
  test('a walk along an index that checks a filter on each row is found, under an incremental sort too', () => {
    const walk = scan('(placed_at >= now())');
    expect(filteredWalk(limit(walk))).toBe(walk);
    expect(
      filteredWalk(limit({ 'Node Type': 'Incremental Sort', Plans: [walk] })),
    ).toBe(walk);
  });

  test('an index condition that does not bound the sort’s column is a walk; one that bounds it is not', () => {
    const tab: PlanNode = {
      'Node Type': 'Index Scan',
      'Plan Rows': 500_000,
      'Index Cond': "(status = 'CANCELLED'::text)",
    };
    expect(filteredWalk(limit(tab), 'total')).toBe(tab);
    const range = {
      ...tab,
      'Index Cond': '((total >= 100) AND (status = $1))',
    };
    expect(filteredWalk(limit(range), 'total')).toBeUndefined();
    // A column whose name holds the lead's is not the lead.
    const sub = { ...tab, 'Index Cond': '(subtotal >= 100)' };
    expect(filteredWalk(limit(sub), 'total')).toBe(sub);
  });

  test('an index that finds exactly the rows, or a plan that sorts the matches, is no walk', () => {
    expect(filteredWalk(limit(scan()))).toBeUndefined();
    expect(
      filteredWalk(
        limit({
          'Node Type': 'Sort',
          Plans: [{ 'Node Type': 'Bitmap Heap Scan', Filter: 'x' }],
        }),
      ),
    ).toBeUndefined();
    expect(filteredWalk(limit(scan('a'), scan('b')))).toBeUndefined();
  });
});

describe('pageWay', () => {
  const limits: SortedPageLimits = {
    fenceRows: 250_000,
    probeFromRows: 20_000,
    maxProbeRows: 50_000,
  };
  const tenMillion = () => Promise.resolve(10_000_000);

  test('dense matches keep the planned walk', async () => {
    expect(await pageWay(500_000, 25, tenMillion, limits)).toEqual({
      read: 'as-planned',
    });
  });

  test('a few matches are read first and sorted', async () => {
    expect(await pageWay(5_000, 25, tenMillion, limits)).toEqual({
      read: 'matches-first',
    });
  });

  test('in a table no bigger than the matches may be, the planned walk stays', async () => {
    expect(
      await pageWay(5_000, 25, () => Promise.resolve(250_000), limits),
    ).toEqual({ read: 'as-planned' });
  });

  test('in between, a walk four times an even spread comes first', async () => {
    // 10M / 190k × 25 × 4
    expect(await pageWay(190_000, 25, tenMillion, limits)).toEqual({
      read: 'walk-first',
      walkRows: 5_264,
    });
  });

  test('a deep page would need too long a walk: the matches come first', async () => {
    expect(await pageWay(190_000, 2_500, tenMillion, limits)).toEqual({
      read: 'matches-first',
    });
  });
});
