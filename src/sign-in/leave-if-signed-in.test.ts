/** @vitest-environment jsdom */
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { setTokens, setUserData } from '../state/token-storage';
import { pageNavigation } from '../session/page-navigation';
import { leaveIfSignedIn } from './leave-if-signed-in';

const user = { id: 1, name: 'Aisyah', userType: 'ADMIN', userRoles: [] };
const originalReplace = pageNavigation.replace;
const leftFor = vi.fn<(path: string) => void>();

beforeEach(() => {
  leftFor.mockReset();
  pageNavigation.replace = leftFor;
});
afterEach(() => {
  pageNavigation.replace = originalReplace;
  localStorage.clear();
});

test('a signed-in user on a guest-only page goes to /, not to the returnUrl', () => {
  setTokens({ accessToken: 'access-1', refreshToken: 'refresh-1' });
  setUserData(user);
  window.history.replaceState(null, '', '/login?returnUrl=%2Fadmin%2Forders');
  expect(leaveIfSignedIn()).toBe(true);
  expect(leftFor).toHaveBeenCalledExactlyOnceWith('/');
});

test('stored user data with only a refresh token is no session: the page stays, so / cannot bounce back here', () => {
  localStorage.setItem('refreshToken', 'refresh-1');
  setUserData(user);
  expect(leaveIfSignedIn()).toBe(false);
  expect(leftFor).not.toHaveBeenCalled();
});

test('a token without user data stays to sign in', () => {
  setTokens({ accessToken: 'access-1', refreshToken: 'refresh-1' });
  expect(leaveIfSignedIn()).toBe(false);
});
