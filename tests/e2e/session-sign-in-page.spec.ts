import { expect, test, type Page } from '@playwright/test';
import { DEMO_USERS } from './support/ui-login';

/**
 * Holds the sign-in code back until the returned function lets it through:
 * what the user does before that meets the drawn, not yet live, form.
 */
async function holdSignInCode(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/start-sign-in-[^/]*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

async function typeAdminCredentials(page: Page) {
  await page.getByLabel('Email').fill(DEMO_USERS.admin.email);
  await page
    .getByLabel('Password', { exact: true })
    .fill(DEMO_USERS.admin.password);
}

test.describe('before its script has run', () => {
  test.use({ javaScriptEnabled: false });

  test('the sign-in form is already drawn, and sending it does nothing rather than put the password in the address', async ({
    page,
  }) => {
    await page.goto('/login?returnUrl=%2Fadmin%2Forders');

    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await typeAdminCredentials(page);
    await page.getByLabel('Password', { exact: true }).press('Enter');
    await page.getByRole('button', { name: 'Sign in' }).click();

    await expect(page).toHaveURL('/login?returnUrl=%2Fadmin%2Forders');
  });

  test('the other sign-in pages do not show the sign-in form', async ({
    page,
  }) => {
    await page.goto('/auth/forgot-password');

    await expect(page.getByLabel('Email')).toHaveCount(0);
    await expect(page.getByRole('status', { name: 'Loading' })).toBeVisible();
  });
});

test('on a slow connection the sign-in card is first drawn whole, and nothing on it moves', async ({
  page,
  context,
}) => {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        shifts.push((entry as unknown as { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  // 16 KB a second: the page arrives in pieces, as on a poor mobile link.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 100,
    downloadThroughput: 16 * 1024,
    uploadThroughput: 16 * 1024,
  });

  // A phone's screen, where the card fills the width and is centred.
  await page.setViewportSize({ width: 412, height: 823 });
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByText('Demo logins')).toBeVisible();
  // Inter comes after the first paint, over the same slow link.
  await page.evaluate(() => document.fonts.ready.then(() => undefined));

  const shifts = await page.evaluate(
    () => (window as unknown as { layoutShifts: number[] }).layoutShifts,
  );
  expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.01);
});

test('the drawn form comes alive without errors and signs in with what was typed', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });

  // Typed before the sign-in code has arrived.
  const releaseSignInCode = await holdSignInCode(page);
  await page.goto('/login?returnUrl=%2Fadmin%2Fbanks', { waitUntil: 'commit' });
  await typeAdminCredentials(page);
  releaseSignInCode();
  // The button submits once React has adopted the form.
  await expect(page.getByRole('button', { name: 'Sign in' })).toHaveAttribute(
    'type',
    'submit',
  );
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute(
    'type',
    'text',
  );
  await page.getByRole('button', { name: 'Sign in' }).click();

  // The list then writes its page and sort into the address.
  await expect(page).toHaveURL(/\/admin\/banks(\?|$)/);
  expect(errors).toEqual([]);
});

test('a click on Sign in before the drawn form has come alive is not lost', async ({
  page,
}) => {
  const releaseSignInCode = await holdSignInCode(page);
  await page.goto('/login?returnUrl=%2Fadmin%2Fbanks', { waitUntil: 'commit' });
  await typeAdminCredentials(page);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // The click met the inert form: the code had not arrived.
  await expect(page.getByRole('button', { name: 'Sign in' })).toHaveAttribute(
    'type',
    'button',
  );
  releaseSignInCode();

  // The list then writes its page and sort into the address.
  await expect(page).toHaveURL(/\/admin\/banks(\?|$)/);
});

test('a dark, right-to-left user gets the sign-in page in their look, and signs in with it', async ({
  page,
}) => {
  await page.addInitScript(() =>
    localStorage.setItem(
      'settings',
      JSON.stringify({ mode: 'dark', direction: 'rtl' }),
    ),
  );
  await page.goto('/login');

  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('body')).toHaveCSS(
    'background-color',
    'rgb(37, 41, 60)',
  );
  await typeAdminCredentials(page);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/login/);
});
