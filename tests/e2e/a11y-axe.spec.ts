import { expect, test, type Disposable, type Page } from '@playwright/test';
import { apiAs } from './support/api-as';
import { must } from './support/must';
import { seriousViolations } from './support/axe';
import { signInAs } from './support/session';
import { settle } from './support/settle';

type Mode = 'light' | 'dark';

/** The records the pages show: read from the demo data, or made for this file. */
interface Records {
  orderId: string;
  bankId: string;
  merchantId: string;
  /** The first merchant by id, to which the seed gives a history (revisions). */
  historyMerchantId: string;
  settlementId: string;
  outletId: string;
  roleId: string;
  enquiryId: string;
}

interface Screen {
  name: string;
  path: (records: Records) => string;
  /** Waits until the page has loaded, then brings it to the state checked. */
  ready: (page: Page) => Promise<void>;
  /** Who opens it: nobody for the sign-in page, an admin elsewhere. */
  signIn: (page: Page) => Promise<void>;
  /** A phone's screen instead of a desktop's. */
  phone?: boolean;
  /** Where the docs keep a picture of the page, by mode. */
  docsPicture?: Partial<Record<Mode, string>>;
}

/**
 * Every kind of page (issues 13 and 35): the sign-in page, a generic list,
 * show, create and edit page, the richer screens (order, settlement, outlet,
 * holiday calendar, enquiries inbox, a role's permissions) and the states
 * that draw something of their own (a selected row, an empty list, a failed
 * read, a missing page). Home and the reports, pages of charts, are checked
 * in charts.spec.ts, with their charts drawn and as tables, light and dark.
 */
const screens: Screen[] = [
  {
    name: 'login',
    path: () => '/login',
    ready: (page) =>
      expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible(),
    signIn: () => Promise.resolve(),
  },
  {
    name: 'orders list',
    path: () => '/admin/orders',
    ready: gridHasRows,
    signIn: asAdmin,
  },
  {
    // A selected row is tinted with the primary colour; its links sit on it.
    name: 'settlements list, a row selected',
    path: () => '/admin/settlements',
    ready: async (page) => {
      await gridHasRows(page);
      await page.getByRole('checkbox', { name: 'Select row' }).first().check();
      await expect(page.getByRole('row', { selected: true })).toHaveCount(1);
    },
    signIn: asAdmin,
  },
  {
    // The empty state's "Clear filters" button sits in the grid.
    name: 'banks list, nothing matches',
    path: () => '/admin/banks',
    ready: async (page) => {
      await page
        .getByRole('textbox', { name: 'Search Banks' })
        .fill('no bank is called this');
      await expect(page.getByText('No banks match this view')).toBeVisible();
    },
    signIn: asAdmin,
  },
  {
    name: 'orders list, read failed',
    path: () => '/admin/orders',
    ready: (page) =>
      expect(page.getByRole('button', { name: 'Try again' })).toBeVisible(),
    signIn: async (page) => {
      await asAdmin(page);
      await page.route('**/api/v1/admin/orders?**', (route) =>
        route.fulfill({
          status: 429,
          headers: { 'Retry-After': '30' },
          json: { statusCode: 429, message: 'Too many requests' },
        }),
      );
    },
  },
  {
    name: 'merchant show',
    path: ({ merchantId }) => `/admin/merchants/show/${merchantId}`,
    ready: async (page) => {
      await expect(page.locator('h1')).not.toBeEmpty();
      await expect(page.getByRole('progressbar')).toHaveCount(0);
    },
    signIn: asAdmin,
  },
  {
    name: 'bank form',
    path: () => '/admin/banks/create',
    ready: (page) => expect(page.getByRole('textbox').first()).toBeVisible(),
    signIn: asAdmin,
  },
  {
    name: 'bank edit',
    path: ({ bankId }) => `/admin/banks/edit/${bankId}`,
    ready: (page) =>
      expect(page.getByRole('textbox', { name: 'Name' })).not.toHaveValue(''),
    signIn: asAdmin,
  },
  {
    name: 'order show',
    path: ({ orderId }) => `/admin/orders/show/${orderId}`,
    ready: (page) => expect(page.locator('h1')).toHaveText(/^Order /),
    signIn: asAdmin,
  },
  {
    name: 'settlements list',
    path: () => '/admin/settlements',
    ready: gridHasRows,
    signIn: asAdmin,
  },
  {
    name: 'settlement show',
    path: ({ settlementId }) => `/admin/settlements/show/${settlementId}`,
    ready: dailyBreakdownShown,
    signIn: asAdmin,
  },
  {
    // The daily breakdown's table is wider than a phone: it scrolls sideways.
    name: 'settlement show on a phone',
    path: ({ settlementId }) => `/admin/settlements/show/${settlementId}`,
    ready: dailyBreakdownShown,
    signIn: asAdmin,
    phone: true,
  },
  {
    name: 'outlet show',
    path: ({ outletId }) => `/admin/merchant-outlets/show/${outletId}`,
    ready: (page) =>
      expect(
        page.getByRole('group', { name: 'Operating hours' }),
      ).toBeVisible(),
    signIn: asAdmin,
  },
  {
    name: 'holiday calendar',
    path: () => '/admin/holidays/calendar',
    ready: (page) =>
      expect(page.locator('[aria-current="date"]')).toHaveCount(1),
    signIn: asAdmin,
  },
  {
    // One enquiry open: its row is the selected one.
    name: 'enquiries inbox',
    path: ({ enquiryId }) => `/admin/enquiries?open=${enquiryId}`,
    ready: async (page) => {
      const list = page.getByRole('list', { name: 'Enquiries' });
      await expect(list.locator('[aria-current="true"]')).toHaveCount(1);
      await expect(
        page.getByRole('list', { name: 'Conversation' }),
      ).toBeVisible();
    },
    signIn: asAdmin,
    docsPicture: { dark: 'docs/screenshots/inbox-1440x900-dark.png' },
  },
  {
    name: 'role permissions',
    path: ({ roleId }) => `/admin/roles/show/${roleId}`,
    ready: async (page) => {
      await page
        .getByRole('button', { name: 'Permissions', exact: true })
        .click();
      await expect(
        page
          .getByRole('region', { name: 'Permissions' })
          .getByRole('checkbox')
          .first(),
      ).toBeVisible();
    },
    signIn: asAdmin,
  },
  {
    // The approval queues: tabs with counts, a card per request with its buttons.
    name: 'approvals',
    path: () => '/admin/approval-requests',
    ready: (page) =>
      expect(page.getByRole('tab', { name: /^Waiting for me/ })).toBeVisible(),
    signIn: asAdmin,
  },
  {
    // A record's history, in its dialog over the record's page.
    name: 'merchant history',
    path: ({ historyMerchantId }) =>
      `/admin/merchants/show/${historyMerchantId}`,
    ready: async (page) => {
      // Opened once the record is in, as a user would: not on its skeleton.
      await expect(page.getByText('Commission', { exact: true })).toBeVisible();
      await page.getByRole('button', { name: 'History', exact: true }).click();
      await expect(
        page
          .getByRole('table', { name: 'Revisions, newest first' })
          .getByRole('row')
          .nth(1),
      ).toBeVisible();
    },
    signIn: asAdmin,
  },
  {
    name: '404',
    path: () => '/no/such/page',
    ready: (page) =>
      expect(
        page.getByRole('heading', { name: 'Page not found' }),
      ).toBeVisible(),
    signIn: asAdmin,
  },
];

function asAdmin(page: Page): Promise<void> {
  return signInAs(page, 'admin');
}

async function gridHasRows(page: Page): Promise<void> {
  await expect(page.getByRole('grid')).toBeVisible();
  await expect(page.getByRole('row').nth(1)).toBeVisible();
}

async function dailyBreakdownShown(page: Page): Promise<void> {
  await expect(page.locator('h1')).toHaveText(/^Settlement /);
  const table = page.getByRole('table', { name: 'Daily breakdown' });
  await table.scrollIntoViewIfNeeded();
  await expect(table.getByRole('row').nth(1)).toBeVisible();
}

/**
 * The theme mode under the key the settings store reads at boot, written
 * before every load of the page until the returned handle is disposed.
 */
function storeMode(page: Page, mode: Mode): Promise<Disposable> {
  return page.addInitScript((value) => {
    const stored = JSON.parse(localStorage.getItem('settings') ?? '{}') as {
      mode?: string;
    };
    localStorage.setItem(
      'settings',
      JSON.stringify({ ...stored, mode: value }),
    );
  }, mode);
}

/**
 * Dark in place, with the app bar's switch, where the page has one: a
 * reload cost each screen a second boot (shell-theme.spec.ts checks that
 * dark survives one). Elsewhere (the sign-in page) as a returning user gets
 * it: stored, then read at boot; the reload keeps the tab's session, with
 * the tokens the app rotated since.
 */
async function switchToDark(page: Page): Promise<void> {
  const toDark = page.getByRole('button', { name: 'Switch to dark mode' });
  if (await toDark.isVisible()) {
    await toDark.click();
    // Not the switch's tooltip in the picture, nor over what axe reads.
    await page.mouse.move(0, 0);
    await expect(page.getByRole('tooltip')).toBeHidden();
    return;
  }
  await storeMode(page, 'dark');
  await page.reload();
}

/**
 * Brings a loaded screen to its state in a mode, pictures it and answers
 * axe's serious and critical violations on it.
 */
function checkScreen(page: Page, screen: Screen, mode: Mode) {
  return test.step(mode, async () => {
    await screen.ready(page);
    await expect(page.locator('html')).toHaveCSS('color-scheme', mode);
    await settle(page);
    await page.screenshot({
      path:
        screen.docsPicture?.[mode] ??
        `test-results/screenshots/a11y-${screen.name.replaceAll(/[ ,]+/g, '-')}-${mode}.png`,
    });
    return seriousViolations(page);
  });
}

/** The id of the first record a list answers. */
async function firstId(
  api: ReturnType<typeof apiAs>,
  path: string,
  field = 'id',
): Promise<string> {
  const { data } = await api.list(path);
  return String(must(data[0], `a record at ${path}`)[field]);
}

// The longest file (5.5 min on CI): its screens go to whichever lane is
// free, so one lane does not run it alone while the other has finished.
// Each lane's worker makes its own records (beforeAll runs per worker).
test.describe.configure({ mode: 'parallel' });

let records: Records;

test.beforeAll(async ({ request }) => {
  const api = apiAs(request, 'admin');
  const userId = await firstId(
    api,
    '/admin/users?search[userType]=CLIENT&perPage=1&sort=id',
  );
  const enquiry = await api.post('/admin/enquiries', {
    userId: Number(userId),
    category: 'ORDER',
    subject: `Axe journey ${Date.now()}: the rider left my order at the wrong gate`,
    message: 'The order came to the other block and went cold.',
  });
  records = {
    orderId: await firstId(api, '/admin/orders?perPage=1'),
    bankId: await firstId(api, '/admin/banks?perPage=1'),
    merchantId: await firstId(api, '/admin/merchants?perPage=1'),
    historyMerchantId: await firstId(api, '/admin/merchants?perPage=1&sort=id'),
    // A settlement whose days are summed, so its breakdown has rows.
    settlementId: await firstId(
      api,
      '/admin/settlement-daily-summaries?perPage=1',
      'settlementId',
    ),
    outletId: await firstId(api, '/admin/merchant-outlets?perPage=1'),
    roleId: await firstId(api, '/admin/roles?perPage=1&sort=id'),
    enquiryId: String(enquiry.id),
  };
});

for (const screen of screens) {
  test(`${screen.name}, light and dark, has no serious or critical axe violation`, async ({
    page,
  }) => {
    await page.setViewportSize(
      screen.phone ? { width: 390, height: 844 } : { width: 1440, height: 900 },
    );
    const lightMode = await storeMode(page, 'light');
    await screen.signIn(page);
    await page.goto(screen.path(records));
    const light = await checkScreen(page, screen, 'light');

    await lightMode.dispose();
    await switchToDark(page);
    const dark = await checkScreen(page, screen, 'dark');

    const blocking = { light, dark };
    expect(blocking, JSON.stringify(blocking, null, 2)).toEqual({
      light: [],
      dark: [],
    });
  });
}

test('keyboard only: skip link, into the orders grid, Enter opens the order', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAs(page, 'admin');
  await page.goto('/admin/orders');
  await gridHasRows(page);

  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.screenshot({
    path: 'test-results/screenshots/a11y-skip-link.png',
  });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();

  // From <main>, Tab walks the page's controls until it lands in the grid.
  const focusInGrid = page.locator('[role="grid"] :focus');
  await expect(async () => {
    await page.keyboard.press('Tab');
    await expect(focusInGrid).toHaveCount(1, { timeout: 50 });
  }).toPass({ intervals: [0], timeout: 20_000 });
  // The grid's arrow keys: down from the header to the first row, right
  // past the checkbox column to a data cell, where Enter opens the record.
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowRight');
  await expect(page.locator('[role="gridcell"]:focus')).toHaveCount(1);
  await page.screenshot({
    path: 'test-results/screenshots/a11y-grid-focus.png',
  });
  await expect(page.locator('[role="gridcell"]:focus')).not.toHaveAttribute(
    'data-field',
    '__check__',
  );
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/orders\/show\/[^/]+$/);
  await expect(page.locator('h1')).toHaveText(/^Order /);
});
