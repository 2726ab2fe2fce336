import { keepEarly } from '../http/early-answers';
import { fetchApi } from '../http/fetch-api';
import { tokenHasLapsed } from '../state/token-lapse';
import { getAccessToken, getUserData } from '../state/token-storage';
import { headStartOf } from './list-head-starts';

/**
 * Sends the list request noted for `page` (pathname and search) of the
 * stored session, if there is one, and keeps its answer for the console's
 * identical GET (early-answers.ts). The answer is the response's body, or
 * undefined on any failure (a token refused, a network error): that GET
 * then asks itself, and refreshes or reports as every call does. Returns
 * the request sent, if any: none with a token known to have lapsed.
 */
export function sendHeadStart(page: string): string | undefined {
  const token = getAccessToken();
  const user = getUserData();
  const request = token && user ? headStartOf(page, user.id) : undefined;
  if (!token || !request) return undefined;
  // A lapsed token's request can only be refused (a reload after a break),
  // and one that lapses within the second may lapse on its way: the
  // console's own GET then refreshes first and asks once, where sending it
  // made a 401 and a second request besides.
  if (tokenHasLapsed(token)) return undefined;
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
