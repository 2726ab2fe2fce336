import { expect, test } from '@playwright/test';
import { apiAs } from './support/api-as';
import { signInAs } from './support/session';

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
  await signInAs(page, 'finance');
  await page.goto('/admin/home');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(
    nav.getByRole('link', { name: /User Withdrawal/ }),
  ).toBeVisible();
  await expect(nav.getByRole('link', { name: /API Reference/ })).toHaveCount(0);

  const pending = async () =>
    (
      await finance.list(
        '/admin/pocket-withdrawals?search[status]=PENDING&perPage=1',
      )
    ).meta.total;
  const before = await pending();
  // The seed leaves several pending at every scale; this journey decides one.
  expect(before).toBeGreaterThan(1);
  await expect(nav.getByLabel(`${before} pending`)).toHaveText(String(before));

  // Someone else rejects one: the count moves without a reload.
  const { data } = await finance.list(
    '/admin/pocket-withdrawals?search[status]=PENDING&perPage=1&sort=-id',
  );
  await finance.post(
    `/admin/pocket-withdrawals/${String(data[0]?.id)}/reject`,
    { reason: 'Bank account closed (menu badge journey).' },
  );
  await expect(nav.getByLabel(`${before - 1} pending`)).toHaveText(
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
