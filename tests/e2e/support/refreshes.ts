import { expect, type Page, type Request } from '@playwright/test';

/**
 * A `page.goto` while the console's token refresh is in flight throws the
 * refresh's answer away. The server has rotated the token by then
 * (decision 003), so the next page presents the spent one, and the session
 * ends (RELIABILITY.md A11). With the journeys' 5 s access tokens, a journey
 * that loads page after page meets that now and then. Such a journey waits
 * for the refresh's answer first, as the person clicking after a page has
 * loaded would.
 *
 * @example
 * const refreshesDone = trackRefreshes(page);
 * await refreshesDone();
 * await page.goto('/admin/orders');
 */
export function trackRefreshes(page: Page): () => Promise<void> {
  const pending = new Set<Request>();
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('/auth/refresh'))
      pending.add(request);
  });
  const settled = (request: Request) => pending.delete(request);
  page.on('requestfinished', settled);
  page.on('requestfailed', settled);
  return async () => {
    await expect.poll(() => pending.size).toBe(0);
    // The answer's tokens are stored by the page's next task.
    await page.evaluate(() => new Promise((done) => setTimeout(done, 0)));
  };
}
