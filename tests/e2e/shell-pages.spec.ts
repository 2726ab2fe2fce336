import { expect, test } from '@playwright/test';
import { signInAs } from './support/session';
import { settle } from './support/settle';
import { submitLoginForm } from './support/ui-login';

test('an unknown path shows the 404 page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(
    page.getByRole('heading', { name: 'Page not found' }),
  ).toBeVisible();
  await expect(page.getByText('404')).toBeVisible();
  await expect(page).toHaveTitle('ZFood Admin | Page not found');
  await settle(page);
  await page.screenshot({ path: 'test-results/screenshots/shell-404.png' });
});

test('/admin, typed in, leads to Home rather than the 404 page', async ({
  page,
}) => {
  await signInAs(page, 'admin');
  await page.goto('/admin');
  await expect(page).toHaveURL('/admin/home');
  await expect(
    page.getByRole('heading', { name: 'Page not found' }),
  ).toHaveCount(0);
});

test('/503 is reachable without a session and says the ETA is unknown when none is known', async ({
  page,
}) => {
  await page.goto('/503');
  await expect(page).toHaveURL('/503');
  await expect(
    page.getByRole('heading', { name: 'Under maintenance' }),
  ).toBeVisible();
  await expect(page.getByTestId('maintenance-eta')).toHaveText('unknown');
  await expect(page.getByText('Invalid Date')).toHaveCount(0);
});

test('/500, /_offline and /access-denied render their pages', async ({
  page,
}) => {
  await page.goto('/500');
  await expect(
    page.getByRole('heading', { name: 'Internal server error' }),
  ).toBeVisible();
  await page.goto('/_offline');
  await expect(
    page.getByRole('heading', { name: 'You are offline' }),
  ).toBeVisible();
  await page.goto('/access-denied');
  await expect(
    page.getByRole('heading', { name: 'You are not authorized' }),
  ).toBeVisible();
});

test('a client lands on the access-denied page from the root', async ({
  page,
}) => {
  await signInAs(page, 'client');
  await page.goto('/');
  await expect(page).toHaveURL('/access-denied');
  await expect(
    page.getByRole('heading', { name: 'You are not authorized' }),
  ).toBeVisible();
});

test('the login page is its own small entry: no console code, no API call', async ({
  page,
}) => {
  const scripts: string[] = [];
  const apiCalls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
    if (new URL(request.url()).pathname.startsWith('/api/'))
      apiCalls.push(request.url());
  });
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  // The fonts are the last thing the page asks for; by then any call would have gone.
  await page.evaluate(() => document.fonts.ready);
  expect(scripts.some((url) => /\/assets\/login-/.test(url))).toBe(true);
  expect(
    scripts.filter((url) =>
      // The console's entry, its libraries, MUI beyond the sign-in forms, the grid, pages.
      /\/assets\/(index|console-vendor|mui|grid)-[\w-]{8}\.js$|dashboard-charts|resource-|app-layout|x-charts/i.test(
        url,
      ),
    ),
  ).toEqual([]);
  expect(apiCalls).toEqual([]);
});

test('a 503 with an ETA shows the maintenance page with the marketplace’s time and a countdown', async ({
  page,
}) => {
  const eta = new Date(Date.now() + 90 * 60 * 1000);
  await page.route(/\/api\/v1\/(enums|auth\/login)$/, (route) =>
    route.fulfill({
      status: 503,
      json: {
        statusCode: 503,
        message: 'Maintenance',
        etaTime: eta.toISOString(),
      },
    }),
  );
  await submitLoginForm(page, 'staff');
  await expect(page).toHaveURL('/503');
  await expect(
    page.getByRole('heading', { name: 'Under maintenance' }),
  ).toBeVisible();
  // The marketplace's clock (Kuala Lumpur), naming its zone.
  const wallClock = new Intl.DateTimeFormat('en-MY', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'Asia/Kuala_Lumpur',
  }).format(eta);
  await expect(page.getByTestId('maintenance-eta')).toHaveText(
    new RegExp(`^${wallClock.replace(/\s/g, '\\s')}\\s(MYT|GMT\\+8)$`),
  );
  await expect(page.getByRole('timer', { name: 'Time left' })).toHaveText(
    /^in 01:[23]\d:\d\d$/,
  );
  await settle(page);
  await page.screenshot({ path: 'test-results/screenshots/shell-503.png' });
});

test('a 503 whose ETA is garbage says unknown, never Invalid Date', async ({
  page,
}) => {
  await page.route(/\/api\/v1\/(enums|auth\/login)$/, (route) =>
    route.fulfill({
      status: 503,
      json: { statusCode: 503, message: 'Maintenance', etaTime: 'not-a-date' },
    }),
  );
  await submitLoginForm(page, 'staff');
  await expect(page).toHaveURL('/503');
  await expect(page.getByTestId('maintenance-eta')).toHaveText('unknown');
  await expect(page.getByText('Invalid Date')).toHaveCount(0);
});
