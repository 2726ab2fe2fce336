import { expect, test, type Page } from '@playwright/test';
import { apiAs } from './support/api-as';
import { newBank } from './support/own-records';
import { grantToRole } from './support/role-permissions';
import { signInAs } from './support/session';
import { socketReady } from './support/socket-ready';

const nameInput = (page: Page) =>
  page.getByRole('textbox', { name: 'Name', exact: true });
const swiftInput = (page: Page) =>
  page.getByRole('textbox', { name: /swift code/i });

test('two admins edit one bank: the second is told at once what changed, keeps what was typed, and saves both', async ({
  browser,
}) => {
  const first = await (await browser.newContext()).newPage();
  const second = await (await browser.newContext()).newPage();
  const admin = apiAs(first.request, 'admin');
  const bank = await newBank(first.request, 'Edited Bank');
  const id = String(bank.id);
  const secondListening = socketReady(second);
  await signInAs(first, 'admin');
  await signInAs(second, 'admin');
  await first.goto(`/admin/banks/edit/${id}`);
  await second.goto(`/admin/banks/edit/${id}`);
  await expect(nameInput(first)).toHaveValue(String(bank.name));
  await expect(nameInput(second)).toHaveValue(String(bank.name));

  const typed = `${String(bank.name)} Digital`;
  await nameInput(second).fill(typed);
  // The second editor's page must be listening before the first one saves.
  await secondListening;
  // The 11-character form of its own code: no other bank holds it.
  const theirSwift = `${String(bank.swiftCode)}001`;
  await swiftInput(first).fill(theirSwift);
  await first.getByRole('button', { name: 'Save changes' }).click();
  await expect(first).toHaveURL(new RegExp(`/admin/banks/show/${id}$`));

  // The socket tells the second editor before they even press Save.
  const warning = second.getByRole('alert').filter({
    hasText: 'Someone else saved this bank while you were editing',
  });
  await expect(warning).toBeVisible();
  await expect(warning).toContainText('They changed SWIFT code');
  await expect(nameInput(second)).toHaveValue(typed);
  await expect(swiftInput(second)).toHaveValue(theirSwift);

  await warning.getByRole('button', { name: 'Save mine' }).click();
  await expect(second).toHaveURL(new RegExp(`/admin/banks/show/${id}$`));
  const saved = await admin.one(`/admin/banks/${id}`);
  expect(saved).toMatchObject({ name: typed, swiftCode: theirSwift });
});

test('staff who may read grants cannot make them: no Create button, the create page is denied and nothing is posted', async ({
  page,
}) => {
  // Operations does not read grants by default; give it the key to read them.
  const restore = await grantToRole(page.request, 'OPERATIONS', [
    'user-roles.read',
  ]);
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/user-roles'))
      posts.push(request.url());
  });
  await signInAs(page, 'staff');
  await page.goto('/admin/user-roles');
  await expect(page.getByRole('grid')).toBeVisible();
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('button', { name: /create/i })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /create/i })).toHaveCount(0);

  await page.goto('/admin/user-roles/create');
  await expect(
    page.getByText(/access denied|not authori[sz]ed|permission/i).first(),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create' })).toHaveCount(0);
  expect(posts).toEqual([]);
  await restore();
});
