import { FRESH_MS } from '../http/early-answers';

/**
 * A list answer fetched ahead of the page that reads it (the boot's, sent
 * while the page's code downloads, or the next page, fetched while this one
 * is read) says so, beside its rows, as the answer's other extras do
 * (response-extras.ts).
 */
interface FetchedAhead {
  isFetchedAhead: true;
}

/** `answer`, marked as fetched ahead of its page. */
export function fetchedAhead<T extends object>(answer: T): T & FetchedAhead {
  return { ...answer, isFetchedAhead: true };
}

const isFetchedAhead = (data: unknown): boolean =>
  typeof data === 'object' &&
  data !== null &&
  (data as Partial<FetchedAhead>).isFetchedAhead === true;

/**
 * A list query's `staleTime`: an answer fetched ahead is fresh for a moment
 * after it came, so the page that mounts on it draws it without asking
 * again (a second request, and a second render of the whole page just after
 * it painted); an answer the page fetched itself is stale at once, as
 * Refine's are, so a return to the page asks again. A change notice
 * refetches either way: invalidation ignores freshness.
 */
export function aheadStaleTime(query: { state: { data: unknown } }): number {
  return isFetchedAhead(query.state.data) ? FRESH_MS : 0;
}
