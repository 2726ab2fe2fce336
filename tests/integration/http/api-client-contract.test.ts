/**
 * What every call the console makes carries: the platform
 * header, the stored access token as Bearer, the refresh call's own Bearer
 * and the logout call.
 */
import { http, HttpResponse } from 'msw';
import { beforeEach, expect, onTestFinished, test, vi } from 'vitest';
import {
  apiDelete,
  apiDownload,
  apiGet,
  apiPatch,
  apiPost,
  apiPut,
  apiUpload,
} from '../../../src/http/api-client';
import {
  getAccessToken,
  getRefreshToken,
  getUserData,
  setTokens,
  setUserData,
} from '../../../src/state/token-storage';
import { performLogout } from '../../../src/session/perform-logout';
import { buildUser } from '../../factories/build-user';
import { API, TOKENS } from '../../msw/handlers';
import { server } from '../../msw/server';
import { resetSessionState } from '../support/render-with-refine';

interface Seen {
  method: string;
  path: string;
  headers: Headers;
  body: string;
}

/** Every request that leaves the console, with its headers and body. */
function watchRequests(): Seen[] {
  const seen: Seen[] = [];
  const listener = ({ request }: { request: Request }) => {
    void request
      .clone()
      .text()
      .then((body) =>
        seen.push({
          method: request.method,
          path: new URL(request.url).pathname,
          headers: request.headers,
          body,
        }),
      );
  };
  server.events.on('request:start', listener);
  onTestFinished(() => server.events.removeListener('request:start', listener));
  return seen;
}

beforeEach(() => {
  setTokens({ accessToken: TOKENS.access, refreshToken: TOKENS.refresh });
  setUserData(buildUser());
  resetSessionState();
  server.use(
    http.all(`${API}/admin/things*`, () => HttpResponse.json({ data: {} })),
  );
});

test('every helper sends platform: admin_frontend and the stored access token as Bearer', async () => {
  const seen = watchRequests();
  await apiGet('/admin/things', { page: 1 });
  await apiPost('/admin/things', { name: 'a' });
  await apiPatch('/admin/things/1', { name: 'b' });
  await apiPut('/admin/things/1', { name: 'c' });
  await apiDelete('/admin/things/1');
  await apiUpload('/admin/things/import', new Blob(['a,b\n']));
  await apiDownload('/admin/things/export');
  await vi.waitFor(() => expect(seen).toHaveLength(7));

  expect(seen.map((s) => s.method).sort()).toEqual(
    ['DELETE', 'GET', 'GET', 'PATCH', 'POST', 'POST', 'PUT'].sort(),
  );
  for (const request of seen) {
    expect(request.headers.get('platform'), request.method).toBe(
      'admin_frontend',
    );
    expect(request.headers.get('authorization'), request.method).toBe(
      `Bearer ${TOKENS.access}`,
    );
  }
  // JSON bodies say so; the upload is multipart with its boundary.
  const jsonBodies = seen.filter((s) => ['PATCH', 'PUT'].includes(s.method));
  for (const request of jsonBodies)
    expect(request.headers.get('content-type')).toMatch(/^application\/json/);
  const upload = seen.find((s) => s.path.endsWith('/import'));
  expect(upload?.headers.get('content-type')).toMatch(
    /^multipart\/form-data; boundary=/,
  );
});

test('without a stored token no Bearer is sent, and platform still is', async () => {
  localStorage.clear();
  const seen = watchRequests();
  await apiGet('/enums');
  await vi.waitFor(() => expect(seen).toHaveLength(1));
  expect(seen[0]?.headers.get('platform')).toBe('admin_frontend');
  expect(seen[0]?.headers.get('authorization')).toBeNull();
});

test('the refresh call sends an empty body with the refresh token as Bearer, and platform', async () => {
  server.use(
    http.get(`${API}/admin/things`, ({ request }) =>
      request.headers.get('authorization') === `Bearer ${TOKENS.nextAccess}`
        ? HttpResponse.json({ data: {} })
        : HttpResponse.json({ statusCode: 401 }, { status: 401 }),
    ),
  );
  const seen = watchRequests();
  await apiGet('/admin/things');
  await vi.waitFor(() =>
    expect(seen.some((s) => s.path === `${API}/auth/refresh`)).toBe(true),
  );
  const refresh = seen.find((s) => s.path === `${API}/auth/refresh`);
  expect(refresh?.method).toBe('POST');
  expect(refresh?.headers.get('authorization')).toBe(
    `Bearer ${TOKENS.refresh}`,
  );
  expect(refresh?.headers.get('platform')).toBe('admin_frontend');
  expect(refresh?.body).toBe('');
  expect(getAccessToken()).toBe(TOKENS.nextAccess);
  expect(getRefreshToken()).toBe(TOKENS.nextRefresh);
});

test('logout calls POST /auth/logout with the access token, then clears the session', async () => {
  const seen = watchRequests();
  await performLogout();
  await vi.waitFor(() => expect(seen).toHaveLength(1));
  expect(seen[0]).toMatchObject({ method: 'POST', path: `${API}/auth/logout` });
  expect(seen[0]?.headers.get('authorization')).toBe(`Bearer ${TOKENS.access}`);
  expect(seen[0]?.headers.get('platform')).toBe('admin_frontend');
  expect(getAccessToken()).toBeNull();
  expect(getRefreshToken()).toBeNull();
  expect(getUserData()).toBeNull();
});

test('logout with no token stored makes no call', async () => {
  localStorage.removeItem('accessToken');
  const seen = watchRequests();
  await performLogout();
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(seen).toHaveLength(0);
  expect(getRefreshToken()).toBeNull();
});

test('a failed logout call still ends the session here', async () => {
  server.use(
    http.post(`${API}/auth/logout`, () =>
      HttpResponse.json({ statusCode: 500 }, { status: 500 }),
    ),
  );
  await performLogout();
  expect(getAccessToken()).toBeNull();
  expect(getUserData()).toBeNull();
});
