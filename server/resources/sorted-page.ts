import type { Db } from '../db/db';
import { defaultOrder, type TableModel } from '../db/table-model';
import type { ListQuery } from '../http/list-query';
import { plannedRows } from './list-count';

/**
 * How a page is read when its filter and its sort use different columns.
 * The planner's favourite is to walk the sort's index and filter as it
 * goes, priced as if the matches were spread evenly along it. They often
 * are not: codes rise with time, so a week's orders sorted by code sit at
 * the far end of the code index, and that walk read 10M orders (8–19 s at
 * 10M) to find 25. Reading the week's 190,000 orders first and sorting them
 * took 216–604 ms. Above `fenceRows` matches the walk is kept: reading them
 * all costs more than a walk through matches that dense is likely to.
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

export interface PageRead {
  model: TableModel;
  /** The quoted table name. */
  table: string;
  /** The page's WHERE (`q.where` or its walking form). */
  where: string;
  q: ListQuery;
}

/**
 * The page's rows: `SELECT … WHERE … ORDER BY … LIMIT … OFFSET …`, read in
 * whichever of three ways `SortedPageLimits` describes (plain, a bounded
 * walk, or the matches first), every way giving the same rows.
 */
export async function sortedPage<Row>(
  db: Db,
  read: PageRead,
  limits: SortedPageLimits = sortedPageLimits,
): Promise<Row[]> {
  const { model, table, where, q } = read;
  const n = q.params.length;
  const paging = `LIMIT $${n + 1} OFFSET $${n + 2}`;
  const pageParams = [...q.params, q.limit, q.offset];
  const run = async (from: string, params = pageParams) =>
    (
      await db.query<Row>(
        `SELECT ${model.selectList} FROM ${from} ${q.orderBy} ${paging}`,
        params,
      )
    ).rows;
  const plain = () => run(`${table} ${where}`);
  // The default order's column leads every filter's composite index, so
  // the filter's index reads the page in order.
  const lead = model.byName.get(defaultOrder(model.resource).name)?.column;
  if (where === '' || q.order[0]?.column === lead) return plain();

  const expected = await plannedRows(db, `SELECT 1 FROM ${table} ${where}`, [
    ...q.params,
  ]);
  if (expected > limits.fenceRows) return plain();
  if (expected >= limits.probeFromRows) {
    const tableRows = await plannedRows(db, `SELECT 1 FROM ${table}`, []);
    const probeRows = Math.ceil(
      (tableRows / Math.max(expected, 1)) * (q.offset + q.limit) * PROBE_SLACK,
    );
    if (probeRows <= limits.maxProbeRows && probeRows < tableRows) {
      // The first `probeRows` rows in the sort's order, filtered: when they
      // hold the whole page, it is the page, since they are a prefix of
      // the sorted matches.
      const found = await run(
        `(SELECT * FROM ${table} ${q.orderBy} LIMIT $${n + 3}) AS ${table} ${where}`,
        [...pageParams, probeRows],
      );
      if (found.length === q.limit) return found;
    }
  }
  // OFFSET 0 keeps the planner from folding the subquery back into a walk.
  return run(`(SELECT * FROM ${table} ${where} OFFSET 0) AS ${table}`);
}
