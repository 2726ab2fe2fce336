import { expect, test } from '@playwright/test';
import { signInAs } from './support/session';

const MESSAGE = 'Too Many Requests. Try again later!';

test('a 429 toast has 16 px padding and the theme’s radius, and is gone after about 2 s', async ({
  page,
}) => {
  await signInAs(page, 'admin');
  // The page itself notes when the toast arrives and leaves: Playwright's
  // polls back off to a second apart, so a time taken between them can be
  // late by that much on a busy machine.
  await page.addInitScript((message) => {
    const times: { shown?: number; gone?: number } = {};
    (window as unknown as { toastTimes: typeof times }).toastTimes = times;
    new MutationObserver(() => {
      const present = Array.from(
        document.querySelectorAll<HTMLElement>('[role="alert"]'),
      ).some((node) => node.textContent?.includes(message));
      if (present && times.shown === undefined) times.shown = performance.now();
      if (!present && times.shown !== undefined && times.gone === undefined)
        times.gone = performance.now();
    }).observe(document, { childList: true, subtree: true });
  }, MESSAGE);
  await page.route('**/api/v1/admin/banks?**', (route) =>
    route.fulfill({
      status: 429,
      headers: { 'Retry-After': '30' },
      json: { statusCode: 429, message: 'Too many requests' },
    }),
  );
  await page.goto('/admin/banks');
  const toast = page.getByRole('alert').filter({ hasText: MESSAGE });
  await expect(toast).toBeVisible();
  await expect(toast).toHaveCSS('padding', '16px');
  // notistack's own 8 px around the message would make it 24 px.
  await expect(toast.locator('#notistack-snackbar')).toHaveCSS(
    'padding',
    '0px',
  );
  await expect(toast).toHaveCSS('border-radius', '10px');
  await expect(toast).toBeHidden({ timeout: 4_000 });
  // Hidden can come a frame before the node leaves the document.
  const times = await page.waitForFunction(() => {
    const { shown, gone } = (
      window as unknown as { toastTimes: { shown?: number; gone?: number } }
    ).toastTimes;
    return shown !== undefined && gone !== undefined && { shown, gone };
  });
  const { shown, gone } = (await times.jsonValue()) as {
    shown: number;
    gone: number;
  };
  // 2,000 ms on screen, then notistack's exit transition.
  expect(gone - shown).toBeGreaterThan(1_900);
  expect(gone - shown).toBeLessThan(4_000);
});
