import {
  expect,
  test,
  type APIRequestContext,
  type Page,
} from '@playwright/test';
import { recordInState } from './support/own-records';
import { signInAs } from './support/session';

/** The chunks `file` imports, and theirs, to the last (the build's `from"./x.js"`). */
async function importsOf(
  request: APIRequestContext,
  file: string,
  found = new Set<string>(),
): Promise<Set<string>> {
  const code = await (await request.get(file)).text();
  for (const [, name] of code.matchAll(/(?:from|import)\s*"\.\/([^"]+)"/g)) {
    const path = `/assets/${name}`;
    if (found.has(path)) continue;
    found.add(path);
    await importsOf(request, path, found);
  }
  return found;
}

/** The orders list as admin, once its first row is in. */
async function openOrders(page: Page) {
  await signInAs(page, 'admin');
  await page.goto('/admin/orders');
  const grid = page.getByRole('grid');
  await expect(grid.getByRole('row').nth(1)).toBeVisible();
  return grid;
}

/**
 * The orders list as admin once its profile has come too: the first load
 * notes the lists' first requests for the next one, once the profile has come.
 */
async function openOrdersNoted(page: Page) {
  const profile = page.waitForResponse('**/api/v1/admin/users/profile');
  const grid = await openOrders(page);
  await profile;
  return grid;
}

test('finance bulk-reviews settlements, one fails, and the report says why', async ({
  page,
}) => {
  // This journey's own: one waiting for review and one long settled, which
  // cannot be reviewed again.
  const pending = await recordInState(page.request, 'settlements', 'PENDING');
  const settled = await recordInState(page.request, 'settlements', 'CONFIRMED');
  await signInAs(page, 'finance');
  // Newest codes first, so both are on the first page.
  await page.goto(
    '/admin/settlements?sorters[0][field]=code&sorters[0][order]=desc',
  );
  await expect(page.getByRole('tab', { name: /^All/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(
    page.getByRole('tab', { name: /^Pending \(\d+\)/ }),
  ).toBeVisible();

  const rowOf = (settlement: Record<string, unknown>) =>
    page
      .getByRole('row')
      .filter({ has: page.getByRole('checkbox', { name: 'Select row' }) })
      .filter({ hasText: String(settlement.code) });
  await expect(rowOf(pending)).toContainText('Pending');
  await expect(rowOf(settled)).toContainText('Confirmed');
  await rowOf(pending).getByRole('checkbox', { name: 'Select row' }).check();
  await rowOf(settled).getByRole('checkbox', { name: 'Select row' }).check();

  await page.getByRole('button', { name: 'Review (2)' }).click();
  const confirm = page.getByRole('dialog', { name: /Review 2 settlements/ });
  await confirm.getByRole('button', { name: 'Review 2 settlements' }).click();

  const report = page.getByRole('dialog', { name: 'Review: result' });
  await expect(report.getByText('1 succeeded, 1 failed')).toBeVisible();
  const failed = report
    .getByRole('list', { name: 'Failed records' })
    .getByRole('listitem');
  await expect(failed).toHaveCount(1);
  await expect(failed.first()).toContainText(String(settled.code));
  await expect(failed.first()).toContainText('Confirmed');
  await page.screenshot({ path: 'test-results/list-bulk-result.png' });
  await report.getByRole('button', { name: 'Close' }).click();
  // The failed row stays selected for another try.
  await expect(page.getByRole('button', { name: 'Review (1)' })).toBeVisible();
  await expect(rowOf(pending)).toContainText('Reviewed');
});

test('admin filters orders by status and outlet, sorts, pages, reloads to the same view and exports it', async ({
  page,
}) => {
  const grid = await openOrders(page);

  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Completed' }).click();
  await page.getByRole('option', { name: 'Pending' }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByText('Status: Completed, Pending')).toBeVisible();

  await page.getByRole('combobox', { name: 'Outlet' }).click();
  const firstOutlet = page.getByRole('listbox').getByRole('option').first();
  await expect(firstOutlet).toBeVisible();
  const outletLabel = (await firstOutlet.innerText()).trim();
  await firstOutlet.click();
  await page.keyboard.press('Escape');
  await expect(page.getByText(/^Outlet: /)).toBeVisible();

  await grid.getByRole('columnheader', { name: 'Total' }).click();
  await expect(page).toHaveURL(/sorters\[0\]\[field\]=total/);

  // A native select: the platform's own list, and a light page.
  await page
    .getByRole('combobox', { name: /Rows per page/ })
    .selectOption('10');
  const next = page.getByRole('button', { name: 'Go to next page' });
  // The seed gives every outlet more than ten completed or pending orders.
  await expect(next).toBeEnabled();
  await next.click();
  await expect(page).toHaveURL(/currentPage=2/);
  await page.screenshot({
    path: 'test-results/list-orders-filtered.png',
    fullPage: false,
  });

  const before = page.url();
  const range = page.getByText(/^\d+–\d+ of \d+$/);
  await expect(grid.getByRole('row').nth(1)).toContainText('RM');
  const rangeBefore = (await range.innerText()).trim();
  await page.reload();
  await expect(page.getByText('Status: Completed, Pending')).toBeVisible();
  await expect(page.getByText(/^Outlet: /)).toBeVisible();
  await expect(range).toHaveText(rangeBefore);
  await expect(
    grid.getByRole('columnheader', { name: 'Total' }),
  ).toHaveAttribute('aria-sort', 'ascending');
  expect(page.url()).toBe(before);
  expect(outletLabel).not.toBe('');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
});

test('a status tab chosen on page 2 opens the first page of its rows', async ({
  page,
}) => {
  await signInAs(page, 'admin');
  await page.goto('/admin/orders?currentPage=2&pageSize=25');
  const range = page.getByText(/^\d+–\d+ of \d+$/);
  await expect(range).toHaveText(/^26–50 of/);

  const asked = page.waitForRequest((request) => {
    const url = new URL(request.url());
    return (
      url.pathname.endsWith('/admin/orders') &&
      url.searchParams.get('search[status]') === 'COMPLETED'
    );
  });
  await page.getByRole('tab', { name: /^Completed/ }).click();
  expect(new URL((await asked).url()).searchParams.get('page')).toBe('1');
  await expect(page).toHaveURL(/currentPage=1(&|$)/);
  await expect(range).toHaveText(/^1–25 of/);
});

test('a column header shows its tooltips on hover, and a first key press still moves focus on', async ({
  page,
}) => {
  const grid = await openOrders(page);

  // The grid's header tooltips mount when the user first reaches for one
  // (on-demand-tooltip.tsx): a key press first, here.
  const search = page.getByRole('textbox', { name: 'Search Orders' });
  await search.focus();
  await page.keyboard.press('Tab');
  await expect(search).not.toBeFocused();
  await expect(page.locator('body')).not.toBeFocused();

  const placed = grid.getByRole('columnheader', { name: /Placed/ });
  await placed.getByRole('button', { name: 'Sort' }).hover();
  await expect(page.getByRole('tooltip', { name: 'Sort' })).toBeVisible();
});

test('a column header tooltip shows on the first hover of a fresh page', async ({
  page,
}) => {
  const grid = await openOrders(page);
  // Straight onto the button: the pointer's first move into the headers
  // mounts the tooltip under it, and the tooltip still opens.
  const placed = grid.getByRole('columnheader', { name: /Placed/ });
  await placed.getByRole('button', { name: 'Sort' }).hover();
  await expect(page.getByRole('tooltip', { name: 'Sort' })).toBeVisible();
});

test("a reload of the orders list sends its list request once: from the head-start script ahead of the console's code, or after a lapsed token's refresh, from the console", async ({
  page,
}) => {
  const grid = await openOrdersNoted(page);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  let senders: string[] = [];
  cdp.on('Network.requestWillBeSent', ({ request, initiator }) => {
    // The first page's; the second is fetched ahead once the first has come.
    if (!/\/api\/v1\/admin\/orders\?page=1&/.test(request.url)) return;
    // The script whose code made the call, below the shared fetch helper.
    const scripts = initiator.stack?.callFrames.map((frame) => frame.url);
    senders.push(scripts?.join(' ') ?? initiator.type);
  });
  // The access token lives 5 s here. A slow first load may outlast it, and
  // the head start sends nothing with a lapsed token; the console then
  // refreshes and asks, once, and the next reload has a live token.
  const headStart = /\/assets\/head-start-[\w-]+\.js\b/;
  const firstSenders: string[] = [];
  for (const reload of [1, 2, 3]) {
    senders = [];
    await page.reload();
    await expect(grid.getByRole('row').nth(1)).toBeVisible();
    expect(senders, `reload ${reload}`).toHaveLength(1);
    firstSenders.push(senders[0] ?? '');
  }
  expect(firstSenders.some((sender) => headStart.test(sender))).toBe(true);
});

test('a reload after the access token lapsed sends no request bound to be refused: the console refreshes, then asks once', async ({
  page,
}) => {
  const grid = await openOrdersNoted(page);
  await page.waitForFunction(
    () => {
      const claims = localStorage.getItem('accessToken')?.split('.')[1] ?? '';
      const { exp } = JSON.parse(
        atob(claims.replace(/-/g, '+').replace(/_/g, '/')),
      ) as { exp: number };
      return exp * 1000 < Date.now();
    },
    undefined,
    { timeout: 10_000 },
  );
  const refused: string[] = [];
  const asked: string[] = [];
  page.on('response', (response) => {
    if (!response.url().includes('/api/v1/admin/')) return;
    if (response.status() === 401) refused.push(response.url());
    if (/\/api\/v1\/admin\/orders\?page=1&/.test(response.url()))
      asked.push(response.url());
  });
  await page.reload();
  await expect(grid.getByRole('row').nth(1)).toBeVisible();
  expect(refused).toEqual([]);
  expect(asked).toHaveLength(1);
});

test('the head-start script has every module it imports preloaded ahead of the console’s entry, so its request waits on none of the console’s downloads', async ({
  request,
}) => {
  const html = await (await request.get('/admin/orders')).text();
  const tags = [...html.matchAll(/<(?:link|script)\b[^>]*>/g)].map(
    ([tag]) => tag,
  );
  const position = (pattern: RegExp) =>
    tags.findIndex((tag) => pattern.test(tag));
  const headStart = /src="\/assets\/head-start-[\w-]+\.js"/;
  const entry = position(/<script[^>]*src="\/assets\/index-[\w-]+\.js"/);
  expect(position(headStart)).toBeGreaterThanOrEqual(0);
  expect(entry).toBeGreaterThan(position(headStart));

  const src = /src="(\/assets\/head-start-[\w-]+\.js)"/.exec(html)?.[1] ?? '';
  const imported = await importsOf(request, src);
  expect(imported.size).toBeGreaterThan(0);
  for (const path of imported) {
    const preload = position(
      new RegExp(
        `rel="modulepreload"[^>]*href="${path.replace(/\./g, '\\.')}"`,
      ),
    );
    expect(
      preload,
      `${path} preloaded before the entry`,
    ).toBeGreaterThanOrEqual(0);
    expect(preload, `${path} preloaded before the entry`).toBeLessThan(entry);
  }
});
