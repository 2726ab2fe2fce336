import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiAs } from './support/api-as';
import { gateRequests } from './support/gate-requests';
import { verifiedSettlement } from './support/own-records';
import { signInAs } from './support/session';
import { settle } from './support/settle';

type Row = Record<string, unknown>;

/** Opens a settlement as the signed-in user and waits for its actions. */
async function openSettlement(page: Page, settlement: Row): Promise<void> {
  await page.goto(`/admin/settlements/show/${String(settlement.id)}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `Settlement ${String(settlement.code)}`,
  );
  await expect(
    page.getByRole('button', { name: 'Approve', exact: true }),
  ).toBeVisible();
}

/**
 * The status chip beside the settlement's heading. Found by tag, not role:
 * while a dialog is open the page behind it is hidden from the a11y tree.
 */
const statusBadge = (page: Page) => page.locator('h1').locator('..');

const approveDialog = (page: Page, code: unknown) =>
  page.getByRole('dialog', { name: `Approve settlement ${String(code)}?` });

test('two admins approve the same settlement: the second sees a 409 and the true state', async ({
  browser,
}) => {
  const first = await browser.newContext();
  const second = await browser.newContext();
  const pageA = await first.newPage();
  const pageB = await second.newPage();
  const settlement = await verifiedSettlement(pageA.request);
  const code = String(settlement.code);
  await signInAs(pageA, 'admin');
  await signInAs(pageB, 'admin');
  await openSettlement(pageA, settlement);
  await openSettlement(pageB, settlement);

  // The second admin has the dialog open before the first one approves.
  await pageB.getByRole('button', { name: 'Approve', exact: true }).click();
  const dialogB = approveDialog(pageB, code);
  await expect(dialogB).toBeVisible();

  await pageA.getByRole('button', { name: 'Approve', exact: true }).click();
  const dialogA = approveDialog(pageA, code);
  await dialogA.getByRole('button', { name: 'Approve settlement' }).click();
  await expect(dialogA).toBeHidden();
  await expect(
    pageA.getByText(`Settlement ${code} is now approved`),
  ).toBeVisible();
  await expect(statusBadge(pageA)).toContainText('Approved');

  // Tokens live five seconds here: a 401 may come first and be replayed.
  // The record is read with its references' titles (`?include=`).
  const answered = (method: string, path: string) =>
    pageB.waitForResponse(
      (r) =>
        r.request().method() === method &&
        new URL(r.url()).pathname.endsWith(path) &&
        r.status() !== 401,
    );
  const answer = answered(
    'POST',
    `/admin/settlements/${String(settlement.id)}/approve`,
  );
  const reload = answered('GET', `/admin/settlements/${String(settlement.id)}`);
  await dialogB.getByRole('button', { name: 'Approve settlement' }).click();
  expect((await answer).status()).toBe(409);
  const reloaded = (await (await reload).json()) as { data: Row };
  expect(reloaded.data.resolvedStatus).toBe('APPROVED');
  // Beside any warning the dialog carries about the settlement itself.
  await expect(
    dialogB.getByRole('alert').filter({ hasText: 'This settlement is' }),
  ).toContainText('This settlement is Approved; Approve needs Verified');
  // Behind the dialog the record has been reloaded to what the server holds.
  await expect(statusBadge(pageB)).toContainText('Approved');
  await settle(pageB);
  await pageB.screenshot({ path: test.info().outputPath('conflict-409.png') });
  // Nothing is left to approve: the dialog only closes.
  await expect(
    dialogB.getByRole('button', { name: 'Approve settlement' }),
  ).toBeHidden();
  await dialogB.getByRole('button', { name: 'Close' }).click();
  await expect(dialogB).toBeHidden();
  await expect(
    pageB.getByRole('button', { name: 'Approve', exact: true }),
  ).toBeHidden();
  await expect(
    pageB.getByText(`Settlement ${code} is now approved`),
    'no success toast for the losing admin',
  ).toBeHidden();

  await first.close();
  await second.close();
});

test('a double-click on Approve sends one POST and the button waits disabled', async ({
  page,
}) => {
  const settlement = await verifiedSettlement(page.request);
  const code = String(settlement.code);
  await signInAs(page, 'admin');
  await openSettlement(page, settlement);
  const gate = await gateRequests(
    page,
    'POST',
    new RegExp(`/admin/settlements/${String(settlement.id)}/approve$`),
  );

  await page.getByRole('button', { name: 'Approve', exact: true }).click();
  const dialog = approveDialog(page, code);
  const confirm = dialog.getByRole('button', { name: 'Approve settlement' });
  await confirm.dblclick();
  await expect(confirm).toBeDisabled();
  await expect(
    dialog.getByRole('button', { name: 'Keep settlement' }),
  ).toBeDisabled();
  await expect.poll(() => gate.count()).toBe(1);
  gate.release();

  await expect(dialog).toBeHidden();
  await expect(statusBadge(page)).toContainText('Approved');
  expect(gate.count()).toBe(1);
});

test('Enter pressed over and over on a confirm button sends one POST', async ({
  page,
}) => {
  const admin = apiAs(page.request, 'admin');
  const digits = String(Date.now()).slice(-12).padStart(12, '0');
  const merchant = await admin.post('/admin/merchants', {
    name: `E2E Kopitiam ${digits}`,
    legalName: `E2E Kopitiam ${digits} Sdn Bhd`,
    registrationNumber: digits,
    contactName: 'Siti Aminah',
    email: `kopitiam-${digits}@e2e.example.my`,
    phone: '+60123456789',
    commissionPercent: 15,
  });
  const name = String(merchant.name);
  await signInAs(page, 'admin');
  await page.goto(`/admin/merchants/show/${String(merchant.id)}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `Merchant ${name}`,
  );
  const gate = await gateRequests(
    page,
    'POST',
    new RegExp(`/admin/merchants/${String(merchant.id)}/approve$`),
  );

  await page.getByRole('button', { name: 'Approve', exact: true }).click();
  const dialog = page.getByRole('dialog', {
    name: `Approve merchant ${name}?`,
  });
  const confirm = dialog.getByRole('button', { name: 'Approve merchant' });
  await confirm.focus();
  for (let i = 0; i < 5; i += 1) await page.keyboard.press('Enter');
  await expect(confirm).toBeDisabled();
  await expect.poll(() => gate.count()).toBe(1);
  gate.release();

  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('button', { name: 'Suspend', exact: true }),
  ).toBeVisible();
  expect(gate.count()).toBe(1);
  expect(
    (await admin.one(`/admin/merchants/${String(merchant.id)}`)).status,
  ).toBe('ACTIVE');
});

/**
 * Fills the cuisine form and submits it the way `submit` does; Create must
 * wait disabled while the POST is held. Returns the POSTs sent and the
 * cuisines that now carry the typed name.
 */
async function createCuisine(
  page: Page,
  submit: (save: Locator, name: Locator) => Promise<void>,
): Promise<{ posts: number; created: unknown[] }> {
  const admin = apiAs(page.request, 'admin');
  const name = `E2E Kelantanese ${Date.now().toString(36)}`;
  await signInAs(page, 'admin');
  await page.goto('/admin/cuisines/create');
  const gate = await gateRequests(page, 'POST', /\/api\/v1\/admin\/cuisines$/);
  const nameInput = page.getByRole('textbox', { name: 'Name', exact: true });
  await nameInput.fill(name);
  await page.getByRole('spinbutton', { name: 'Sort order' }).fill('7');
  const save = page.getByRole('button', { name: 'Create' });
  await submit(save, nameInput);
  await expect(save).toBeDisabled();
  await expect.poll(() => gate.count()).toBe(1);
  gate.release();

  await expect(page).toHaveURL(/\/admin\/cuisines\/show\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `Cuisine ${name}`,
  );
  const { data } = await admin.list(
    `/admin/cuisines?q=${encodeURIComponent(name)}`,
  );
  return { posts: gate.count(), created: data.filter((c) => c.name === name) };
}

test("a double-click on a form's Create sends one POST", async ({ page }) => {
  const { posts, created } = await createCuisine(page, (save) =>
    save.dblclick(),
  );
  expect(posts).toBe(1);
  expect(created).toHaveLength(1);
});

test('Enter pressed over and over in a form field sends one POST', async ({
  page,
}) => {
  const { posts, created } = await createCuisine(page, async (_, name) => {
    await name.focus();
    for (let i = 0; i < 5; i += 1) await page.keyboard.press('Enter');
  });
  expect(posts).toBe(1);
  expect(created).toHaveLength(1);
});

test('a double-click on Delete in the confirmation sends one DELETE', async ({
  page,
}) => {
  const admin = apiAs(page.request, 'admin');
  const cuisine = await admin.post('/admin/cuisines', {
    name: `E2E Doomed ${Date.now().toString(36)}`,
  });
  const name = String(cuisine.name);
  await signInAs(page, 'admin');
  await page.goto(`/admin/cuisines/show/${String(cuisine.id)}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `Cuisine ${name}`,
  );
  const gate = await gateRequests(
    page,
    'DELETE',
    new RegExp(`/admin/cuisines/${String(cuisine.id)}$`),
  );

  await page.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: `Delete cuisine ${name}?` });
  const confirm = dialog.getByRole('button', { name: 'Delete cuisine' });
  await confirm.dblclick();
  await expect(confirm).toBeDisabled();
  await expect.poll(() => gate.count()).toBe(1);
  gate.release();

  await expect(page).toHaveURL(/\/admin\/cuisines$/);
  await expect(page.getByText('Cuisine deleted')).toBeVisible();
  expect(gate.count()).toBe(1);
  expect(
    (await admin.send('GET', `/admin/cuisines/${String(cuisine.id)}`)).status(),
  ).toBe(404);
});
