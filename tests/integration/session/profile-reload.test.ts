import { http, HttpResponse } from 'msw';
import { afterEach, expect, test } from 'vitest';
import { loadProfile } from '../../../src/session/load-profile';
import { appStore } from '../../../src/state/app-store';
import { setTokens, setUserData } from '../../../src/state/token-storage';
import { buildUser } from '../../factories/build-user';
import { API, TOKENS } from '../../msw/handlers';
import { server } from '../../msw/server';

afterEach(() => {
  localStorage.clear();
  appStore.getState().resetAll();
});

function signedInAs(user: ReturnType<typeof buildUser>) {
  setTokens({ accessToken: TOKENS.access, refreshToken: TOKENS.refresh });
  setUserData(user);
  appStore.getState().setSession({ user, hasToken: true });
}

test('a profile equal to the one held leaves the session as it was, so nothing renders again', async () => {
  const user = buildUser();
  signedInAs(user);
  server.use(
    http.get(`${API}/admin/users/profile`, () =>
      HttpResponse.json({ data: structuredClone(user) }),
    ),
  );
  const before = appStore.getState();
  let changes = 0;
  const unsubscribe = appStore.subscribe(() => (changes += 1));
  await loadProfile();
  unsubscribe();
  expect(changes).toBe(0);
  expect(appStore.getState().session.user).toBe(before.session.user);
});

test('a changed profile replaces the user and its finance flags', async () => {
  const user = buildUser();
  signedInAs(user);
  const promoted = {
    ...user,
    name: 'Renamed',
    userRoles: [{ role: { name: 'FINANCE' } }],
  };
  server.use(
    http.get(`${API}/admin/users/profile`, () =>
      HttpResponse.json({ data: promoted }),
    ),
  );
  await loadProfile();
  expect(appStore.getState().session.user).toMatchObject({ name: 'Renamed' });
  expect(appStore.getState().authorization.hasFinanceRole).toBe(true);
});
