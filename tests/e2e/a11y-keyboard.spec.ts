import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiAs } from './support/api-as';
import { completedOrder } from './support/own-records';
import { signInAs } from './support/session';
import { DEMO_USERS } from './support/ui-login';

/** Presses Tab until `target` has the focus, as a keyboard user would. */
async function tabTo(page: Page, target: Locator): Promise<void> {
  await expect(async () => {
    await page.keyboard.press('Tab');
    await expect(target).toBeFocused({ timeout: 50 });
  }).toPass({ intervals: [0], timeout: 20_000 });
}

test('keyboard only: sign in, then run an action on an order and see it done', async ({
  page,
}) => {
  // A completed order of this journey's own, whose e-receipt has not gone
  // out: the action leaves it completed and stamps the time it went out.
  const api = apiAs(page.request, 'admin');
  const order = await completedOrder(page.request);
  expect(order.eReceiptSentAt).toBeNull();

  await page.goto(`/login?returnUrl=/admin/orders/show/${String(order.id)}`);
  const { email, password } = DEMO_USERS.admin;
  await tabTo(page, page.getByLabel('Email'));
  await page.keyboard.type(email);
  await tabTo(page, page.getByLabel('Password', { exact: true }));
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/admin\/orders\/show\/\d+$/);
  // The console's first load after sign-in: a cold browser compiles its
  // code, then the profile and the record load.
  await expect(page.locator('h1')).toHaveText(`Order ${String(order.code)}`, {
    timeout: 30_000,
  });

  // Past the sidebar by the skip link, then to the order's action.
  await tabTo(page, page.getByRole('link', { name: 'Skip to content' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  const send = page.getByRole('button', { name: 'Send e-receipt' });
  await tabTo(page, send);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText("Email this order's e-receipt");
  // The dialog takes the focus; the confirming button is reached by Tab.
  await tabTo(page, dialog.getByRole('button', { name: 'Send e-receipt' }));
  await page.screenshot({
    path: 'test-results/screenshots/a11y-keyboard-action.png',
  });
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(
    page.getByText(`Send e-receipt done for order ${String(order.code)}`),
  ).toBeVisible();
  const after = await api.one(`/admin/orders/${String(order.id)}`);
  expect(after).toMatchObject({ status: 'COMPLETED' });
  expect(after.eReceiptSentAt).not.toBeNull();
});

test('keyboard only: open the import dialog, then the file picker with Enter and with Space', async ({
  page,
}) => {
  // The browser hands a picker to the test only while something listens
  // for one, and turning that on takes a moment: on from the start, it is
  // on before the keys are pressed.
  page.on('filechooser', () => undefined);
  await signInAs(page, 'admin');
  await page.goto('/admin/banks');
  await expect(page.getByRole('grid').getByRole('row').nth(1)).toBeVisible();

  await tabTo(page, page.getByRole('link', { name: 'Skip to content' }));
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByRole('button', { name: 'Import CSV' }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Import Banks' });
  await expect(dialog).toBeVisible();
  const choose = dialog.getByRole('button', { name: 'Choose CSV' });
  await tabTo(page, choose);

  for (const [key, name] of [
    ['Enter', 'by-enter.csv'],
    ['Space', 'by-space.csv'],
  ] as const) {
    const picker = page.waitForEvent('filechooser', { timeout: 5_000 });
    await page.keyboard.press(key);
    const chooser = await picker;
    expect(chooser.isMultiple()).toBe(false);
    await chooser.setFiles({
      name,
      mimeType: 'text/csv',
      buffer: Buffer.from('name,swiftCode\n', 'utf8'),
    });
    await expect(dialog.getByText(name)).toBeVisible();
    await expect(choose).toBeFocused();
  }
  await page.screenshot({
    path: 'test-results/screenshots/a11y-keyboard-import.png',
  });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});
