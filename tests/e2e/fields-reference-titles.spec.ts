import { expect, test, type Page } from '@playwright/test';
import { signInAs } from './support/session';

const shots = process.env.SHOTS_DIR ?? 'test-results';

/**
 * The API calls a page makes from now on, as `path?query`: the session's
 * own (profile, sidebar preferences, the menu's counts, the list's saved views) do not count, nor a 401 that the
 * console replays after refreshing its 5 s token, nor the list's next page,
 * which the console fetches ahead (rows only) once a page has settled.
 */
/**
 * A list's next page fetched ahead: a later page asked for rows only, with
 * no counts. (Nobody turns a page in these journeys, so no page turn of
 * the user's is mistaken for one.)
 */
const isFetchedAhead = (url: URL) =>
  Number(url.searchParams.get('page') ?? 1) > 1 &&
  !url.searchParams.has('facets');

function pageCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    const isSession =
      url.pathname === '/api/v1/admin/users/profile' ||
      // The sidebar's favourites and recent pages, not the page's own.
      url.pathname === '/api/v1/admin/users/profile/preferences' ||
      // The list's saved views, for its Views menu, not its rows.
      url.pathname === '/api/v1/admin/list-views' ||
      // The menu's counts (pending payouts, approvals waiting): one row each.
      url.searchParams.get('perPage') === '1' ||
      isFetchedAhead(url);
    if (
      url.pathname.startsWith('/api/v1/admin/') &&
      !isSession &&
      response.status() !== 401
    )
      calls.push(`${url.pathname}${url.search}`);
  });
  return calls;
}

test('admin sees orders with outlet and customer names that link to their records', async ({
  page,
}) => {
  const calls = pageCalls(page);
  await signInAs(page, 'admin');
  await page.goto('/admin/orders');
  const grid = page.getByRole('grid');
  // The first list of a fresh server can be slow on a shared machine.
  await expect(grid.getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 });
  const outletCells = grid.locator('[role="gridcell"][data-field="outletId"]');
  const customerCells = grid.locator(
    '[role="gridcell"][data-field="customerId"]',
  );
  await expect(outletCells.first().getByRole('link')).not.toHaveText(/^#\d+$/);
  await expect(customerCells.first().getByRole('link')).not.toHaveText(
    /^#\d+$/,
  );
  await page.screenshot({ path: `${shots}/refs-orders-list.png` });

  await expect(
    page.getByRole('tab', { name: /^Pending \(\d+\)/ }),
  ).toBeVisible();
  // The rows, the tabs' counts and the names come in one request.
  expect(calls).toHaveLength(1);
  expect(calls[0]).toMatch(/^\/api\/v1\/admin\/orders\?/);
  expect(calls[0]).toContain('facets=status');
  expect(calls[0]).toContain(
    `include=${encodeURIComponent('customerId,outletId')}`,
  );

  const outlet = outletCells.first().getByRole('link');
  const outletName = (await outlet.innerText()).trim();
  const href = await outlet.getAttribute('href');
  expect(href).toMatch(/^\/admin\/merchant-outlets\/show\/\d+$/);
  await outlet.click();
  await expect(page).toHaveURL(href ?? '');
  await expect(
    page.getByRole('heading', { name: outletName, exact: true }),
  ).toBeVisible();
  await expect(
    page.getByText(/^Merchant:/).getByRole('link', { name: /^[^#]/ }),
  ).toBeVisible();
  await page.screenshot({ path: `${shots}/refs-outlet-show.png` });
});

test('a list URL with its own page, sort and filter also loads in one request', async ({
  page,
}) => {
  const calls = pageCalls(page);
  await signInAs(page, 'admin');
  await page.goto(
    '/admin/orders?pageSize=10&currentPage=2&sorters[0][field]=total&sorters[0][order]=asc' +
      '&filters[0][field]=status&filters[0][operator]=eq&filters[0][value]=COMPLETED',
  );
  await expect(
    page.getByRole('tab', { name: /^Completed \(\d+\)/, selected: true }),
  ).toBeVisible({ timeout: 30_000 });
  const statuses = page
    .getByRole('grid')
    .locator('[role="gridcell"][data-field="status"]');
  await expect(statuses.first()).toHaveText('Completed');
  await expect(page.getByText(/^11–20 of \d+/)).toBeVisible();
  // The boot's early request is the page's own: the same query, asked once.
  expect(calls).toHaveLength(1);
  const query = new URL(calls[0] ?? '', 'http://x').searchParams;
  expect(query.get('page')).toBe('2');
  expect(query.get('perPage')).toBe('10');
  expect(query.get('sort')).toBe('total');
  expect(query.get('search[status]')).toBe('COMPLETED');
});

test('an order page names its outlet and customer, in two requests', async ({
  page,
}) => {
  await signInAs(page, 'admin');
  await page.goto('/admin/orders');
  const firstRow = page.getByRole('grid').getByRole('row').nth(1);
  await expect(firstRow).toBeVisible({ timeout: 30_000 });
  const calls = pageCalls(page);
  await firstRow.locator('[data-field="code"]').click();
  await expect(page).toHaveURL(/\/admin\/orders\/show\/\d+$/);
  await expect(page.getByText(/^Outlet:/)).toBeVisible();
  await expect(page.getByLabel('Totals')).toContainText(/Total\s*RM/);
  await expect(
    page.getByRole('link', { name: /^#\d+$/ }).filter({ visible: true }),
  ).toHaveCount(0);
  expect(calls.map((call) => call.split('?')[0]).sort()).toEqual([
    '/api/v1/admin/order-menus',
    expect.stringMatching(/^\/api\/v1\/admin\/orders\/\d+$/),
  ]);
  await page.screenshot({ path: `${shots}/refs-order-show.png` });
});

test('an outlet form shows its merchant by name, not by id', async ({
  page,
}) => {
  await signInAs(page, 'admin');
  await page.goto('/admin/merchant-outlets/edit/1');
  const merchant = page.getByRole('combobox', { name: /^Merchant/ });
  await expect(merchant).toHaveValue(/^[^#].* \(#\d+\)$/);
  await page.screenshot({ path: `${shots}/refs-outlet-edit.png` });
});

test('a generic record page names its references, not their ids', async ({
  page,
}) => {
  await signInAs(page, 'admin');
  await page.goto('/admin/transactions/show/1');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const references = page.getByRole('main').locator('a[href*="/show/"]');
  await expect(references.first()).toBeVisible();
  await expect(references.filter({ hasText: /^#\d+$/ })).toHaveCount(0);
  await page.screenshot({ path: `${shots}/refs-transaction-show.png` });
});
