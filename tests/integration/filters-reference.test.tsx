import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route } from 'react-router';
import type { CrudFilter } from '@refinedev/core';
import { afterEach, expect, test, vi } from 'vitest';
import { getResource } from '../../resources.config';
import { filterControls } from '../../src/components/filters/filter-controls';
import { FilterPanel } from '../../src/components/filters/filter-panel';
import { buildUser } from '../factories/build-user';
import { API } from '../msw/handlers';
import { rateLimited } from '../msw/list-answer';
import { server } from '../msw/server';
import { stubMatchMedia } from '../fakes/match-media';
import { renderWithRefine } from './support/render-with-refine';

const orders = getResource('orders');

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A wide screen, where the most useful filters sit in the bar. */
function wideScreen() {
  stubMatchMedia(() => true);
}

/** The orders list's filter bar with `filters` applied, as the list page draws it. */
function renderOrderFilters(filters: CrudFilter[]) {
  if (!orders) throw new Error('orders is not in the registry');
  renderWithRefine({
    url: '/admin/orders',
    user: buildUser({ userType: 'ADMIN' }),
    routes: (
      <Route
        path="/admin/orders"
        element={
          <FilterPanel
            controls={filterControls(orders)}
            filters={filters}
            onChange={() => undefined}
            stateField="status"
          />
        }
      />
    ),
  });
}

test('a reference filter names its chosen record at once but loads its options only when opened', async () => {
  wideScreen();
  const optionCalls: URL[] = [];
  const nameCalls: URL[] = [];
  server.use(
    http.get(`${API}/admin/merchant-outlets/3`, ({ request }) => {
      nameCalls.push(new URL(request.url));
      return HttpResponse.json({ data: { id: 3, name: 'Pelita Bangsar' } });
    }),
    http.get(`${API}/admin/merchant-outlets`, ({ request }) => {
      const url = new URL(request.url);
      if (url.searchParams.has('search[id][in]')) nameCalls.push(url);
      else optionCalls.push(url);
      return HttpResponse.json({
        data: [
          { id: 3, name: 'Pelita Bangsar' },
          { id: 4, name: 'Kak Ros Damansara' },
        ],
        meta: { total: 2, page: 1, perPage: 20 },
      });
    }),
    http.get(`${API}/admin/users`, () =>
      HttpResponse.json({ data: [], meta: { total: 0, page: 1, perPage: 20 } }),
    ),
  );
  renderOrderFilters([{ field: 'outletId', operator: 'in', value: ['3'] }]);

  expect((await screen.findAllByText(/Pelita Bangsar/)).length).toBeGreaterThan(
    0,
  );
  expect(nameCalls.length).toBeGreaterThan(0);
  expect(optionCalls).toHaveLength(0);

  await userEvent
    .setup()
    .click(screen.getByRole('combobox', { name: 'Outlet' }));
  await waitFor(() => expect(optionCalls).toHaveLength(1));
  expect(
    await screen.findByRole('option', { name: /Kak Ros Damansara/ }),
  ).toBeVisible();
});

test('a reference filter searches from the first letter typed into it', async () => {
  wideScreen();
  const searched: (string | null)[] = [];
  server.use(
    http.get(`${API}/admin/merchant-outlets`, ({ request }) => {
      searched.push(new URL(request.url).searchParams.get('q'));
      return HttpResponse.json({
        data: [{ id: 4, name: 'Kak Ros Damansara' }],
        meta: { total: 1, page: 1, perPage: 20 },
      });
    }),
    http.get(`${API}/admin/users`, () =>
      HttpResponse.json({ data: [], meta: { total: 0, page: 1, perPage: 20 } }),
    ),
  );
  renderOrderFilters([]);

  // Tab in, then one letter: the search must have been there to hear it.
  const outlet = screen.getByRole('combobox', { name: 'Outlet' });
  outlet.focus();
  await userEvent.setup().keyboard('K');
  await waitFor(() => expect(searched).toContain('K'), { timeout: 3000 });
});

test('a reference filter whose search failed says so in its list, not "No options"', async () => {
  wideScreen();
  server.use(
    http.get(`${API}/admin/merchant-outlets`, () => rateLimited()),
    http.get(`${API}/admin/users`, () =>
      HttpResponse.json({ data: [], meta: { total: 0, page: 1, perPage: 20 } }),
    ),
  );
  renderOrderFilters([]);

  await userEvent
    .setup()
    .click(screen.getByRole('combobox', { name: 'Outlet' }));
  expect(
    await screen.findByText('Could not search: Too many requests'),
  ).toBeVisible();
  expect(screen.queryByText('No options')).not.toBeInTheDocument();
});
