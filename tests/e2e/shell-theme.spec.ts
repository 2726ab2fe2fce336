import { expect, test } from '@playwright/test';
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
