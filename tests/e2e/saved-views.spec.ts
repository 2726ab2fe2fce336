import { expect, test, type Page } from '@playwright/test';
import { apiPaths } from '../../src/registry/paths';
import { apiAs } from './support/api-as';
import { signInAs } from './support/session';
import { loginThroughForm } from './support/ui-login';

test.use({ viewport: { width: 1280, height: 720 } });

/** The orders list's first rows, once drawn (a cold browser compiles the console first). */
async function openOrders(page: Page): Promise<void> {
  await page.goto('/admin/orders');
  await expect(page.getByRole('grid').getByRole('row').nth(1)).toBeVisible({
    timeout: 30_000,
  });
}

test('a shift lead shares a view with a role, and a colleague of that role opens it after signing in on another device', async ({
  browser,
  baseURL,
}) => {
  // A retry on the same server must not meet the first attempt's view by name.
  const name = `Pending, largest first${' (again)'.repeat(test.info().retry)}`;

  // The shift lead (OPERATIONS, which holds list-views.share) on one device.
  const leadDevice = await browser.newContext({ baseURL });
  const lead = await leadDevice.newPage();
  await signInAs(lead, 'staff');
  await openOrders(lead);
  await lead.getByRole('tab', { name: /^Pending/ }).click();
  const total = lead.getByRole('columnheader', { name: 'Total' });
  // Two quick clicks: the second builds on the first though the list has
  // not shown it yet.
  await total.dblclick();
  await expect(total).toHaveAttribute('aria-sort', 'descending');

  await lead.getByRole('button', { name: 'Views' }).click();
  await lead.getByRole('menuitem', { name: 'Save current view…' }).click();
  const dialog = lead.getByRole('dialog');
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByRole('radio', { name: 'A role' }).check();
  await dialog.getByRole('combobox', { name: 'Role' }).click();
  await lead.getByRole('option', { name: 'Finance', exact: true }).click();
  await lead.screenshot({ path: 'docs/screenshots/list-views-save.png' });
  await dialog.getByRole('button', { name: 'Save view' }).click();
  await expect(
    lead.getByRole('button', { name: `View: ${name}` }),
  ).toBeVisible();

  // A colleague in FINANCE signs in on another device, with nothing of the lead's.
  const otherDevice = await browser.newContext({ baseURL });
  const colleague = await otherDevice.newPage();
  await loginThroughForm(colleague, 'finance');
  await openOrders(colleague);
  await expect(colleague.getByRole('tab', { name: /^All/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await colleague.getByRole('button', { name: 'Views' }).click();
  const shared = colleague.getByRole('menuitem', { name: new RegExp(name) });
  await expect(shared).toContainText('Role FINANCE · by Hafiz Ismail');
  // Drawn once the menu has finished opening, not halfway through its fade.
  await expect(colleague.locator('.MuiMenu-paper')).toHaveCSS('opacity', '1');
  await colleague.screenshot({ path: 'docs/screenshots/list-views-menu.png' });
  await shared.click();

  await expect(
    colleague.getByRole('button', { name: `View: ${name}` }),
  ).toBeVisible();
  await expect(
    colleague.getByRole('tab', { name: /^Pending/ }),
  ).toHaveAttribute('aria-selected', 'true');
  await expect(
    colleague.getByRole('columnheader', { name: 'Total' }),
  ).toHaveAttribute('aria-sort', 'descending');
  const statuses = colleague
    .getByRole('grid')
    .locator('[role="row"][data-id] [data-field="status"]');
  // The rows before the view stay until its own arrive.
  await expect
    .poll(async () => [...new Set(await statuses.allInnerTexts())], {
      message: 'every row the view shows is pending',
    })
    .toEqual(['Pending']);

  // The view's link opens it as well: the URL names it.
  const link = colleague.url();
  expect(link).toContain('view=');
  const again = await otherDevice.newPage();
  await again.goto(link);
  await expect(
    again.getByRole('button', { name: `View: ${name}` }),
  ).toBeVisible({ timeout: 30_000 });
  await expect(
    again.getByRole('columnheader', { name: 'Total' }),
  ).toHaveAttribute('aria-sort', 'descending');

  const id = Number(new URL(link).searchParams.get('view'));
  const leadApi = apiAs(lead.request, 'staff');
  expect((await leadApi.send('DELETE', apiPaths.listView(id))).status()).toBe(
    204,
  );
  await leadDevice.close();
  await otherDevice.close();
});
