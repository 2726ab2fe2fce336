import { expect, test, type Page } from '@playwright/test';
import { signInAs } from './support/session';

/**
 * The journeys run as a user who asks for less motion (playwright.config.ts);
 * this file checks that the console honours that ask, and that without it
 * the console still moves as before.
 */

/** Opens the theme customizer, noting what moved on the way: a click's ripple, the drawer's slide. */
async function openCustomizer(page: Page) {
  await page.addInitScript(() => {
    const moved = { ripples: 0, slides: 0 };
    (window as unknown as { moved: typeof moved }).moved = moved;
    new MutationObserver((changes) => {
      for (const change of changes)
        for (const node of Array.from(change.addedNodes))
          if (
            node instanceof HTMLElement &&
            node.classList.contains('MuiTouchRipple-ripple')
          )
            moved.ripples++;
    }).observe(document, { childList: true, subtree: true });
    document.addEventListener('transitionrun', (event) => {
      if (
        event.target instanceof HTMLElement &&
        event.target.classList.contains('MuiDrawer-paper')
      )
        moved.slides++;
    });
  });
  await signInAs(page, 'admin');
  await page.goto('/admin/banks');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Open theme customizer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Theme customizer' });
  await expect(dialog).toBeVisible();
  // Whatever was to move has started by the next frame.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(resolve)),
  );
  return page.evaluate(
    () =>
      (window as unknown as { moved: { ripples: number; slides: number } })
        .moved,
  );
}

test.describe('asked for less motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('a click draws no ripple and a drawer opens without sliding', async ({
    page,
  }) => {
    expect(await openCustomizer(page)).toEqual({ ripples: 0, slides: 0 });
  });
});

test.describe('with motion', () => {
  test.use({ reducedMotion: 'no-preference' });

  test('a click ripples and a drawer slides in', async ({ page }) => {
    const moved = await openCustomizer(page);
    expect(moved.ripples).toBeGreaterThan(0);
    expect(moved.slides).toBeGreaterThan(0);
  });
});
