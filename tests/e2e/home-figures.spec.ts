import { expect, test, type Page } from '@playwright/test';
import { signInAs } from './support/session';

// Lists on a busy machine, with 5-second tokens to refresh on the way, take a while.
const slow = { timeout: 30_000 };

/** The number a home card shows, once the dashboard has answered. */
async function cardValue(page: Page, label: string): Promise<string> {
  const card = page.getByLabel(label, { exact: true });
  // The card's paragraphs: its label, its number, its caption.
  const value = card.locator('p').nth(1);
  await expect(value).toHaveText(/\d/, slow);
  return (await value.innerText()).trim();
}

/** The list's own count beside its title ("1,234 records"). */
async function listCount(page: Page): Promise<string> {
  const count = page
    .getByRole('heading', { level: 1 })
    .locator('xpath=following-sibling::*[1]');
  await expect(count).toHaveText(/^[\d,]+ \w+/, slow);
  return (await count.innerText()).split(' ')[0] ?? '';
}

test.beforeEach(async ({ page }) => {
  await signInAs(page, 'admin');
});

for (const label of [
  'Orders today',
  'Orders, 30 days',
  'Pending payouts',
  'Active outlets',
]) {
  test(`${label} opens the list of exactly its rows`, async ({ page }) => {
    await page.goto('/admin/home');
    const shown = await cardValue(page, label);
    await page.getByLabel(label, { exact: true }).getByRole('link').click();
    expect(await listCount(page)).toBe(shown);
  });
}

test("open enquiries are the inbox's own folder", async ({ page }) => {
  await page.goto('/admin/home');
  const open = await cardValue(page, 'Open enquiries');
  await page
    .getByLabel('Open enquiries', { exact: true })
    .getByRole('link')
    .click();
  await expect(page.getByTestId('folder-total-inbox')).toHaveText(open, slow);
});
