import { expect, test, type Page } from '@playwright/test';
import { apiAs, type ApiClient } from './support/api-as';
import { signInAs } from './support/session';
import { settle } from './support/settle';

type Row = Record<string, unknown>;

/** A name no other run or journey uses. */
function unique(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.floor(
    Math.random() * 1296,
  ).toString(36)}`;
}

/** An outlet and one of its merchant's menu categories, as the seed has them. */
async function outletAndCategory(
  api: ApiClient,
): Promise<{ outlet: Row; category: Row }> {
  const { data: outlets } = await api.list('/admin/merchant-outlets?perPage=1');
  const outlet = outlets[0];
  if (!outlet) throw new Error('The seed has no outlet');
  const { data: categories } = await api.list(
    `/admin/menu-categories?perPage=1&search[merchantId]=${String(outlet.merchantId)}`,
  );
  const category =
    categories[0] ??
    (await api.list('/admin/menu-categories?perPage=1')).data[0];
  if (!category) throw new Error('The seed has no menu category');
  return { outlet, category };
}

/** Picks a record in a reference field by searching for its title. */
async function pickReference(
  page: Page,
  label: string,
  record: Row,
): Promise<void> {
  const input = page.getByRole('combobox', { name: label });
  await input.fill(String(record.name));
  await page.getByRole('option', { name: `(#${String(record.id)})` }).click();
  await expect(input).toHaveValue(
    `${String(record.name)} (#${String(record.id)})`,
  );
}

/** Finds one menu in the list by its name and opens its row menu. */
async function openRowMenu(page: Page, name: string): Promise<void> {
  await page.goto('/admin/menus');
  await page.getByRole('textbox', { name: 'Search Menus' }).fill(name);
  // The search applies after a pause, and the unsearched first page may
  // already show this menu: a row menu opened before the searched rows
  // replace it closes with it. The name is unique, so once the search has
  // applied the grid holds its header row and this one row.
  await expect(page.getByRole('grid').getByRole('row')).toHaveCount(2);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: `Actions for ${name}` }).click();
}

test('an admin creates a menu item, sees it, edits it and deletes it', async ({
  page,
}) => {
  const api = apiAs(page.request, 'admin');
  const { outlet, category } = await outletAndCategory(api);
  const name = unique('E2E Nasi Lemak');
  const sku = `E2E-${Date.now().toString(36).toUpperCase()}`;
  await signInAs(page, 'admin');

  await page.goto('/admin/menus');
  await page.getByRole('button', { name: 'New menu' }).click();
  await expect(page).toHaveURL(/\/admin\/menus\/create$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'New menu' }),
  ).toBeVisible();
  await pickReference(page, 'Outlet', outlet);
  await pickReference(page, 'Category', category);
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await page.getByRole('textbox', { name: 'SKU' }).fill(sku);
  await page
    .getByRole('textbox', { name: 'Description' })
    .fill('Coconut rice, sambal, anchovies and a boiled egg.');
  await page.getByRole('spinbutton', { name: 'Price' }).fill('12.50');
  await page.getByRole('spinbutton', { name: 'Prep time (min)' }).fill('15');
  await page.getByRole('button', { name: 'Create' }).click();

  await expect(page).toHaveURL(/\/admin\/menus\/show\/\d+$/);
  const id = /\/show\/(\d+)$/.exec(page.url())?.[1] ?? '';
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.getByText('Menu created')).toBeVisible();
  await expect(page.getByText(/Base price\s*RM\s?12\.50/)).toBeVisible();
  await expect(page.getByText(sku, { exact: true })).toBeVisible();
  await expect(
    page.getByText('Coconut rice, sambal, anchovies and a boiled egg.'),
  ).toBeVisible();
  const stored = await api.one(`/admin/menus/${id}`);
  expect(stored).toMatchObject({
    name,
    sku,
    price: 1250,
    preparationMinutes: 15,
    outletId: outlet.id,
    categoryId: category.id,
  });
  await settle(page);
  await page.screenshot({
    path: test.info().outputPath('crud-menu-created.png'),
    fullPage: true,
  });

  await openRowMenu(page, name);
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/menus/edit/${id}$`));
  const nameInput = page.getByRole('textbox', { name: 'Name', exact: true });
  await expect(nameInput).toHaveValue(name);
  await expect(page.getByRole('spinbutton', { name: 'Price' })).toHaveValue(
    '12.50',
  );
  const renamed = `${name} Special`;
  await nameInput.fill(renamed);
  await page.getByRole('spinbutton', { name: 'Price' }).fill('14.90');
  await page.getByRole('button', { name: 'Save changes' }).click();

  await expect(page).toHaveURL(new RegExp(`/admin/menus/show/${id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(renamed);
  await expect(page.getByText('Menu saved')).toBeVisible();
  await expect(page.getByText(/Base price\s*RM\s?14\.90/)).toBeVisible();
  expect(await api.one(`/admin/menus/${id}`)).toMatchObject({
    name: renamed,
    price: 1490,
    sku,
  });

  await openRowMenu(page, renamed);
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', {
    name: `Delete menu ${renamed}?`,
  });
  await expect(confirm).toContainText('This cannot be undone.');
  await settle(page);
  await page.screenshot({ path: test.info().outputPath('crud-delete.png') });
  await confirm.getByRole('button', { name: 'Delete menu' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText('Menu deleted')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: renamed })).toHaveCount(
    0,
  );
  expect((await api.send('GET', `/admin/menus/${id}`)).status()).toBe(404);
});

test('a 422 on save marks the field, keeps every typed value and focuses the field in error', async ({
  page,
}) => {
  const api = apiAs(page.request, 'admin');
  const { outlet } = await outletAndCategory(api);
  // A category that exists while it is picked and is gone when the form is
  // saved: only the server can know, so the client's rules let it through.
  const doomed = await api.post('/admin/menu-categories', {
    merchantId: outlet.merchantId,
    name: unique('E2E Closing'),
  });
  const name = unique('E2E Laksa');
  const values = {
    Name: name,
    SKU: `E2E-${Date.now().toString(36).toUpperCase()}`,
    Description: 'Curry noodle soup with prawns.',
  };
  await signInAs(page, 'admin');

  await page.goto('/admin/menus/create');
  await pickReference(page, 'Outlet', outlet);
  await pickReference(page, 'Category', doomed);
  for (const [label, value] of Object.entries(values))
    await page.getByRole('textbox', { name: label, exact: true }).fill(value);
  await page.getByRole('spinbutton', { name: 'Price' }).fill('9.80');
  await page.getByRole('spinbutton', { name: 'Prep time (min)' }).fill('20');
  expect(
    (
      await api.send('DELETE', `/admin/menu-categories/${String(doomed.id)}`)
    ).status(),
  ).toBe(204);

  const saving = page.waitForResponse(
    (r) =>
      r.request().method() === 'POST' &&
      /\/api\/v1\/admin\/menus$/.test(r.url()) &&
      r.status() !== 401,
  );
  await page.getByRole('button', { name: 'Create' }).click();
  expect((await saving).status()).toBe(422);

  await expect(page).toHaveURL(/\/admin\/menus\/create$/);
  await expect(page.getByRole('alert').first()).toContainText('Please correct');
  const categoryInput = page.getByRole('combobox', { name: 'Category' });
  await expect(categoryInput).toBeFocused();
  await expect(categoryInput).toHaveAttribute('aria-invalid', 'true');
  await expect(
    page.getByText(`Category: no record with id ${String(doomed.id)}`),
  ).toBeVisible();
  for (const [label, value] of Object.entries(values))
    await expect(
      page.getByRole('textbox', { name: label, exact: true }),
    ).toHaveValue(value);
  await expect(page.getByRole('spinbutton', { name: 'Price' })).toHaveValue(
    '9.80',
  );
  await expect(
    page.getByRole('spinbutton', { name: 'Prep time (min)' }),
  ).toHaveValue('20');
  await expect(page.getByRole('combobox', { name: 'Outlet' })).toHaveValue(
    `${String(outlet.name)} (#${String(outlet.id)})`,
  );
  await settle(page);
  await page.screenshot({
    path: test.info().outputPath('crud-422.png'),
    fullPage: true,
  });
  const { meta } = await api.list(`/admin/menus?q=${encodeURIComponent(name)}`);
  expect(meta.total).toBe(0);
});
