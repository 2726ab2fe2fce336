import { expect, test } from '@playwright/test';
import { loginThroughForm } from './support/ui-login';

test('a staff user typing a finance URL sees access denied and no data request goes out', async ({
  page,
}) => {
  await loginThroughForm(page, 'staff');
  const settlementCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/admin/settlements'))
      settlementCalls.push(request.url());
  });

  await page.goto('/admin/settlements');

  await expect(
    page.getByText(/access denied|not authori[sz]ed|permission/i).first(),
  ).toBeVisible();
  await expect(page.getByRole('grid')).toHaveCount(0);
  expect(settlementCalls).toEqual([]);
});

test('a deep link while logged out returns to the same URL after login', async ({
  page,
}) => {
  await page.goto('/admin/banks?page=1');
  await expect(page).toHaveURL(
    `/login?returnUrl=${encodeURIComponent('/admin/banks?page=1')}`,
  );
  await loginThroughForm(page, 'admin', page.url());
  // The deep link's own query stays first; the list then writes its state
  // (page size, sort) after it.
  await expect(page).toHaveURL(/\/admin\/banks\?page=1(&|$)/);
  await expect(page.getByRole('heading', { name: 'Banks' })).toBeVisible();
});

test('returnUrl pointing off the app lands on /', async ({ page }) => {
  await loginThroughForm(
    page,
    'admin',
    `/login?returnUrl=${encodeURIComponent('//evil.example')}`,
  );
  await expect(page).toHaveURL('/');
});
