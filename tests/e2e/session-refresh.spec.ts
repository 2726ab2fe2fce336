import { expect, test } from '@playwright/test';
import { accessTokenTtl, loginThroughForm } from './support/ui-login';

test('a user keeps browsing across several 5 s token expiries without noticing', async ({
  page,
}) => {
  const refreshStatuses: number[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/api/v1/auth/refresh'))
      refreshStatuses.push(response.status());
  });
  await loginThroughForm(page, 'admin');

  const pages = [
    '/admin/banks',
    '/admin/cuisines',
    '/admin/banks',
    '/admin/payment-methods',
  ];
  for (const path of pages) {
    // Wait (by polling, not sleeping) until the access token has expired.
    await expect
      .poll(() => accessTokenTtl(page), { timeout: 15_000 })
      .toBeLessThan(0);
    await page.goto(path);
    await expect(page.getByRole('grid')).toBeVisible();
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    // The list adds its own query (page, sort) to the path; the user stays on it.
    await expect(page).toHaveURL(new RegExp(`${path}(\\?|$)`));
  }

  expect(refreshStatuses.length).toBeGreaterThanOrEqual(pages.length);
  expect(refreshStatuses.every((status) => status === 200)).toBe(true);
  await expect(page.getByText(/session has expired/i)).toHaveCount(0);
});

test('a save after the token expired goes through without a sign-in', async ({
  page,
}) => {
  await loginThroughForm(page, 'admin');
  await page.goto('/admin/banks');
  await page.getByRole('row').nth(1).click();
  await expect(page).toHaveURL(/\/admin\/banks\/show\//);
  await page.getByRole('button', { name: 'Edit' }).click();
  const name = page.getByRole('textbox', { name: /^Name/ });
  await expect(name).toBeVisible();
  const newName = `Bank ${Date.now()}`;
  await name.fill(newName);

  await expect
    .poll(() => accessTokenTtl(page), { timeout: 15_000 })
    .toBeLessThan(0);
  await page.getByRole('button', { name: /save/i }).click();
  await expect(page.getByText('Bank saved')).toBeVisible();

  await expect(page).toHaveURL(/\/admin\/banks\/show\//);
  await expect(page.getByText(newName).first()).toBeVisible();
  await expect(page).not.toHaveURL(/\/login/);
});

test('a reload while the token refresh is in flight keeps the user signed in', async ({
  page,
}) => {
  await loginThroughForm(page, 'admin');
  await page.goto('/admin/banks');
  await expect(page.getByRole('row').nth(1)).toBeVisible();

  // The first refresh reaches the server, which rotates the token, and its
  // answer is held until the page has reloaded, so the page never sees it.
  let isFirstRefresh = true;
  let refreshReachedServer: () => void = () => undefined;
  const reachedServer = new Promise<void>((done) => {
    refreshReachedServer = done;
  });
  await page.route('**/api/v1/auth/refresh', async (route) => {
    if (!isFirstRefresh) return route.continue();
    isFirstRefresh = false;
    await route.fetch();
    refreshReachedServer();
    await new Promise(() => undefined);
  });
  const refreshStatuses: number[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/api/v1/auth/refresh'))
      refreshStatuses.push(response.status());
  });

  await expect
    .poll(() => accessTokenTtl(page), { timeout: 15_000 })
    .toBeLessThan(0);
  void page.reload();
  await reachedServer;
  await page.reload();

  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/banks(\?|$)/);
  expect(refreshStatuses).toEqual([200]);
  // Still signed in a while later: the session was not ended as a replay.
  await page.getByRole('link', { name: 'Cuisines', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/cuisines/);
  await expect(page.getByRole('row').nth(1)).toBeVisible();
});
