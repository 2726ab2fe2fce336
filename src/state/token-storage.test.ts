/** @vitest-environment jsdom */
import { afterEach, expect, test } from 'vitest';
import {
  getUserData,
  hasStoredSession,
  setTokens,
  setUserData,
} from './token-storage';

afterEach(() => localStorage.clear());

test('an access token is a session', () => {
  setTokens({ accessToken: 'access-1', refreshToken: 'refresh-1' });
  expect(hasStoredSession()).toBe(true);
});

test('with no stored access token the user is not logged in, even with a refresh token', () => {
  localStorage.setItem('refreshToken', 'refresh-1');
  expect(hasStoredSession()).toBe(false);
});

test('nothing stored is no session', () => {
  expect(hasStoredSession()).toBe(false);
});

test('the profile is written under the userData key as JSON and read back from it', () => {
  const user = {
    id: 7,
    name: 'Aisyah Rahman',
    userType: 'STAFF',
    userRoles: [{ role: { name: 'FINANCE' } }],
  };
  setUserData(user);
  expect(JSON.parse(localStorage.getItem('userData') ?? 'null')).toEqual(user);

  // What another tab (or an earlier visit) left under the key is what is read.
  localStorage.setItem(
    'userData',
    JSON.stringify({ ...user, name: 'Nurul Huda' }),
  );
  expect(getUserData()).toEqual({ ...user, name: 'Nurul Huda' });

  setUserData(null);
  expect(localStorage.getItem('userData')).toBeNull();
});
