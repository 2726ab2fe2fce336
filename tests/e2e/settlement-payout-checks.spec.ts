import { expect, test } from '@playwright/test';
import { apiAs } from './support/api-as';
import { verifiedSettlement } from './support/own-records';
import { signInAs } from './support/session';

test.use({ viewport: { width: 1280, height: 720 } });

interface Warned {
  id: number;
  code: string;
  warnings: { code: string; message: string }[];
}

test('finance opens a settlement paying another company and is warned by the actions and before reviewing', async ({
  page,
  request,
}) => {
  // The seed's deliberate case: a pending settlement whose holder is not its merchant.
  // Only read here; the dialog is dismissed.
  const { data } = (await apiAs(request, 'finance').list(
    '/admin/settlements?perPage=100&search[resolvedStatus]=PENDING',
  )) as unknown as { data: Warned[] };
  const [mismatched = { id: 0, code: '', warnings: [] }] = data.filter((row) =>
    row.warnings.some((w) => w.code === 'payout-holder-mismatch'),
  );
  const message =
    mismatched.warnings.find((w) => w.code === 'payout-holder-mismatch')
      ?.message ?? '';
  expect(message).toMatch(/^The account holder '.+' is not the merchant's/);

  await signInAs(page, 'finance');
  await page.goto('/admin/payout-request');
  await page
    .getByRole('textbox', { name: 'Search Payout Request' })
    .fill(mismatched.code);
  const row = page.getByRole('row').filter({ hasText: mismatched.code });
  await expect(row).toContainText('Holder mismatch');

  await row.getByRole('link', { name: mismatched.code }).click();
  await expect(
    page.getByRole('heading', { name: `Settlement ${mismatched.code}` }),
  ).toBeVisible();
  const alert = page
    .getByRole('alert')
    .filter({ hasText: 'Check the payout account' });
  await expect(alert).toContainText(message);
  await expect(page.getByRole('button', { name: 'Review' })).toBeEnabled();
  await page.screenshot({
    path: 'docs/screenshots/settlement-account-mismatch.png',
  });

  await page.getByRole('button', { name: 'Review' }).click();
  const dialog = page.getByRole('dialog');
  await expect(
    dialog.getByRole('alert').filter({ hasText: message }),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Keep settlement' }).click();
  await expect(dialog).toBeHidden();
});

test('the reviewer who verified a settlement finds Approve disabled, with the reason', async ({
  page,
  request,
}) => {
  const settlement = await verifiedSettlement(request);
  await signInAs(page, 'reviewer');
  await page.goto(`/admin/payout-request/show/${String(settlement.id)}`);

  const approve = page.getByRole('button', { name: 'Approve' });
  await expect(approve).toBeDisabled();
  await expect(approve).toHaveAccessibleDescription(
    'You verified this settlement; another person must approve it',
  );
  await expect(
    page.getByText(
      'You verified this settlement; another person must approve it',
    ),
  ).toBeVisible();
  // Reject is no four-eyes step: still theirs to take.
  await expect(page.getByRole('button', { name: 'Reject' })).toBeEnabled();
});
