import { isAxiosError } from 'axios';
import { ApiHttpError, errorFromResponse } from './api-http-error';

export { ApiHttpError } from './api-http-error';

/**
 * Any failure of an API call as Refine's `HttpError`: the envelope's
 * `message`, its `statusCode` (0 when the server was not reached) and its
 * `errors` map, which Refine's `useForm` puts under each field.
 *
 * @example
 * try { await apiPost('/admin/banks', values) } catch (e) { throw toHttpError(e) }
 */
export function toHttpError(error: unknown): ApiHttpError {
  if (error instanceof ApiHttpError) return error;
  if (!isAxiosError(error)) {
    const message =
      error instanceof Error ? error.message : 'Something went wrong.';
    return new ApiHttpError(message, 500);
  }
  return errorFromResponse(
    error.response?.status ?? 0,
    error.response?.data,
    error.response?.headers['retry-after'],
  );
}
