import { expect, test, type Page } from '@playwright/test';
import { apiAs } from './support/api-as';
import { signInAs } from './support/session';
import { loginThroughForm } from './support/ui-login';

/** The id and name of a bank to edit; each test renames only in the form. */
async function someBank(page: Page) {
  const { data } = await apiAs(page.request, 'admin').list(
    '/admin/banks?perPage=1&sort=id',
  );
  const bank = data[0];
  if (!bank) throw new Error('The seed has no banks');
  return { id: String(bank.id), name: String(bank.name) };
}

const nameInput = (page: Page) =>
  page.getByRole('textbox', { name: 'Name', exact: true });

test('a dirty form asks before the menu, Back or reload takes it away; Keep editing keeps the data', async ({
  page,
}) => {
  const bank = await someBank(page);
  await signInAs(page, 'admin');
  // Into the form inside the app, so Back is the app's history, not a new page load.
  await page.goto(`/admin/banks/show/${bank.id}`);
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await expect(nameInput(page)).toHaveValue(bank.name);
  await nameInput(page).fill(`${bank.name} Islamic`);

  // The menu.
  await page.getByRole('link', { name: 'Cuisines', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Keep editing' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/admin/banks/edit/${bank.id}$`));
  await expect(nameInput(page)).toHaveValue(`${bank.name} Islamic`);

  // The browser's Back.
  await page.goBack();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Keep editing' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/banks/edit/${bank.id}$`));
  await expect(nameInput(page)).toHaveValue(`${bank.name} Islamic`);

  // Reload: the browser's own prompt; dismissing it keeps the page.
  const prompts: string[] = [];
  page.once('dialog', (prompt) => {
    prompts.push(prompt.type());
    void prompt.dismiss();
  });
  await page.evaluate(() => {
    window.location.reload();
  });
  await expect.poll(() => prompts).toEqual(['beforeunload']);
  await expect(nameInput(page)).toHaveValue(`${bank.name} Islamic`);
});

test('after a successful save nothing asks, and the show page has the new value', async ({
  page,
}) => {
  const bank = await someBank(page);
  await signInAs(page, 'admin');
  await page.goto(`/admin/banks/edit/${bank.id}`);
  await expect(nameInput(page)).toHaveValue(bank.name);
  const renamed = `${bank.name} Berhad`;
  await nameInput(page).fill(renamed);
  await page.getByRole('button', { name: 'Save changes' }).click();

  await expect(page).toHaveURL(new RegExp(`/admin/banks/show/${bank.id}$`));
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText(renamed).first()).toBeVisible();
  await page.getByRole('link', { name: 'Cuisines', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/cuisines/);

  await apiAs(page.request, 'admin').edit(`/admin/banks/${bank.id}`, {
    name: bank.name,
  });
});

test('the session dies while a form is dirty: after signing in again the typed values are offered back', async ({
  page,
}) => {
  const bank = await someBank(page);
  await signInAs(page, 'admin');
  await page.goto(`/admin/banks/edit/${bank.id}`);
  await expect(nameInput(page)).toHaveValue(bank.name);
  const typed = `${bank.name} Digital`;
  await nameInput(page).fill(typed);

  // The server no longer knows this session: the next call is a 401 and the
  // refresh that follows is refused too.
  await page.route('**/api/v1/admin/banks/*', (route) =>
    route.request().method() === 'PATCH'
      ? route.fulfill({
          status: 401,
          json: { statusCode: 401, message: 'Unauthenticated' },
        })
      : route.fallback(),
  );
  await page.route('**/api/v1/auth/refresh', (route) =>
    route.fulfill({
      status: 401,
      json: { statusCode: 401, message: 'Refresh token revoked' },
    }),
  );
  await page.getByRole('button', { name: 'Save changes' }).click();

  await expect(page).toHaveURL(/\/login\?returnUrl=/);
  await page.unrouteAll();
  await loginThroughForm(page, 'admin', page.url());

  await expect(page).toHaveURL(new RegExp(`/admin/banks/edit/${bank.id}$`));
  await expect(nameInput(page)).toHaveValue(bank.name);
  await expect(page.getByText(/unsaved changes to this form/i)).toBeVisible();
  await page.getByRole('button', { name: 'Restore' }).click();
  await expect(nameInput(page)).toHaveValue(typed);
});
