import type { Db } from '../db/db';
import { defaultOrder, type TableModel } from '../db/table-model';
import type { ListQuery } from '../http/list-query';
import { plannedRows, queryPlan, type PlanNode } from './list-count';

/**
 * How a page is read when the planner means to walk the sort's index and
 * check the filter on each row as it goes. It prices that walk as if the
 * matches were spread evenly along the sort. They often are not: codes rise
 * with time, so a week's orders sorted by code sit at the far end of the
 * code index, and that walk read 10M orders (8–19 s at 10M) to find 25.
 * Reading the week's 190,000 orders first and sorting them took 216–604 ms.
 * Above `fenceRows` matches the walk is kept: reading them all costs more
 * than a walk through matches that dense is likely to.
 */
export interface SortedPageLimits {
  /** Up to this many expected matches, the page may read them all and sort them. */
  fenceRows: number;
  /**
   * From this many expected matches, a bounded walk is tried first: where
   * the matches are spread along the sort, it finds the page in a few
   * hundred rows (1–5 ms) where reading them all would cost hundreds.
   */
  probeFromRows: number;
  /** The longest bounded walk worth trying before reading the matches. */
  maxProbeRows: number;
}

export const sortedPageLimits: SortedPageLimits = {
  fenceRows: 250_000,
  probeFromRows: 20_000,
  maxProbeRows: 50_000,
};

/** How far past an even spread the bounded walk goes before giving up. */
const PROBE_SLACK = 4;

/** How a page is read; each way gives the same rows. */
export type PageWay =
  | { read: 'as-planned' }
  /** The first `walkRows` rows in the sort's order, filtered; the matches first when they fall short. */
  | { read: 'walk-first'; walkRows: number }
  /** Every match, then sorted. */
  | { read: 'matches-first' };

/**
 * The index scan by which `plan` walks to its page checking a filter on
 * each row; undefined when an index finds exactly the page's rows (no
 * filter left to check) or the plan already reads the matches and sorts.
 * A condition the index checks on its entries without bounding the sort's
 * `lead` column (a status tab on an index that ends with the state) is a
 * walk too: cheaper per row skipped, as far from its first match.
 */
export function filteredWalk(
  plan: PlanNode,
  lead?: string,
): PlanNode | undefined {
  const type = plan['Node Type'];
  if (type === 'Index Scan' || type === 'Index Only Scan') {
    const cond = plan['Index Cond'];
    const unbounded =
      lead !== undefined &&
      cond !== undefined &&
      !new RegExp(`\\b${lead}\\b`).test(cond);
    return plan.Filter !== undefined || unbounded ? plan : undefined;
  }
  const [only, ...others] = plan.Plans ?? [];
  if (type === 'Sort' || !only || others.length > 0) return undefined;
  return filteredWalk(only, lead);
}

/**
 * The way to read a page whose plan walks past `expected` matches to
 * reach its `reach`-th row (offset + limit) in a table of `tableRows()`.
 */
export async function pageWay(
  expected: number,
  reach: number,
  tableRows: () => Promise<number>,
  limits: SortedPageLimits = sortedPageLimits,
): Promise<PageWay> {
  if (expected > limits.fenceRows) return { read: 'as-planned' };
  const rows = await tableRows();
  // A walk through a table no bigger than that reads no more than the
  // matches would.
  if (rows <= limits.fenceRows) return { read: 'as-planned' };
  if (expected >= limits.probeFromRows) {
    const walkRows = Math.ceil(
      (rows / Math.max(expected, 1)) * reach * PROBE_SLACK,
    );
    if (walkRows <= limits.maxProbeRows && walkRows < rows)
      return { read: 'walk-first', walkRows };
  }
  return { read: 'matches-first' };
}

export interface PageRead {
  model: TableModel;
  /** The quoted table name. */
  table: string;
  /** The page's WHERE (`q.where` or its walking form). */
  where: string;
  q: ListQuery;
  /** With the walking form, how many rows its search is expected to match. */
  expected?: number;
}

/** The page's statement over `from` (a table and its WHERE, or a subquery): its SQL, without its parameters. */
function pageSql({ model, q }: PageRead, from: string): string {
  const n = q.params.length;
  return `SELECT ${model.selectList} FROM ${from} ${q.orderBy} LIMIT $${n + 1} OFFSET $${n + 2}`;
}

/** The page's rows, read `way`. */
export async function readPage<Row>(
  db: Db,
  read: PageRead,
  way: PageWay,
): Promise<Row[]> {
  const { table, where, q } = read;
  const n = q.params.length;
  const pageParams = [...q.params, q.limit, q.offset];
  const run = async (from: string, params = pageParams) =>
    (await db.query<Row>(pageSql(read, from), params)).rows;
  if (way.read === 'as-planned') return run(`${table} ${where}`);
  if (way.read === 'walk-first') {
    // The first rows in the sort's order are a prefix of the sorted
    // matches: when their matches hold the whole page, it is the page.
    const found = await run(
      `(SELECT * FROM ${table} ${q.orderBy} LIMIT $${n + 3}) AS ${table} ${where}`,
      [...pageParams, way.walkRows],
    );
    if (found.length === q.limit) return found;
  }
  // The page's ids first, then its rows: sorting the matches needs only
  // the sort's columns and the id (the planner drops the others from the
  // subquery), where carrying whole rows through the sort made it a third
  // slower (a week's 197,000 orders by number at 10M: 250–290 ms against
  // 185–220). OFFSET 0 keeps the planner from folding the subquery back
  // into a walk. Not a search's walking form: its union finds the matches.
  const pageIds = `SELECT "id" FROM (SELECT * FROM ${table} ${q.matchingWhere ?? q.where} OFFSET 0) AS ${table} ${q.orderBy} LIMIT $${n + 1} OFFSET $${n + 3}`;
  return run(`${table} WHERE "id" = ANY(ARRAY(${pageIds}))`, [
    ...q.params,
    q.limit,
    0,
    q.offset,
  ]);
}

/**
 * A page of a list: `SELECT … WHERE … ORDER BY … LIMIT … OFFSET …`, read as
 * planned unless the plan is a filtered walk along the sort (see
 * `SortedPageLimits`). Asking the planner costs one `EXPLAIN`, spent only
 * on a filtered list in an order other than the default.
 */
export async function sortedPage<Row>(db: Db, read: PageRead): Promise<Row[]> {
  const { model, table, where, q } = read;
  const tableRows = () => plannedRows(db, `SELECT 1 FROM ${table}`, []);
  const reach = q.offset + q.limit;
  // A search's ids found once: their count is known, not a guess. Walking
  // the default sort past them read 10M orders (2 s) for a code's 10,000
  // matches, the oldest orders; reading them took 30 ms.
  if (q.matchedRows !== undefined && where === q.where)
    return readPage(db, read, await pageWay(q.matchedRows, reach, tableRows));
  // A search expected to match more than a list counts exactly walks the
  // sort (list-route.ts). Its matches may sit at the walk's far end (the
  // codes that start ORD00 are the oldest orders: 10 s at 10M): a bounded
  // walk first, then its union of matches, as for a filter.
  if (where !== q.where)
    return readPage(
      db,
      read,
      read.expected === undefined
        ? { read: 'as-planned' }
        : await pageWay(read.expected, reach, tableRows),
    );
  // The default order's column leads every filter's composite index, so
  // the filter's index reads the page in order.
  const lead = model.byName.get(defaultOrder(model.resource).name)?.column;
  if (where === '' || q.order[0]?.column === lead)
    return readPage(db, read, { read: 'as-planned' });
  const plan = await queryPlan(db, pageSql(read, `${table} ${where}`), [
    ...q.params,
    q.limit,
    q.offset,
  ]);
  const walk = plan && filteredWalk(plan, q.order[0]?.column);
  const way = walk
    ? await pageWay(walk['Plan Rows'] ?? 0, reach, tableRows)
    : ({ read: 'as-planned' } as const);
  return readPage(db, read, way);
}
