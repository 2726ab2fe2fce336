/** TanStack Query's own default: three more tries, with its backoff. */
const MAX_RETRIES = 3;

/** Client errors a second try can change: a timeout, a rate limit. */
const RETRYABLE_CLIENT_ERRORS = new Set([408, 429]);

/**
 * The longest `Retry-After` a read waits out by itself. A server that asks
 * for longer gets no retry: the page shows its error, and the user tries
 * again when they choose, rather than watching a page load for half a minute.
 */
const MAX_RETRY_AFTER_MS = 5_000;

/** The wait the failed answer's `Retry-After` asked for, if it named one. */
function retryAfterOf(error: unknown): number | undefined {
  return typeof error === 'object' &&
    error !== null &&
    'retryAfterMs' in error &&
    typeof error.retryAfterMs === 'number'
    ? error.retryAfterMs
    : undefined;
}

/**
 * Whether a failed query is tried again. A 4xx is the server's final word
 * (a record that does not exist stays so), so the page shows it at once
 * rather than after seconds of retries; network failures (status 0) and 5xx
 * get TanStack's usual three tries. A server that asked to be left alone for
 * longer than a few seconds (`Retry-After`) is not asked again.
 */
export function shouldRetryQuery(
  failureCount: number,
  error: unknown,
): boolean {
  const status =
    typeof error === 'object' && error !== null && 'statusCode' in error
      ? error.statusCode
      : undefined;
  const isFinal =
    typeof status === 'number' &&
    status >= 400 &&
    status < 500 &&
    !RETRYABLE_CLIENT_ERRORS.has(status);
  const retryAfter = retryAfterOf(error);
  if (retryAfter !== undefined && retryAfter > MAX_RETRY_AFTER_MS) return false;
  return !isFinal && failureCount < MAX_RETRIES;
}

/**
 * How long a query waits before its next try: what the server's
 * `Retry-After` asked for, else TanStack's own backoff (1 s, doubling, at
 * most 30 s).
 */
export function queryRetryDelay(failureCount: number, error: unknown): number {
  return retryAfterOf(error) ?? Math.min(1000 * 2 ** failureCount, 30_000);
}

/** The console's queries' retry policy, as TanStack Query's `defaultOptions.queries` takes it. */
export const queryRetryOptions = {
  retry: shouldRetryQuery,
  retryDelay: queryRetryDelay,
};
