/** TanStack Query's own default: three more tries, with its backoff. */
const MAX_RETRIES = 3;

/** Client errors a second try can change: a timeout, a rate limit. */
const RETRYABLE_CLIENT_ERRORS = new Set([408, 429]);

/**
 * Whether a failed query is tried again. A 4xx is the server's final word
 * (a record that does not exist stays so), so the page shows it at once
 * rather than after seconds of retries; network failures (status 0) and 5xx
 * get TanStack's usual three tries.
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
  return !isFinal && failureCount < MAX_RETRIES;
}
