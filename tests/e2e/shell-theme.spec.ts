import { expect, test, type Locator, type Page } from '@playwright/test';
import { signInAs } from './support/session';
import { settle } from './support/settle';

test('light mode looks right', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAs(page, 'admin');
  await page.goto('/admin/home');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(
    page.getByRole('img', { name: /Orders and GMV per day/ }),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await settle(page);
  await page.screenshot({ path: 'test-results/screenshots/shell-light.png' });
});

test('dark mode and RTL survive a reload; app bar, footer and layout do not', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAs(page, 'admin');
  await page.goto('/admin/home');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

  await page.getByRole('button', { name: 'Open theme customizer' }).click();
  const customizer = page.getByRole('dialog');
  await customizer.getByRole('radio', { name: 'Dark', exact: true }).check();
  await customizer.getByRole('checkbox', { name: 'RTL' }).check();
  await customizer
    .getByRole('radiogroup', { name: 'AppBar Type' })
    .getByRole('radio', { name: 'Static' })
    .check();
  await customizer
    .getByRole('radiogroup', { name: 'Footer Type' })
    .getByRole('radio', { name: 'Hidden' })
    .check();
  await customizer.getByRole('radio', { name: 'Horizontal' }).check();
  await customizer.getByRole('radio', { name: 'Vertical' }).check();
  await customizer
    .getByRole('radiogroup', { name: 'Skin' })
    .getByRole('radio', { name: 'Bordered' })
    .check();
  await customizer
    .getByRole('button', { name: 'Close theme customizer' })
    .click();

  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('body')).toHaveCSS(
    'background-color',
    'rgb(37, 41, 60)',
  );
  await expect(page.getByRole('contentinfo')).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('body')).toHaveCSS(
    'background-color',
    'rgb(37, 41, 60)',
  );
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(
    page.getByRole('img', { name: /Orders and GMV per day/ }),
  ).toBeVisible();
  await settle(page);
  await page.screenshot({
    path: 'test-results/screenshots/shell-dark-rtl.png',
  });

  await page.getByRole('button', { name: 'Open theme customizer' }).click();
  const reopened = page.getByRole('dialog');
  await expect(
    reopened.getByRole('radio', { name: 'Dark', exact: true }),
  ).toBeChecked();
  await expect(reopened.getByRole('radio', { name: 'Bordered' })).toBeChecked();
  await expect(
    reopened
      .getByRole('radiogroup', { name: 'AppBar Type' })
      .getByRole('radio', { name: 'Fixed' }),
  ).toBeChecked();
  await expect(
    reopened
      .getByRole('radiogroup', { name: 'Footer Type' })
      .getByRole('radio', { name: 'Static' }),
  ).toBeChecked();
  await expect(reopened.getByRole('radio', { name: 'Vertical' })).toBeChecked();

  const stored = await page.evaluate(() => localStorage.getItem('settings'));
  const keys = Object.keys(JSON.parse(stored ?? '{}') as object);
  expect(keys).toEqual(expect.arrayContaining(['mode', 'direction', 'skin']));
  for (const sessionOnly of [
    'appBar',
    'footer',
    'layout',
    'navHidden',
    'lastLayout',
    'toastPosition',
  ]) {
    expect(keys).not.toContain(sessionOnly);
  }
});

test('dark mode alone, left to right', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAs(page, 'admin');
  await page.addInitScript(() => {
    if (!localStorage.getItem('settings')) {
      localStorage.setItem('settings', JSON.stringify({ mode: 'dark' }));
    }
  });
  await page.goto('/admin/home');
  await expect(
    page.getByRole('img', { name: /Orders and GMV per day/ }),
  ).toBeVisible();
  await expect(page.locator('body')).toHaveCSS(
    'background-color',
    'rgb(37, 41, 60)',
  );
  await settle(page);
  await page.screenshot({ path: 'test-results/screenshots/shell-dark.png' });
});

test('switching to horizontal forces the default skin over semi-dark', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAs(page, 'admin');
  await page.goto('/admin/home');
  await page.getByRole('button', { name: 'Open theme customizer' }).click();
  const customizer = page.getByRole('dialog');
  await customizer.getByRole('radio', { name: 'Semi Dark' }).check();
  await customizer
    .getByRole('button', { name: 'Close theme customizer' })
    .click();
  await expect(customizer).toBeHidden();
  await settle(page);
  await page.screenshot({
    path: 'test-results/screenshots/shell-semi-dark.png',
  });
  await page.getByRole('button', { name: 'Open theme customizer' }).click();
  await customizer
    .getByRole('radiogroup', { name: 'AppBar Type' })
    .getByRole('radio', { name: 'Hidden' })
    .check();
  await customizer.getByRole('radio', { name: 'Horizontal' }).check();

  await expect(
    customizer.getByRole('radio', { name: 'Default', exact: true }),
  ).toBeChecked();
  await expect(
    customizer.getByRole('radio', { name: 'Semi Dark' }),
  ).toBeDisabled();
  await expect(
    customizer
      .getByRole('radiogroup', { name: 'AppBar Type' })
      .getByRole('radio', { name: 'Fixed' }),
  ).toBeChecked();
});

/** Opens the customizer, lets `change` pick settings in it, and closes it. */
async function customize(
  page: Page,
  change: (customizer: Locator) => Promise<void>,
): Promise<void> {
  await page.getByRole('button', { name: 'Open theme customizer' }).click();
  const customizer = page.getByRole('dialog');
  await change(customizer);
  await customizer
    .getByRole('button', { name: 'Close theme customizer' })
    .click();
  await expect(customizer).toBeHidden();
}

function choose(customizer: Locator, group: string, choice: string) {
  return customizer
    .getByRole('radiogroup', { name: group })
    .getByRole('radio', { name: choice })
    .check();
}

/** Scrolls the page (the window is the one scroller) well past the app bar. */
async function scrollDown(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 600));
  await expect
    .poll(() => page.evaluate(() => window.scrollY))
    .toBeGreaterThan(300);
}

test('choosing a primary colour repaints the primary buttons', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAs(page, 'admin');
  await page.goto('/admin/cuisines');
  const create = page.getByRole('button', { name: 'New cuisine' });
  // The brand's amber, then the success green (brandFills in palette-colors.ts).
  await expect(create).toHaveCSS('background-color', 'rgb(245, 158, 11)');

  await customize(page, (customizer) =>
    customizer.getByRole('button', { name: 'Primary colour success' }).click(),
  );

  await expect(create).toHaveCSS('background-color', 'rgb(40, 199, 111)');
});

test('boxed content stops at 1440 px; full content spans the window', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1920, height: 1000 });
  await signInAs(page, 'admin');
  await page.goto('/admin/home');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  const contentWidth = () =>
    page.getByRole('main').evaluate((main) => {
      const style = getComputedStyle(main);
      return (
        main.getBoundingClientRect().width -
        parseFloat(style.paddingLeft) -
        parseFloat(style.paddingRight)
      );
    });

  expect(await contentWidth()).toBeCloseTo(1440, 0);

  await customize(page, (customizer) =>
    choose(customizer, 'Content Width', 'Full'),
  );

  expect(await contentWidth()).toBeGreaterThan(1500);
});

test('the app bar blurs what scrolls under it only while blur is on', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  await signInAs(page, 'admin');
  await page.goto('/admin/home');
  await expect(
    page.getByRole('img', { name: /Orders and GMV per day/ }),
  ).toBeVisible();
  // The card under the bar's inner row is what floats over the page.
  const bar = page.getByRole('banner').locator('.MuiToolbar-root');
  const cardBlur = () =>
    bar.evaluate((row) => getComputedStyle(row, '::before').backdropFilter);
  await scrollDown(page);
  await expect.poll(cardBlur).toBe('blur(8px)');

  await customize(page, (customizer) =>
    customizer.getByRole('checkbox', { name: 'AppBar Blur' }).uncheck(),
  );
  await scrollDown(page);

  await expect.poll(cardBlur).toBe('none');
});

test('accordion keeps one menu group open; collapse lets several stay open', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAs(page, 'admin');
  await page.goto('/admin/home');
  const groups = page
    .getByRole('navigation', { name: 'Main navigation' })
    .locator('[aria-expanded]');
  // The menu has two groups, Holidays and Promotions, each with a toggle.
  const first = groups.nth(0);
  const second = groups.nth(1);

  await first.click();
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await second.click();
  await expect(second).toHaveAttribute('aria-expanded', 'true');
  await expect(first).toHaveAttribute('aria-expanded', 'false');

  await customize(page, (customizer) =>
    choose(customizer, 'Menu Toggle', 'Collapse'),
  );
  await first.click();

  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await expect(second).toHaveAttribute('aria-expanded', 'true');
});

test('menu hidden takes the sidebar away and brings it back', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAs(page, 'admin');
  await page.goto('/admin/home');
  const sidebar = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(sidebar).toBeVisible();

  await customize(page, (customizer) =>
    customizer.getByRole('checkbox', { name: 'Menu Hidden' }).check(),
  );
  await expect(sidebar).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

  await customize(page, (customizer) =>
    customizer.getByRole('checkbox', { name: 'Menu Hidden' }).uncheck(),
  );
  await expect(sidebar).toBeVisible();
});

test('a fixed app bar stays in view, a static one scrolls away, a hidden one is not there', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  await signInAs(page, 'admin');
  await page.goto('/admin/home');
  await expect(
    page.getByRole('img', { name: /Orders and GMV per day/ }),
  ).toBeVisible();
  const bar = page.getByRole('banner');

  await scrollDown(page);
  await expect(bar).toBeInViewport();

  await customize(page, (customizer) =>
    choose(customizer, 'AppBar Type', 'Static'),
  );
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(bar).toBeInViewport();
  await scrollDown(page);
  await expect(bar).not.toBeInViewport();

  await customize(page, (customizer) =>
    choose(customizer, 'AppBar Type', 'Hidden'),
  );
  await expect(bar).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
});
