import { expect, test } from '@playwright/test';
import { recordInState } from './support/own-records';
import { loginThroughForm } from './support/ui-login';

test('a finance reviewer sees the red dot on Payout Request', async ({
  page,
}) => {
  // A settlement of this journey's own waits for review.
  await recordInState(page.request, 'settlements', 'PENDING');
  await loginThroughForm(page, 'reviewer');
  await expect(
    page.getByRole('status', { name: 'Pending payout request' }),
  ).toBeVisible();
});

test('a staff user sees no dot and makes no settlements call', async ({
  page,
}) => {
  const settlementCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/admin/settlements'))
      settlementCalls.push(request.url());
  });
  await loginThroughForm(page, 'staff');
  await expect(page.getByRole('navigation').first()).toBeVisible();
  // A list Operations reads: the page settles with the menu and its badges drawn.
  await page.goto('/admin/orders');
  await expect(page.getByRole('grid')).toBeVisible();

  await expect(
    page.getByRole('status', { name: 'Pending payout request' }),
  ).toHaveCount(0);
  expect(settlementCalls).toEqual([]);
  expect(
    await page.evaluate(() => localStorage.getItem('hasReviewerRole')),
  ).toBe('false');
});
