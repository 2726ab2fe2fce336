import { env } from '../config/env';
import { platformHeader } from './platform-header';

/**
 * A call to the API with plain `fetch`, for the code that runs before or
 * without the console's axios client (the sign-in pages, the head-start
 * script): the console's base URL and `platform` header, JSON, and the
 * access token as Bearer when given. Rejects only when no answer came.
 */
export function fetchApi(
  method: 'GET' | 'POST',
  path: string,
  { body, accessToken }: { body?: unknown; accessToken?: string } = {},
): Promise<Response> {
  const headers: Record<string, string> = {
    ...platformHeader,
    accept: 'application/json',
  };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (accessToken) headers.authorization = `Bearer ${accessToken}`;
  // Absolute, as fetch needs outside a browser page (tests).
  return fetch(new URL(`${env.apiBaseUrl}${path}`, window.location.href), {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}
