/**
 * Controls that cannot be misread: a confirm dialog's two buttons say what
 * each does, a bulk dialog names the records and counts them, the toast
 * after an action is a sentence, and what the API stores as a code (a role
 * name, an age band) reads as words.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route } from 'react-router';
import { expect, test } from 'vitest';
import OrderShow from '../../src/views/orders/order-show';
import ResourceShowPage from '../../src/views/generic/resource-show-page';
import ReportPage from '../../src/views/reports/report-page';
import { buildUser } from '../factories/build-user';
import { API } from '../msw/handlers';
import { countBy, listAnswer, recordAnswer } from '../msw/list-answer';
import { server } from '../msw/server';
import { listPageRoute } from './support/list-page-route';
import { renderWithRefine } from './support/render-with-refine';
import { gridWait } from './support/grid-wait';

const buttonNames = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('button')
    .map((b) => b.textContent);

const order = {
  id: 42,
  code: 'ORD0000042',
  customerId: 7,
  outletId: 3,
  status: 'PENDING',
  channel: 'DELIVERY',
  subtotal: 3000,
  deliveryFee: 400,
  discount: 300,
  serviceTax: 180,
  total: 3280,
  placedAt: '2026-11-20T04:00:00.000Z',
};

test("an order's cancel dialog offers Keep order and Cancel order, and the toast says what happened", async () => {
  let current = order;
  const posts: unknown[] = [];
  server.use(
    http.get(`${API}/admin/orders/42`, () => recordAnswer(current)),
    http.get(`${API}/admin/order-menus`, () => listAnswer([])),
    http.get(`${API}/admin/order-status-logs`, () => listAnswer([])),
    http.post(`${API}/admin/orders/42/cancel`, async ({ request }) => {
      posts.push(await request.json());
      current = { ...order, status: 'CANCELLED' };
      return HttpResponse.json({ data: current });
    }),
  );
  const user = userEvent.setup();
  renderWithRefine({
    url: '/admin/orders/show/42',
    user: buildUser({ userType: 'ADMIN' }),
    routes: (
      <Route
        path="/admin/orders/show/:id"
        element={<OrderShow resourceKey="orders" />}
      />
    ),
  });

  await user.click(await screen.findByRole('button', { name: 'Cancel' }));
  const dialog = await screen.findByRole('dialog', {
    name: 'Cancel order ORD0000042?',
  });
  expect(buttonNames(dialog)).toEqual(['Keep order', 'Cancel order']);

  await user.type(
    within(dialog).getByRole('textbox', { name: 'Reason' }),
    'Customer asked by phone',
  );
  await user.click(
    within(dialog).getByRole('button', { name: 'Cancel order' }),
  );
  expect(
    await screen.findByText('Order ORD0000042 is now cancelled'),
  ).toBeVisible();
  expect(posts).toEqual([{ reason: 'Customer asked by phone' }]);
});

test('Keep order closes the dialog and sends nothing', async () => {
  const posts: unknown[] = [];
  server.use(
    http.get(`${API}/admin/orders/42`, () => recordAnswer(order)),
    http.get(`${API}/admin/order-menus`, () => listAnswer([])),
    http.get(`${API}/admin/order-status-logs`, () => listAnswer([])),
    http.post(`${API}/admin/orders/42/approve`, () => {
      posts.push('approve');
      return HttpResponse.json({ data: order });
    }),
  );
  const user = userEvent.setup();
  renderWithRefine({
    url: '/admin/orders/show/42',
    user: buildUser({ userType: 'ADMIN' }),
    routes: (
      <Route
        path="/admin/orders/show/:id"
        element={<OrderShow resourceKey="orders" />}
      />
    ),
  });

  await user.click(await screen.findByRole('button', { name: 'Accept' }));
  const dialog = await screen.findByRole('dialog', {
    name: 'Accept order ORD0000042?',
  });
  expect(buttonNames(dialog)).toEqual(['Keep order', 'Accept order']);
  await user.click(within(dialog).getByRole('button', { name: 'Keep order' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(posts).toEqual([]);
});

test('the delete dialog offers Keep bank and Delete bank', async () => {
  server.use(
    http.get(`${API}/admin/banks/1`, () =>
      recordAnswer({ id: 1, name: 'CIMB', code: 'CIMB', version: 1 }),
    ),
  );
  const user = userEvent.setup();
  renderWithRefine({
    url: '/admin/banks/show/1',
    user: buildUser({ userType: 'ADMIN' }),
    routes: (
      <Route
        path="/admin/banks/show/:id"
        element={<ResourceShowPage resourceKey="banks" />}
      />
    ),
  });

  await user.click(await screen.findByRole('button', { name: 'Delete' }));
  const dialog = await screen.findByRole('dialog', {
    name: 'Delete bank CIMB?',
  });
  expect(buttonNames(dialog)).toEqual(['Keep bank', 'Delete bank']);
});

function settlement(id: number) {
  return {
    id,
    code: `STL-000${id}`,
    resolvedStatus: 'REVIEWED',
    merchantId: 1,
    outletId: 1,
    periodEnd: '2026-11-07',
    netPayout: 9_000,
  };
}

/** Payout Request lists settlements: its bulk dialog counts settlements. */
async function openBulkVerify(selected: number) {
  const rows = [settlement(1), settlement(2), settlement(3)];
  server.use(
    http.get(`${API}/admin/settlements`, () =>
      listAnswer(rows, {
        facets: { resolvedStatus: countBy(rows, 'resolvedStatus') },
      }),
    ),
  );
  const user = userEvent.setup();
  renderWithRefine({
    url: '/admin/payout-request',
    user: buildUser({ id: 9, roles: ['FINANCE_REVIEWER'] }),
    routes: listPageRoute('payout-request'),
  });
  await screen.findByText('STL-0003', {}, gridWait);
  const boxes = screen.getAllByRole('checkbox', { name: /select row/i });
  for (const box of boxes.slice(0, selected)) await user.click(box);
  await user.click(
    await screen.findByRole('button', { name: `Verify (${selected})` }),
  );
  return user;
}

test('a bulk dialog names the records and counts them, in its title and on its buttons', async () => {
  await openBulkVerify(3);

  const dialog = await screen.findByRole('dialog', {
    name: 'Verify 3 settlements?',
  });
  expect(buttonNames(dialog)).toEqual([
    'Keep settlements',
    'Verify 3 settlements',
  ]);
  // The action's own text is about one record ("Verify this settlement?").
  expect(dialog).not.toHaveTextContent(/this settlement/i);
  expect(dialog).not.toHaveTextContent(/payout request/i);
  expect(dialog).toHaveTextContent(
    'Settlements this does not apply to are left as they are and listed afterwards, with the reason.',
  );
});

test('a bulk dialog of one record says it in the singular', async () => {
  await openBulkVerify(1);

  const dialog = await screen.findByRole('dialog', {
    name: 'Verify 1 settlement?',
  });
  expect(buttonNames(dialog)).toEqual([
    'Keep settlement',
    'Verify 1 settlement',
  ]);
});

test("a role's page is headed by the name its Name field shows", async () => {
  server.use(
    http.get(`${API}/admin/roles/3`, () =>
      recordAnswer({
        id: 3,
        name: 'OPERATIONS',
        description: 'Runs the day.',
        isSystem: true,
      }),
    ),
    http.get(`${API}/admin/user-roles`, () => listAnswer([])),
    http.get(`${API}/admin/roles/3/permissions`, () =>
      HttpResponse.json({ data: [] }),
    ),
    http.get(`${API}/admin/permissions`, () => listAnswer([])),
  );
  renderWithRefine({
    url: '/admin/roles/show/3',
    user: buildUser({ userType: 'ADMIN' }),
    routes: (
      <Route
        path="/admin/roles/show/:id"
        element={<ResourceShowPage resourceKey="roles" />}
      />
    ),
  });

  expect(
    await screen.findByRole('heading', { name: 'Role Operations', level: 1 }),
  ).toBeVisible();
  expect(screen.queryByText(/OPERATIONS/)).toBeNull();
});

test('a reference to a role names it as its page does', async () => {
  server.use(
    http.get(`${API}/admin/role-permissions/1`, () =>
      recordAnswer(
        { id: 1, roleId: 3, permissionId: 5 },
        { roleId: { '3': 'OPERATIONS' }, permissionId: { '5': 'orders.read' } },
      ),
    ),
  );
  renderWithRefine({
    url: '/admin/role-permissions/show/1',
    user: buildUser({ userType: 'ADMIN' }),
    routes: (
      <Route
        path="/admin/role-permissions/show/:id"
        element={<ResourceShowPage resourceKey="role-permissions" />}
      />
    ),
  });

  expect(
    await screen.findByRole('link', { name: 'Operations' }),
  ).toHaveAttribute('href', '/admin/roles/show/3');
  expect(screen.queryByText('OPERATIONS')).toBeNull();
});

test('age bands read as their figures', async () => {
  server.use(
    http.get(`${API}/admin/reportings/demographic-performance`, () =>
      HttpResponse.json({
        data: [
          {
            gender: 'FEMALE',
            ageBand: 'AGE_35_44',
            customerCount: 12,
            orderCount: 40,
            grossSales: 120_000,
            averageOrderValue: 3_000,
          },
          {
            gender: 'MALE',
            ageBand: 'AGE_55_PLUS',
            customerCount: 3,
            orderCount: 9,
            grossSales: 27_000,
            averageOrderValue: 3_000,
          },
        ],
        meta: { total: 2, page: 1, perPage: 25 },
      }),
    ),
  );
  renderWithRefine({
    url: '/admin/demographic-performance',
    user: buildUser({ userType: 'ADMIN' }),
    routes: (
      <Route
        path="/admin/demographic-performance"
        element={<ReportPage resourceKey="demographic-performance" />}
      />
    ),
  });

  const grid = await screen.findByRole('grid', {}, gridWait);
  expect(await within(grid).findByText('35–44')).toBeVisible();
  expect(within(grid).getByText('55+')).toBeVisible();
  expect(within(grid).queryByText(/Age 35/)).toBeNull();
});
