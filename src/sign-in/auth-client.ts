import { env } from '../config/env';
import { errorFromResponse } from '../http/api-http-error';
import { platformHeader } from '../http/platform-header';
import { pageNavigation } from '../session/page-navigation';

const MAINTENANCE_PATH = '/503';

/**
 * The sign-in pages' calls: plain `fetch` with the console's base URL and
 * `platform` header, errors read as the console reads them.
 * Not the console's axios client: these calls need none of its refresh and
 * retry machinery, and the sign-in entry must stay small.
 */
export async function authRequest<T>(
  method: 'GET' | 'POST',
  path: string,
  { body, accessToken }: { body?: unknown; accessToken?: string } = {},
): Promise<T> {
  const headers: Record<string, string> = { ...platformHeader };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (accessToken) headers.authorization = `Bearer ${accessToken}`;
  let response: Response;
  try {
    // Absolute, as fetch needs outside a browser page (tests).
    response = await fetch(
      new URL(`${env.apiBaseUrl}${path}`, window.location.href),
      {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      },
    );
  } catch {
    throw errorFromResponse(0, undefined);
  }
  const payload: unknown = await response.json().catch(() => undefined);
  // Maintenance: the console's maintenance page shows when it ends.
  if (response.status === 503) pageNavigation.replace(MAINTENANCE_PATH);
  if (!response.ok) throw errorFromResponse(response.status, payload);
  return payload as T;
}
