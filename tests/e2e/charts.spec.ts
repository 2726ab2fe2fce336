import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { signInAs } from './support/session';
import { settle } from './support/settle';

type Mode = 'light' | 'dark';

/** The screens with charts: the dashboard and a daily report. */
const screens = [
  {
    name: 'home',
    path: '/admin/home',
    ready: async (page: Page) => {
      await expect(
        page.getByRole('table', { name: 'Orders by status, last 30 days' }),
      ).toBeVisible();
      await expect(
        page.getByRole('img', { name: /^Orders and GMV per day over/ }),
      ).toBeVisible();
    },
    table: 'Orders and GMV per day, last 30 days',
  },
  {
    name: 'report-sales-summary',
    path: '/admin/sales-summary',
    ready: async (page: Page) => {
      await expect(page.locator('.MuiDataGrid-row').first()).toBeVisible();
      await expect(page.locator('svg.MuiChartsSurface-root')).toBeVisible();
    },
    table: 'Gross sales by date',
  },
  {
    // Bars across, each with its value at its end.
    name: 'report-outlets-performance',
    path: '/admin/outlets-performance',
    ready: async (page: Page) => {
      await expect(page.locator('.MuiDataGrid-row').first()).toBeVisible();
      await expect(page.locator('svg.MuiChartsSurface-root')).toBeVisible();
    },
    table: 'Gross sales by outlet',
  },
];

/** The screenshots docs/ keeps; the rest are for looking at in test-results. */
const documented = new Set(['home', 'report-sales-summary']);

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

for (const mode of ['light', 'dark'] as const) {
  for (const screen of screens) {
    test(`${screen.name} (${mode}): charts and their tables pass axe`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1280, height: 720 });
      await useMode(page, mode);
      await signInAs(page, 'admin');
      await page.goto(screen.path);
      await screen.ready(page);
      await settle(page);
      await page.screenshot({
        path:
          mode === 'light' && documented.has(screen.name)
            ? `docs/screenshots/${screen.name}.png`
            : `test-results/screenshots/charts-${screen.name}-${mode}.png`,
        fullPage: true,
      });
      let blocking = await seriousViolations(page);
      expect(blocking, JSON.stringify(blocking, null, 2)).toEqual([]);

      await page.getByRole('button', { name: 'Table' }).first().click();
      const table = page.getByRole('table', { name: screen.table });
      await expect(table).toBeVisible();
      await expect(table.getByRole('row').nth(1)).toBeVisible();
      await table.scrollIntoViewIfNeeded();
      await page.screenshot({
        path: `test-results/screenshots/charts-${screen.name}-table-${mode}.png`,
      });
      blocking = await seriousViolations(page);
      expect(blocking, JSON.stringify(blocking, null, 2)).toEqual([]);
    });
  }
}

test('on a phone the charts fit the screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, 'admin');
  for (const screen of screens) {
    await page.goto(screen.path);
    await screen.ready(page);
    await settle(page);
    await page.screenshot({
      path: `test-results/screenshots/charts-${screen.name}-390.png`,
      fullPage: true,
    });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  }
});
