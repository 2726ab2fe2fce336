import { expect, test, type Page } from '@playwright/test';
import { apiPaths, pagePaths } from '../../src/registry/paths';
import { apiAs } from './support/api-as';
import { signInAs } from './support/session';
import { settle } from './support/settle';

interface Order {
  id: number;
  code: string;
  customerId: number;
}

/** The first row of a list the journey reads from the demo data, which always has one. */
function first<T>(rows: readonly unknown[]): T {
  if (rows.length === 0) throw new Error('the demo data has no such row');
  return rows[0] as T;
}

/** "+60123456789" as a customer reads it out: "012-345 6789". */
const spokenPhone = (phone: string) =>
  `0${phone.slice(3, 5)}-${phone.slice(5, 8)} ${phone.slice(8)}`;

/** The palette once the records for what was typed have arrived. */
async function settledPalette(page: Page) {
  const palette = page.getByRole('dialog', { name: 'Go anywhere' });
  await expect(palette.getByRole('status')).toHaveText(/^\d+ results?$/);
  return palette;
}

test("⌘K finds an order by the customer's phone number and opens it by keyboard alone", async ({
  page,
  request,
}) => {
  // Reads the demo data only: a customer with orders, and their newest
  // order, which the palette lists first among their orders.
  const admin = apiAs(request, 'admin');
  const anyOrder = first<Order>(
    (await admin.list(`${apiPaths.collection('orders')}?perPage=1`)).data,
  );
  const customer = await admin.one(
    apiPaths.record('users', anyOrder.customerId),
  );
  const order = first<Order>(
    (
      await admin.list(
        `${apiPaths.collection('orders')}?search[customerId]=${anyOrder.customerId}&sort=-placedAt&perPage=1`,
      )
    ).data,
  );

  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAs(page, 'admin');
  await page.goto(pagePaths.home);
  await expect(
    page.getByRole('img', { name: /Orders and GMV per day/ }),
  ).toBeVisible();

  await page.keyboard.press('ControlOrMeta+K');
  const box = page.getByRole('combobox', { name: 'Go anywhere' });
  await expect(box).toBeFocused();
  await page.keyboard.type(spokenPhone(String(customer.phone)));
  const palette = await settledPalette(page);
  const option = palette.getByRole('option', { name: new RegExp(order.code) });
  await expect(option).toContainText(
    `Order · Customer phone ${String(customer.phone)}`,
  );

  // Down the list (the customer comes first) to the order.
  const ids = await palette
    .getByRole('option')
    .evaluateAll((options) => options.map((o) => o.id));
  const steps = ids.indexOf((await option.getAttribute('id')) ?? '');
  expect(steps).toBeGreaterThan(0);
  for (let step = 0; step < steps; step += 1)
    await page.keyboard.press('ArrowDown');
  await expect(option).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute('aria-activedescendant', ids[steps] ?? '');
  await settle(page);
  await page.screenshot({ path: 'docs/screenshots/command-palette-light.png' });

  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(pagePaths.show('orders', order.id));
  await expect(
    page.getByRole('heading', { name: `Order ${order.code}` }),
  ).toBeVisible();
  await expect(palette).toBeHidden();
});

test('in dark mode the palette finds a merchant by name; Esc closes it, ? lists the shortcuts and / still filters the sidebar', async ({
  page,
  request,
}) => {
  const admin = apiAs(request, 'admin');
  const { name } = first<{ name: string }>(
    (
      await admin.list(
        `${apiPaths.collection('merchants')}?perPage=1&sort=name`,
      )
    ).data,
  );

  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAs(page, 'admin');
  await page.addInitScript(() => {
    if (!localStorage.getItem('settings'))
      localStorage.setItem('settings', JSON.stringify({ mode: 'dark' }));
  });
  await page.goto(pagePaths.home);
  await expect(
    page.getByRole('img', { name: /Orders and GMV per day/ }),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Go anywhere' }).click();
  await expect(
    page.getByRole('combobox', { name: 'Go anywhere' }),
  ).toBeFocused();
  await page.keyboard.type(name);
  const palette = await settledPalette(page);
  await expect(
    palette
      .getByRole('group', { name: 'Records' })
      .getByRole('option', { name: new RegExp(name) }),
  ).toBeVisible();
  await settle(page);
  await page.screenshot({ path: 'docs/screenshots/command-palette-dark.png' });

  await page.keyboard.press('Escape');
  await expect(palette).toBeHidden();
  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(help.getByRole('table', { name: 'Anywhere' })).toContainText(
    'Ctrl+K / ⌘+K',
  );
  await expect(help.getByRole('table', { name: 'Support desk' })).toBeVisible();

  // The same rule serves the sidebar's `/`, once the dialog is closed.
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();
  await page.keyboard.press('/');
  await expect(
    page.getByRole('searchbox', { name: 'Filter pages' }),
  ).toBeFocused();
});
