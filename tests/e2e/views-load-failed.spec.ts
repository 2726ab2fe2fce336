import { expect, test, type Page } from '@playwright/test';
import { apiAs } from './support/api-as';
import { signInAs } from './support/session';
import { socketReady } from './support/socket-ready';

/** Every request `listRead` matches answered 429 with `Retry-After: 30`, until unrouted. */
async function rateLimit(page: Page, listRead: string | RegExp): Promise<void> {
  await page.route(listRead, (route) =>
    route.fulfill({
      status: 429,
      headers: { 'Retry-After': '30' },
      json: { statusCode: 429, message: 'Too many requests' },
    }),
  );
}

test('a list whose read failed says so, keeps no count, and loads when tried again', async ({
  page,
}) => {
  await signInAs(page, 'admin');
  const ordersRead = '**/api/v1/admin/orders?**';
  const reads: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/v1\/admin\/orders\?/.test(request.url()))
      reads.push(request.url());
  });
  await rateLimit(page, ordersRead);
  await page.goto('/admin/orders?currentPage=2&pageSize=10');

  const failure = page
    .getByRole('alert')
    .filter({ hasText: 'Orders could not be loaded' });
  await expect(failure).toBeVisible();
  await expect(failure).toContainText('Too many requests');
  // In the rows' place, under the filters, which stay to be changed.
  await expect(
    page.getByRole('grid', { name: /^Orders/ }).getByRole('alert'),
  ).toHaveText(/Orders could not be loaded/);
  await expect(
    page.getByRole('textbox', { name: 'Search Orders' }),
  ).toBeVisible();
  // Not an empty list: no count, no "no results", no pager.
  await expect(page.getByText(/\d records?$/)).toHaveCount(0);
  await expect(page.getByText(/No results|match this view/)).toHaveCount(0);
  await expect(page.getByText(/\d+–\d+ of/)).toHaveCount(0);
  // One message for one failure: the HTTP layer's 429 toast, not Refine's too.
  await expect(
    page.getByText('Too Many Requests. Try again later!'),
  ).toBeVisible();
  await expect(page.getByText(/status code/i)).toHaveCount(0);

  // Asked once: `Retry-After: 30` is not retried behind the user's back.
  expect(reads).toHaveLength(1);

  await page.unroute(ordersRead);
  await failure.getByRole('button', { name: 'Try again' }).click();
  const grid = page.getByRole('grid', { name: /^Orders/ });
  await expect(grid.getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByText(/^\d[\d,]* records$/)).toBeVisible();
  await expect(failure).toHaveCount(0);
  // The deep link's page survived the failure.
  await expect(page).toHaveURL(/currentPage=2/);
  await expect(page.getByText(/^11–20 of/)).toBeVisible();
});

test('a search the server refused keeps the typing in the search box', async ({
  page,
}) => {
  await signInAs(page, 'admin');
  await page.goto('/admin/orders');
  const grid = page.getByRole('grid', { name: /^Orders/ });
  await expect(grid.getByRole('row').nth(1)).toBeVisible();

  // Searches are refused from here on (the list without one is not).
  const searches = /\/api\/v1\/admin\/orders\?.*\bq=/;
  await rateLimit(page, searches);
  const box = page.getByRole('textbox', { name: 'Search Orders' });
  await box.click();
  await box.pressSequentially('ORD00');
  await expect(grid.getByRole('alert')).toContainText('Too many requests');

  // The failure took the rows' place; the box kept its text and the focus.
  await expect(box).toBeFocused();
  await page.keyboard.type('00001');
  await expect(box).toHaveValue('ORD0000001');

  await page.unroute(searches);
  // Other journeys' new orders reach this list live: such a refetch may load
  // the search before the click does, taking Try again away with the failure.
  // (Try again itself is the first journey's.)
  await grid
    .getByRole('button', { name: 'Try again' })
    .click({ timeout: 5_000 })
    .catch(() => undefined);
  await expect(
    grid.getByRole('gridcell', { name: 'ORD0000001', exact: true }),
  ).toBeVisible();
});

test('on a phone, a failed list read shows the failure in place of the cards', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, 'admin');
  const banksRead = '**/api/v1/admin/banks?**';
  await rateLimit(page, banksRead);
  await page.goto('/admin/banks');

  const failure = page
    .getByRole('alert')
    .filter({ hasText: 'Banks could not be loaded' });
  await expect(failure).toContainText('Too many requests');
  await expect(page.getByText(/Rows per page/)).toHaveCount(0);

  await page.unroute(banksRead);
  await failure.getByRole('button', { name: 'Try again' }).click();
  await expect(
    page.getByRole('list', { name: 'Banks' }).getByRole('listitem').first(),
  ).toBeVisible();
  await expect(page.getByText(/Rows per page/)).toBeVisible();
});

test('a related list that could not be read says so on the record’s page, not “none yet”', async ({
  page,
}) => {
  await signInAs(page, 'admin');
  const outletsRead = '**/api/v1/admin/merchant-outlets?**';
  await rateLimit(page, outletsRead);
  await page.goto('/admin/merchants/show/1');

  const failure = page
    .getByRole('alert')
    .filter({ hasText: 'Outlets could not be loaded' });
  await expect(failure).toContainText('Too many requests');
  await expect(page.getByText('No outlets yet')).toHaveCount(0);
  await expect(page.getByText(/in all$/)).toHaveCount(0);

  await page.unroute(outletsRead);
  await failure.getByRole('button', { name: 'Try again' }).click();
  await expect(failure).toHaveCount(0);
  await expect(page.getByText(/^\d+ in all$/).first()).toBeVisible();
});

test('a refresh that failed keeps the rows and says they may be out of date', async ({
  page,
  request,
}) => {
  await signInAs(page, 'admin');
  const listening = socketReady(page);
  await page.goto('/admin/banks');
  const grid = page.getByRole('grid', { name: /^Banks/ });
  await expect(grid.getByRole('row').nth(1)).toBeVisible();
  await listening;

  // Someone else edits a bank; the refresh that follows is refused.
  const banksRead = '**/api/v1/admin/banks?**';
  await rateLimit(page, banksRead);
  const api = apiAs(request, 'admin');
  const { data } = await api.list('/admin/banks?perPage=1&sort=name');
  const bank = data[0] as { id: number; name: string };
  await api.edit(`/admin/banks/${bank.id}`, { name: bank.name });

  const warning = page
    .getByRole('alert')
    .filter({ hasText: 'This list could not be refreshed' });
  await expect(warning).toContainText('The rows below may be out of date.');
  await expect(
    grid.getByRole('gridcell', { name: bank.name, exact: true }),
  ).toBeVisible();
  await expect(page.getByText(/^\d+ records$/)).toBeVisible();
  await page.screenshot({
    path: 'test-results/screenshots/list-refresh-failed.png',
  });

  await page.unroute(banksRead);
  await warning.getByRole('button', { name: 'Try again' }).click();
  await expect(warning).toHaveCount(0);
  await expect(
    grid.getByRole('gridcell', { name: bank.name, exact: true }),
  ).toBeVisible();
});

test('an order whose items or history could not be read says so in those sections, and loads them when tried again', async ({
  page,
  request,
}) => {
  const { data } = await apiAs(request, 'admin').list(
    '/admin/orders?perPage=1',
  );
  const orderId = String(data[0]?.id);
  await signInAs(page, 'admin');
  const itemsRead = '**/api/v1/admin/order-menus?**';
  const historyRead = '**/api/v1/admin/audit-logs?**';
  await rateLimit(page, itemsRead);
  await rateLimit(page, historyRead);
  await page.goto(`/admin/orders/show/${orderId}`);

  const items = page
    .getByRole('alert')
    .filter({ hasText: 'Items could not be loaded' });
  await expect(items).toContainText('Too many requests');
  await expect(page.getByText(/^0 items$/)).toHaveCount(0);
  await expect(page.getByLabel('Totals')).toHaveCount(0);
  await page.getByRole('button', { name: 'Activity' }).click();
  const history = page
    .getByRole('alert')
    .filter({ hasText: 'Order timeline could not be loaded' });
  await expect(history).toBeVisible();
  await expect(page.getByText('No history recorded yet.')).toHaveCount(0);
  await page.screenshot({
    path: 'test-results/screenshots/order-sections-failed.png',
    fullPage: true,
  });

  await page.unroute(itemsRead);
  await page.unroute(historyRead);
  await items.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByLabel('Totals')).toBeVisible();
  await history.getByRole('button', { name: 'Try again' }).click();
  await expect(
    page.getByRole('list', { name: 'Order timeline' }).getByRole('listitem'),
  ).not.toHaveCount(0);
});
