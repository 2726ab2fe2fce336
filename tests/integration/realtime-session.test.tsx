import { StrictMode } from 'react';
import { act, render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { setTokens, setUserData } from '../../src/state/token-storage';
import { RealtimeSession } from '../../src/realtime/realtime-session';
import { loadProfile } from '../../src/session/load-profile';
import { appStore } from '../../src/state/app-store';
import { buildUser } from '../factories/build-user';
import { productServices } from '../fixtures/product-console';
import { FakeSocket } from '../fakes/fake-web-socket';
import { API, TOKENS } from '../msw/handlers';
import { server } from '../msw/server';

const { publishChange } = productServices.liveProvider;

beforeEach(() => {
  FakeSocket.created = [];
  vi.stubGlobal('WebSocket', FakeSocket);
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  appStore.getState().resetAll();
});

const openSockets = () =>
  FakeSocket.created.filter(
    ({ socket }) => socket.readyState !== FakeSocket.CLOSED,
  );

test('under StrictMode a session has exactly one live socket, and signing out closes it', async () => {
  const user = buildUser();
  setTokens({ accessToken: TOKENS.access, refreshToken: TOKENS.refresh });
  setUserData(user);
  appStore.getState().setSession({ user, hasToken: true });

  render(
    <StrictMode>
      <QueryClientProvider client={new QueryClient()}>
        <RealtimeSession publishChange={publishChange} />
      </QueryClientProvider>
    </StrictMode>,
  );
  await vi.waitFor(() => expect(openSockets()).toHaveLength(1));

  act(() => appStore.getState().setSession({ user: null, hasToken: false }));
  expect(openSockets()).toHaveLength(0);
});

async function openSocketAfterProfileLoad(ageMs: number) {
  const user = buildUser();
  setTokens({ accessToken: TOKENS.access, refreshToken: TOKENS.refresh });
  setUserData(user);
  let profileCalls = 0;
  server.use(
    http.get(`${API}/admin/users/profile`, () => {
      profileCalls += 1;
      return HttpResponse.json({ data: user });
    }),
  );
  const now = Date.now();
  const clock = vi.spyOn(Date, 'now').mockReturnValue(now);
  // The session's own profile load, before the socket opens.
  await loadProfile();
  expect(profileCalls).toBe(1);
  clock.mockReturnValue(now + ageMs);

  render(
    <QueryClientProvider client={new QueryClient()}>
      <RealtimeSession publishChange={publishChange} />
    </QueryClientProvider>,
  );
  await vi.waitFor(() => expect(openSockets()).toHaveLength(1));
  const socket = openSockets()[0]?.socket;
  act(() => socket?.accept());
  await vi.waitFor(() =>
    expect(socket?.events('authenticate')).toHaveLength(1),
  );
  clock.mockRestore();
  return profileCalls;
}

test('an open fetches the profile before authenticating when the last answer is older than 3 s', async () => {
  expect(await openSocketAfterProfileLoad(3_500)).toBe(2);
});

test('an open right after the page loaded the profile takes that answer instead of asking again', async () => {
  expect(await openSocketAfterProfileLoad(500)).toBe(1);
});

test('a dropped socket is logged to the console, not shown to the user', async () => {
  const warnings: unknown[][] = [];
  vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
    warnings.push(args);
  });
  const user = buildUser();
  setTokens({ accessToken: TOKENS.access, refreshToken: TOKENS.refresh });
  setUserData(user);
  appStore.getState().setSession({ user, hasToken: true });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RealtimeSession publishChange={publishChange} />
    </QueryClientProvider>,
  );
  await vi.waitFor(() => expect(openSockets()).toHaveLength(1));
  const socket = openSockets()[0]?.socket;
  act(() => socket?.accept());
  await vi.waitFor(() =>
    expect(socket?.events('authenticate')).toHaveLength(1),
  );
  act(() => socket?.close(1006, 'abnormal'));
  expect(warnings).toEqual([
    [
      '[realtime] Realtime socket closed; reconnecting',
      { code: 1006, reason: 'abnormal' },
    ],
  ]);
});
