import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect, onTestFinished, test } from 'vitest';
import {
  getAccessToken,
  getUserData,
  setUserData,
} from '../../../src/state/token-storage';
import { buildEnums } from '../../factories/build-enums';
import { buildUser } from '../../factories/build-user';
import { API, DEFAULT_LIST_ROWS, TOKENS } from '../../msw/handlers';
import { server } from '../../msw/server';
import { renderWithRefine } from '../support/render-with-refine';

function currentUrl(): string {
  return screen.getByRole('status', { name: 'current url' }).textContent ?? '';
}

test('a signed-in user sees the guarded list', async () => {
  renderWithRefine({ url: '/admin/banks', user: buildUser() });
  expect(
    await screen.findByText(DEFAULT_LIST_ROWS[0]?.name ?? ''),
  ).toBeInTheDocument();
});

test('a visitor on a deep link goes to /login with the path and query as returnUrl', async () => {
  renderWithRefine({ url: '/admin/banks?status=NEW&page=3' });
  expect(
    await screen.findByRole('heading', { name: 'Sign in' }),
  ).toBeInTheDocument();
  expect(currentUrl()).toBe(
    `/login?returnUrl=${encodeURIComponent('/admin/banks?status=NEW&page=3')}`,
  );
});

test('a visitor on / goes to plain /login', async () => {
  renderWithRefine({ url: '/' });
  expect(
    await screen.findByRole('heading', { name: 'Sign in' }),
  ).toBeInTheDocument();
  expect(currentUrl()).toBe('/login');
});

test('a refresh token with no access token is not a session: the guard sends the visitor to /login', async () => {
  localStorage.setItem('refreshToken', TOKENS.refresh);
  setUserData(buildUser());
  renderWithRefine({ url: '/admin/banks' });
  expect(
    await screen.findByRole('heading', { name: 'Sign in' }),
  ).toBeInTheDocument();
  expect(currentUrl()).toBe(
    `/login?returnUrl=${encodeURIComponent('/admin/banks')}`,
  );
});

test('a refresh answering 401 logs out to /login with the returnUrl, once', async () => {
  let refreshCalls = 0;
  server.use(
    http.post(`${API}/auth/refresh`, () => {
      refreshCalls += 1;
      return HttpResponse.json({ message: 'revoked' }, { status: 401 });
    }),
    http.get(`${API}/admin/:resource`, () =>
      HttpResponse.json({ message: 'expired' }, { status: 401 }),
    ),
  );
  renderWithRefine({ url: '/admin/banks?page=2', user: buildUser() });

  expect(
    await screen.findByRole('heading', { name: 'Sign in' }),
  ).toBeInTheDocument();
  expect(currentUrl()).toBe(
    `/login?returnUrl=${encodeURIComponent('/admin/banks?page=2')}`,
  );
  expect(await screen.findByText(/session has expired/i)).toBeInTheDocument();
  expect(screen.getAllByText(/session has expired/i)).toHaveLength(1);
  expect(refreshCalls).toBe(1);
  expect(getAccessToken()).toBeNull();
  expect(getUserData()).toBeNull();
});

test('an expired access token is refreshed and the page loads without the user noticing', async () => {
  server.use(
    http.get(`${API}/admin/:resource`, ({ request }) =>
      request.headers.get('Authorization') === `Bearer ${TOKENS.nextAccess}`
        ? HttpResponse.json({
            data: [{ id: 9, name: 'RHB' }],
            meta: { total: 1 },
          })
        : HttpResponse.json({ message: 'expired' }, { status: 401 }),
    ),
  );
  renderWithRefine({ url: '/admin/banks', user: buildUser() });
  expect(await screen.findByText('RHB')).toBeInTheDocument();
  expect(currentUrl()).toBe('/admin/banks');
});

test('20 simultaneous 429s show one toast', async () => {
  server.use(
    http.get(`${API}/admin/:resource`, () =>
      HttpResponse.json(
        { statusCode: 429, message: 'Too many requests' },
        { status: 429, headers: { 'Retry-After': '30' } },
      ),
    ),
  );
  renderWithRefine({
    url: '/',
    user: buildUser(),
  });
  await screen.findByRole('heading', { name: 'Home' });
  const { apiGet } = await import('../../../src/http/api-client');
  await Promise.allSettled(
    Array.from({ length: 20 }, () => apiGet('/admin/banks')),
  );

  expect(
    await screen.findByText('Too Many Requests. Try again later!'),
  ).toBeInTheDocument();
  expect(
    screen.getAllByText('Too Many Requests. Try again later!'),
  ).toHaveLength(1);
});

test('a 503 with an ETA shows maintenance with the ETA, then returns to the page once the API answers', async () => {
  const eta = new Date(Date.now() + 1500).toISOString();
  let isDown = true;
  server.use(
    http.get(`${API}/enums`, ({ request }) =>
      isDown && request.url.endsWith('/enums')
        ? HttpResponse.json(
            { statusCode: 503, message: 'Maintenance', etaTime: eta },
            { status: 503 },
          )
        : HttpResponse.json({
            data: { settlement: { resolvedStatus: { PENDING: 'PENDING' } } },
          }),
    ),
  );
  renderWithRefine({ url: '/admin/banks?page=1', user: buildUser() });

  expect(
    await screen.findByRole('heading', { name: 'Under maintenance' }),
  ).toBeInTheDocument();
  expect(screen.getByText(`Back at ${eta}`)).toBeInTheDocument();
  expect(currentUrl()).toBe('/503');

  isDown = false;
  expect(
    await screen.findByText(
      DEFAULT_LIST_ROWS[0]?.name ?? '',
      {},
      { timeout: 4000 },
    ),
  ).toBeInTheDocument();
  expect(currentUrl()).toBe('/admin/banks?page=1');
});

test('a network error shows the offline page; the online event recovers to the same route', async () => {
  let isDown = true;
  server.use(
    http.get(`${API}/admin/:resource`, () =>
      isDown
        ? HttpResponse.error()
        : HttpResponse.json({
            data: [{ id: 3, name: 'Public Bank' }],
            meta: { total: 1 },
          }),
    ),
    http.get(`${API}/enums`, () =>
      isDown
        ? HttpResponse.error()
        : HttpResponse.json({
            data: { settlement: { resolvedStatus: { PENDING: 'PENDING' } } },
          }),
    ),
  );
  renderWithRefine({ url: '/admin/banks', user: buildUser() });

  expect(
    await screen.findByRole('heading', { name: 'You are offline' }),
  ).toBeInTheDocument();
  expect(currentUrl()).toBe('/_offline');

  isDown = false;
  window.dispatchEvent(new Event('online'));

  expect(await screen.findByText('Public Bank')).toBeInTheDocument();
  expect(currentUrl()).toBe('/admin/banks');
});

test('a logout in another tab reaches this one: it lands on /login', async () => {
  renderWithRefine({ url: '/admin/banks', user: buildUser() });
  await screen.findByText(DEFAULT_LIST_ROWS[0]?.name ?? '');

  // What another tab's logout looks like here: the shared keys vanish, a storage event fires.
  localStorage.clear();
  window.dispatchEvent(
    new StorageEvent('storage', {
      key: 'refreshToken',
      oldValue: TOKENS.refresh,
      newValue: null,
    }),
  );

  expect(
    await screen.findByRole('heading', { name: 'Sign in' }),
  ).toBeInTheDocument();
  await waitFor(() => expect(currentUrl()).toMatch(/^\/login/));
});

/** The paths of the requests the console sends from now on, in order. */
function watchPaths(): string[] {
  const paths: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    paths.push(new URL(request.url).pathname);
  };
  server.events.on('request:start', listener);
  onTestFinished(() => server.events.removeListener('request:start', listener));
  return paths;
}

test('with a token, the profile is asked for only after the enums have arrived, and then sets up the user', async () => {
  let releaseEnums = () => {};
  const enumsHeld = new Promise<void>((resolve) => {
    releaseEnums = resolve;
  });
  const paths = watchPaths();
  server.use(
    http.get(`${API}/enums`, async () => {
      await enumsHeld;
      return HttpResponse.json({ data: buildEnums() });
    }),
  );
  renderWithRefine({ url: '/admin/banks', user: buildUser() });
  // After the render, which answers the profile with the stored user: this
  // profile carries the finance role, so its arrival shows in storage.
  server.use(
    http.get(`${API}/admin/users/profile`, () =>
      HttpResponse.json({ data: buildUser({ roles: ['FINANCE'] }) }),
    ),
  );

  await waitFor(() => expect(paths).toContain(`${API}/enums`));
  // Long enough for an eager profile call to have gone out.
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(paths).not.toContain(`${API}/admin/users/profile`);

  releaseEnums();

  await waitFor(() =>
    expect(localStorage.getItem('hasFinanceRole')).toBe('true'),
  );
  expect(paths.indexOf(`${API}/admin/users/profile`)).toBeGreaterThan(
    paths.indexOf(`${API}/enums`),
  );
});

test('without a token the enums load but the profile is never asked for', async () => {
  const paths = watchPaths();
  renderWithRefine({ url: '/login' });
  await waitFor(() => expect(paths).toContain(`${API}/enums`));
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(paths).not.toContain(`${API}/admin/users/profile`);
});
