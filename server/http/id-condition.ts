/** Consecutive ids at least this many long are read as one range. */
const MIN_RUN = 32;

/** At most this many ranges (the longest); the ids of shorter runs are listed. */
const MAX_RANGES = 16;

/**
 * The condition `"id"` is one of `ids`, with runs of consecutive ids as
 * ranges. A code's matches are consecutive orders (codes are handed out in
 * id order): at 10M orders the 10,000 codes that start ORD001 are one run.
 * Listed, each id was its own descent of the primary key, 10 ms for a page
 * or its tabs' counts; as one range the index is read in order, and the
 * rows lie on neighbouring pages (4 ms). Ids of no long run are listed as
 * before. `add` binds a value and answers its placeholder.
 *
 * @example
 * idCondition([1, 2, 3, …, 40, 97], add) // ("id" BETWEEN $1 AND $2 OR "id" = ANY($3::bigint[]))
 */
export function idCondition(
  ids: readonly number[],
  add: (value: unknown) => string,
): string {
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  const runs: { from: number; to: number }[] = [];
  for (let i = 0; i < sorted.length;) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j]! + 1) j++;
    if (j - i + 1 >= MIN_RUN) runs.push({ from: i, to: j });
    i = j + 1;
  }
  const ranges = runs
    .sort((a, b) => b.to - b.from - (a.to - a.from))
    .slice(0, MAX_RANGES)
    .sort((a, b) => a.from - b.from);
  if (ranges.length === 0) return `"id" = ANY(${add(sorted)}::bigint[])`;
  const listed: number[] = [];
  let next = 0;
  for (const { from, to } of ranges) {
    listed.push(...sorted.slice(next, from));
    next = to + 1;
  }
  listed.push(...sorted.slice(next));
  const terms = ranges.map(
    ({ from, to }) =>
      `"id" BETWEEN ${add(sorted[from])} AND ${add(sorted[to])}`,
  );
  if (listed.length > 0) terms.push(`"id" = ANY(${add(listed)}::bigint[])`);
  return `(${terms.join(' OR ')})`;
}
