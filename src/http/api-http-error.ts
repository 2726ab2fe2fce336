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
 * The error an API answer with this status and body stands for: the
 * envelope's `message` (or a plain one for the status), its `statusCode` (0
 * when the server was not reached) and its `errors` map by field.
 */
export function errorFromResponse(status: number, body: unknown): ApiHttpError {
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
  return new ApiHttpError(
    message,
    status,
    fieldErrors(envelope.errors),
    current,
  );
}
