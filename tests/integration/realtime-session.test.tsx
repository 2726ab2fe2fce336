import { StrictMode } from 'react';
import { act, render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { setTokens, setUserData } from '../../src/http/token-storage';
import { RealtimeSession } from '../../src/realtime/realtime-session';
import { appStore } from '../../src/state/app-store';
import { buildUser } from '../factories/build-user';
import { FakeSocket } from '../fakes/fake-web-socket';
import { TOKENS } from '../msw/handlers';

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

test('under StrictMode a session has exactly one live socket (W7), and signing out closes it (W8)', async () => {
  const user = buildUser();
  setTokens({ accessToken: TOKENS.access, refreshToken: TOKENS.refresh });
  setUserData(user);
  appStore.getState().setSession({ user, hasToken: true });

  render(
    <StrictMode>
      <QueryClientProvider client={new QueryClient()}>
        <RealtimeSession />
      </QueryClientProvider>
    </StrictMode>,
  );
  await vi.waitFor(() => expect(openSockets()).toHaveLength(1));

  act(() => appStore.getState().setSession({ user: null, hasToken: false }));
  expect(openSockets()).toHaveLength(0);
});
