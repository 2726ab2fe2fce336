import { expect, test, type Page } from '@playwright/test';
import { signInAs } from './support/session';
import { settle } from './support/settle';

const sectionTitles = [
  'User Management',
  'Management',
  'Report',
  'Favourites',
  'Pockets',
  'ZCoin',
  'System Settings',
  'Merchants',
  'Finance',
  'Promotion',
  'Z-City',
];

function nav(page: Page) {
  return page.getByRole('navigation', { name: 'Main navigation' });
}

test('an admin sees the shell with the full menu, profile menu and footer', async ({
  page,
}) => {
  await signInAs(page, 'admin');
  await page.goto('/');

  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page).toHaveTitle('ZFood Admin | Home');
  const menu = nav(page);
  await expect(
    menu.getByRole('link', { name: 'Home', exact: true }),
  ).toHaveAttribute('aria-current', 'page');
  for (const title of sectionTitles) {
    await expect(
      menu.getByRole('region', { name: title, exact: true }),
    ).toBeVisible();
  }
  for (const link of ['Users', 'Bulk Notifications', 'Orders', 'Banks']) {
    await expect(
      menu.getByRole('link', { name: link, exact: true }),
    ).toBeVisible();
  }

  await menu.getByRole('button', { name: 'Promotions' }).click();
  await expect(
    menu.getByRole('link', { name: 'Periods', exact: true }),
  ).toBeVisible();
  await menu.getByRole('link', { name: 'Periods', exact: true }).click();
  // The list writes its page and sort into the address as it opens (a
  // reload keeps the view), so only the path is the menu's.
  await expect(page).toHaveURL(/\/admin\/promotions\/promotion-periods(\?|$)/);
  await expect(
    menu.getByRole('link', { name: 'Periods', exact: true }),
  ).toHaveAttribute('aria-current', 'page');
  await expect(
    menu.getByRole('link', { name: 'Promo Codes', exact: true }),
  ).not.toHaveAttribute('aria-current');

  const year = String(new Date().getFullYear());
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText(`© ${year} ZFood Admin`);
  await expect(footer.getByLabel('Version')).toHaveText(/^DEV-\d+\.\d+\.\d+/);

  await page.getByRole('button', { name: 'Account menu' }).click();
  const account = page.getByRole('menu');
  await expect(account).toContainText('Admin');
  await account.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page).toHaveURL('/admin/users/profile');
  await expect(
    page.getByRole('heading', { name: 'Profile', level: 1 }),
  ).toBeVisible();
  await expect(page.getByText('admin@zfood.my')).toBeVisible();

  await settle(page);
  await page.screenshot({ path: 'test-results/screenshots/shell-profile.png' });
});

test('the horizontal layout shows only Home and the chosen layout resets on reload', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAs(page, 'admin');
  await page.goto('/admin/home');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

  await page.getByRole('button', { name: 'Open theme customizer' }).click();
  await page.getByRole('radio', { name: 'Horizontal' }).check();
  await page.getByRole('button', { name: 'Close theme customizer' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();

  const menu = nav(page);
  await expect(menu.getByRole('link')).toHaveCount(1);
  await expect(
    menu.getByRole('link', { name: 'Home', exact: true }),
  ).toBeVisible();
  await expect(
    page.getByRole('link', { name: 'Orders', exact: true }),
  ).toHaveCount(0);
  await settle(page);
  await page.screenshot({
    path: 'test-results/screenshots/shell-horizontal.png',
  });

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(
    nav(page).getByRole('link', { name: 'Orders', exact: true }),
  ).toBeVisible();
});

test('at phone size the nav hides behind a toggle and the layout returns when the window grows', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAs(page, 'admin');
  await page.goto('/admin/home');
  await page.getByRole('button', { name: 'Open theme customizer' }).click();
  await page.getByRole('radio', { name: 'Horizontal' }).check();
  await page.getByRole('button', { name: 'Close theme customizer' }).click();
  await expect(nav(page).getByRole('link')).toHaveCount(1);

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(nav(page)).toBeHidden();
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await expect(
    nav(page).getByRole('link', { name: 'Orders', exact: true }),
  ).toBeVisible();
  await settle(page);
  await page.screenshot({
    path: 'test-results/screenshots/shell-phone-nav.png',
  });
  await nav(page).getByRole('link', { name: 'Banks', exact: true }).click();
  // The list then writes its page and sort into the address.
  await expect(page).toHaveURL(/\/admin\/banks(\?|$)/);
  await expect(nav(page)).toBeHidden();

  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(
    page.getByRole('button', { name: 'Open navigation' }),
  ).toBeHidden();
  await expect(nav(page).getByRole('link')).toHaveCount(1);
  await expect(
    nav(page).getByRole('link', { name: 'Home', exact: true }),
  ).toBeVisible();
});

test('the collapsed sidebar comes back collapsed after a phone-sized detour', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAs(page, 'admin');
  await page.goto('/admin/home');
  await page.getByRole('button', { name: 'Collapse menu' }).click();
  await page.mouse.move(900, 500);
  await expect(nav(page)).toHaveCSS('width', '68px');
  await settle(page);
  await page.screenshot({
    path: 'test-results/screenshots/shell-collapsed.png',
  });

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await expect(nav(page)).toHaveCSS('width', '260px');
  await page.keyboard.press('Escape');

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.mouse.move(900, 500);
  await expect(nav(page)).toHaveCSS('width', '68px');
  await nav(page).hover();
  await expect(nav(page)).toHaveCSS('width', '260px');
});

test('the scroll-to-top button appears after 400 px of scrolling', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 480 });
  await signInAs(page, 'admin');
  await page.goto('/admin/home');
  await expect(
    page.getByRole('img', { name: /Orders and GMV per day/ }),
  ).toBeVisible();
  const button = page.getByRole('button', { name: 'Scroll back to top' });

  await page.evaluate(() => window.scrollTo(0, 300));
  await expect(button).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, 500));
  await expect(button).toBeVisible();

  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(button).toBeHidden();
});

test('a thin progress bar shows while a page’s code loads', async ({
  page,
}) => {
  await signInAs(page, 'admin');
  await page.goto('/admin/home');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  // Hold the list page's chunk until the bar has been seen, as on a slow network.
  let releaseChunk: () => void = () => undefined;
  const chunkReleased = new Promise<void>(
    (resolve) => (releaseChunk = resolve),
  );
  await page.route(/\/assets\/resource-list-page-[^/]*\.js$/, async (route) => {
    await chunkReleased;
    await route.continue();
  });

  await nav(page).getByRole('link', { name: 'Banks', exact: true }).click();
  const progress = page.getByRole('progressbar', { name: 'Loading page' });
  await expect(progress).toBeVisible();
  releaseChunk();
  await expect(page).toHaveTitle('ZFood Admin | Banks');
  await expect(progress).toBeHidden({ timeout: 15_000 });
  await expect(
    nav(page).getByRole('link', { name: 'Banks', exact: true }),
  ).toHaveAttribute('aria-current', 'page');
});
