import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiAs } from './support/api-as';
import { recordInState } from './support/own-records';
import { signInAs } from './support/session';
import { settle } from './support/settle';

test.use({ viewport: { width: 390, height: 844 } });

/** A settlement finance has reviewed: one the reviewer may verify. */
async function reviewedSettlement(request: APIRequestContext) {
  const { id } = await recordInState(request, 'settlements', 'PENDING');
  return apiAs(request, 'finance').post(
    `/admin/settlements/${String(id)}/review`,
  );
}

test('on a phone, the reviewer chooses two payout cards, verifies both at once and sees each one verified', async ({
  page,
  request,
}) => {
  const codes = [
    String((await reviewedSettlement(request)).code),
    String((await reviewedSettlement(request)).code),
  ];
  await signInAs(page, 'reviewer');
  // Newest codes first, so both are on the first page.
  await page.goto(
    '/admin/payout-request?sorters[0][field]=code&sorters[0][order]=desc',
  );
  // Those waiting for verification.
  await page.getByRole('tab', { name: /^Reviewed/ }).click();
  await expect(page.getByRole('grid')).toHaveCount(0);
  const cards = page
    .getByRole('list', { name: 'Payout Request' })
    .getByRole('listitem');
  const cardOf = (code: string) => cards.filter({ hasText: code });
  const boxOf = (code: string) =>
    page.getByRole('checkbox', { name: `Select ${code}` });

  for (const code of codes) {
    await expect(cardOf(code)).toContainText('Reviewed');
    await boxOf(code).check();
  }
  const bar = page.getByRole('region', { name: 'Bulk actions' });
  await expect(bar).toContainText('2 selected');
  // The bar stays on screen while the cards scroll under it.
  await expect(bar).toBeInViewport();
  await settle(page);
  await page.screenshot({
    path: 'docs/screenshots/payout-request-cards-selected-390x844.png',
  });

  await bar.getByRole('button', { name: 'Verify (2)' }).click();
  const confirm = page.getByRole('dialog', { name: /Verify 2 settlements/ });
  await confirm.getByRole('button', { name: 'Verify 2 settlements' }).click();
  const report = page.getByRole('dialog', { name: 'Verify: result' });
  await expect(report.getByText('2 succeeded, 0 failed')).toBeVisible();
  await report.getByRole('button', { name: 'Close' }).click();

  // Both left the selection and the tab of those waiting for verification.
  await expect(bar).toHaveCount(0);
  for (const code of codes) await expect(cardOf(code)).toHaveCount(0);
  await page.getByRole('tab', { name: /^All/ }).click();
  for (const code of codes) {
    await expect(cardOf(code)).toContainText('Verified');
    await expect(boxOf(code)).not.toBeChecked();
  }
});
