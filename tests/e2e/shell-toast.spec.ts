import { expect, test } from '@playwright/test';
import { signInAs } from './support/session';

test('a 429 toast has 16 px padding and the theme’s radius, and is gone after about 2 s', async ({
  page,
}) => {
  await signInAs(page, 'admin');
  await page.route('**/api/v1/admin/banks?**', (route) =>
    route.fulfill({
      status: 429,
      headers: { 'Retry-After': '30' },
      json: { statusCode: 429, message: 'Too many requests' },
    }),
  );
  await page.goto('/admin/banks');
  const toast = page
    .getByRole('alert')
    .filter({ hasText: 'Too Many Requests. Try again later!' });
  await expect(toast).toBeVisible();
  const shownAt = Date.now();
  await expect(toast).toHaveCSS('padding', '16px');
  // notistack's own 8 px around the message would make it 24 px.
  await expect(toast.locator('#notistack-snackbar')).toHaveCSS(
    'padding',
    '0px',
  );
  await expect(toast).toHaveCSS('border-radius', '10px');
  await expect(toast).toBeHidden({ timeout: 4_000 });
  // 2,000 ms on screen, then notistack's exit transition.
  expect(Date.now() - shownAt).toBeGreaterThan(1_500);
});
