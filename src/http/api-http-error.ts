import type { HttpError } from '@refinedev/core';

/** The API's error envelope: a summary `message`, and `errors` per field at fault. */
interface ErrorEnvelope {
  statusCode?: number;
  message?: string | string[];
  errors?: Record<string, string[] | string>;
  /** A 409 on a stale write: the record as it is now. */
  current?: unknown;
}

const FALLBACK_MESSAGES: Record<number, string> = {
  0: 'The server cannot be reached. Check your connection and try again.',
  400: 'The request was not understood.',
  401: 'Your session has expired. Sign in again.',
  403: 'You are not allowed to do this.',
  404: 'This record no longer exists.',
  409: 'The record changed meanwhile; reload it and try again.',
  413: 'The file is too large.',
  422: 'Some fields need attention.',
  429: 'Too Many Requests. Try again later!',
  503: 'The service is under maintenance.',
};

function isEnvelope(value: unknown): value is ErrorEnvelope {
  return (
    typeof value === 'object' && value !== null && !(value instanceof Blob)
  );
}

function fieldErrors(errors: ErrorEnvelope['errors']): HttpError['errors'] {
  if (!errors || typeof errors !== 'object') return undefined;
  const mapped: NonNullable<HttpError['errors']> = {};
  for (const [field, messages] of Object.entries(errors)) {
    mapped[field] = Array.isArray(messages)
      ? messages.map(String)
      : String(messages);
  }
  return Object.keys(mapped).length > 0 ? mapped : undefined;
}

/**
 * A Refine `HttpError` that is also an `Error`, so it can be thrown with a
 * stack and still be read by Refine (`message`, `statusCode`, `errors`).
 */
export class ApiHttpError extends Error implements HttpError {
  [key: string]: unknown;
  statusCode: number;
  errors?: HttpError['errors'];
  /** After a stale write (409): the record as someone else left it. */
  current?: Record<string, unknown>;
  /** How long the server asked to be left alone (`Retry-After` on a 429 or 503), in ms. */
  retryAfterMs?: number;

  constructor(
    message: string,
    statusCode: number,
    errors?: HttpError['errors'],
    current?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    if (errors) this.errors = errors;
    if (current) this.current = current;
  }
}

/**
 * A `Retry-After` header's wait in ms: whole seconds, or an HTTP date
 * (RFC 9110) counted from `now`. Undefined when there is none or it cannot
 * be read.
 *
 * @example
 * retryAfterMsOf('30') // 30000
 */
export function retryAfterMsOf(
  header: unknown,
  now: number = Date.now(),
): number | undefined {
  if (typeof header !== 'string' || header.trim() === '') return undefined;
  const value = header.trim();
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  // An HTTP date is always in GMT; Date.parse alone would read "1.5" as 2001.
  if (!/ GMT$/.test(value)) return undefined;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/**
 * The error an API answer with this status and body stands for: the
 * envelope's `message` (or a plain one for the status), its `statusCode` (0
 * when the server was not reached), its `errors` map by field, and the wait
 * its `Retry-After` header asks for.
 */
export function errorFromResponse(
  status: number,
  body: unknown,
  retryAfter?: unknown,
): ApiHttpError {
  const envelope = isEnvelope(body) ? body : {};
  const rawMessage = Array.isArray(envelope.message)
    ? envelope.message.join(' ')
    : envelope.message;
  const message =
    rawMessage?.trim() ||
    FALLBACK_MESSAGES[status] ||
    (status >= 500
      ? 'The server failed to answer; try again in a moment.'
      : 'The request failed.');
  const current =
    typeof envelope.current === 'object' &&
    envelope.current !== null &&
    !Array.isArray(envelope.current)
      ? (envelope.current as Record<string, unknown>)
      : undefined;
  const error = new ApiHttpError(
    message,
    status,
    fieldErrors(envelope.errors),
    current,
  );
  const retryAfterMs = retryAfterMsOf(retryAfter);
  if (retryAfterMs !== undefined) error.retryAfterMs = retryAfterMs;
  return error;
}
