import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route } from 'react-router';
import { beforeAll, expect, test } from 'vitest';
import HomePage from '../../src/pages/home/home-page';
import type { Dashboard } from '../../src/registry/dashboard';
import { buildUser } from '../factories/build-user';
import { API } from '../msw/handlers';
import { server } from '../msw/server';
import { renderWithRefine } from './support/render-with-refine';

const routes = <Route path="/" element={<HomePage />} />;

// The charts the page loads lazily are loaded before it renders: an import
// still running when the file ends would fail the next file of the worker,
// which shares this one's modules.
beforeAll(() => import('../../src/pages/home/dashboard-charts'));

test('a user whose role reads no orders is told so, and no dashboard request goes out', async () => {
  let calls = 0;
  server.use(
    http.get(`${API}/admin/reportings/dashboard`, () => {
      calls += 1;
      return HttpResponse.json(
        { statusCode: 403, message: 'No' },
        { status: 403 },
      );
    }),
  );
  renderWithRefine({
    user: buildUser({ permissions: ['promotions.read'] }),
    routes,
  });
  expect(
    await screen.findByText(/Your role does not include reading orders/),
  ).toBeInTheDocument();
  expect(screen.queryByText('Orders today')).not.toBeInTheDocument();
  expect(
    screen.queryByText('The dashboard could not be loaded.'),
  ).not.toBeInTheDocument();
  expect(calls).toBe(0);
});

test('a user who reads orders gets the figures', async () => {
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
  server.use(
    http.get(`${API}/admin/reportings/dashboard`, () =>
      HttpResponse.json({ data: report }),
    ),
  );
  renderWithRefine({
    user: buildUser({ permissions: ['orders.read'] }),
    routes,
  });
  expect(await screen.findByText('Orders today')).toBeInTheDocument();
  expect(await screen.findByText('48')).toBeInTheDocument();
  expect(
    screen.queryByText(/Your role does not include reading orders/),
  ).not.toBeInTheDocument();
});
