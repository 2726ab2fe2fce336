import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { Route } from 'react-router';
import { expect, test } from 'vitest';
import OrderShow from '../../src/views/orders/order-show';
import { buildUser } from '../factories/build-user';
import { API } from '../msw/handlers';
import { listAnswer, rateLimited, recordAnswer } from '../msw/list-answer';
import { recordRequests, resourceCalls } from '../msw/record-requests';
import { server } from '../msw/server';
import { findAlertSaying } from './support/find-alert';
import { renderWithRefine } from './support/render-with-refine';
import { rememberListedRows } from '../../src/views/listed-rows';

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

/** What GET /admin/orders/42?include=… names the order's references by. */
const orderTitles = {
  outletId: { '3': 'Nasi Kandar Pelita Bangsar' },
  customerId: { '7': 'Farah Idris' },
  paymentMethodId: { '2': 'FPX' },
  promotionId: {},
};

/** One answer per call the order screen makes; `order` is what GET /admin/orders/42 returns. */
function serveOrder(order: () => Record<string, unknown>) {
  server.use(
    http.get(`${API}/admin/orders/42`, ({ request }) =>
      recordAnswer(
        order(),
        new URL(request.url).searchParams.has('include')
          ? orderTitles
          : undefined,
      ),
    ),
    http.get(`${API}/admin/order-menus`, () =>
      listAnswer([
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
      listAnswer(
        [
          {
            id: 9,
            orderId: 42,
            fromStatus: null,
            toStatus: 'PENDING',
            changedBy: null,
            reason: 'Placed in the app',
            createdAt: '2026-11-20T04:00:00.000Z',
          },
          {
            id: 10,
            orderId: 42,
            fromStatus: 'PENDING',
            toStatus: 'ACCEPTED',
            changedBy: 5,
            reason: null,
            createdAt: '2026-11-20T04:02:00.000Z',
          },
        ],
        { titles: { changedBy: { '5': 'Aisyah Rahman' } } },
      ),
    ),
    http.get(`${API}/admin/audit-logs`, () =>
      listAnswer([], { titles: { actorId: {} } }),
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
  await user.dblClick(
    within(dialog).getByRole('button', { name: 'Accept order' }),
  );

  expect(
    await within(dialog).findByText(
      'This order is Cancelled; Accept needs Pending',
    ),
  ).toBeInTheDocument();
  expect(approveCalls).toBe(1);
  // Nothing is left to confirm: the dialog offers only Close.
  expect(
    within(dialog).queryByRole('button', { name: 'Accept order' }),
  ).not.toBeInTheDocument();
  expect(dialog).toHaveTextContent('The page now shows its current state');
  await user.click(within(dialog).getByRole('button', { name: 'Close' }));
  expect(await screen.findByText('Cancelled')).toBeInTheDocument();
  expect(
    screen.queryByRole('button', { name: 'Accept' }),
  ).not.toBeInTheDocument();
});

test('the order opens with two requests, and its timeline loads when opened', async () => {
  const seen = recordRequests();
  serveOrder(() => buildOrder());
  const user = userEvent.setup();
  renderWithRefine({
    url: '/admin/orders/show/42',
    user: buildUser({ userType: 'ADMIN' }),
    routes,
  });

  expect(
    await screen.findByRole('link', { name: 'Nasi Kandar Pelita Bangsar' }),
  ).toHaveAttribute('href', '/admin/merchant-outlets/show/3');
  expect(screen.getByRole('link', { name: 'Farah Idris' })).toHaveAttribute(
    'href',
    '/admin/users/show/7',
  );
  expect(screen.getByRole('link', { name: 'FPX' })).toBeInTheDocument();
  expect(await screen.findByText('Teh tarik')).toBeInTheDocument();
  expect(resourceCalls(seen).map((call) => call.split('?')[0])).toEqual([
    '/admin/orders/42',
    '/admin/order-menus',
  ]);
  expect(seen.find((url) => url.pathname.endsWith('/orders/42'))?.search).toBe(
    `?include=${encodeURIComponent('customerId,outletId,paymentMethodId,promotionId')}`,
  );
  expect(screen.queryByLabelText('Order timeline')).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Activity' }));
  const timeline = await screen.findByRole('list', { name: 'Order timeline' });
  const items = await within(timeline).findAllByRole('listitem');
  expect(items).toHaveLength(2);
  expect(items[0]).toHaveTextContent('Aisyah Rahman');
  expect(items[1]).toHaveTextContent('System');
  expect(items[1]).toHaveTextContent('Placed in the app');
  const history = resourceCalls(seen).slice(2);
  expect(history.map((call) => call.split('?')[0]).sort()).toEqual([
    '/admin/audit-logs',
    '/admin/order-status-logs',
  ]);
  expect(history.every((call) => call.includes('include='))).toBe(true);
});

test('opened from the orders list, the page heads itself with the order the list showed while the order loads', async () => {
  rememberListedRows('orders', [buildOrder()]);
  server.use(
    http.get(`${API}/admin/orders/42`, async () => {
      await delay('infinite');
      return HttpResponse.json({});
    }),
  );
  renderWithRefine({
    url: '/admin/orders/show/42',
    user: buildUser({ userType: 'ADMIN' }),
    routes,
  });
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Order ORD0000042' }),
  ).toBeInTheDocument();
});

test('opened by its address, the page shows no heading until the order answers', async () => {
  rememberListedRows('orders', []);
  server.use(
    http.get(`${API}/admin/orders/42`, async () => {
      await delay('infinite');
      return HttpResponse.json({});
    }),
  );
  renderWithRefine({
    url: '/admin/orders/show/42',
    user: buildUser({ userType: 'ADMIN' }),
    routes,
  });
  await screen.findByRole('heading', { level: 1 });
  expect(
    screen.queryByRole('heading', { level: 1, name: /ORD0000042/ }),
  ).not.toBeInTheDocument();
});

test('items that could not be read are not an order of none: no count, no totals to flag, and Try again', async () => {
  serveOrder(() => buildOrder());
  let failing = true;
  const lines = [
    {
      id: 1,
      orderId: 42,
      menuName: 'Nasi lemak ayam',
      quantity: 3,
      unitPrice: 1000,
      extras: [],
      extrasTotal: 0,
      lineTotal: 3000,
    },
  ];
  server.use(
    http.get(`${API}/admin/order-menus`, () =>
      failing ? rateLimited() : listAnswer(lines),
    ),
  );
  const user = userEvent.setup();
  renderWithRefine({
    url: '/admin/orders/show/42',
    user: buildUser({ userType: 'ADMIN' }),
    routes,
  });

  const failure = await findAlertSaying(/^Items could not be loaded/);
  expect(failure).toHaveTextContent('Too many requests');
  expect(screen.queryByText(/^0 items$/)).not.toBeInTheDocument();
  expect(screen.queryByLabelText('Totals')).not.toBeInTheDocument();
  expect(screen.queryByText(/but the order's/)).not.toBeInTheDocument();

  failing = false;
  await user.click(within(failure).getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('Nasi lemak ayam')).toBeInTheDocument();
  expect(await screen.findByLabelText('Totals')).toBeInTheDocument();
  expect(screen.queryByText(/could not be loaded/)).not.toBeInTheDocument();
});

test('a history that could not be read is not "no history recorded yet", even with half of it read', async () => {
  serveOrder(() => buildOrder());
  server.use(http.get(`${API}/admin/audit-logs`, () => rateLimited()));
  const user = userEvent.setup();
  renderWithRefine({
    url: '/admin/orders/show/42',
    user: buildUser({ userType: 'ADMIN' }),
    routes,
  });

  await user.click(await screen.findByRole('button', { name: 'Activity' }));
  const failure = await findAlertSaying(/^Order timeline could not be loaded/);
  expect(failure).toHaveTextContent('Too many requests');
  // The status log did answer; alone it would pass for the whole history.
  expect(
    screen.queryByRole('list', { name: 'Order timeline' }),
  ).not.toBeInTheDocument();
  expect(
    screen.queryByText('No history recorded yet.'),
  ).not.toBeInTheDocument();

  server.use(
    http.get(`${API}/admin/audit-logs`, () =>
      listAnswer([], { titles: { actorId: {} } }),
    ),
  );
  await user.click(within(failure).getByRole('button', { name: 'Try again' }));
  const timeline = await screen.findByRole('list', { name: 'Order timeline' });
  expect(await within(timeline).findAllByRole('listitem')).toHaveLength(2);
});
