import { expect, test } from '@playwright/test';
import { signInAs } from './support/session';

test('a record that does not exist says so at once, after one request', async ({
  page,
}) => {
  await signInAs(page, 'admin');
  const missing = '/api/v1/admin/orders/999999999';
  const requests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === missing)
      requests.push(request.url());
  });

  await page.goto('/admin/orders/show/999999999');
  // TanStack's default would retry a 404 three times before saying so; the
  // count of requests, not a clock, tells them apart on a slow machine.
  await expect(page.getByText(/#999999999 does not exist/)).toBeVisible();
  expect(requests).toHaveLength(1);
});
