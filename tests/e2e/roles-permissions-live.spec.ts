import { expect, test, type Page } from '@playwright/test';
import { apiAs } from './support/api-as';
import { must } from './support/must';
import { recordInState } from './support/own-records';
import { signInAs } from './support/session';
import { socketReady } from './support/socket-ready';

type PermissionSet = { permissionIds: number[]; version: number };

/** The admin's role editor on Operations, searched down to `orders.approve`. */
async function acceptPermission(page: Page, roleId: unknown) {
  await page.goto(`/admin/roles/show/${String(roleId)}`);
  await page.getByRole('button', { name: 'Permissions', exact: true }).click();
  const section = page.getByRole('region', { name: 'Permissions' });
  await section.getByRole('tab', { name: /^Merchant · / }).click();
  await section.getByLabel('Search permissions').fill('orders.approve');
  return {
    box: section.getByRole('checkbox', { name: /^orders\.approve\b/ }),
    save: async () => {
      const saved = page
        .getByRole('alert')
        .filter({ hasText: 'Permissions saved' });
      // The last save's notice may still be up; this save must show its own.
      await expect(saved).toHaveCount(0);
      await section.getByRole('button', { name: 'Save permissions' }).click();
      await expect(saved).toBeVisible();
    },
  };
}

test('an admin unticks orders.approve for Operations: the signed-in Operations user loses Accept at once, and the API refuses it; ticked again, both return', async ({
  browser,
}) => {
  const adminContext = await browser.newContext();
  const staffContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  const staffPage = await staffContext.newPage();
  const admin = apiAs(adminPage.request, 'admin');
  const role = must(
    (await admin.list('/admin/roles?search[name]=OPERATIONS')).data[0],
    'the OPERATIONS role',
  );
  const setPath = `/admin/roles/${String(role.id)}/permissions`;
  const original = (await admin.one(setPath)) as unknown as PermissionSet;
  const order = await recordInState(adminPage.request, 'orders', 'PENDING');

  // Operations has the order open, with its socket listening.
  const listening = socketReady(staffPage);
  await signInAs(staffPage, 'staff');
  await staffPage.goto(`/admin/orders/show/${String(order.id)}`);
  await listening;
  const accept = staffPage.getByRole('button', { name: 'Accept', exact: true });
  await expect(accept).toBeVisible();

  await signInAs(adminPage, 'admin');
  const editor = await acceptPermission(adminPage, role.id);
  await expect(editor.box).toBeChecked();
  await editor.box.uncheck();
  await editor.save();

  // No reload: the open console hears of it and reads its profile again.
  await expect(accept).toBeHidden();
  await expect(staffPage.getByRole('heading', { level: 1 })).toContainText(
    String(order.code),
  );
  const refused = await apiAs(staffPage.request, 'staff').send(
    'POST',
    `/admin/orders/${String(order.id)}/approve`,
  );
  expect(refused.status()).toBe(403);
  expect(await refused.text()).toContain('orders.approve');

  // Given back, the button returns, still without a reload, and the call works.
  await editor.box.check();
  await editor.save();
  await expect(accept).toBeVisible();
  const accepted = await apiAs(staffPage.request, 'staff').send(
    'POST',
    `/admin/orders/${String(order.id)}/approve`,
  );
  expect(accepted.status(), await accepted.text()).toBe(200);

  // Leave the role as the seed made it, for the other journeys.
  const now = (await admin.one(setPath)) as unknown as PermissionSet;
  const restored = await admin.send('PUT', setPath, {
    permissionIds: original.permissionIds,
    version: now.version,
  });
  expect(restored.status()).toBe(200);
  await adminContext.close();
  await staffContext.close();
});
