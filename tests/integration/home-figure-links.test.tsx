import { parseTableParams } from '@refinedev/core';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route } from 'react-router';
import { beforeAll, expect, test } from 'vitest';
import HomePage from '../../src/pages/home/home-page';
import type { Dashboard } from '../../src/registry/dashboard';
import { marketplaceDate } from '../../src/registry/marketplace-clock';
import { buildUser } from '../factories/build-user';
import { API } from '../msw/handlers';
import { server } from '../msw/server';
import { renderWithRefine } from './support/render-with-refine';

const routes = <Route path="/" element={<HomePage />} />;

// The charts the page loads lazily are loaded before it renders: an import
// still running when the file ends would fail the next file of the worker,
// which shares this one's modules.
beforeAll(() => import('../../src/pages/home/dashboard-charts'));

const report: Dashboard = {
  ordersToday: 48,
  gmvToday: 123_400,
  ordersLast30: 1_500,
  gmvLast30: 3_456_700,
  pendingSettlements: 4,
  openEnquiries: 9,
  activeOutlets: 20,
  ordersByDay: [],
  ordersByStatus: [],
};

/** Where a card leads: the list's path and the filters its page reads from the URL. */
async function linkOf(label: string) {
  const card = await screen.findByLabelText(label);
  const href = within(card).getByRole('link').getAttribute('href') ?? '';
  const [path, search = ''] = href.split('?');
  const filters = (parseTableParams(`?${search}`).parsedFilters ?? []).map(
    (f) => ('field' in f ? [f.field, f.operator, f.value] : f),
  );
  return { path, filters };
}

const saleStatuses = ['PENDING', 'ACCEPTED', 'READY', 'COMPLETED'];

test("each card links to the list of exactly its rows: today's sale orders, the pending payouts, the inbox, the active outlets", async () => {
  server.use(
    http.get(`${API}/admin/reportings/dashboard`, () =>
      HttpResponse.json({ data: report }),
    ),
  );
  renderWithRefine({
    user: buildUser({
      permissions: [
        'orders.read',
        'settlements.read',
        'enquiries.read',
        'merchant-outlets.read',
      ],
    }),
    routes,
  });
  const today = marketplaceDate();
  const monthAgo = new Date(Date.parse(`${today}T00:00:00Z`) - 29 * 86_400_000)
    .toISOString()
    .slice(0, 10);

  for (const [label, from] of [
    ['Orders today', today],
    ['GMV today', today],
    ['Orders, 30 days', monthAgo],
    ['GMV, 30 days', monthAgo],
  ] as const) {
    expect(await linkOf(label), label).toEqual({
      path: '/admin/orders',
      filters: [
        ['status', 'in', saleStatuses],
        ['placedAt', 'between', [from, today]],
      ],
    });
  }
  expect(await linkOf('Pending payouts')).toEqual({
    path: '/admin/payout-request',
    filters: [['resolvedStatus', 'eq', 'PENDING']],
  });
  // The inbox opens on its Inbox folder: open and in-progress enquiries, spam left out.
  expect(await linkOf('Open enquiries')).toEqual({
    path: '/admin/enquiries',
    filters: [],
  });
  expect(await linkOf('Active outlets')).toEqual({
    path: '/admin/merchant-outlets',
    filters: [['status', 'eq', 'ACTIVE']],
  });

  const gmv = await screen.findByLabelText('GMV today');
  expect(within(gmv).getByText(/1,234\.00/)).toBeInTheDocument();
  expect(
    within(gmv).getByText("Today's orders at menu prices, before discounts"),
  ).toBeInTheDocument();
});
