/**
 * Which list request asks for what depends on the filters alone, the
 * status tabs' counts (`facets=`) and the sums (`totals=`): the first one
 * made under a set of filters. Another page, sort or page size under the
 * same filters asks for rows only, and the page keeps the counts and sums
 * it has: at millions of rows they cost the server more than the page.
 */
export interface ExtrasAsker {
  /** The filters (as a key) the counts and sums are for. */
  filters: string;
  /**
   * The request (as a key) that asks for them; null once the list has
   * moved on, so that coming back to it recounts nothing either.
   */
  request: string | null;
  /** The request the list makes now. */
  current: string;
}

/**
 * The asker after a render that makes `request` under `filters`; the same
 * object when nothing changed, so a caller can tell.
 */
export function nextExtrasAsker(
  last: ExtrasAsker | null,
  filters: string,
  request: string,
): ExtrasAsker {
  if (last === null || last.filters !== filters)
    return { filters, request, current: request };
  if (last.current === request) return last;
  return { filters, request: null, current: request };
}

/** Whether the request the list makes now asks for the counts and sums (the first one ever does). */
export function asksForExtras(asker: ExtrasAsker | null): boolean {
  return asker === null || asker.request === asker.current;
}
