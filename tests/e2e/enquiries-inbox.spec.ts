import { expect, test } from '@playwright/test';
import { apiAs } from './support/api-as';
import { must } from './support/must';
import { signInAs } from './support/session';

/** Two enquiries of one customer, with a subject no other journey uses. */
async function twoEnquiries(
  api: ReturnType<typeof apiAs>,
  tag: string,
): Promise<number[]> {
  const customers = await api.list(
    '/admin/users?search[userType]=CLIENT&perPage=1&sort=id',
  );
  const customer = must(customers.data[0], 'a seeded customer');
  const ids: number[] = [];
  for (const n of [1, 2]) {
    const created = await api.post('/admin/enquiries', {
      userId: customer.id,
      category: 'ORDER',
      subject: `${tag} ${n}`,
      message: `Order ${n} of ${tag} arrived late.`,
    });
    ids.push(Number(created.id));
  }
  return ids;
}

test('folders, search, select-all and bulk label then resolve with a per-row report', async ({
  page,
}) => {
  const api = apiAs(page.request, 'admin');
  const tag = `Inbox journey ${Date.now()}`;
  const [open, settled] = await twoEnquiries(api, tag);
  // Both in spam, one of them resolved already: resolving it again fails alone.
  await api.post(`/admin/enquiries/${settled}/resolve`, { reason: 'Done' });
  await api.post('/admin/enquiries/bulk-move', {
    ids: [open, settled],
    mailbox: 'SPAM',
  });

  await signInAs(page, 'admin');
  await page.goto('/admin/enquiries');
  await expect(page.getByRole('heading', { name: 'Inbox' })).toBeVisible();
  const mailbox = page.getByRole('navigation', { name: 'Mailbox' });

  await page.getByRole('searchbox', { name: 'Search enquiries' }).fill(tag);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/q=Inbox/);
  await expect(page.getByText('No enquiries here.')).toBeVisible();
  // The folder counts follow the search: both are in spam.
  await expect(page.getByTestId('folder-total-spam')).toHaveText('2');
  await expect(page.getByTestId('folder-total-inbox')).toHaveText('0');

  await mailbox.getByRole('button', { name: /^Spam/ }).click();
  await expect(page.getByRole('heading', { name: 'Spam' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Enquiries' });
  await expect(list.getByRole('listitem')).toHaveCount(2);

  // Select-all picks every listed enquiry; a second click clears.
  const selectAll = page.getByRole('checkbox', {
    name: 'Select all listed enquiries',
  });
  const selection = page.getByRole('toolbar', { name: 'Selection' });
  await selectAll.check();
  await expect(selection).toContainText('2 selected');
  await selectAll.uncheck();
  await expect(selection).toContainText('Select enquiries to label');

  await selectAll.check();
  await selection.getByRole('button', { name: 'Label', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Urgent' }).click();
  const labelled = page.getByRole('dialog', { name: /Urgent.*result/ });
  await expect(labelled).toContainText('2 succeeded, 0 failed');
  await labelled.getByRole('button', { name: 'Close' }).click();
  await expect(list.getByText('Urgent')).toHaveCount(2);

  await selectAll.check();
  await selection.getByRole('button', { name: 'Resolve' }).click();
  const confirm = page.getByRole('dialog');
  await confirm.getByRole('textbox').fill('Marked as spam and closed out.');
  await confirm.getByRole('button', { name: 'Resolve 2 enquiries' }).click();
  const report = page.getByRole('dialog', { name: 'Resolve: result' });
  await expect(report).toContainText('1 succeeded, 1 failed');
  const failed = report.getByRole('list', { name: 'Failed records' });
  await expect(failed).toContainText(`#${settled}`);
  await expect(failed).toContainText(/Resolved/);
  await report.getByRole('button', { name: 'Close' }).click();
  // The one that failed stays selected, so it can be dealt with.
  await expect(selection).toContainText('1 selected');
});

test('the reading pane opens with the keyboard, marks read, and marks unread again', async ({
  page,
}) => {
  const api = apiAs(page.request, 'staff');
  const tag = `Pane journey ${Date.now()}`;
  await twoEnquiries(api, tag);

  await signInAs(page, 'staff');
  await page.goto(`/admin/enquiries?q=${encodeURIComponent(tag)}`);
  const list = page.getByRole('list', { name: 'Enquiries' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list.getByText('(unread)')).toHaveCount(2);

  // Arrow keys move between rows; Enter opens one in the pane.
  const rows = list.locator('[data-inbox-row]');
  await rows.first().focus();
  await page.keyboard.press('ArrowDown');
  await expect(rows.nth(1)).toBeFocused();
  await page.keyboard.press('Enter');
  const pane = page.getByRole('article', { name: 'Enquiry' });
  await expect(pane.getByRole('heading', { name: `${tag} 1` })).toBeVisible();
  await expect(page).toHaveURL(/open=\d+/);
  await expect(list.getByText('(unread)')).toHaveCount(1);

  await pane.getByRole('button', { name: 'Mark unread' }).click();
  await expect(list.getByText('(unread)')).toHaveCount(2);
  await page.screenshot({
    path: 'test-results/screenshots/enquiries-inbox.png',
  });
});
