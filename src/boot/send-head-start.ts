import { keepEarly } from '../http/early-answers';
import { fetchApi } from '../http/fetch-api';
import { getAccessToken, getUserData } from '../state/token-storage';
import { headStartOf } from './list-head-starts';

/**
 * Sends the list request noted for `page` (pathname and search) of the
 * stored session, if there is one, and keeps its answer for the console's
 * identical GET (early-answers.ts). The answer is the response's body, or
 * undefined on any failure (an expired token, a network error): that GET
 * then asks itself, and refreshes or reports as every call does. Returns
 * the request sent, if any.
 */
export function sendHeadStart(page: string): string | undefined {
  const token = getAccessToken();
  const user = getUserData();
  const request = token && user ? headStartOf(page, user.id) : undefined;
  if (!token || !request) return undefined;
  keepEarly(
    request,
    fetchApi('GET', request, { accessToken: token })
      .then((response): Promise<unknown> | undefined =>
        response.ok ? response.json() : undefined,
      )
      .catch(() => undefined),
  );
  return request;
}
