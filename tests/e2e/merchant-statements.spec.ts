import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { readPdf } from '../server/support/pdf-reader';
import { apiAs } from './support/api-as';
import { signInAs } from './support/session';

/** Money as the console and the PDF write it (en-MY ringgit). */
const ringgit = (sen: number) =>
  new Intl.NumberFormat('en-MY', {
    style: 'currency',
    currency: 'MYR',
    minimumFractionDigits: 2,
  }).format(sen / 100);

/** The PDF's text as a reader extracts it, no-break spaces as spaces. */
const pdfText = (bytes: Buffer) =>
  readPdf(bytes)
    .pages.join('\n')
    .replace(/\u00a0/g, ' ');

test('finance filters the statements, sees their totals, opens one, prints it without the chrome and downloads its PDF', async ({
  page,
  request,
}) => {
  await signInAs(page, 'finance');
  const finance = apiAs(request, 'finance');
  await page.goto('/admin/merchant-statements');
  await expect(
    page.getByRole('heading', { name: 'Merchant Statements', level: 1 }),
  ).toBeVisible();

  // Filter to paid statements; the totals are the API's sums of exactly those.
  await page.getByRole('tab', { name: /^Paid/ }).click();
  await expect(page).toHaveURL(/resolvedStatus/);
  const answer = await finance.send(
    'GET',
    '/admin/settlements?perPage=1&search[resolvedStatus][in]=PAID&totals=netPayout,grossSales',
  );
  const { meta } = (await answer.json()) as {
    meta: { total: number; totals: { netPayout: number; grossSales: number } };
  };
  const totals = page.getByRole('region', { name: /^Totals of the/ });
  await expect(totals).toContainText(
    `Totals of the ${meta.total.toLocaleString('en-MY')} matching`,
  );
  await expect(totals.getByRole('definition').last()).toHaveText(
    ringgit(meta.totals.netPayout),
  );
  await expect(totals).toContainText(ringgit(meta.totals.grossSales));

  // Open the first statement by its code (the row's middle is its outlet's link).
  await page
    .getByRole('grid')
    .getByRole('row')
    .nth(1)
    .locator('[data-field="code"]')
    .click();
  await expect(page).toHaveURL(/\/admin\/merchant-statements\/show\/\d+$/);
  const id = /show\/(\d+)$/.exec(page.url())?.[1] ?? '';
  const statement = (await (
    await finance.send('GET', `/admin/settlements/${id}/statement`)
  ).json()) as {
    data: {
      settlement: { code: string };
      merchant: { name: string };
      totals: { netPayout: number };
    };
  };
  const { settlement, merchant, totals: sums } = statement.data;
  await expect(
    page.getByRole('heading', { name: `Statement ${settlement.code}` }),
  ).toBeVisible();
  await expect(page.getByTestId('net-payout')).toHaveText(
    ringgit(sums.netPayout),
  );
  await expect(page.getByText(merchant.name).first()).toBeVisible();

  // Printed: the document alone, no sidebar, app bar, footer or buttons.
  await page.emulateMedia({ media: 'print' });
  await expect(
    page.getByRole('heading', { name: 'Merchant statement' }),
  ).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Main navigation' }),
  ).toBeHidden();
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Download PDF' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });
  await expect(
    page.getByRole('button', { name: 'Download PDF' }),
  ).toBeVisible();

  // The PDF: a PDF, with the merchant's name and the net payout in it.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`statement-${settlement.code}.pdf`);
  const bytes = await readFile((await file.path()) ?? '');
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const text = pdfText(bytes);
  expect(text).toContain(merchant.name);
  expect(text).toContain(ringgit(sums.netPayout).replace(/\u00a0/g, ' '));
});

test('a settlement links to its statement; staff without finance roles get neither', async ({
  page,
  request,
}) => {
  const finance = apiAs(request, 'finance');
  const { data } = await finance.list(
    '/admin/settlements?perPage=1&search[resolvedStatus]=CONFIRMED&sort=id',
  );
  const id = String(data[0]?.id);
  await signInAs(page, 'finance');
  await page.goto(`/admin/settlements/show/${id}`);
  await page.getByRole('link', { name: 'Statement', exact: true }).click();
  await expect(page).toHaveURL(`/admin/merchant-statements/show/${id}`);
  await expect(page.getByTestId('net-payout')).toBeVisible();

  const staff = apiAs(request, 'staff');
  expect(
    (await staff.send('GET', `/admin/settlements/${id}/statement`)).status(),
  ).toBe(403);
});
