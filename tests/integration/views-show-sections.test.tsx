import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { Route } from 'react-router';
import { expect, test, vi } from 'vitest';
import ResourceShowPage from '../../src/views/generic/resource-show-page';
import { buildUser } from '../factories/build-user';
import { API } from '../msw/handlers';
import { listAnswer, recordAnswer } from '../msw/list-answer';
import { recordRequests, resourceCalls } from '../msw/record-requests';
import { server } from '../msw/server';
import { renderWithRefine } from './support/render-with-refine';
import { pagePaths } from '../../src/registry/paths';

const showRoute = (key: string) => (
  <Route
    path={pagePaths.show(key, ':id')}
    element={<ResourceShowPage resourceKey={key} />}
  />
);

test('a merchant’s outlet performance loads when opened: a row per outlet over a date range, money in ringgit', async () => {
  const seen = recordRequests();
  const reportCalls: URL[] = [];
  server.use(
    http.get(`${API}/admin/merchants/1`, () =>
      recordAnswer({ id: 1, name: 'Pelita', status: 'ACTIVE' }),
    ),
    http.get(`${API}/admin/merchant-outlets`, () =>
      listAnswer([{ id: 3, name: 'Pelita Bangsar', merchantId: 1 }]),
    ),
    http.get(
      `${API}/admin/merchants/1/outlet-performance-report`,
      ({ request }) => {
        reportCalls.push(new URL(request.url));
        return listAnswer(
          [
            {
              outletId: 3,
              merchantId: 1,
              orderCount: 120,
              completedOrders: 110,
              cancelledOrders: 4,
              grossSales: 1_234_550,
              averageOrderValue: 2_850,
              averagePrepMinutes: 12.5,
            },
            {
              outletId: 4,
              merchantId: 1,
              orderCount: 9,
              completedOrders: 9,
              cancelledOrders: 0,
              grossSales: 45_000,
              averageOrderValue: 5_000,
              averagePrepMinutes: null,
            },
          ],
          {
            titles: {
              outletId: { '3': 'Pelita Bangsar', '4': 'Pelita Cheras' },
            },
          },
        );
      },
    ),
  );
  const user = userEvent.setup();
  renderWithRefine({
    url: '/admin/merchants/show/1',
    user: buildUser({ userType: 'ADMIN' }),
    routes: showRoute('merchants'),
  });

  await user.click(
    await screen.findByRole('button', { name: 'Outlet performance' }),
  );
  const section = await screen.findByRole('region', {
    name: 'Outlet performance',
  });
  const grid = await within(section).findByRole('grid');
  expect(await within(grid).findByText('RM 12,345.50')).toBeVisible();
  expect(within(grid).getByText('Pelita Cheras')).toBeVisible();
  expect(within(grid).getByText('110')).toBeVisible();
  expect(within(grid).getByText('12.5')).toBeVisible();
  // Each row is this merchant's: no Merchant column repeats it.
  expect(
    within(grid).queryByRole('columnheader', { name: 'Merchant' }),
  ).toBeNull();

  const first = reportCalls[0];
  expect(first?.searchParams.get('include')).toBe('outletId');
  expect(first?.searchParams.get('sort')).toBe('-grossSales');
  const to = first?.searchParams.get('to') ?? '';
  const from = first?.searchParams.get('from') ?? '';
  expect((Date.parse(to) - Date.parse(from)) / 86_400_000).toBe(29);

  await user.click(within(section).getByRole('button', { name: '7 days' }));
  await vi.waitFor(() => expect(reportCalls.length).toBeGreaterThan(1));
  const last = reportCalls.at(-1);
  expect(
    (Date.parse(last?.searchParams.get('to') ?? '') -
      Date.parse(last?.searchParams.get('from') ?? '')) /
      86_400_000,
  ).toBe(6);
  expect(
    resourceCalls(seen).filter((c) => c.includes('outlet-performance')),
  ).toHaveLength(reportCalls.length);
});
