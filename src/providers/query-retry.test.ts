import { describe, expect, test } from 'vitest';
import { queryRetryDelay, shouldRetryQuery } from './query-retry';

describe('shouldRetryQuery', () => {
  test('a 404, 403 or 422 is final: no retry at all', () => {
    for (const statusCode of [400, 401, 403, 404, 422]) {
      expect(shouldRetryQuery(0, { statusCode, message: 'x' })).toBe(false);
    }
  });

  test('5xx, network failures (0), timeouts and rate limits retry three times', () => {
    for (const statusCode of [0, 408, 429, 500, 503]) {
      expect(shouldRetryQuery(0, { statusCode })).toBe(true);
      expect(shouldRetryQuery(2, { statusCode })).toBe(true);
      expect(shouldRetryQuery(3, { statusCode })).toBe(false);
    }
  });

  test('an error without a status is retried like an unknown failure', () => {
    expect(shouldRetryQuery(0, new Error('boom'))).toBe(true);
    expect(shouldRetryQuery(0, null)).toBe(true);
  });

  test('a server that asks for more than 5 s of quiet (Retry-After) is not asked again', () => {
    for (const statusCode of [429, 503]) {
      expect(shouldRetryQuery(0, { statusCode, retryAfterMs: 30_000 })).toBe(
        false,
      );
      expect(shouldRetryQuery(0, { statusCode, retryAfterMs: 5_000 })).toBe(
        true,
      );
    }
  });
});

describe('queryRetryDelay', () => {
  test('waits what Retry-After asked for', () => {
    expect(queryRetryDelay(0, { statusCode: 429, retryAfterMs: 2_000 })).toBe(
      2_000,
    );
    expect(queryRetryDelay(2, { statusCode: 429, retryAfterMs: 0 })).toBe(0);
  });

  test("else TanStack's backoff: 1 s, doubling, at most 30 s", () => {
    expect(queryRetryDelay(0, { statusCode: 500 })).toBe(1_000);
    expect(queryRetryDelay(1, { statusCode: 429 })).toBe(2_000);
    expect(queryRetryDelay(9, new Error('boom'))).toBe(30_000);
  });
});
