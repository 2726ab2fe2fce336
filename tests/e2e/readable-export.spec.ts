import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { parseCsv } from '../../server/resources/csv';
import { signInAs } from './support/session';

/** The file a click downloads, as rows of cells. */
async function downloadedBy(page: Page, click: () => Promise<void>) {
  const downloading = page.waitForEvent('download');
  await click();
  const download = await downloading;
  const text = await readFile(await download.path(), 'utf8');
  return { name: download.suggestedFilename(), rows: parseCsv(text) };
}

/** A column's cells below the header. */
function column(rows: string[][], name: string): string[] {
  const at = (rows[0] ?? []).indexOf(name);
  expect(at, `a "${name}" column`).toBeGreaterThanOrEqual(0);
  return rows.slice(1).map((row) => row[at] ?? '');
}

/** A list page as admin, once its export control is drawn. */
async function openList(page: Page, path: string): Promise<Locator> {
  await signInAs(page, 'admin');
  await page.goto(path);
  const more = page.getByRole('button', { name: 'More export options' });
  // The first visit loads the page's code: slow on a busy machine.
  await expect(more).toBeVisible({ timeout: 30_000 });
  return more;
}

test('Export CSV downloads the orders as the grid reads them; the menu, by keyboard, offers the raw form', async ({
  page,
}) => {
  const more = await openList(page, '/admin/orders');

  const readable = await downloadedBy(page, () =>
    page.getByRole('button', { name: 'Export CSV' }).click(),
  );
  expect(readable.name).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(readable.rows[0]?.slice(0, 8)).toEqual([
    'ID',
    'Order no.',
    'Customer',
    'Outlet',
    'Channel',
    'Status',
    'Total (RM)',
    'Placed (MYT)',
  ]);
  expect(readable.rows.length).toBeGreaterThan(1);
  for (const total of column(readable.rows, 'Total (RM)'))
    expect(total).toMatch(/^\d+\.\d{2}$/);
  for (const placed of column(readable.rows, 'Placed (MYT)'))
    expect(placed).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  for (const status of column(readable.rows, 'Status'))
    expect(status).toMatch(/^[A-Z][a-z ]+$/);
  for (const customer of column(readable.rows, 'Customer'))
    expect(customer).not.toMatch(/^\d+$/);

  // The menu by keyboard: it opens on Enter with its item focused, Escape
  // closes it and gives focus back to its button.
  await more.focus();
  await page.keyboard.press('Enter');
  const raw = page.getByRole('menuitem', { name: /^Export raw CSV/ });
  await expect(raw).toBeFocused();
  // Orders take no import, so the item does not promise one.
  await expect(raw).not.toContainText('for import');
  await page.keyboard.press('Escape');
  await expect(raw).toBeHidden();
  await expect(more).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(raw).toBeFocused();
  const machine = await downloadedBy(page, () => page.keyboard.press('Enter'));
  expect(machine.name).toMatch(/^orders-raw-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(machine.rows[0]?.slice(0, 4)).toEqual([
    'id',
    'createdAt',
    'updatedAt',
    'version',
  ]);
  for (const total of column(machine.rows, 'total'))
    expect(total).toMatch(/^\d+$/);
  for (const status of column(machine.rows, 'status'))
    expect(status).toMatch(/^[A-Z_]+$/);
});

test('where a list takes imports, its raw export says it is the file to import', async ({
  page,
}) => {
  const more = await openList(page, '/admin/cuisines');
  await more.click();
  await expect(
    page.getByRole('menuitem', { name: /^Export raw CSV \(for import\)/ }),
  ).toBeVisible();
});
