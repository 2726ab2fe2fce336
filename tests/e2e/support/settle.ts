import type { Page } from '@playwright/test';

/**
 * Waits until every finite CSS transition and animation on the page has run
 * (drawers sliding, menus fading), so a screenshot shows the settled screen.
 * Endless ones, such as a spinner of a section still loading, are ignored.
 */
export async function settle(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.effect?.getTiming().iterations === Infinity ||
          animation.playState !== 'running',
      ),
  );
}
