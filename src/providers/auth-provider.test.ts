/** @vitest-environment jsdom */
import { afterEach, expect, test } from 'vitest';
import { authProvider } from './auth-provider';

afterEach(() => localStorage.clear());

test("Refine's check: a refresh token alone is not authenticated and goes to /login", async () => {
  localStorage.setItem('refreshToken', 'refresh-1');
  expect(await authProvider.check()).toEqual({
    authenticated: false,
    redirectTo: '/login',
    logout: true,
  });
});

test("Refine's check: a stored access token is authenticated", async () => {
  localStorage.setItem('accessToken', 'access-1');
  expect(await authProvider.check()).toEqual({ authenticated: true });
});
