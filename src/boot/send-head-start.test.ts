/** @vitest-environment jsdom */
import { afterEach, expect, test, vi } from 'vitest';
import { takeEarly } from '../http/early-answers';
import { setTokens, setUserData } from '../state/token-storage';
import { noteHeadStarts } from './list-head-starts';
import { sendHeadStart } from './send-head-start';

const orders = '/admin/orders?page=1&perPage=25&sort=-placedAt&facets=status';

/** A token as the API signs them: header, claims (base64url JSON), signature. */
const jwt = (claims: Record<string, unknown>) =>
  `eyJhbGciOiJIUzI1NiJ9.${btoa(JSON.stringify(claims)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}.c2ln`;

function signIn(accessToken: string) {
  setTokens({ accessToken, refreshToken: 'refresh' });
  setUserData({ id: 7, name: 'Aina', userType: 'ADMIN', userRoles: [] });
  noteHeadStarts(7, { '/admin/orders': orders });
}

const fetched = vi.fn(() =>
  Promise.resolve(new Response('{"data":[]}', { status: 200 })),
);
vi.stubGlobal('fetch', fetched);

afterEach(() => {
  localStorage.clear();
  fetched.mockClear();
});

test("a reload with a live token sends the page's noted list request ahead, for the console to take", async () => {
  signIn(jwt({ sub: '7', exp: Date.now() / 1000 + 60 }));
  expect(sendHeadStart('/admin/orders')).toBe(orders);
  expect(fetched).toHaveBeenCalledTimes(1);
  expect(await takeEarly(orders)).toEqual({ data: [] });
});

test('a reload after the token lapsed sends nothing: the console refreshes first, then asks once', () => {
  signIn(jwt({ sub: '7', exp: Date.now() / 1000 - 1 }));
  expect(sendHeadStart('/admin/orders')).toBeUndefined();
  expect(fetched).not.toHaveBeenCalled();
  expect(takeEarly(orders)).toBeUndefined();
});

test('a token that does not say when it lapses is sent, and the API judges it', () => {
  signIn('opaque-token');
  expect(sendHeadStart('/admin/orders')).toBe(orders);
  expect(fetched).toHaveBeenCalledTimes(1);
});
