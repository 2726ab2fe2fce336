import { expect, test } from '@playwright/test';
import { accessTokenTtl, loginThroughForm } from './support/ui-login';

test('logout in one tab logs out the other within a second', async ({
  context,
}) => {
  const tabA = await context.newPage();
  await loginThroughForm(tabA, 'admin');
  const tabB = await context.newPage();
  // The sidebar's preferences and the approvals badge are tab B's last
  // start-up calls, and on a busy machine they leave after its rows show;
  // sent before the logout, they are not stale.
  const lastStartUpCalls = Promise.all(
    ['/users/profile/preferences', '/approval-requests?'].map((path) =>
      tabB.waitForResponse((response) =>
        response.url().includes(`/api/v1/admin${path}`),
      ),
    ),
  );
  await tabB.goto('/admin/banks');
  await expect(tabB.getByRole('grid')).toBeVisible();
  await expect(tabB.getByRole('row').nth(1)).toBeVisible();
  await lastStartUpCalls;

  const staleCalls: string[] = [];
  // Only calls after the logout are stale; tab B's start-up calls are not.
  let isLoggedOut = false;
  tabB.on('request', (request) => {
    if (
      isLoggedOut &&
      request.url().includes('/api/v1/admin/') &&
      request.headers().authorization
    ) {
      staleCalls.push(request.url());
    }
  });

  await tabA.getByRole('button', { name: 'Account menu' }).click();
  isLoggedOut = true;
  await tabA.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(tabA).toHaveURL(/\/login/);

  await expect(tabB).toHaveURL(/\/login/, { timeout: 1000 });
  expect(staleCalls).toEqual([]);
});

test('two tabs with an expired token share one refresh and stay signed in', async ({
  context,
}) => {
  // Each refresh: the refresh token it spent, and the answer.
  const refreshes: { spent: string; status: number }[] = [];
  context.on('response', (response) => {
    if (!response.url().endsWith('/api/v1/auth/refresh')) return;
    refreshes.push({
      spent: response.request().headers().authorization ?? '',
      status: response.status(),
    });
  });
  const tabA = await context.newPage();
  await loginThroughForm(tabA, 'admin');
  const tabB = await context.newPage();
  await tabB.goto('/');
  await expect(tabB).not.toHaveURL(/\/login/);

  await expect
    .poll(() => accessTokenTtl(tabA), { timeout: 15_000 })
    .toBeLessThan(0);
  await Promise.all([tabA.goto('/admin/banks'), tabB.goto('/admin/cuisines')]);

  await expect(tabA.getByRole('grid')).toBeVisible();
  await expect(tabB.getByRole('grid')).toBeVisible();
  await expect(tabA).not.toHaveURL(/\/login/);
  await expect(tabB).not.toHaveURL(/\/login/);
  // Both tabs woke to the same lapsed token, and one of them spent its
  // refresh token for both. Tokens last 5 s here, so on a slow machine the
  // new pair may lapse before the second tab's last call and be refreshed
  // in turn: a later refresh is fine, a token spent twice is not.
  expect(refreshes.length).toBeGreaterThan(0);
  expect(refreshes.every(({ status }) => status === 200)).toBe(true);
  const spent = refreshes.map((refresh) => refresh.spent);
  expect(new Set(spent).size).toBe(spent.length);
});
