/** Consecutive ids at least this many long are read as one range. */
const MIN_RUN = 32;

/** At most this many ranges (the longest); the ids of shorter runs are listed. */
const MAX_RANGES = 16;

/**
 * A set of ids as the SQL condition will hold them: the longest runs of
 * consecutive ids as ranges, the rest listed. Worked out once per request
 * (`idRuns`), since the page, its count and each facet all filter by it: at
 * 10M orders, sorting and splitting a search's 10,000 matches again for
 * each of those queries took about 7 ms of the request's CPU.
 */
export interface IdRuns {
  /** How many distinct ids there are. */
  readonly count: number;
  /** Inclusive `[from, to]`, ascending. */
  readonly ranges: readonly (readonly [number, number])[];
  /** The ids in no range, ascending. */
  readonly listed: readonly number[];
}

/** Ascending and distinct: a code's matches come this way, and need no sort. */
function ascendingDistinct(ids: readonly number[]): readonly number[] {
  for (let i = 1; i < ids.length; i++)
    if (!(ids[i]! > ids[i - 1]!))
      return [...new Set(ids)].sort((a, b) => a - b);
  return ids;
}

/**
 * Splits `ids` (any order, repeats allowed) into runs: a code's matches are
 * consecutive orders (codes are handed out in id order), so at 10M orders
 * the 10,000 codes that start ORD001 are one run. Listed, each id was its
 * own descent of the primary key, 10 ms for a page or its tabs' counts; as
 * one range the index is read in order, and the rows lie on neighbouring
 * pages (4 ms).
 */
export function idRuns(ids: readonly number[]): IdRuns {
  const sorted = ascendingDistinct(ids);
  const runs: [number, number][] = [];
  for (let i = 0; i < sorted.length;) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j]! + 1) j++;
    if (j - i + 1 >= MIN_RUN) runs.push([i, j]);
    i = j + 1;
  }
  const kept = runs
    .sort((a, b) => b[1] - b[0] - (a[1] - a[0]))
    .slice(0, MAX_RANGES)
    .sort((a, b) => a[0] - b[0]);
  const listed: number[] = [];
  let next = 0;
  for (const [from, to] of kept) {
    for (let i = next; i < from; i++) listed.push(sorted[i]!);
    next = to + 1;
  }
  for (let i = next; i < sorted.length; i++) listed.push(sorted[i]!);
  return {
    count: sorted.length,
    ranges: kept.map(([from, to]) => [sorted[from]!, sorted[to]!] as const),
    listed,
  };
}

/**
 * The condition `"id"` is one of `runs`' ids: a `BETWEEN` per range, an
 * `= ANY` for the listed. `add` binds a value and answers its placeholder.
 *
 * @example
 * idCondition(idRuns([1, 2, 3, …, 40, 97]), add) // ("id" BETWEEN $1 AND $2 OR "id" = ANY($3::bigint[]))
 */
export function idCondition(
  runs: IdRuns,
  add: (value: unknown) => string,
): string {
  if (runs.ranges.length === 0)
    return `"id" = ANY(${add(runs.listed)}::bigint[])`;
  const terms = runs.ranges.map(
    ([from, to]) => `"id" BETWEEN ${add(from)} AND ${add(to)}`,
  );
  if (runs.listed.length > 0)
    terms.push(`"id" = ANY(${add(runs.listed)}::bigint[])`);
  return `(${terms.join(' OR ')})`;
}
