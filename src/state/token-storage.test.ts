/** @vitest-environment jsdom */
import { afterEach, expect, test } from 'vitest';
import { hasStoredSession, setTokens } from './token-storage';

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
