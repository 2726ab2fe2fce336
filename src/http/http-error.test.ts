import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';
import { expect, test } from 'vitest';
import { retryAfterMsOf } from './api-http-error';
import { ApiHttpError, toHttpError } from './http-error';

function axiosFailure(
  status: number | null,
  data?: unknown,
  headers: Record<string, string> = {},
): AxiosError {
  const config = { headers: new AxiosHeaders() };
  const response: AxiosResponse | undefined =
    status === null
      ? undefined
      : { status, statusText: '', data, headers, config };
  return new AxiosError(
    'Request failed',
    status === null ? 'ERR_NETWORK' : 'ERR_BAD_RESPONSE',
    config,
    {},
    response,
  );
}

test('a 422 envelope keeps the message and puts errors on their fields', () => {
  const error = toHttpError(
    axiosFailure(422, {
      statusCode: 422,
      message: 'Some fields need attention',
      errors: { email: ['Already taken'], name: ['Too long', 'Has digits'] },
    }),
  );
  expect(error).toBeInstanceOf(ApiHttpError);
  expect(error).toMatchObject({
    statusCode: 422,
    message: 'Some fields need attention',
    errors: { email: ['Already taken'], name: ['Too long', 'Has digits'] },
  });
});

test('a 409 without errors has no errors map', () => {
  const error = toHttpError(
    axiosFailure(409, { statusCode: 409, message: 'Already approved' }),
  );
  expect(error.statusCode).toBe(409);
  expect(error.message).toBe('Already approved');
  expect(error.errors).toBeUndefined();
});

test.each([
  [403, 'You are not allowed to do this.'],
  [404, 'This record no longer exists.'],
  [429, 'Too Many Requests. Try again later!'],
  [500, 'The server failed to answer; try again in a moment.'],
])('a %s without a body gets a readable message', (status, message) => {
  expect(toHttpError(axiosFailure(status, '')).message).toBe(message);
});

test('a network error is status 0 with a connection message', () => {
  const error = toHttpError(axiosFailure(null));
  expect(error.statusCode).toBe(0);
  expect(error.message).toMatch(/cannot be reached/);
});

test('a thrown non-HTTP error keeps its message', () => {
  expect(toHttpError(new Error('boom'))).toMatchObject({
    statusCode: 500,
    message: 'boom',
  });
});

test('a 429 carries its Retry-After wait; an answer without one has none', () => {
  const limited = toHttpError(
    axiosFailure(
      429,
      { message: 'Too many requests' },
      { 'retry-after': '30' },
    ),
  );
  expect(limited).toMatchObject({ statusCode: 429, retryAfterMs: 30_000 });
  expect(toHttpError(axiosFailure(429, {})).retryAfterMs).toBeUndefined();
});

test('Retry-After is read as seconds or as an HTTP date, and nothing else', () => {
  const now = Date.parse('2026-11-27T08:00:00Z');
  expect(retryAfterMsOf('5', now)).toBe(5_000);
  expect(retryAfterMsOf(' 0 ', now)).toBe(0);
  expect(retryAfterMsOf('Fri, 27 Nov 2026 08:00:12 GMT', now)).toBe(12_000);
  // A date already past asks for no wait at all.
  expect(retryAfterMsOf('Fri, 27 Nov 2026 07:59:00 GMT', now)).toBe(0);
  for (const bad of [undefined, '', 'soon', '-3', '1.5', 30])
    expect(retryAfterMsOf(bad, now)).toBeUndefined();
});
