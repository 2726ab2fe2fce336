/** Per-field messages of a 422, keyed by the wire field name. */
export type FieldErrors = Record<string, string[]>;

/**
 * An error with a status the client should see. The error handler turns it
 * into the contract's envelope `{ statusCode, message, errors? }`.
 */
export class ApiError extends Error {
  readonly statusCode: number;
  readonly errors: FieldErrors | undefined;
  /** Extra top-level envelope members (a 503's `etaTime`). */
  readonly extra: Record<string, unknown> | undefined;

  constructor(
    statusCode: number,
    message: string,
    errors?: FieldErrors,
    extra?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'ApiError';
    this.statusCode = statusCode;
    this.errors = errors;
    this.extra = extra;
  }
}

export const badRequest = (message: string) => new ApiError(400, message);

export const notFound = (message = 'No such record') =>
  new ApiError(404, message);

export const conflict = (message: string) => new ApiError(409, message);

export const forbidden = (message = 'You are not allowed to do this') =>
  new ApiError(403, message);

/** A 422 whose summary names the first fields at fault. */
export function unprocessable(errors: FieldErrors, message?: string): ApiError {
  const fields = Object.keys(errors);
  const summary =
    message ??
    (fields.length === 0
      ? 'The request is not valid'
      : `Please correct ${fields.slice(0, 3).join(', ')}${fields.length > 3 ? ' and more' : ''}`);
  return new ApiError(422, summary, errors);
}
