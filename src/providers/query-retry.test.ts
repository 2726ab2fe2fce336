import { describe, expect, test } from 'vitest';
import { shouldRetryQuery } from './query-retry';

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
});
