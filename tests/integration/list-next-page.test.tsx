import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { expect, test } from 'vitest';
import { API } from '../msw/handlers';
import { listAnswer } from '../msw/list-answer';
import { recordRequests, resourceCalls } from '../msw/record-requests';
import { server } from '../msw/server';
import { openListAsAdmin } from './support/list-page-route';
import { gridWait } from './support/grid-wait';

const TOTAL = 60;
const code = (id: number) => `ORD${String(id).padStart(7, '0')}`;

/** The orders API over `TOTAL` orders, newest first, paged as asked. */
function serveOrders() {
  server.use(
    http.get(`${API}/admin/orders`, ({ request }) => {
      const params = new URL(request.url).searchParams;
      const page = Number(params.get('page') ?? 1);
      const perPage = Number(params.get('perPage') ?? 25);
      const ids = Array.from({ length: TOTAL }, (_, i) => TOTAL - i).slice(
        (page - 1) * perPage,
        page * perPage,
      );
      return listAnswer(
        ids.map((id) => ({
          id,
          code: code(id),
          customerId: 7,
          outletId: 3,
          status: 'PENDING',
          channel: 'DELIVERY',
          total: 1000 + id,
          placedAt: '2026-11-20T04:00:00.000Z',
          createdAt: '2026-11-20T04:00:00.000Z',
        })),
        { total: TOTAL, facets: { status: { PENDING: TOTAL } } },
      );
    }),
  );
}

const pageOf = (call: string) =>
  new URLSearchParams(call.split('?')[1]).get('page') ?? '1';

test('once a page has settled its next one is asked for, rows only, and the pager shows it from memory', async () => {
  const seen = recordRequests();
  serveOrders();
  const user = openListAsAdmin('orders');

  const grid = await screen.findByRole('grid', {}, gridWait);
  expect(await within(grid).findByText(code(60), {}, gridWait)).toBeVisible();
  await waitFor(
    () => expect(resourceCalls(seen).map(pageOf)).toEqual(['1', '2']),
    gridWait,
  );
  const ahead = new URLSearchParams(resourceCalls(seen)[1]?.split('?')[1]);
  expect(ahead.get('facets')).toBeNull();
  expect(ahead.get('totals')).toBeNull();

  await user.click(screen.getByRole('button', { name: 'Go to next page' }));
  expect(await within(grid).findByText(code(35), {}, gridWait)).toBeVisible();
  // Page 2 came from the answer fetched ahead; page 3, the last, is asked
  // for now in its turn, and nothing is asked twice.
  await waitFor(
    () => expect(resourceCalls(seen).map(pageOf)).toEqual(['1', '2', '3']),
    gridWait,
  );

  await user.click(screen.getByRole('button', { name: 'Go to next page' }));
  expect(await within(grid).findByText(code(10), {}, gridWait)).toBeVisible();
  // The last page has no next one to ask for.
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(resourceCalls(seen).map(pageOf)).toEqual(['1', '2', '3']);
});
