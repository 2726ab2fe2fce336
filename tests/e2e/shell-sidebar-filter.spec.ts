import { test as base, expect, type Page } from '@playwright/test';
import { apiAs } from './support/api-as';
import { settle } from './support/settle';
import { signInAs } from './support/session';
import { loginThroughForm } from './support/ui-login';

const preferencesPath = '/admin/users/profile/preferences';

/**
 * The journeys change the admin's own favourites and recent pages: each
 * starts with none and leaves them as it found them, for the journeys
 * that follow.
 */
const test = base.extend<{ freshPreferences: void }>({
  freshPreferences: [
    async ({ request }, use) => {
      const admin = apiAs(request, 'admin');
      const answer = await admin.send('GET', preferencesPath);
      const { data } = (await answer.json()) as {
        data: { favourites: string[]; recents: unknown[] };
      };
      await admin.send('PUT', preferencesPath, { favourites: [], recents: [] });
      await use();
      await admin.send('PUT', preferencesPath, {
        favourites: data.favourites,
        recents: data.recents,
      });
    },
    { auto: true },
  ],
});

function nav(page: Page) {
  return page.getByRole('navigation', { name: 'Main navigation' });
}

/** The links of one of the sidebar's sections, top to bottom. */
function linksOf(page: Page, section: string) {
  return nav(page)
    .getByRole('region', { name: section, exact: true })
    .getByRole('link');
}

/**
 * The answer to the console's save that adds `key` (pinned last, or
 * visited first): the change has reached the server.
 */
function saved(page: Page, list: 'favourites' | 'recents', key: string) {
  return page.waitForResponse((response) => {
    // A 401 (the five-second e2e token) is refreshed and sent again.
    if (
      response.status() === 401 ||
      response.request().method() !== 'PUT' ||
      !response.url().endsWith(`/api/v1${preferencesPath}`)
    )
      return false;
    const body = response.request().postDataJSON() as Record<
      string,
      (string | { key: string })[]
    >;
    const first = body[list]?.at(list === 'favourites' ? -1 : 0);
    return (typeof first === 'string' ? first : first?.key) === key;
  });
}

test('"/" focuses the filter box; "ord" and Enter open Orders', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await signInAs(page, 'admin');
  await page.goto('/admin/home');
  // The page settled, for the screenshot.
  await expect(
    page.getByRole('img', { name: /Orders and GMV per day/ }),
  ).toBeVisible();

  await page.keyboard.press('/');
  const box = nav(page).getByRole('searchbox', { name: 'Filter pages' });
  await expect(box).toBeFocused();
  await page.keyboard.type('ord');
  await expect(box).toHaveValue('ord');
  await expect(
    nav(page).getByRole('status').filter({ hasText: /match/ }),
  ).toHaveText('3 pages match');
  await expect(nav(page).getByRole('region').getByRole('link')).toHaveText([
    'Orders',
    'Order Status Logs',
    'Merchant Outlet Order Statistics',
  ]);
  await settle(page);
  await page.screenshot({ path: 'docs/screenshots/sidebar-filter.png' });

  // The arrow keys walk the matches and come back to the box.
  await page.keyboard.press('ArrowDown');
  await expect(nav(page).getByRole('link', { name: 'Orders' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(
    nav(page).getByRole('link', { name: 'Order Status Logs' }),
  ).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(box).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/orders(\?|$)/);
  await expect(
    nav(page).getByRole('link', { name: 'Orders', exact: true }),
  ).toHaveAttribute('aria-current', 'page');
  // The whole menu is back.
  await expect(box).toHaveValue('');
  await expect(
    nav(page).getByRole('link', { name: 'Banks', exact: true }),
  ).toBeVisible();

  // Typed into a field, "/" is text.
  const search = page.getByRole('textbox', { name: 'Search Orders' });
  await search.click();
  await page.keyboard.type('a/b');
  await expect(search).toHaveValue('a/b');
  await expect(box).not.toBeFocused();

  await box.fill('zzz');
  await expect(nav(page).getByText('No pages match')).toBeVisible();
  await expect(nav(page).getByRole('region')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(box).toHaveValue('');
  await expect(box).toBeFocused();
  await expect(
    nav(page).getByRole('link', { name: 'Orders', exact: true }),
  ).toBeVisible();
});

test('Orders pinned stays in My favourites after signing out and in again elsewhere', async ({
  page,
  browser,
}) => {
  await signInAs(page, 'admin');
  await page.goto('/admin/home');
  const pin = nav(page).getByRole('button', {
    name: 'Pin Orders to favourites',
  });
  await expect(pin).toHaveAttribute('aria-pressed', 'false');
  await nav(page).getByRole('link', { name: 'Orders', exact: true }).hover();
  const pinSaved = saved(page, 'favourites', 'orders');
  await pin.click();
  expect((await pinSaved).status()).toBe(200);
  await expect(pin.first()).toHaveAttribute('aria-pressed', 'true');
  // Named apart from the menu's own Orders link.
  await expect(linksOf(page, 'My favourites')).toHaveCount(1);
  await expect(linksOf(page, 'My favourites')).toHaveAccessibleName(
    'Orders (favourite)',
  );

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login/);

  // Another browser: nothing of the first one's storage comes along.
  const elsewhere = await browser.newContext();
  try {
    const other = await elsewhere.newPage();
    await loginThroughForm(other, 'admin');
    await expect(linksOf(other, 'My favourites')).toHaveText([/^Orders\b/]);
    await expect(
      nav(other).getByRole('button', { name: 'Pin Orders to favourites' }),
    ).toHaveCount(2);
    await linksOf(other, 'My favourites').first().hover();
    await settle(other);
    await other.screenshot({
      path: 'test-results/screenshots/sidebar-favourites.png',
    });

    // Unpinned from its favourite, it leaves the section.
    await linksOf(other, 'My favourites').first().hover();
    await nav(other)
      .getByRole('region', { name: 'My favourites', exact: true })
      .getByRole('button', { name: 'Pin Orders to favourites' })
      .click();
    await expect(
      nav(other).getByRole('region', { name: 'My favourites', exact: true }),
    ).toHaveCount(0);
  } finally {
    await elsewhere.close();
  }
});

test('Recent lists the pages visited, newest first, each once', async ({
  page,
}) => {
  await signInAs(page, 'admin');
  await page.goto('/admin/home');
  await nav(page).getByRole('link', { name: 'Banks', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/banks(\?|$)/);
  await expect(linksOf(page, 'Recent')).toHaveText([/^Banks\b/]);
  const visitSaved = saved(page, 'recents', 'cuisines');
  await nav(page).getByRole('link', { name: 'Cuisines', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/cuisines(\?|$)/);
  await expect(linksOf(page, 'Recent')).toHaveText([/^Cuisines\b/, /^Banks\b/]);
  await expect(
    nav(page).getByRole('link', { name: 'Banks (recent)' }),
  ).not.toHaveAttribute('aria-current');

  // Remembered by the server: a reload reads them back.
  expect((await visitSaved).status()).toBe(200);
  await page.reload();
  await expect(linksOf(page, 'Recent')).toHaveText([/^Cuisines\b/, /^Banks\b/]);
  await nav(page).getByRole('link', { name: 'Banks (recent)' }).click();
  await expect(page).toHaveURL(/\/admin\/banks(\?|$)/);
  await expect(linksOf(page, 'Recent')).toHaveText([/^Banks\b/, /^Cuisines\b/]);
});

test('the collapsed sidebar widens for the filter, and at phone size "/" opens the drawer on it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAs(page, 'admin');
  await page.goto('/admin/home');
  await page.getByRole('button', { name: 'Collapse menu' }).click();
  await page.mouse.move(900, 500);
  await expect(nav(page)).toHaveCSS('width', '68px');

  await page.keyboard.press('/');
  await expect(nav(page)).toHaveCSS('width', '260px');
  await page.keyboard.type('bank');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/banks(\?|$)/);
  const box = nav(page).getByRole('searchbox', { name: 'Filter pages' });
  await box.blur();
  await expect(nav(page)).toHaveCSS('width', '68px');

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(nav(page)).toBeHidden();
  await page.keyboard.press('/');
  await expect(box).toBeFocused();
  await page.keyboard.type('cuis');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/cuisines(\?|$)/);
  await expect(nav(page)).toBeHidden();
});

test('right to left, the filter box and the pins sit on the right-to-left sides', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.addInitScript(() => {
    if (!localStorage.getItem('settings')) {
      localStorage.setItem('settings', JSON.stringify({ direction: 'rtl' }));
    }
  });
  await signInAs(page, 'admin');
  await page.goto('/admin/home');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  const link = nav(page).getByRole('link', { name: 'Orders', exact: true });
  const pin = nav(page).getByRole('button', {
    name: 'Pin Orders to favourites',
  });
  await link.hover();
  const linkBox = await link.boundingBox();
  const pinBox = await pin.boundingBox();
  // The pin at the link's end, which right to left is its left.
  expect(pinBox && linkBox && pinBox.x - linkBox.x).toBeLessThan(40);
  await settle(page);
  await page.screenshot({
    path: 'test-results/screenshots/sidebar-filter-rtl.png',
  });

  await page.keyboard.press('/');
  await page.keyboard.type('ord');
  await expect(
    nav(page).getByRole('region').getByRole('link').first(),
  ).toHaveAccessibleName('Orders');
});
