import { http, HttpResponse } from 'msw';
import { beforeEach, expect, test } from 'vitest';
import { apiGet } from '../../../src/http/api-client';
import { refreshFailureCount } from '../../../src/http/refresh-token';
import {
  getAccessToken,
  getRefreshToken,
  setTokens,
  setUserData,
} from '../../../src/state/token-storage';
import { appStore } from '../../../src/state/app-store';
import { buildUser } from '../../factories/build-user';
import { API, TOKENS } from '../../msw/handlers';
import { server } from '../../msw/server';
import { resetSessionState } from '../support/render-with-refine';

function signIn(
  accessToken: string = TOKENS.access,
  refreshToken: string = TOKENS.refresh,
) {
  setTokens({ accessToken, refreshToken });
  setUserData(buildUser());
  resetSessionState();
}

/** `/admin/things` answers 200 only to `validToken`, and counts refresh calls. */
function expireToken(validToken: string = TOKENS.nextAccess) {
  const calls = { refresh: 0, things: 0, withValidToken: 0 };
  server.use(
    http.post(`${API}/auth/refresh`, () => {
      calls.refresh += 1;
      return HttpResponse.json({
        data: {
          access_token: TOKENS.nextAccess,
          refresh_token: TOKENS.nextRefresh,
        },
      });
    }),
    http.get(`${API}/admin/things`, ({ request }) => {
      calls.things += 1;
      if (request.headers.get('Authorization') !== `Bearer ${validToken}`) {
        return HttpResponse.json(
          { statusCode: 401, message: 'Token expired' },
          { status: 401 },
        );
      }
      calls.withValidToken += 1;
      return HttpResponse.json({ data: [{ id: 1 }], meta: { total: 1 } });
    }),
  );
  return calls;
}

beforeEach(() => {
  signIn();
});

test('50 concurrent requests with an expired token make one refresh and all succeed', async () => {
  const calls = expireToken();

  const results = await Promise.all(
    Array.from({ length: 50 }, () =>
      apiGet<{ meta: { total: number } }>('/admin/things'),
    ),
  );

  expect(results).toHaveLength(50);
  expect(results.every((r) => r.meta.total === 1)).toBe(true);
  expect(calls.refresh).toBe(1);
  expect(calls.withValidToken).toBe(50);
  expect(getAccessToken()).toBe(TOKENS.nextAccess);
  expect(getRefreshToken()).toBe(TOKENS.nextRefresh);
  expect(appStore.getState().common.isLogout).toBe(false);
});

test('a request issued while the refresh is in flight waits and never sends the old token', async () => {
  const sentTokens: (string | null)[] = [];
  let releaseRefresh: () => void = () => undefined;
  const refreshGate = new Promise<void>((resolve) => {
    releaseRefresh = resolve;
  });
  let refreshCalls = 0;
  server.use(
    http.post(`${API}/auth/refresh`, async () => {
      refreshCalls += 1;
      await refreshGate;
      return HttpResponse.json({
        data: {
          access_token: TOKENS.nextAccess,
          refresh_token: TOKENS.nextRefresh,
        },
      });
    }),
    http.get(`${API}/admin/things`, ({ request }) => {
      const auth = request.headers.get('Authorization');
      sentTokens.push(auth);
      return auth === `Bearer ${TOKENS.nextAccess}`
        ? HttpResponse.json({ data: [], meta: { total: 0 } })
        : HttpResponse.json({ message: 'expired' }, { status: 401 });
    }),
  );

  const first = apiGet('/admin/things');
  await expect.poll(() => refreshCalls).toBe(1);
  const second = apiGet('/admin/things');
  releaseRefresh();
  await Promise.all([first, second]);

  expect(refreshCalls).toBe(1);
  // The old token went out once (the request that found the expiry), never again.
  expect(
    sentTokens.filter((t) => t === `Bearer ${TOKENS.access}`),
  ).toHaveLength(1);
});

test('a late 401 after the refresh finished is replayed with the current token, no second refresh', async () => {
  const calls = expireToken();
  await apiGet('/admin/things');
  expect(calls.refresh).toBe(1);

  // A request that left with the old token answers only now.
  server.use(
    http.get(`${API}/admin/late`, ({ request }) =>
      request.headers.get('Authorization') === `Bearer ${TOKENS.nextAccess}`
        ? HttpResponse.json({ data: { ok: true } })
        : HttpResponse.json({ message: 'expired' }, { status: 401 }),
    ),
  );
  const late = await apiGet<{ data: { ok: boolean } }>(
    '/admin/late',
    undefined,
    {
      headers: { Authorization: `Bearer ${TOKENS.access}` },
    },
  );

  expect(late.data.ok).toBe(true);
  expect(calls.refresh).toBe(1);
});

test('a refresh answering 401 clears the tokens, rejects the queue and asks for one logout', async () => {
  let refreshCalls = 0;
  server.use(
    http.post(`${API}/auth/refresh`, () => {
      refreshCalls += 1;
      return HttpResponse.json(
        { message: 'Refresh token reused' },
        { status: 401 },
      );
    }),
    http.get(`${API}/admin/things`, () =>
      HttpResponse.json({ message: 'expired' }, { status: 401 }),
    ),
  );

  const results = await Promise.allSettled(
    Array.from({ length: 10 }, () => apiGet('/admin/things')),
  );

  expect(results.every((r) => r.status === 'rejected')).toBe(true);
  expect(refreshCalls).toBe(1);
  expect(getAccessToken()).toBeNull();
  expect(getRefreshToken()).toBeNull();
  expect(appStore.getState().common).toMatchObject({
    isLogout: true,
    logoutReason: 'expired',
  });
});

test('a replay that keeps getting 401 logs out once the counter passes 3, with at most 4 refreshes', async () => {
  let refreshCalls = 0;
  server.use(
    http.post(`${API}/auth/refresh`, () => {
      refreshCalls += 1;
      return HttpResponse.json({
        data: {
          access_token: `access-${refreshCalls + 1}`,
          refresh_token: `r-${refreshCalls + 1}`,
        },
      });
    }),
    http.get(`${API}/admin/things`, () =>
      HttpResponse.json({ message: 'no access' }, { status: 401 }),
    ),
  );

  for (let i = 0; i < 6; i += 1) {
    await expect(apiGet('/admin/things')).rejects.toThrow();
  }

  expect(refreshCalls).toBe(4);
  expect(refreshFailureCount()).toBeGreaterThan(3);
  expect(appStore.getState().common.isLogout).toBe(true);
  expect(getRefreshToken()).toBeNull();
});

test('a successful replay resets the failure counter', async () => {
  let isBroken = true;
  server.use(
    http.get(`${API}/admin/things`, ({ request }) =>
      !isBroken &&
      request.headers.get('Authorization') === `Bearer ${TOKENS.nextAccess}`
        ? HttpResponse.json({ data: [], meta: { total: 0 } })
        : HttpResponse.json({ message: 'no' }, { status: 401 }),
    ),
    http.post(`${API}/auth/refresh`, () =>
      HttpResponse.json({
        data: {
          access_token: TOKENS.nextAccess,
          refresh_token: TOKENS.nextRefresh,
        },
      }),
    ),
  );
  await expect(apiGet('/admin/things')).rejects.toThrow();
  setTokens({ accessToken: TOKENS.access, refreshToken: TOKENS.refresh });
  await expect(apiGet('/admin/things')).rejects.toThrow();
  expect(refreshFailureCount()).toBe(2);

  isBroken = false;
  setTokens({ accessToken: TOKENS.access, refreshToken: TOKENS.refresh });
  await apiGet('/admin/things');

  expect(refreshFailureCount()).toBe(0);
  expect(appStore.getState().common.isLogout).toBe(false);
});

test('a 401 with no refresh token logs out at once with no refresh call', async () => {
  setTokens({ accessToken: TOKENS.access, refreshToken: '' });
  localStorage.removeItem('refreshToken');
  resetSessionState();
  const calls = expireToken();

  await expect(apiGet('/admin/things')).rejects.toThrow();

  expect(calls.refresh).toBe(0);
  expect(appStore.getState().common.isLogout).toBe(true);
});

test('a refresh failing with a network error keeps the tokens, goes offline and resumes on recovery', async () => {
  let isNetworkDown = true;
  server.use(
    http.post(`${API}/auth/refresh`, () =>
      isNetworkDown
        ? HttpResponse.error()
        : HttpResponse.json({
            data: {
              access_token: TOKENS.nextAccess,
              refresh_token: TOKENS.nextRefresh,
            },
          }),
    ),
    http.get(`${API}/admin/things`, ({ request }) =>
      request.headers.get('Authorization') === `Bearer ${TOKENS.nextAccess}`
        ? HttpResponse.json({ data: [], meta: { total: 7 } })
        : HttpResponse.json({ message: 'expired' }, { status: 401 }),
    ),
  );

  const pending = apiGet<{ meta: { total: number } }>('/admin/things');
  await expect
    .poll(() => appStore.getState().common.isOffline)
    .toBeGreaterThan(0);
  expect(getRefreshToken()).toBe(TOKENS.refresh);
  expect(appStore.getState().common.isLogout).toBe(false);

  isNetworkDown = false;
  appStore.getState().resetOffline();

  await expect(pending).resolves.toMatchObject({ meta: { total: 7 } });
  expect(appStore.getState().common.isLogout).toBe(false);
});

test('a refresh whose answer was lost is sent again with the same Idempotency-Key; the next rotation has its own', async () => {
  let isNetworkDown = true;
  const keys: (string | null)[] = [];
  let issued = 0;
  server.use(
    http.post(`${API}/auth/refresh`, ({ request }) => {
      keys.push(request.headers.get('Idempotency-Key'));
      if (isNetworkDown) return HttpResponse.error();
      issued += 1;
      return HttpResponse.json({
        data: {
          access_token: `access-${String(issued)}`,
          refresh_token: `refresh-${String(issued)}`,
        },
      });
    }),
    http.get(`${API}/admin/things`, ({ request }) =>
      request.headers.get('Authorization') === `Bearer access-${String(issued)}`
        ? HttpResponse.json({ data: [], meta: { total: 1 } })
        : HttpResponse.json({ message: 'expired' }, { status: 401 }),
    ),
  );

  const pending = apiGet('/admin/things');
  await expect
    .poll(() => appStore.getState().common.isOffline)
    .toBeGreaterThan(0);
  isNetworkDown = false;
  appStore.getState().resetOffline();
  await pending;
  // The access token expires again: a new rotation.
  issued += 1;
  await apiGet('/admin/things');

  expect(keys).toHaveLength(3);
  const [lost, retried, next] = keys;
  expect(lost).toMatch(/^[0-9a-f]{32}$/);
  expect(retried).toBe(lost);
  expect(next).toMatch(/^[0-9a-f]{32}$/);
  expect(next).not.toBe(lost);
});

test('a refresh answering 503 enters maintenance with the ETA, not a logout', async () => {
  server.use(
    http.post(`${API}/auth/refresh`, () =>
      HttpResponse.json(
        {
          statusCode: 503,
          message: 'Maintenance',
          etaTime: '2030-01-01T10:00:00.000Z',
        },
        { status: 503 },
      ),
    ),
    http.get(`${API}/admin/things`, () =>
      HttpResponse.json({ message: 'expired' }, { status: 401 }),
    ),
  );

  void apiGet('/admin/things').catch(() => undefined);

  await expect
    .poll(() => appStore.getState().common.maintenanceModeEta)
    .toBe('2030-01-01T10:00:00.000Z');
  expect(appStore.getState().common.isLogout).toBe(false);
  expect(getRefreshToken()).toBe(TOKENS.refresh);
  expect(refreshFailureCount()).toBe(0);
});

test('another tab refreshed meanwhile: the stored tokens are used and no refresh is spent', async () => {
  let refreshCalls = 0;
  server.use(
    http.post(`${API}/auth/refresh`, () => {
      refreshCalls += 1;
      return HttpResponse.json({ message: 'reused' }, { status: 401 });
    }),
    http.get(`${API}/admin/things`, ({ request }) => {
      if (
        request.headers.get('Authorization') === `Bearer ${TOKENS.nextAccess}`
      ) {
        return HttpResponse.json({ data: [], meta: { total: 3 } });
      }
      // The other tab rotates the tokens while this request is on the wire.
      setTokens({
        accessToken: TOKENS.nextAccess,
        refreshToken: TOKENS.nextRefresh,
      });
      return HttpResponse.json({ message: 'expired' }, { status: 401 });
    }),
  );

  const result = await apiGet<{ meta: { total: number } }>('/admin/things');

  expect(result.meta.total).toBe(3);
  expect(refreshCalls).toBe(0);
  expect(appStore.getState().common.isLogout).toBe(false);
});

/**
 * The browser's lock manager as every tab of an origin shares it: one holder
 * per name, waiters granted in order, `query` listing what is held.
 */
function sharedLockManager() {
  const held = new Set<string>();
  const waiting = new Map<string, (() => void)[]>();
  const request = (name: string, task: () => Promise<unknown>) =>
    new Promise((resolve, reject) => {
      const run = () => {
        held.add(name);
        task()
          .then(resolve, reject)
          .finally(() => {
            held.delete(name);
            waiting.get(name)?.shift()?.();
          });
      };
      if (held.has(name))
        waiting.set(name, [...(waiting.get(name) ?? []), run]);
      else run();
    });
  const query = () =>
    Promise.resolve({
      held: [...held].map((name) => ({ name, mode: 'exclusive' })),
      pending: [],
    });
  return { request, query };
}

test('a refresh token another tab just spent is not spent again while this tab’s storage catches up', async () => {
  Object.defineProperty(navigator, 'locks', {
    value: sharedLockManager(),
    configurable: true,
  });
  try {
    const spent = new Set<string>();
    server.use(
      http.post(`${API}/auth/refresh`, ({ request }) => {
        const token = request.headers.get('Authorization') ?? '';
        // Rotation: a token presented twice ends the session.
        if (spent.has(token))
          return HttpResponse.json({ message: 'reused' }, { status: 401 });
        spent.add(token);
        return HttpResponse.json({
          data: {
            access_token: TOKENS.nextAccess,
            refresh_token: TOKENS.nextRefresh,
          },
        });
      }),
      http.get(`${API}/admin/things`, ({ request }) =>
        request.headers.get('Authorization') === `Bearer ${TOKENS.nextAccess}`
          ? HttpResponse.json({ data: [], meta: { total: 3 } })
          : HttpResponse.json({ message: 'expired' }, { status: 401 }),
      ),
    );
    // Tab A refreshes: it spends the first refresh token.
    await apiGet('/admin/things');
    expect(spent.size).toBe(1);

    // Tab B still reads the old tokens: the new ones reach its copy of
    // localStorage a moment after it takes the refresh lock.
    setTokens({ accessToken: TOKENS.access, refreshToken: TOKENS.refresh });
    setTimeout(
      () =>
        setTokens({
          accessToken: TOKENS.nextAccess,
          refreshToken: TOKENS.nextRefresh,
        }),
      100,
    );
    const result = await apiGet<{ meta: { total: number } }>('/admin/things');

    expect(result.meta.total).toBe(3);
    expect(spent.size).toBe(1);
    expect(appStore.getState().common.isLogout).toBe(false);
  } finally {
    Reflect.deleteProperty(navigator, 'locks');
  }
});
