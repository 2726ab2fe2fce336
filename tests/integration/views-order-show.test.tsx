import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { Route } from 'react-router';
import { expect, test } from 'vitest';
import OrderShow from '../../src/views/orders/order-show';
import { buildUser } from '../factories/build-user';
import { API } from '../msw/handlers';
import { server } from '../msw/server';
import { renderWithRefine } from './support/render-with-refine';

const routes = (
  <Route
    path="/admin/orders/show/:id"
    element={<OrderShow resourceKey="orders" />}
  />
);

function buildOrder(overrides: Record<string, unknown> = {}) {
  return {
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
    paymentMethodId: 2,
    promotionId: null,
    paidAt: '2026-11-20T04:05:00.000Z',
    deliveryAddress: '12 Jalan Telawi, Bangsar',
    placedAt: '2026-11-20T04:00:00.000Z',
    ...overrides,
  };
}

const list = (data: unknown[]) =>
  HttpResponse.json({
    data,
    meta: { total: data.length, page: 1, perPage: 100 },
  });

/** One answer per call the order screen makes; `order` is what GET /admin/orders/42 returns. */
function serveOrder(order: () => Record<string, unknown>) {
  server.use(
    http.get(`${API}/admin/orders/42`, () =>
      HttpResponse.json({ data: order() }),
    ),
    http.get(`${API}/admin/order-menus`, () =>
      list([
        {
          id: 1,
          orderId: 42,
          menuName: 'Nasi lemak ayam',
          quantity: 2,
          unitPrice: 1000,
          extras: [{ name: 'Extra sambal', price: 0 }],
          extrasTotal: 0,
          lineTotal: 2000,
        },
        {
          id: 2,
          orderId: 42,
          menuName: 'Teh tarik',
          quantity: 1,
          unitPrice: 1000,
          extras: [],
          extrasTotal: 0,
          lineTotal: 1000,
        },
      ]),
    ),
    http.get(`${API}/admin/order-status-logs`, () =>
      list([
        {
          id: 9,
          orderId: 42,
          fromStatus: null,
          toStatus: 'PENDING',
          changedBy: null,
          reason: 'Placed in the app',
          createdAt: '2026-11-20T04:00:00.000Z',
        },
      ]),
    ),
    http.get(`${API}/admin/audit-logs`, () => list([])),
    http.get(`${API}/admin/users`, () =>
      list([{ id: 7, name: 'Farah Idris' }]),
    ),
    http.get(`${API}/admin/users/7`, () =>
      HttpResponse.json({ data: { id: 7, name: 'Farah Idris' } }),
    ),
    http.get(`${API}/admin/merchant-outlets/3`, () =>
      HttpResponse.json({
        data: { id: 3, name: 'Nasi Kandar Pelita Bangsar' },
      }),
    ),
    http.get(`${API}/admin/payment-methods/2`, () =>
      HttpResponse.json({ data: { id: 2, name: 'FPX' } }),
    ),
  );
}

test('the totals breakdown shows each amount in MYR and the order adds up', async () => {
  serveOrder(() => buildOrder());
  renderWithRefine({
    url: '/admin/orders/show/42',
    user: buildUser({ userType: 'ADMIN' }),
    routes,
  });

  const totals = await screen.findByLabelText('Totals');
  await waitFor(() =>
    expect(within(totals).getByText(/32\.80/)).toBeInTheDocument(),
  );
  const text = totals.textContent ?? '';
  expect(text).toMatch(/Subtotal\s*RM\s?30\.00/);
  expect(text).toMatch(/Delivery fee\s*RM\s?4\.00/);
  expect(text).toMatch(/Discount\s*−RM\s?3\.00/);
  expect(text).toMatch(/SST\s*RM\s?1\.80/);
  expect(text).toMatch(/Total\s*RM\s?32\.80/);
  expect(await screen.findByText('Nasi lemak ayam')).toBeInTheDocument();
  expect(
    await screen.findByRole('link', { name: 'Nasi Kandar Pelita Bangsar' }),
  ).toBeInTheDocument();
  expect(
    await screen.findByRole('link', { name: 'Farah Idris' }),
  ).toBeInTheDocument();
  expect(
    screen.queryByText(/does not add up|but the order's/),
  ).not.toBeInTheDocument();
});

test('a total that does not add up is flagged next to the breakdown', async () => {
  serveOrder(() => buildOrder({ total: 3500 }));
  renderWithRefine({
    url: '/admin/orders/show/42',
    user: buildUser({ userType: 'ADMIN' }),
    routes,
  });

  expect(
    await screen.findByText(
      /is RM\s?32\.80, but the order's total is RM\s?35\.00/,
    ),
  ).toBeInTheDocument();
});

test('a 409 on accept shows the server message and the refreshed state', async () => {
  let status = 'PENDING';
  let approveCalls = 0;
  serveOrder(() => buildOrder({ status }));
  server.use(
    http.post(`${API}/admin/orders/42/approve`, async () => {
      approveCalls += 1;
      // Network latency: the second click of a double click lands while the first POST is in flight.
      await delay(150);
      // Someone else cancelled it meanwhile.
      status = 'CANCELLED';
      return HttpResponse.json(
        {
          statusCode: 409,
          message: 'This order is Cancelled; Accept needs Pending',
        },
        { status: 409 },
      );
    }),
  );
  const user = userEvent.setup();
  renderWithRefine({
    url: '/admin/orders/show/42',
    user: buildUser({ userType: 'ADMIN' }),
    routes,
  });

  await user.click(await screen.findByRole('button', { name: 'Accept' }));
  const dialog = await screen.findByRole('dialog');
  await user.dblClick(within(dialog).getByRole('button', { name: 'Accept' }));

  expect(
    await within(dialog).findByText(
      'This order is Cancelled; Accept needs Pending',
    ),
  ).toBeInTheDocument();
  expect(approveCalls).toBe(1);
  // Nothing is left to confirm: the dialog offers only Close.
  expect(
    within(dialog).queryByRole('button', { name: 'Accept' }),
  ).not.toBeInTheDocument();
  expect(dialog).toHaveTextContent('The page now shows its current state');
  await user.click(within(dialog).getByRole('button', { name: 'Close' }));
  expect(await screen.findByText('Cancelled')).toBeInTheDocument();
  expect(
    screen.queryByRole('button', { name: 'Accept' }),
  ).not.toBeInTheDocument();
});
