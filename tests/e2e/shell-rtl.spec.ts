import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiAs } from './support/api-as';
import { settle } from './support/settle';
import { loginThroughForm } from './support/ui-login';

interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/**
 * Where the characters of `part` are drawn inside `element`: the box of the
 * first text node that contains them. Comparing two parts' boxes tells in
 * which order a reader sees them, whatever order the DOM has them in.
 */
function glyphs(element: Locator, part: string): Promise<Box> {
  return element.evaluate((root, text) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.textContent?.indexOf(text) ?? -1;
      if (at === -1) continue;
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + text.length);
      const { left, right, top, bottom } = range.getBoundingClientRect();
      return { left, right, top, bottom };
    }
    throw new Error(`"${text}" is not in "${root.textContent ?? ''}"`);
  }, part);
}

/** The element is isolated and laid out left to right (`<bdi dir="ltr">` or any `dir="ltr"`). */
async function expectIsolatedLtr(value: Locator): Promise<void> {
  await expect(value).toHaveAttribute('dir', 'ltr');
}

/**
 * Whether `part` of `element`'s text is drawn whole inside the box that
 * clips it (the nearest element, from its text up, that hides what
 * overflows), or is cut off, in part or whole.
 */
function drawnWhole(element: Locator, part: string): Promise<boolean> {
  return element.evaluate((root, text) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.textContent?.indexOf(text) ?? -1;
      if (at === -1) continue;
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + text.length);
      const glyphs = range.getBoundingClientRect();
      let clip = node.parentElement;
      while (clip && getComputedStyle(clip).overflowX === 'visible') {
        clip = clip.parentElement;
      }
      const box = (clip ?? document.documentElement).getBoundingClientRect();
      return glyphs.left >= box.left - 1 && glyphs.right <= box.right + 1;
    }
    throw new Error(`"${text}" is not in "${root.textContent ?? ''}"`);
  }, part);
}

/** A text too long for its place is cut at its end: its first words shown, its last cut off. */
async function expectCutAtEnd(
  element: Locator,
  first: string,
  last: string,
): Promise<void> {
  expect(await drawnWhole(element, first), `"${first}" is shown`).toBe(true);
  expect(await drawnWhole(element, last), `"${last}" is cut off`).toBe(false);
}

/** The element holding what someone typed runs in that text's own direction, isolated from the page's. */
async function expectOwnDirection(text: Locator): Promise<void> {
  expect(
    await text.evaluate(
      (el) => el.tagName === 'BDI' || el.getAttribute('dir') === 'auto',
    ),
    'in a <bdi> or dir="auto"',
  ).toBe(true);
}

function overlaps(a: Box, b: Box): boolean {
  return (
    a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom
  );
}

async function signInRightToLeft(page: Page): Promise<void> {
  await page.addInitScript(() => {
    if (!localStorage.getItem('settings')) {
      localStorage.setItem('settings', JSON.stringify({ direction: 'rtl' }));
    }
  });
  await loginThroughForm(page, 'admin');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
}

test('right to left, the orders list and an order keep numbers, codes, dates and amounts in order', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await signInRightToLeft(page);
  await page.goto('/admin/orders');
  const grid = page.getByRole('grid');
  const firstRow = grid.getByRole('row').nth(1);
  await expect(firstRow).toBeVisible();

  // The count: an English sentence keeps its own order in the right-to-left
  // page ("400 records", not "records 400"), its number isolated.
  const count = page.getByText(/^[\d,]+ records$/);
  await expect(count).toBeVisible();
  const total = (await count.innerText()).split(' ')[0] ?? '';
  expect((await glyphs(count, total)).left).toBeLessThan(
    (await glyphs(count, 'records')).left,
  );

  // The pagination: "1–25 of 400", each figure isolated and in order.
  const pagination = page.locator('.MuiTablePagination-displayedRows');
  await expect(pagination).toHaveText(`1–25 of ${total}`);
  const range = pagination.getByText('1–25', { exact: true });
  await expectIsolatedLtr(range);
  await expectIsolatedLtr(pagination.getByText(total, { exact: true }));
  expect((await glyphs(range, '1')).left).toBeLessThan(
    (await glyphs(range, '25')).left,
  );
  // …and the sentence reads "1–25 of 400", not "of 400 1–25".
  expect((await glyphs(pagination, '1–25')).left).toBeLessThan(
    (await glyphs(pagination, total)).left,
  );

  // The status tabs' counts.
  await expectIsolatedLtr(
    page
      .getByRole('tab', { name: /^All \(/ })
      .getByText(total, { exact: true }),
  );

  // An order number and an amount, each isolated and read left to right.
  const code = firstRow.locator('[data-field="code"] bdi');
  await expect(code).toHaveText(/^ORD\d+$/);
  const codeText = await code.innerText();
  expect((await glyphs(code, 'ORD')).left).toBeLessThan(
    (await glyphs(code, codeText.slice(3))).left,
  );
  const money = firstRow.locator('[data-field="total"] bdi');
  await money.scrollIntoViewIfNeeded();
  await expectIsolatedLtr(money);
  await expect(money).toHaveText(/^RM\s[\d,]+\.\d\d$/);
  const amount = (await money.innerText()).slice(3);
  expect((await glyphs(money, 'RM')).left).toBeLessThan(
    (await glyphs(money, amount)).left,
  );
  await settle(page);
  await page.screenshot({ path: 'test-results/screenshots/rtl-orders.png' });

  // The order: its code in the heading and breadcrumb, its date and totals.
  await code.click();
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(`Order ${codeText}`);
  await expect(heading.locator('bdi bdi')).toHaveText(codeText);
  expect((await glyphs(heading, 'Order')).left).toBeLessThan(
    (await glyphs(heading, codeText)).left,
  );
  await expect(
    page.getByRole('navigation', { name: 'breadcrumb' }).locator('bdi'),
  ).toHaveText(codeText);
  const placed = page.getByText(/^Placed /);
  const date = placed.locator('bdi');
  await expectIsolatedLtr(date);
  // "25 Nov 2026, 7:59 pm": the day before the month, the time last.
  const [day = '', month = ''] = (await date.innerText()).split(/\s/);
  expect((await glyphs(date, day)).left).toBeLessThan(
    (await glyphs(date, month)).left,
  );
  const totals = page.getByRole('definition');
  await expect(totals.last()).toHaveText(/^RM\s[\d,]+\.\d\d$/);
  for (const value of await totals.locator('bdi').all()) {
    await expectIsolatedLtr(value);
  }
  await settle(page);
  await page.screenshot({ path: 'test-results/screenshots/rtl-order.png' });
});

/** Every KPI card's figure stays clear of its icon and inside its card. */
async function expectKpiFiguresClear(page: Page): Promise<void> {
  await expect(page.getByText(/^RM\s[\d,]+\.\d\d$/).first()).toBeVisible();
  const cards = page.locator('.MuiCard-root[aria-label]');
  await expect(cards).toHaveCount(7);
  for (const card of await cards.all()) {
    const figure = card.locator('p bdi');
    // The icon's tile: the box the icon is centred in.
    const tile = card.locator('svg').locator('xpath=..');
    const figureBox = await figure.boundingBox();
    const tileBox = await tile.boundingBox();
    const cardBox = await card.boundingBox();
    if (!figureBox || !tileBox || !cardBox) throw new Error('not laid out');
    const box = (b: typeof figureBox): Box => ({
      left: b.x,
      right: b.x + b.width,
      top: b.y,
      bottom: b.y + b.height,
    });
    const name = await card.getAttribute('aria-label');
    expect(
      overlaps(box(figureBox), box(tileBox)),
      `${name}: figure over icon`,
    ).toBe(false);
    expect(
      figureBox.x,
      `${name}: figure out of its card`,
    ).toBeGreaterThanOrEqual(cardBox.x);
    expect(figureBox.x + figureBox.width).toBeLessThanOrEqual(
      cardBox.x + cardBox.width,
    );
  }
}

for (const { width, height } of [
  { width: 1280, height: 720 },
  { width: 1440, height: 900 },
]) {
  test(`at ${width}×${height} no home KPI figure runs into its icon, left to right or right to left`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await loginThroughForm(page, 'admin');
    await page.goto('/admin/home');
    await expectKpiFiguresClear(page);
    await settle(page);
    await page.screenshot({
      path: `test-results/screenshots/home-kpis-${width}.png`,
    });

    await page.evaluate(() =>
      localStorage.setItem('settings', JSON.stringify({ direction: 'rtl' })),
    );
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expectKpiFiguresClear(page);
    await settle(page);
    await page.screenshot({
      path: `test-results/screenshots/home-kpis-${width}-rtl.png`,
    });
  });
}

test('right to left, a sidebar label cut by its ellipsis shows whole on hover and on keyboard focus', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await signInRightToLeft(page);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  const full = 'Sales Channel Performance';
  const item = nav.getByRole('link', { name: full });
  const label = item.getByText(full);
  await item.scrollIntoViewIfNeeded();
  expect(
    await label.evaluate((el) => el.scrollWidth > el.clientWidth),
    'the label is cut',
  ).toBe(true);
  await expect(label).toHaveCSS('text-overflow', 'ellipsis');

  const tooltip = page.getByRole('tooltip').filter({ hasText: full });
  await item.hover();
  await expect(tooltip).toBeVisible();
  await page.getByRole('heading', { name: 'Dashboard' }).hover();
  await expect(tooltip).toHaveCount(0);

  // The keyboard's way there: Tab from the item above (past its pin).
  await nav
    .getByRole('button', { name: 'Pin Category Performance to favourites' })
    .focus();
  await page.keyboard.press('Tab');
  await expect(item).toBeFocused();
  await expect(tooltip).toBeVisible();
});

test('right to left, a long name is cut at its end, and what a customer typed runs in its own direction', async ({
  page,
}) => {
  const api = apiAs(page.request, 'admin');
  const stamp = Date.now().toString(36);
  const name = `Nurul Aisyah binti Abdul Rahman Shahabuddin ${stamp}`;
  const customer = await api.post('/admin/users', {
    name,
    email: `nurul.${stamp}@example.my`,
    userType: 'CLIENT',
  });
  const subject = `Late delivery ${stamp}: the rider could not find the gate`;
  const message = 'The rider left my order at the wrong gate!';
  const enquiry = await api.post('/admin/enquiries', {
    userId: customer.id,
    category: 'ORDER',
    subject,
    message,
  });

  await page.setViewportSize({ width: 1280, height: 720 });
  await signInRightToLeft(page);

  // A list's cell: the name keeps its first words, the ellipsis is at its end.
  await page.goto('/admin/users');
  const cell = page
    .getByRole('row')
    .filter({ hasText: name })
    .locator('[data-field="name"]');
  await expect(cell).toBeVisible();
  await expectCutAtEnd(cell, 'Nurul', stamp);
  await settle(page);
  await page.screenshot({ path: 'docs/screenshots/users-rtl-1280x720.png' });

  // The inbox's row: the customer's name and the subject, the same.
  await page.goto(`/admin/enquiries?open=${String(enquiry.id)}`);
  const row = page
    .getByRole('list', { name: 'Enquiries' })
    .locator('[aria-current="true"]');
  const nameLine = row.getByText(name);
  await expectCutAtEnd(nameLine, 'Nurul', stamp);
  await expectOwnDirection(nameLine);
  const subjectLine = row.getByText(subject);
  await expectCutAtEnd(subjectLine, 'Late', 'gate');
  await expectOwnDirection(subjectLine);

  // The reading pane's heading, the subject again.
  const heading = page.getByRole('heading', { level: 2, name: subject });
  await expectCutAtEnd(heading, 'Late', 'gate');
  await expectOwnDirection(heading);

  // The message reads as written: its "!" at its end, on the right.
  const body = page
    .getByRole('list', { name: 'Conversation' })
    .getByText(message);
  await expectOwnDirection(body);
  expect((await glyphs(body, 'The')).left).toBeLessThan(
    (await glyphs(body, '!')).left,
  );
  await settle(page);
  await page.screenshot({
    path: 'test-results/screenshots/rtl-inbox.png',
  });
});
