import { expect, test, type Page, type Request } from '@playwright/test';
import { signInAs } from './support/session';

const phone = { width: 390, height: 844 };

/** The list requests of `list` (an API path's end) the page sends from now on. */
function listRequests(page: Page, list: string): URL[] {
  const asked: URL[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith(`/api/v1/admin/${list}`)) asked.push(url);
  });
  return asked;
}

/**
 * The grid's first row, as its order number and customer, each time either
 * changes, from now on (the current one first): what the user saw, frame by
 * frame, in order. A customer shown as `#id` is a row drawn without its
 * page's titles.
 */
function firstRowsSeen(page: Page): () => Promise<string[]> {
  const install = page.evaluate(() => {
    const seen: string[] = [];
    const cell = (field: string) =>
      document.querySelector(`[role="gridcell"][data-field="${field}"]`)
        ?.textContent ?? '';
    const note = () => {
      const code = cell('code');
      const row = `${code} · ${cell('customerId')}`;
      if (code && row !== seen.at(-1)) seen.push(row);
    };
    note();
    new MutationObserver(note).observe(document.body, {
      childList: true,
      subtree: true,
      characterData: true,
    });
    (window as unknown as { firstRowsSeen: string[] }).firstRowsSeen = seen;
  });
  return async () => {
    await install;
    return page.evaluate(
      () => (window as unknown as { firstRowsSeen: string[] }).firstRowsSeen,
    );
  };
}

/** The grid's first row as firstRowsSeen notes it, once its customer is named. */
async function firstRow(page: Page): Promise<string> {
  const cell = (field: string) =>
    page.locator(`[role="gridcell"][data-field="${field}"]`).first();
  await expect(cell('customerId')).toHaveText(/^[^#]/);
  return `${await cell('code').textContent()} · ${await cell('customerId').textContent()}`;
}

/** Page 2 of the list at `path`, reached through its pager. */
async function openPageTwo(page: Page, path: string) {
  await page.goto(path);
  const range = page.getByText(/^\d+–\d+ of /);
  await expect(range).toHaveText(/^1–/);
  await page.getByRole('button', { name: 'Go to next page' }).click();
  await expect(page).toHaveURL(/currentPage=2(&|$)/);
  await expect(range).not.toHaveText(/^1–/);
  return range;
}

/**
 * The pages the list asked for under a filter `param` = `value`: the first
 * one first (page 2 follows, fetched ahead of the pager), never the page
 * the list was on.
 */
async function expectOnlyFirstPageAsked(
  asked: URL[],
  param: string,
  value: string,
) {
  const under = () =>
    asked.filter((url) => url.searchParams.get(param) === value);
  await expect.poll(() => under().length).toBeGreaterThan(0);
  expect(under()[0]?.searchParams.get('page')).toBe('1');
}

test('a status tab chosen on page 2 of settlements opens the first page of its rows', async ({
  page,
}) => {
  await signInAs(page, 'finance');
  const range = await openPageTwo(page, '/admin/settlements?pageSize=5');
  const asked = listRequests(page, 'settlements');

  await page.getByRole('tab', { name: /^Pending/ }).click();

  await expect(page).toHaveURL(/currentPage=1(&|$)/);
  await expect(range).toHaveText(/^1–/);
  await expectOnlyFirstPageAsked(asked, 'search[resolvedStatus]', 'PENDING');
});

test('a filter chosen on page 2 of orders opens the first page of its rows', async ({
  page,
}) => {
  await signInAs(page, 'admin');
  const range = await openPageTwo(page, '/admin/orders?pageSize=10');
  const asked = listRequests(page, 'orders');

  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Completed' }).click();
  await page.keyboard.press('Escape');

  await expect(page).toHaveURL(/currentPage=1(&|$)/);
  await expect(range).toHaveText(/^1–/);
  await expectOnlyFirstPageAsked(asked, 'search[status][in]', 'COMPLETED');
});

test('on a phone, a filter chosen in the drawer on page 2 opens the first page of its cards', async ({
  page,
}) => {
  await page.setViewportSize(phone);
  await signInAs(page, 'admin');
  const range = await openPageTwo(page, '/admin/orders?pageSize=10');
  const asked = listRequests(page, 'orders');

  await page.getByRole('button', { name: 'Filters' }).click();
  const drawer = page.getByRole('dialog', { name: 'Filters' });
  await drawer.getByRole('combobox', { name: 'Channel' }).click();
  await page.getByRole('option', { name: 'Pickup' }).click();
  await page.keyboard.press('Escape');
  await drawer.getByRole('button', { name: 'Done' }).click();

  await expect(page).toHaveURL(/currentPage=1(&|$)/);
  await expect(range).toHaveText(/^1–/);
  await expectOnlyFirstPageAsked(asked, 'search[channel][in]', 'PICKUP');
});

test('a page turn shows the page fetched ahead of it, exactly its rows; a turn back the first again; a status tab its first page', async ({
  page,
}) => {
  await signInAs(page, 'admin');
  // The next page is fetched ahead once the first has settled.
  const fetchedAhead = page.waitForResponse((response) => {
    const url = new URL(response.url());
    return (
      url.pathname === '/api/v1/admin/orders' &&
      url.searchParams.get('page') === '2'
    );
  });
  await page.goto('/admin/orders?pageSize=10');
  const range = page.getByText(/^\d+–\d+ of /);
  await expect(range).toHaveText(/^1–10 of/);
  const grid = page.getByRole('grid');
  const codes = grid.locator('[role="gridcell"][data-field="code"]');
  await expect(codes).toHaveCount(10);
  const firstPage = await codes.allInnerTexts();
  const firstPageRow = await firstRow(page);
  const seen = firstRowsSeen(page);
  const secondPage = (
    (await (await fetchedAhead).json()) as { data: { code: string }[] }
  ).data.map((order) => order.code);
  const asked = listRequests(page, 'orders');

  await page.getByRole('button', { name: 'Go to next page' }).click();

  await expect(range).toHaveText(/^11–20 of/);
  await expect(page).toHaveURL(/currentPage=2(&|$)/);
  await expect(codes).toHaveText(secondPage);
  const secondPageRow = await firstRow(page);
  // Drawn from memory: page 2 was not asked for again.
  expect(asked.filter((url) => url.searchParams.get('page') === '2')).toEqual(
    [],
  );

  await page.getByRole('button', { name: 'Go to previous page' }).click();

  await expect(range).toHaveText(/^1–10 of/);
  await expect(page).toHaveURL(/currentPage=1(&|$)/);
  await expect(codes).toHaveText(firstPage);

  // A status tab asks for its first page before it shows: exactly those rows.
  const tabAnswer = page.waitForResponse((response) => {
    const url = new URL(response.url());
    return (
      url.pathname === '/api/v1/admin/orders' &&
      url.searchParams.get('search[status]') === 'CANCELLED'
    );
  });
  // Asked once the page has rendered the tab (its next page, fetched ahead).
  const tabRendered = page.waitForRequest((request) => {
    const url = new URL(request.url());
    return (
      url.searchParams.get('search[status]') === 'CANCELLED' &&
      url.searchParams.get('page') === '2'
    );
  });
  await page.getByRole('tab', { name: /^Cancelled/ }).click();
  const cancelled = (
    (await (await tabAnswer).json()) as { data: { code: string }[] }
  ).data.map((order) => order.code);

  await expect(codes).toHaveText(cancelled);
  await expect(page).toHaveURL(/status/);
  // Each change drew its rows once, with their customers' names: the old
  // rows never came back for a moment when the page rendered after the
  // grid had drawn the new ones, nor did a row show a customer as `#id`
  // until then.
  await tabRendered;
  const cancelledRow = await firstRow(page);
  expect(await seen()).toEqual([
    firstPageRow,
    secondPageRow,
    firstPageRow,
    cancelledRow,
  ]);
});
