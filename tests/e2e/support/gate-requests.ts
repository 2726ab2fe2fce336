import type { Page, Request } from '@playwright/test';

/** What `gateRequests` gives the test. */
export interface RequestGate {
  /** Requests the page has sent so far that match, less those refused with a 401 (and replayed). */
  count(): number;
  /** Lets the held requests (and any later ones) through to the server. */
  release(): void;
}

/**
 * Counts the page's `method` requests to URLs matching `url` and holds them
 * until `release()`: the call stays pending for as long as the test needs to
 * look at the screen (a disabled button, a spinner), with no fixed wait.
 */
export async function gateRequests(
  page: Page,
  method: string,
  url: RegExp,
): Promise<RequestGate> {
  const matches = (request: Request) =>
    request.method() === method && url.test(request.url());
  let sent = 0;
  let refused = 0;
  page.on('request', (request) => {
    if (matches(request)) sent += 1;
  });
  // e2e access tokens live five seconds: a held call can reach the server
  // expired, get a 401 and be replayed once after the refresh. That is the
  // same user action, so the refused attempt is not counted.
  page.on('response', (response) => {
    if (matches(response.request()) && response.status() === 401) refused += 1;
  });
  let open: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    open = resolve;
  });
  await page.route(url, async (route) => {
    if (!matches(route.request())) return route.fallback();
    await released;
    return route.continue();
  });
  return { count: () => sent - refused, release: () => open() };
}
