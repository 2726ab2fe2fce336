/**
 * A list applies a sort after the click's frame, in a transition: a second
 * click that comes before the first one has landed builds on it, as a user
 * clicking quickly expects.
 */
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect, test } from 'vitest';
import { API } from '../msw/handlers';
import { server } from '../msw/server';
import { gridWait } from './support/grid-wait';
import { openListAsAdmin } from './support/list-page-route';
import { orderRows } from './support/order-rows';

test('a quick double click on a column header sorts it descending', async () => {
  const sorts: (string | null)[] = [];
  server.use(
    http.get(`${API}/admin/orders`, ({ request }) => {
      const params = new URL(request.url).searchParams;
      sorts.push(params.get('sort'));
      const page = Number(params.get('page') ?? '1');
      return HttpResponse.json({
        data: orderRows(page),
        meta: { total: 120, page, perPage: 25 },
      });
    }),
  );
  const user = openListAsAdmin('orders');
  const total = await screen.findByRole(
    'columnheader',
    { name: /^Total/ },
    gridWait,
  );

  await user.dblClick(total);

  await waitFor(
    () => expect(total).toHaveAttribute('aria-sort', 'descending'),
    gridWait,
  );
  await waitFor(() => expect(sorts.at(-1)).toBe('-total'));
}, 60_000);
