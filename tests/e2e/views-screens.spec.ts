import {
  expect,
  test,
  type APIRequestContext,
  type Page,
} from '@playwright/test';
import { recordInState } from './support/own-records';
import { signInAs } from './support/session';
import { settle } from './support/settle';
import { DEMO_USERS } from './support/ui-login';

type Row = Record<string, unknown>;

/**
 * Reads from the API as the admin. Logs in per call: e2e access tokens live
 * five seconds, longer than some steps of a journey take.
 */
async function apiList(
  request: APIRequestContext,
  path: string,
): Promise<Row[]> {
  const headers = { platform: 'admin_frontend' };
  const login = await request.post('/api/v1/auth/login', {
    data: DEMO_USERS.admin,
    headers,
  });
  const { data: tokens } = (await login.json()) as {
    data: { access_token: string };
  };
  const response = await request.get(`/api/v1${path}`, {
    headers: { ...headers, authorization: `Bearer ${tokens.access_token}` },
  });
  expect(response.ok(), `${path} answered ${response.status()}`).toBe(true);
  return ((await response.json()) as { data: Row[] }).data;
}

/** Sen from what the console shows, e.g. "RM 1,234.50" → 123450. */
function senOf(text: string): number {
  const match = /RM\s?([\d,]+\.\d{2})/.exec(text);
  if (!match?.[1]) throw new Error(`No MYR amount in "${text}"`);
  return Math.round(Number(match[1].replace(/,/g, '')) * 100);
}

/** The customer's pocket balance as the pockets list (filtered by user) and the pocket's page show it; 0 with no pocket yet. */
async function pocketBalance(page: Page, userId: string): Promise<number> {
  // How many pockets the user has, so the list is read once it shows them
  // and not while an earlier answer is still drawn.
  const pockets = await apiList(
    page.request,
    `/admin/pockets?search[userId]=${userId}&perPage=1`,
  );
  await page.goto(
    `/admin/pockets?filters[0][field]=userId&filters[0][operator]=eq&filters[0][value]=${userId}`,
  );
  const grid = page.getByRole('grid');
  await expect(grid).toBeVisible();
  const rows = grid.locator('.MuiDataGrid-row');
  if (pockets.length === 0) {
    await expect(page.getByText(/No pockets/i)).toBeVisible();
    return 0;
  }
  await expect(page.getByText('1 pocket', { exact: true })).toBeVisible();
  await expect(rows).toHaveCount(1);
  await page.screenshot({
    path: 'test-results/screenshots/views-pockets-by-user.png',
  });
  // The list re-renders its rows once it has synced its sort to the URL; a click during that is lost.
  await expect(async () => {
    await rows.first().locator('[data-field="balance"]').click();
    await expect(page).toHaveURL(/\/admin\/pockets\/show\//, {
      timeout: 1_000,
    });
  }).toPass();
  const balance = page
    .getByText('Balance', { exact: true })
    .locator('xpath=..');
  await expect(balance).toContainText(/RM\s?[\d,]+\.\d{2}/);
  return senOf((await balance.textContent()) ?? '');
}

test('an admin accepts an order, then cancels and refunds it, and the customer pocket is credited', async ({
  page,
}) => {
  // A new order, just placed: this journey's own, as no other journey's.
  const order = await recordInState(page.request, 'orders', 'PENDING');
  const orderId = String(order.id);
  const customerId = String(order.customerId);
  const total = Number(order.total);
  await signInAs(page, 'admin');

  const before = await pocketBalance(page, customerId);

  await page.goto(`/admin/orders/show/${orderId}`);
  const header = page.locator('h1');
  await expect(header).toHaveText(`Order ${String(order.code)}`);
  await expect(page.getByLabel('Totals')).toContainText(/Total\s*RM/);
  // The timeline loads when its section is opened; a new order has no steps yet.
  await page.getByRole('button', { name: 'Activity' }).click();
  await settle(page);
  await page.screenshot({
    path: 'test-results/screenshots/views-order-pending.png',
    fullPage: true,
  });

  await page.getByRole('button', { name: 'Accept', exact: true }).click();
  const accept = page.getByRole('dialog');
  await accept.getByRole('button', { name: 'Accept order' }).click();
  await expect(accept).toBeHidden();
  await expect(
    page.getByText('Accepted', { exact: true }).first(),
  ).toBeVisible();
  await expect(
    page.getByRole('button', { name: 'Cancel and refund' }),
  ).toBeVisible();
  await expect(page.getByLabel('Order timeline')).toContainText('Accepted');

  await page.getByRole('button', { name: 'Cancel and refund' }).click();
  const refund = page.getByRole('dialog');
  await refund.getByRole('button', { name: 'Cancel and refund' }).click();
  await expect(
    refund.getByText('Say why, so the next person understands the decision'),
  ).toBeVisible();
  await refund.getByLabel('Reason').fill('Outlet ran out of stock (e2e)');
  await refund.getByRole('button', { name: 'Cancel and refund' }).click();
  await expect(refund).toBeHidden();
  await expect(
    page.getByText('Refunded', { exact: true }).first(),
  ).toBeVisible();
  await expect(page.getByLabel('Order timeline')).toContainText(
    'Outlet ran out of stock (e2e)',
  );
  await settle(page);
  await page.screenshot({
    path: 'test-results/screenshots/views-order-refunded.png',
    fullPage: true,
  });

  expect(await pocketBalance(page, customerId)).toBe(before + total);
  await page.screenshot({
    path: 'test-results/screenshots/views-pocket-credited.png',
    fullPage: true,
  });
});

test('the holidays calendar shows a month of holidays and opens one', async ({
  page,
}) => {
  const [holiday] = await apiList(
    page.request,
    '/admin/holidays?perPage=1&sort=date',
  );
  expect(holiday, 'the seed has a holiday').toBeDefined();
  const date = String(holiday?.date).slice(0, 10);
  await signInAs(page, 'admin');

  await page.goto('/admin/holidays/calendar');
  await expect(
    page.getByRole('heading', { name: 'Holiday calendar' }),
  ).toBeVisible();
  await expect(page.locator('[aria-current="date"]')).toHaveCount(1);
  await page.getByRole('button', { name: 'Next month' }).click();
  await expect(page).toHaveURL(/month=\d{4}-\d{2}/);

  await page.goto(`/admin/holidays/calendar?month=${date.slice(0, 7)}`);
  const chip = page
    .getByRole('gridcell')
    .filter({ hasText: String(holiday?.name) })
    .getByRole('button')
    .first();
  await expect(chip).toBeVisible();
  await settle(page);
  await page.screenshot({
    path: 'test-results/screenshots/views-holiday-calendar.png',
    fullPage: true,
  });
  await chip.click();
  await expect(page).toHaveURL(
    new RegExp(`/admin/holidays/show/${String(holiday?.id)}$`),
  );
});

test('a report shows the last 30 days in a grid and a chart', async ({
  page,
}) => {
  await signInAs(page, 'admin');
  await page.goto('/admin/sales-summary');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByLabel('From')).toHaveValue(/\d{4}-\d{2}-\d{2}/);
  await expect(page.getByRole('grid')).toBeVisible();
  await expect(page.locator('.MuiDataGrid-row').first()).toBeVisible();
  await expect(
    page.locator('.MuiChartsSurface-root, svg.MuiChartsSurface-root').first(),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeVisible();
  await settle(page);
  await page.screenshot({
    path: 'test-results/screenshots/views-report-sales-summary.png',
    fullPage: true,
  });

  await page.goto('/admin/outlets-performance');
  await expect(page.locator('.MuiDataGrid-row').first()).toBeVisible();
  await settle(page);
  await page.screenshot({
    path: 'test-results/screenshots/views-report-outlets.png',
    fullPage: true,
  });
});

test('the settlement, outlet and menu screens render their sections', async ({
  page,
  browser,
}) => {
  const [settlement] = await apiList(
    page.request,
    '/admin/settlements?perPage=1&sort=-periodEnd',
  );
  const [outlet] = await apiList(
    page.request,
    '/admin/merchant-outlets?perPage=1',
  );
  const [extra] = await apiList(page.request, '/admin/menu-extras?perPage=1');
  const [menu] = await apiList(
    page.request,
    `/admin/menus?search[id]=${String(extra?.menuId)}`,
  );
  await signInAs(page, 'reviewer');

  await page.goto(`/admin/payout-history/show/${String(settlement?.id)}`);
  await expect(
    page.getByRole('heading', { name: /^Settlement / }),
  ).toBeVisible();
  await expect(page.getByLabel('Settlement workflow')).toBeVisible();
  await expect(page.getByLabel('Amounts')).toContainText('Net payout');
  await expect(page.getByText('Daily breakdown')).toBeVisible();
  await settle(page);
  await page.screenshot({
    path: 'test-results/screenshots/views-settlement.png',
    fullPage: true,
  });

  // The reviewer holds no outlet or menu keys: an admin, in a tab of their own.
  const adminPage = await (await browser.newContext()).newPage();
  await signInAs(adminPage, 'admin');
  await adminPage.goto(`/admin/merchant-outlets/show/${String(outlet?.id)}`);
  await expect(
    adminPage.getByRole('heading', { name: String(outlet?.name) }),
  ).toBeVisible();
  await expect(
    adminPage.getByRole('group', { name: 'Operating hours' }),
  ).toBeVisible();
  const sunday = adminPage.getByRole('checkbox', {
    name: 'Sunday closed all day',
  });
  const wasClosed = await sunday.isChecked();
  await sunday.setChecked(!wasClosed);
  await adminPage.getByRole('button', { name: 'Save hours' }).click();
  await expect(adminPage.getByText('Operating hours saved')).toBeVisible();
  await adminPage.reload();
  await expect(
    adminPage.getByRole('checkbox', { name: 'Sunday closed all day' }),
  ).toBeChecked({ checked: !wasClosed });
  await settle(adminPage);
  await adminPage.screenshot({
    path: 'test-results/screenshots/views-outlet.png',
    fullPage: true,
  });

  await adminPage.goto(`/admin/menus/show/${String(menu?.id)}`);
  await expect(
    adminPage.getByRole('heading', { name: String(menu?.name) }),
  ).toBeVisible();
  await expect(
    adminPage.getByText('Happy hours', { exact: true }),
  ).toBeVisible();
  await settle(adminPage);
  await adminPage.screenshot({
    path: 'test-results/screenshots/views-menu.png',
    fullPage: true,
  });
});
