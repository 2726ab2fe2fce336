import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { apiAs } from './support/api-as';
import { signInAs } from './support/session';
import { settle } from './support/settle';

test('an import dry run with one bad row reports it, blocks the import and writes nothing', async ({
  page,
}) => {
  const api = apiAs(page.request, 'admin');
  const before = await api.list('/admin/cuisines?perPage=100&sort=id');
  await signInAs(page, 'admin');

  await page.goto('/admin/cuisines');
  await expect(page.getByRole('grid').getByRole('row').nth(1)).toBeVisible();
  // The raw form is the file the import reads back; Export CSV is for people.
  await page.getByRole('button', { name: 'More export options' }).click();
  const downloading = page.waitForEvent('download');
  await page
    .getByRole('menuitem', { name: /^Export raw CSV \(for import\)/ })
    .click();
  const exported = await readFile(await (await downloading).path(), 'utf8');

  // The export's own header and rows, so the columns match what import expects.
  const [header = '', ...lines] = exported.trim().split(/\r?\n/);
  const columns = header.split(',');
  expect(columns).toEqual(expect.arrayContaining(['id', 'name', 'sortOrder']));
  const plain = lines.filter((line) => !line.includes('"'));
  expect(plain.length, 'the export has two plain rows').toBeGreaterThan(1);
  const [first = '', second = ''] = plain;
  const cell = (line: string, column: string) =>
    line.split(',')[columns.indexOf(column)] ?? '';
  const renamedId = cell(first, 'id');
  const renamedFrom = cell(first, 'name');
  const newRow = (name: string, sortOrder: string) => {
    const values: Record<string, string> = {
      name,
      sortOrder,
      isActive: 'true',
    };
    return columns.map((column) => values[column] ?? '').join(',');
  };
  const stamp = Date.now().toString(36);
  const csv = [
    header,
    first.replace(`,${renamedFrom},`, `,${renamedFrom} renamed ${stamp},`),
    second,
    newRow(`E2E Peranakan ${stamp}`, '5'),
    newRow(`E2E Bad row ${stamp}`, '-3'),
    newRow(`E2E Sabahan ${stamp}`, '6'),
  ].join('\n');

  const realImports: string[] = [];
  page.on('request', (request) => {
    if (
      request.method() === 'POST' &&
      /\/admin\/cuisines\/import(?!\?dryRun=true)/.test(request.url())
    )
      realImports.push(request.url());
  });

  await page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import Cuisines' });
  const importButton = dialog.getByRole('button', {
    name: 'Import',
    exact: true,
  });
  await expect(importButton).toBeDisabled();
  await dialog.getByLabel('CSV file').setInputFiles({
    name: 'cuisines-e2e.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv, 'utf8'),
  });
  await expect(dialog.getByText('cuisines-e2e.csv')).toBeVisible();
  await dialog.getByRole('button', { name: 'Dry run' }).click();

  await expect(
    dialog.getByText('Would create 2, update 2; 1 row has errors'),
  ).toBeVisible();
  const failed = dialog
    .getByRole('list', { name: 'Rows with errors' })
    .getByRole('listitem');
  await expect(failed).toHaveCount(1);
  await expect(failed.first()).toContainText('Row 5');
  await expect(failed.first()).toContainText('Sort order must be at least 0');
  await expect(importButton).toBeDisabled();
  await settle(page);
  await page.screenshot({ path: test.info().outputPath('import-dry-run.png') });

  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  expect(realImports).toEqual([]);

  const after = await api.list('/admin/cuisines?perPage=100&sort=id');
  expect(after.meta.total).toBe(before.meta.total);
  expect(after.data).toEqual(before.data);
  expect(
    (await api.one(`/admin/cuisines/${renamedId}`)).name,
    'the row the file renames keeps its name',
  ).toBe(renamedFrom);
});
