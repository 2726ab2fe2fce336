/**
 * The order and finance commands from the console: each is
 * confirmed, sends exactly one call to its path with what it needs, and
 * says it worked (pessimistic, with a confirmation dialog: no undo for money).
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route } from 'react-router';
import { describe, expect, test } from 'vitest';
import OrderShow from '../../src/views/orders/order-show';
import ResourceShowPage from '../../src/views/generic/resource-show-page';
import SettlementShow from '../../src/views/settlements/settlement-show';
import { buildUser } from '../factories/build-user';
import { API } from '../msw/handlers';
import { countBy, listAnswer, recordAnswer } from '../msw/list-answer';
import { server } from '../msw/server';
import { listPageRoute } from './support/list-page-route';
import { renderWithRefine } from './support/render-with-refine';

type Row = Record<string, unknown>;

/** Records the body of every POST to `path`, answering `record` (and the new state). */
function acceptPosts(path: string, answer: (body: Row) => Row) {
  const bodies: Row[] = [];
  server.use(
    http.post(`${API}${path}`, async ({ request }) => {
      const text = await request.text();
      const body = (text ? JSON.parse(text) : {}) as Row;
      bodies.push(body);
      return HttpResponse.json({ data: answer(body) });
    }),
  );
  return bodies;
}

test('send e-receipt on a completed order: confirmed, one POST, then the notice', async () => {
  const order = {
    id: 42,
    code: 'ORD0000042',
    customerId: 7,
    outletId: 3,
    status: 'COMPLETED',
    channel: 'DELIVERY',
    subtotal: 3000,
    deliveryFee: 400,
    discount: 300,
    serviceTax: 180,
    total: 3280,
    placedAt: '2026-11-20T04:00:00.000Z',
  };
  server.use(
    http.get(`${API}/admin/orders/42`, () => recordAnswer(order)),
    http.get(`${API}/admin/order-menus`, () => listAnswer([])),
    http.get(`${API}/admin/order-status-logs`, () => listAnswer([])),
  );
  const posts = acceptPosts('/admin/orders/42/send-e-receipt', () => ({
    ...order,
    eReceiptSentAt: '2026-11-20T05:00:00.000Z',
  }));
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

  await user.click(
    await screen.findByRole('button', { name: 'Send e-receipt' }),
  );
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent(
    "Email this order's e-receipt to the customer?",
  );
  await user.click(
    within(dialog).getByRole('button', { name: 'Send e-receipt' }),
  );
  expect(
    await screen.findByText('Send e-receipt done for order ORD0000042'),
  ).toBeVisible();
  expect(posts).toEqual([{}]);
});

test('reject a settlement: the reason is required, then one POST carries it', async () => {
  const settlement = {
    id: 5,
    code: 'STL-0005',
    merchantId: 2,
    outletId: 3,
    periodStart: '2026-11-01',
    periodEnd: '2026-11-07',
    orderCount: 120,
    grossSales: 1_000_000,
    netPayout: 825_000,
    resolvedStatus: 'PENDING',
  };
  server.use(
    http.get(`${API}/admin/settlements/5`, () => recordAnswer(settlement)),
    http.get(`${API}/admin/settlement-daily-summaries`, () => listAnswer([])),
  );
  const posts = acceptPosts('/admin/settlements/5/reject', (body) => ({
    ...settlement,
    resolvedStatus: 'REJECTED',
    rejectionReason: body.reason,
  }));
  const user = userEvent.setup();
  renderWithRefine({
    url: '/admin/payout-request/show/5',
    user: buildUser({ roles: ['FINANCE'] }),
    routes: (
      <Route
        path="/admin/payout-request/show/:id"
        element={<SettlementShow resourceKey="payout-request" />}
      />
    ),
  });

  await user.click(await screen.findByRole('button', { name: 'Reject' }));
  const dialog = await screen.findByRole('dialog');
  await user.click(
    within(dialog).getByRole('button', { name: 'Reject settlement' }),
  );
  expect(within(dialog).getByRole('textbox', { name: 'Reason' })).toBeInvalid();
  expect(posts).toHaveLength(0);

  await user.type(
    within(dialog).getByRole('textbox', { name: 'Reason' }),
    'Bank account name does not match',
  );
  await user.click(
    within(dialog).getByRole('button', { name: 'Reject settlement' }),
  );
  expect(
    await screen.findByText('Settlement STL-0005 is now rejected'),
  ).toBeVisible();
  expect(posts).toEqual([{ reason: 'Bank account name does not match' }]);
});

test('bulk verify: the selected settlements go in one call, and the report follows', async () => {
  const row = (id: number, resolvedStatus: string) => ({
    id,
    code: `STL-000${id}`,
    resolvedStatus,
    merchantId: 1,
    outletId: 1,
    grossSales: 10_000,
    netPayout: 9_000,
  });
  let rows = [row(1, 'REVIEWED'), row(2, 'REVIEWED')];
  const bodies: unknown[] = [];
  server.use(
    http.get(`${API}/admin/settlements`, () =>
      listAnswer(rows, {
        facets: { resolvedStatus: countBy(rows, 'resolvedStatus') },
        titles: {
          merchantId: { '1': 'Nasi Lemak House' },
          outletId: { '1': 'Nasi Lemak House Bangsar' },
        },
      }),
    ),
    http.post(`${API}/admin/settlements/bulk-verify`, async ({ request }) => {
      bodies.push(await request.json());
      rows = [row(1, 'VERIFIED'), row(2, 'VERIFIED')];
      return HttpResponse.json({ data: { succeeded: [1, 2], failed: [] } });
    }),
  );
  const user = userEvent.setup();
  renderWithRefine({
    url: '/admin/settlements',
    user: buildUser({ id: 9, roles: ['FINANCE_REVIEWER'] }),
    routes: listPageRoute('settlements'),
  });

  await screen.findByText('STL-0002');
  for (const box of screen.getAllByRole('checkbox', { name: /select row/i }))
    await user.click(box);
  await user.click(await screen.findByRole('button', { name: 'Verify (2)' }));
  const confirm = await screen.findByRole('dialog', {
    name: /verify 2 settlements/i,
  });
  await user.click(
    within(confirm).getByRole('button', { name: 'Verify 2 settlements' }),
  );
  const report = await screen.findByRole('dialog', { name: /verify: result/i });
  // The counts are isolated figures, so the sentence is matched on its element.
  expect(within(report).getByText(/succeeded/)).toHaveTextContent(
    /^2 succeeded, 0 failed$/,
  );
  expect(bodies).toEqual([{ ids: [1, 2] }]);
});

describe('a pocket withdrawal from the console', () => {
  const withdrawal = {
    id: 9,
    code: 'WD-0009',
    userId: 7,
    pocketId: 3,
    amount: 25_000,
    bankId: 4,
    bankAccountNumber: '5123456789',
    bankAccountName: 'Farah Idris',
    status: 'PENDING',
  };
  const routes = (
    <Route
      path="/admin/user-withdrawal/show/:id"
      element={<ResourceShowPage resourceKey="user-withdrawal" />}
    />
  );

  test('approve: confirmed, one POST to the pocket-withdrawals path', async () => {
    server.use(
      http.get(`${API}/admin/pocket-withdrawals/9`, () =>
        recordAnswer(withdrawal),
      ),
    );
    const posts = acceptPosts('/admin/pocket-withdrawals/9/approve', () => ({
      ...withdrawal,
      status: 'APPROVED',
    }));
    const user = userEvent.setup();
    renderWithRefine({
      url: '/admin/user-withdrawal/show/9',
      user: buildUser({ roles: ['FINANCE'] }),
      routes,
    });
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      'Approve this withdrawal? The amount is held from the pocket until paid.',
    );
    await user.click(
      within(dialog).getByRole('button', { name: 'Approve user withdrawal' }),
    );
    expect(
      await screen.findByText('User withdrawal WD-0009 is now approved'),
    ).toBeVisible();
    expect(posts).toEqual([{}]);
  });

  test('reject: the reason goes with the one POST', async () => {
    server.use(
      http.get(`${API}/admin/pocket-withdrawals/9`, () =>
        recordAnswer(withdrawal),
      ),
    );
    const posts = acceptPosts('/admin/pocket-withdrawals/9/reject', () => ({
      ...withdrawal,
      status: 'REJECTED',
    }));
    const user = userEvent.setup();
    renderWithRefine({
      url: '/admin/user-withdrawal/show/9',
      user: buildUser({ roles: ['FINANCE'] }),
      routes,
    });
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Reason' }),
      'Account holder differs from the user',
    );
    await user.click(
      within(dialog).getByRole('button', { name: 'Reject user withdrawal' }),
    );
    await waitFor(() =>
      expect(posts).toEqual([
        { reason: 'Account holder differs from the user' },
      ]),
    );
    expect(
      await screen.findByText('User withdrawal WD-0009 is now rejected'),
    ).toBeVisible();
  });
});
