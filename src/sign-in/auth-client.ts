import { errorFromResponse } from '../http/api-http-error';
import { fetchApi } from '../http/fetch-api';
import { pageNavigation } from '../session/page-navigation';

const MAINTENANCE_PATH = '/503';

/**
 * The sign-in pages' calls: plain `fetch` (fetchApi), errors read as the
 * console reads them.
 * Not the console's axios client: these calls need none of its refresh and
 * retry machinery, and the sign-in entry must stay small.
 */
export async function authRequest<T>(
  method: 'GET' | 'POST',
  path: string,
  { body, accessToken }: { body?: unknown; accessToken?: string } = {},
): Promise<T> {
  let response: Response;
  try {
    response = await fetchApi(method, path, { body, accessToken });
  } catch {
    throw errorFromResponse(0, undefined);
  }
  const payload: unknown = await response.json().catch(() => undefined);
  // Maintenance: the console's maintenance page shows when it ends.
  if (response.status === 503) pageNavigation.replace(MAINTENANCE_PATH);
  if (!response.ok) throw errorFromResponse(response.status, payload);
  return payload as T;
}
