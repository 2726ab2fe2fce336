import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { apiAs } from './support/api-as';
import { signInAs } from './support/session';
import { settle } from './support/settle';

type Mode = 'light' | 'dark';

/** The pages issue 13 names, each with what shows it has finished loading. */
const screens: {
  name: string;
  path: (orderId: string) => string;
  ready: (page: Page) => Promise<void>;
  /** Who opens it: nobody for the sign-in page, an admin elsewhere. */
  signIn: (page: Page) => Promise<void>;
}[] = [
  {
    name: 'login',
    path: () => '/login',
    ready: (page) =>
      expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible(),
    signIn: () => Promise.resolve(),
  },
  {
    name: 'home',
    path: () => '/admin/home',
    ready: (page) =>
      expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible(),
    signIn: asAdmin,
  },
  {
    name: 'orders list',
    path: () => '/admin/orders',
    ready: gridHasRows,
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
    name: 'order show',
    path: (orderId) => `/admin/orders/show/${orderId}`,
    ready: (page) => expect(page.locator('h1')).toHaveText(/^Order /),
    signIn: asAdmin,
  },
  {
    name: 'bank form',
    path: () => '/admin/banks/create',
    ready: (page) => expect(page.getByRole('textbox').first()).toBeVisible(),
    signIn: asAdmin,
  },
  {
    name: 'settlements list',
    path: () => '/admin/settlements',
    ready: gridHasRows,
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

/** The theme mode under the key the settings store reads at boot. */
async function useMode(page: Page, mode: Mode): Promise<void> {
  await page.addInitScript((value) => {
    const stored = JSON.parse(localStorage.getItem('settings') ?? '{}') as {
      mode?: string;
    };
    localStorage.setItem(
      'settings',
      JSON.stringify({ ...stored, mode: value }),
    );
  }, mode);
}

let orderId = '';

test.beforeAll(async ({ request }) => {
  const { data } = await apiAs(request, 'admin').list(
    '/admin/orders?perPage=1',
  );
  orderId = String(data[0]?.id);
});

for (const mode of ['light', 'dark'] as const) {
  for (const screen of screens) {
    test(`${screen.name} (${mode}) has no serious or critical axe violation`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await useMode(page, mode);
      await screen.signIn(page);
      await page.goto(screen.path(orderId));
      await screen.ready(page);
      await settle(page);
      await page.screenshot({
        path: `test-results/screenshots/a11y-${screen.name.replaceAll(' ', '-')}-${mode}.png`,
      });

      const { violations } = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      const blocking = violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => ({
          rule: v.id,
          impact: v.impact,
          help: v.help,
          targets: v.nodes.slice(0, 5).map((node) => ({
            target: node.target.join(' '),
            why: node.failureSummary,
          })),
        }));
      expect(blocking, JSON.stringify(blocking, null, 2)).toEqual([]);
    });
  }
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
