/**
 * A status tab or a sort header is one click: the list asks for its first
 * page before it shows the question, and shows the question with its rows.
 * Two clicks in quick succession end on the second, whichever answer comes
 * first.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { delay, http } from 'msw';
import { expect, test } from 'vitest';
import { API } from '../msw/handlers';
import { listAnswer } from '../msw/list-answer';
import { server } from '../msw/server';
import { openListAsAdmin } from './support/list-page-route';
import { gridWait } from './support/grid-wait';

const statuses = ['PENDING', 'COMPLETED', 'CANCELLED'] as const;

/** Orders 1–6, two of each status; the completed ones answer `completedDelayMs` late. */
function serveOrders(completedDelayMs: number): string[] {
  const asked: string[] = [];
  server.use(
    http.get(`${API}/admin/orders`, async ({ request }) => {
      const status = new URL(request.url).searchParams.get('search[status]');
      asked.push(status ?? 'all');
      if (status === 'COMPLETED') await delay(completedDelayMs);
      const rows = Array.from({ length: 6 }, (_, i) => ({
        id: i + 1,
        code: `ORD000000${i + 1}`,
        customerId: 7,
        outletId: 3,
        status: statuses[i % 3],
        channel: 'DELIVERY',
        total: 1000 + i,
        placedAt: '2026-11-20T04:00:00.000Z',
        createdAt: '2026-11-20T04:00:00.000Z',
      })).filter((row) => !status || row.status === status);
      return listAnswer(rows, {
        facets: { status: { PENDING: 2, COMPLETED: 2, CANCELLED: 2 } },
      });
    }),
  );
  return asked;
}

/** The order codes the grid shows. */
async function shownCodes(): Promise<string[]> {
  const grid = await screen.findByRole('grid', {}, gridWait);
  return within(grid)
    .queryAllByText(/^ORD\d+$/)
    .map((cell) => cell.textContent ?? '');
}

test('a status tab is shown with its rows: never selected over the rows of another', async () => {
  const asked = serveOrders(0);
  const user = openListAsAdmin('orders');
  await screen.findByRole('tab', { name: 'Cancelled (2)' }, gridWait);
  const tab = screen.getByRole('tab', { name: 'Cancelled (2)' });
  // Whenever the tab reads as selected, the grid holds its rows only.
  const mismatches: string[][] = [];
  const watch = new MutationObserver(() => {
    if (tab.getAttribute('aria-selected') !== 'true') return;
    const grid = screen.queryByRole('grid');
    const codes = grid
      ? within(grid)
          .queryAllByText(/^ORD\d+$/)
          .map((cell) => cell.textContent ?? '')
      : [];
    if (codes.join() !== 'ORD0000003,ORD0000006') mismatches.push(codes);
  });
  watch.observe(document.body, {
    subtree: true,
    childList: true,
    attributes: true,
  });

  await user.click(tab);
  await waitFor(
    () => expect(tab).toHaveAttribute('aria-selected', 'true'),
    gridWait,
  );
  watch.disconnect();
  expect(mismatches).toEqual([]);
  expect(await shownCodes()).toEqual(['ORD0000003', 'ORD0000006']);
  // The tab's page once, and its next page not at all: two rows fill no page.
  expect(asked).toEqual(['all', 'CANCELLED']);
});

test('two tabs clicked at once end on the second, though the first answers last', async () => {
  serveOrders(400);
  const user = openListAsAdmin('orders');
  await screen.findByRole('tab', { name: 'Completed (2)' }, gridWait);

  await user.click(screen.getByRole('tab', { name: 'Completed (2)' }));
  await user.click(screen.getByRole('tab', { name: 'Pending (2)' }));

  expect(
    await screen.findByRole(
      'tab',
      { name: 'Pending (2)', selected: true },
      { timeout: 5000 },
    ),
  ).toBeInTheDocument();
  expect(await shownCodes()).toEqual(['ORD0000001', 'ORD0000004']);
  // Once the gridWait answer has come and gone, the list is still on Pending.
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(
    screen.getByRole('tab', { name: 'Pending (2)', selected: true }),
  ).toBeInTheDocument();
  expect(await shownCodes()).toEqual(['ORD0000001', 'ORD0000004']);
});
