import type { Page } from '@playwright/test';

/**
 * Resolves once the page's realtime socket has signed in (the server's
 * `identity` frame): from then on the page hears of other people's changes.
 * Call it before the page opens the console; a journey that makes a change
 * "elsewhere" waits for it first, or the change may come before the page listens.
 */
export function socketReady(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      if (!socket.url().endsWith('/admin_frontend')) return;
      socket.on('framereceived', ({ payload }) => {
        const frame = JSON.parse(String(payload)) as { event?: string };
        if (frame.event === 'identity') resolve();
      });
    });
  });
}
