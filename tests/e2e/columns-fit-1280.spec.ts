import { expect, test, type Locator, type Page } from '@playwright/test';
import { signInAs } from './support/session';

const WIDTH = 1280;
test.use({ viewport: { width: WIDTH, height: 720 } });

/** Names up to this long are the seed's usual ones: a list shows them whole. */
const TYPICAL_NAME_CHARS = 20;

/** A list at 1280×720 with the sidebar open, once its rows are in. */
async function openList(page: Page, path: string): Promise<Locator> {
  await page.goto(path);
  const grid = page.getByRole('grid');
  // A cold browser compiles the console's code first: slow on a busy machine.
  await expect(grid.getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('navigation').first()).toBeVisible();
  return grid;
}

/** The headers' left and right edges, by their labels. */
function headerEdges(grid: Locator) {
  return grid.getByRole('columnheader').evaluateAll((headers) =>
    headers.map((header) => {
      const box = header.getBoundingClientRect();
      return {
        label: header.textContent?.trim() ?? '',
        left: box.left,
        right: box.right,
      };
    }),
  );
}

/**
 * The texts of `field`'s cells that are cut short: a cell's value is cut
 * by its own box (a <bdi> or an element with a `dir`) with an ellipsis.
 */
function cutCells(grid: Locator, field: string) {
  return grid
    .locator(`[role="row"][data-id] [role="gridcell"][data-field="${field}"]`)
    .evaluateAll((cells, maxChars) => {
      const cut = (element: Element) =>
        element.scrollWidth > element.clientWidth;
      return cells.flatMap((cell) => {
        const text = cell.textContent?.trim() ?? '';
        if (text.length === 0 || text.length > maxChars) return [];
        const boxes = [
          cell,
          ...Array.from(cell.querySelectorAll('bdi, [dir]')),
        ];
        return boxes.some(cut) ? [text] : [];
      });
    }, TYPICAL_NAME_CHARS);
}

/** How many of `field`'s cells hold a typical name. */
function typicalNames(grid: Locator, field: string) {
  return grid
    .locator(`[role="row"][data-id] [role="gridcell"][data-field="${field}"]`)
    .evaluateAll(
      (cells, maxChars) =>
        cells.filter((cell) => {
          const text = cell.textContent?.trim() ?? '';
          return text.length > 0 && text.length <= maxChars;
        }).length,
      TYPICAL_NAME_CHARS,
    );
}

/**
 * Cells whose content sits off their row's middle by more than 3 px: a
 * block inside a cell (the payout warnings' marker was one) rises to its top.
 */
function offCentreCells(grid: Locator) {
  return grid
    .locator('[role="row"][data-id] [role="gridcell"]')
    .evaluateAll((cells) =>
      cells.flatMap((cell) => {
        const content = cell.firstElementChild;
        if (!content) return [];
        const box = cell.getBoundingClientRect();
        const inner = content.getBoundingClientRect();
        const offBy = inner.top + inner.height / 2 - (box.top + box.height / 2);
        return Math.abs(offBy) > 3
          ? [`${cell.getAttribute('data-field')}: ${Math.round(offBy)} px`]
          : [];
      }),
    );
}

const lists = [
  {
    path: '/admin/orders',
    headers: ['Order no.', 'Customer', 'Outlet', 'Status', 'Total', 'Placed'],
    names: ['customerId', 'outletId'],
    shot: 'docs/screenshots/orders-1280x720.png',
  },
  {
    path: '/admin/payout-request',
    headers: ['Code', 'Outlet', 'Net payout', 'Status', 'Verified by'],
    names: ['outletId'],
    shot: 'docs/screenshots/payout-requests-1280x720.png',
  },
  {
    path: '/admin/merchant-statements',
    headers: ['Code', 'Outlet', 'Period end', 'Net payout', 'Status'],
    names: ['outletId'],
    shot: 'test-results/statements-1280x720.png',
  },
  {
    path: '/admin/merchant-outlets',
    headers: ['Name', 'Merchant', 'City', 'Status'],
    names: ['name', 'merchantId'],
    shot: 'test-results/outlets-1280x720.png',
  },
  {
    path: '/admin/merchants',
    headers: ['Brand name', 'Contact person', 'Email', 'Status'],
    names: ['name', 'contactName'],
    shot: 'test-results/merchants-1280x720.png',
  },
];

for (const list of lists)
  test(`${list.path} at 1280×720 shows every column whole, names readable`, async ({
    page,
  }) => {
    await signInAs(page, 'admin');
    const grid = await openList(page, list.path);
    const edges = await headerEdges(grid);
    // The sidebar is open (260 px): the grid starts past it.
    expect(edges[0]?.left).toBeGreaterThanOrEqual(260);
    for (const header of list.headers)
      expect(
        edges.map((edge) => edge.label),
        `${header} is shown`,
      ).toContainEqual(expect.stringContaining(header));
    for (const edge of edges) {
      expect(edge.left, `${edge.label} starts on screen`).toBeGreaterThan(0);
      expect(edge.right, `${edge.label} ends on screen`).toBeLessThanOrEqual(
        WIDTH,
      );
    }
    for (const field of list.names) {
      expect(await typicalNames(grid, field), field).toBeGreaterThan(0);
      expect(await cutCells(grid, field), `${field} cut short`).toEqual([]);
    }
    expect(await offCentreCells(grid), 'content off its row').toEqual([]);
    await page.screenshot({ path: list.shot });
  });

test('a report at 1280×720 shows all its figures, headers and names whole', async ({
  page,
}) => {
  await signInAs(page, 'admin');
  const grid = await openList(page, '/admin/outlets-performance');
  const edges = await headerEdges(grid);
  expect(edges.map((edge) => edge.label)).toEqual([
    'Outlet',
    'Merchant',
    'Orders',
    'Completed',
    'Cancelled / rejected',
    'Gross sales',
    'Avg. order value',
    'Avg. prep (min)',
  ]);
  for (const edge of edges)
    expect(edge.right, `${edge.label} ends on screen`).toBeLessThanOrEqual(
      WIDTH,
    );
  // A header too long for its column breaks onto a second line, whole.
  const cutTitles = await grid
    .locator('.MuiDataGrid-columnHeaderTitle')
    .evaluateAll((titles) =>
      titles
        .filter((title) => title.scrollWidth > title.clientWidth)
        .map((title) => title.textContent),
    );
  expect(cutTitles).toEqual([]);
  for (const field of ['grossSales', 'averageOrderValue', 'averagePrepMinutes'])
    expect(await cutCells(grid, field), field).toEqual([]);
  expect(await cutCells(grid, 'merchantId'), 'merchant names').toEqual([]);
});

test("the enquiries inbox at 1280×720 shows its customers' names whole", async ({
  page,
}) => {
  await signInAs(page, 'admin');
  await page.goto('/admin/enquiries');
  const rows = page
    .getByRole('list', { name: 'Enquiries' })
    .locator('[data-inbox-row]');
  await expect(rows.first()).toBeVisible({ timeout: 30_000 });
  const names = await rows.evaluateAll((buttons) =>
    buttons.map((button) => {
      // The row's first line: the customer's name, then when it last moved.
      const name = button.querySelector('[dir="auto"]');
      return {
        text: (name?.textContent ?? '').replace(/\s*\(unread\)$/, ''),
        isCut: name ? name.scrollWidth > name.clientWidth : true,
      };
    }),
  );
  const typical = names.filter(
    (name) => name.text.length <= TYPICAL_NAME_CHARS,
  );
  expect(typical.length).toBeGreaterThan(0);
  expect(typical.filter((name) => name.isCut)).toEqual([]);
});

test('a column turned on or off in the columns panel stays so after a reload', async ({
  page,
}) => {
  await signInAs(page, 'admin');
  const grid = await openList(page, '/admin/orders');
  const channel = grid.getByRole('columnheader', { name: 'Channel' });
  const outlet = grid.getByRole('columnheader', { name: 'Outlet' });
  // The channel waits in the panel: at 1280 px the names come first.
  await expect(channel).toHaveCount(0);

  await page.getByRole('button', { name: 'Columns' }).click();
  await page.getByRole('checkbox', { name: 'Channel' }).check();
  await page.getByRole('checkbox', { name: 'Outlet' }).uncheck();
  await page.keyboard.press('Escape');
  await expect(channel).toBeVisible();
  await expect(outlet).toHaveCount(0);

  await page.reload();
  await expect(grid.getByRole('row').nth(1)).toBeVisible();
  await expect(channel).toBeVisible();
  await expect(outlet).toHaveCount(0);
});
