import { expect, test, type Page } from '@playwright/test';
import { signInAs } from './support/session';
import { loginThroughForm } from './support/ui-login';

test.use({ viewport: { width: 1280, height: 720 } });

/** Data rows of the grid drawn wholly inside the window. */
function rowsInView(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      Array.from(document.querySelectorAll('[role="row"][data-id]')).filter(
        (row) => {
          const box = row.getBoundingClientRect();
          return box.top >= 0 && box.bottom <= window.innerHeight;
        },
      ).length,
  );
}

/** How far the grid's own rows area scrolls, down and across. */
function gridOverflow(page: Page): Promise<{ down: number; across: number }> {
  return page.evaluate(() => {
    const scroller = document.querySelector('.MuiDataGrid-virtualScroller');
    if (!scroller) throw new Error('no grid on the page');
    return {
      down: scroller.scrollHeight - scroller.clientHeight,
      across: scroller.scrollWidth - scroller.clientWidth,
    };
  });
}

/** The page's cumulative layout shift so far, user-caused shifts aside. */
function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[])
            if (!entry.hadRecentInput) total += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 100);
      }),
  );
}

test('compact density shows 12 orders at 1280×720 with one scrollbar, fits the columns, and is remembered', async ({
  page,
}) => {
  await signInAs(page, 'admin');
  await page.goto('/admin/orders');
  const grid = page.getByRole('grid');
  // A cold browser compiles the console's code first: a slow first paint on a busy machine.
  await expect(grid.getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 });

  await page.getByRole('button', { name: 'Density' }).click();
  await page.getByRole('menuitem', { name: 'Compact' }).click();
  await expect.poll(() => rowsInView(page)).toBeGreaterThanOrEqual(12);

  // Only the page scrolls: the grid is as tall as its rows and as wide as its
  // card, once it has fitted itself to the new row height (a frame or two
  // after the rows are in view, it is still a pixel off).
  await expect.poll(async () => (await gridOverflow(page)).down).toBe(0);
  expect((await gridOverflow(page)).across).toBeLessThanOrEqual(8);
  for (const name of ['Order no.', 'Customer', 'Outlet', 'Total', 'Placed']) {
    const header = grid.getByRole('columnheader', { name });
    const box = await header.boundingBox();
    expect(box, name).not.toBeNull();
    expect(
      box!.x + box!.width,
      `${name} ends inside the window`,
    ).toBeLessThanOrEqual(1280);
  }
  // Amounts and times are whole, not cut with an ellipsis.
  const firstRow = grid.getByRole('row').nth(1);
  // (Intl writes a no-break space after the currency and before am/pm.)
  await expect(firstRow).toContainText(/RM\s\d+\.\d\d/);
  await expect(firstRow).toContainText(/\d{4}, \d{1,2}:\d\d\s[ap]m/);
  await page.screenshot({
    path: 'test-results/list-orders-compact-1280x720.png',
  });

  await page.reload();
  await expect(grid.getByRole('row').nth(1)).toBeVisible();
  await expect.poll(() => rowsInView(page)).toBeGreaterThanOrEqual(12);
  expect(await layoutShift(page)).toBeLessThan(0.1);

  // A hundred rows a page: still one scrollbar, the page's, and every row
  // in its place down to the last, just above the pager (the theme draws the
  // rows with the page, not moved as a layer of their own).
  await page
    .getByRole('combobox', { name: 'Rows per page' })
    .selectOption('100');
  await expect(grid.locator('[role="row"][data-id]')).toHaveCount(100);
  await expect.poll(async () => (await gridOverflow(page)).down).toBe(0);
  const lastRow = grid.locator('[role="row"][data-id]').last();
  await lastRow.scrollIntoViewIfNeeded();
  await expect(lastRow).toBeInViewport();
  const rowBox = await lastRow.boundingBox();
  const pagerBox = await page.getByText(/^1–100 of /).boundingBox();
  expect(rowBox && pagerBox).toBeTruthy();
  expect(rowBox!.y + rowBox!.height).toBeLessThanOrEqual(pagerBox!.y);
  expect(pagerBox!.y - (rowBox!.y + rowBox!.height)).toBeLessThan(40);
});

test('a short list and a long one load without moving what is on screen', async ({
  page,
}) => {
  await signInAs(page, 'admin');
  for (const path of ['/admin/orders', '/admin/merchants']) {
    await page.goto(path);
    await expect(page.getByRole('grid').getByRole('row').nth(1)).toBeVisible();
    // Late shifts (tab counts, reference titles) come with the list's answer.
    await expect(page.getByText(/^\d+–\d+ of \d+$/)).toBeVisible();
    expect(await layoutShift(page), path).toBeLessThan(0.1);
  }
});

test('the order number is a link to the order: a new tab opens it, a plain click opens it here', async ({
  page,
  context,
}) => {
  // Through the form: the new tab must share the session as it is now, not
  // replay the tokens an init script would seed into it.
  await loginThroughForm(page, 'admin');
  await page.goto('/admin/orders');
  const firstRow = page.getByRole('grid').getByRole('row').nth(1);
  const link = firstRow.getByRole('link', { name: /^ORD\d+$/ });
  // A cold browser compiles the console's code first: a slow first paint on a busy machine.
  await expect(link).toHaveAttribute('href', /^\/admin\/orders\/show\/\d+$/, {
    timeout: 30_000,
  });
  const href = (await link.getAttribute('href')) ?? '';
  const code = (await link.innerText()).trim();
  // A modified click is the browser's to handle: the console must leave it
  // alone (not cancel it, not route in place) so the browser opens a tab.
  // Whether the harness then reports that tab is not ours to test, and on a
  // loaded machine Playwright sometimes never does (PerpetualSoftware/pad#1350):
  // what we own is an uncancelled click on a real link, and an address
  // that opens the order in a fresh tab of the same session.
  // Read after the click has run its course: the link stops it bubbling.
  await page.evaluate(() => {
    window.addEventListener(
      'click',
      (event) =>
        setTimeout(() => {
          document.body.dataset.lastClickCancelled = String(
            event.defaultPrevented,
          );
        }),
      { capture: true },
    );
  });
  await link.click({ modifiers: ['ControlOrMeta'] });
  await expect(page.locator('body')).toHaveAttribute(
    'data-last-click-cancelled',
    'false',
  );
  // The list stays where it was.
  await expect(page).toHaveURL(/\/admin\/orders(\?|$)/);
  const tab = await context.newPage();
  await tab.goto(href);
  await expect(
    tab.getByRole('heading', { name: `Order ${code}` }),
  ).toBeVisible();
  await tab.close();

  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(
    page.getByRole('heading', { name: `Order ${code}` }),
  ).toBeVisible();
});
