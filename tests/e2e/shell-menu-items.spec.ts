import { expect, test } from '@playwright/test';
import { apiAs } from './support/api-as';
import { recordInState } from './support/own-records';
import { signInAs } from './support/session';
import { socketReady } from './support/socket-ready';

test("an admin's API Reference opens the API's OpenAPI document in a new tab, and says so", async ({
  page,
}) => {
  await signInAs(page, 'admin');
  await page.goto('/admin/home');
  const link = page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: /API Reference/ });
  await expect(link).toHaveAccessibleName(/\(opens in a new tab\)/);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  const popup = page.waitForEvent('popup');
  await link.click();
  const tab = await popup;
  await tab.waitForLoadState();
  expect(tab.url()).toMatch(/\/api\/v1\/openapi\.json$/);
  expect(await tab.evaluate(() => document.body.innerText)).toContain(
    '"openapi"',
  );
  // The console stays where it was.
  await expect(page).toHaveURL(/\/admin\/home$/);
});

test('finance, without the manage action, has no API Reference; User Withdrawal counts the pending ones live', async ({
  page,
  request,
}) => {
  const finance = apiAs(request, 'finance');
  // Two withdrawals of this journey's own wait for a decision.
  const mine = await recordInState(request, 'pocket-withdrawals', 'PENDING');
  await recordInState(request, 'pocket-withdrawals', 'PENDING');
  const listening = socketReady(page);
  await signInAs(page, 'finance');
  await page.goto('/admin/home');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  // Its own badge: Approvals beside it counts pending requests too.
  const withdrawals = nav.getByRole('link', { name: /User Withdrawal/ });
  await expect(withdrawals).toBeVisible();
  await expect(nav.getByRole('link', { name: /API Reference/ })).toHaveCount(0);

  const { meta } = await finance.list(
    '/admin/pocket-withdrawals?search[status]=PENDING&perPage=1',
  );
  const before = meta.total;
  expect(before).toBeGreaterThanOrEqual(2);
  await expect(withdrawals.getByLabel(`${before} pending`)).toHaveText(
    String(before),
  );

  // Someone else rejects one: the count moves without a reload.
  await listening;
  await finance.post(`/admin/pocket-withdrawals/${String(mine.id)}/reject`, {
    reason: 'Bank account closed (menu badge journey).',
  });
  await expect(withdrawals.getByLabel(`${before - 1} pending`)).toHaveText(
    String(before - 1),
  );
});

test('one active item per page: Periods, not also Promo Codes, on a period; Promo Codes on a promotion', async ({
  page,
}) => {
  await signInAs(page, 'admin');
  await page.goto('/admin/promotions/promotion-periods');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(
    nav.getByRole('link', { name: 'Periods', exact: true }),
  ).toHaveAttribute('aria-current', 'page');
  await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
  await page.goto('/admin/promotions/create');
  await expect(
    nav.getByRole('link', { name: 'Promo Codes', exact: true }),
  ).toHaveAttribute('aria-current', 'page');
  await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
});
