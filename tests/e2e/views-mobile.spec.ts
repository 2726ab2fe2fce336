import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiAs } from './support/api-as';
import { layoutShifts } from './support/layout-shift';
import { settle } from './support/settle';
import { loginThroughForm } from './support/ui-login';

const phone = { width: 390, height: 844 };
const orderStatuses =
  /Pending|Accepted|Ready|Completed|Rejected|Cancelled|Refunded/;

/** Ringgit as the console writes them (format.ts), from sen. */
const ringgit = new Intl.NumberFormat('en-MY', {
  style: 'currency',
  currency: 'MYR',
  minimumFractionDigits: 2,
});
const money = (sen: unknown) => ringgit.format(Number(sen) / 100);

test.use({ viewport: phone });

test('a phone lists orders as cards; a tap on a card opens its order', async ({
  page,
}) => {
  await loginThroughForm(page, 'admin');
  await page.goto('/admin/orders');
  const cards = page
    .getByRole('list', { name: 'Orders' })
    .getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  await expect(page.getByRole('grid')).toHaveCount(0);
  // The status tabs and the search stay above the cards.
  await expect(page.getByRole('tab', { name: /^All/ })).toBeVisible();
  await expect(
    page.getByRole('textbox', { name: 'Search Orders' }),
  ).toBeVisible();

  const card = cards.first();
  const link = card.getByRole('link', { name: /^ORD\d+$/ });
  const code = (await link.innerText()).trim();
  await expect(card).toContainText(orderStatuses);
  await expect(card).toContainText(/Total\s*RM\s?[\d,]+\.\d\d/);
  // A real link: it opens in a new tab as well as in this one.
  await expect(link).toHaveAttribute('href', /^\/admin\/orders\/show\/\d+$/);
  await page.screenshot({ path: 'test-results/screenshots/mobile-orders.png' });

  // Anywhere on the card opens the order, not only its heading.
  await card.click({ position: { x: 8, y: 8 } });
  await expect(page).toHaveURL(/\/admin\/orders\/show\/\d+$/);
  await expect(
    page.getByRole('heading', { level: 1, name: `Order ${code}` }),
  ).toBeVisible();
});

test("a phone shows every order line's quantity, unit price and line total", async ({
  page,
  request,
}) => {
  const api = apiAs(request, 'admin');
  const { data: lines } = await api.list(
    '/admin/order-menus?search[orderId]=1&perPage=100&sort=id',
  );
  expect(lines.length).toBeGreaterThan(0);

  await loginThroughForm(page, 'admin');
  await page.goto('/admin/orders/show/1');
  const items = page.getByRole('list', { name: 'Order items' });
  await expect(items.getByRole('listitem')).toHaveCount(lines.length);
  for (const line of lines) {
    // One menu can be ordered twice (with extras, a line total of its own):
    // a line is its name with its quantity, unit price and total.
    const item = items
      .getByRole('listitem')
      .filter({ hasText: String(line.menuName) })
      .filter({
        hasText: `${String(line.quantity)} × ${money(line.unitPrice)}`,
      })
      .filter({ hasText: money(line.lineTotal) })
      .first();
    await expect(item).toBeVisible();
    await expectOnScreen(
      page,
      item.getByText(money(line.lineTotal), { exact: true }),
    );
  }
  await page.screenshot({
    path: 'test-results/screenshots/mobile-order.png',
    fullPage: true,
  });
});

/** The pages whose layout must hold still, each with what shows once it is done. */
const pages: { path: string; done: (page: Page) => Locator }[] = [
  { path: '/', done: (p) => p.getByRole('img', { name: /Orders and GMV/ }) },
  // A list's count comes with its rows, as cards or a grid.
  { path: '/admin/orders', done: (p) => p.getByText(/^[\d,]+ records$/) },
  {
    path: '/admin/orders/show/1',
    done: (p) => p.getByLabel('Totals'),
  },
  { path: '/admin/settlements', done: (p) => p.getByText(/^[\d,]+ records$/) },
  {
    // A settlement with days, found by its daily summaries: at a small
    // SEED_SCALE an outlet may have sold nothing in a period.
    path: '/admin/settlements/show/{withDays}',
    done: (p) => p.getByRole('table', { name: 'Daily breakdown' }),
  },
  {
    path: '/admin/merchants/create',
    done: (p) => p.getByRole('textbox', { name: /Brand name/ }),
  },
  {
    path: '/admin/no-such-page',
    done: (p) => p.getByText(/couldn't find the page/),
  },
];

for (const viewport of [phone, { width: 1280, height: 720 }]) {
  const size = `${String(viewport.width)}×${String(viewport.height)}`;

  test(`layout shift stays under 0.1 on the main pages at ${size}`, async ({
    page,
    request,
  }) => {
    const { data: days } = await apiAs(request, 'admin').list(
      '/admin/settlement-daily-summaries?perPage=1',
    );
    const withDays = String(days[0]?.settlementId);
    await page.setViewportSize(viewport);
    // Measured once the page's last data is on screen and its transitions have run.
    const measure = async (path: string, done: Locator) => {
      await expect(done).toBeVisible();
      await settle(page);
      const { total, moved } = await layoutShifts(page);
      expect
        .soft(total, `layout shift on ${path}:\n  ${moved.join('\n  ')}`)
        .toBeLessThan(0.1);
    };

    await page.goto('/login');
    await measure('/login', page.getByRole('button', { name: 'Sign in' }));
    await loginThroughForm(page, 'admin');
    for (const entry of pages) {
      const path = entry.path.replace('{withDays}', withDays);
      await page.goto(path);
      await measure(path, entry.done(page));
    }
  });
}

/** Fails unless the element lies within the screen's width: not scrolled out sideways. */
async function expectOnScreen(page: Page, element: Locator): Promise<void> {
  const box = await element.boundingBox();
  expect(box).not.toBeNull();
  const width = page.viewportSize()?.width ?? 0;
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width);
}

test("a phone's status tabs scroll sideways: the end button and the End key reach the last tab", async ({
  page,
}) => {
  await loginThroughForm(page, 'admin');
  await page.goto('/admin/orders');
  const all = page.getByRole('tab', { name: /^All \(/ });
  const refunded = page.getByRole('tab', { name: /^Refunded \(/ });
  await expect(all).toBeInViewport();
  await expect(refunded).not.toBeInViewport();

  // The scroll buttons are the pointer's (hidden from assistive technology).
  const [back, ahead] = [
    page.locator('.zf-tab-scroll').first(),
    page.locator('.zf-tab-scroll').last(),
  ];
  await expect(back).toBeDisabled();
  // A click scrolls by a strip's width, smoothly: on to the end.
  await expect(async () => {
    if (await ahead.isEnabled()) await ahead.click();
    await expect(ahead).toBeDisabled({ timeout: 1000 });
  }).toPass({ timeout: 10_000 });
  await expect(refunded).toBeInViewport();
  await expect(back).toBeEnabled();
  await back.click();
  await page.screenshot({
    path: 'test-results/screenshots/mobile-status-tabs.png',
  });

  // The keyboard: the selected tab takes focus, End goes to the last one
  // and scrolls it into view, Enter selects it.
  await all.focus();
  await page.keyboard.press('End');
  await expect(refunded).toBeFocused();
  await expect(refunded).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(refunded).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/REFUNDED/);

  // Opened at that address, the strip shows its selected tab.
  await page.reload();
  await expect(refunded).toHaveAttribute('aria-selected', 'true');
  await expect(refunded).toBeInViewport();
});
