import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route } from 'react-router';
import { expect, test } from 'vitest';
import SettlementShow from '../../src/views/settlements/settlement-show';
import { buildUser } from '../factories/build-user';
import { API } from '../msw/handlers';
import { server } from '../msw/server';
import { renderWithRefine } from './support/render-with-refine';

const routes = (
  <Route
    path="/admin/payout-request/show/:id"
    element={<SettlementShow resourceKey="payout-request" />}
  />
);

const list = (data: unknown[]) =>
  HttpResponse.json({
    data,
    meta: { total: data.length, page: 1, perPage: 100 },
  });

/** A settlement reviewed by user 1, the signed-in reviewer of these tests. */
function serveReviewedSettlement() {
  server.use(
    http.get(`${API}/admin/settlements/5`, () =>
      HttpResponse.json({
        data: {
          id: 5,
          code: 'STL-0005',
          merchantId: 2,
          outletId: 3,
          periodStart: '2026-11-01',
          periodEnd: '2026-11-07',
          orderCount: 120,
          grossSales: 1_000_000,
          commission: 150_000,
          paymentFees: 20_000,
          adjustments: -5_000,
          netPayout: 825_000,
          bankId: 4,
          bankAccountNumber: '5123456789',
          bankAccountName: 'Pelita Sdn Bhd',
          resolvedStatus: 'REVIEWED',
          reviewedBy: 1,
        },
      }),
    ),
    http.get(`${API}/admin/settlement-daily-summaries`, () => list([])),
    http.get(`${API}/admin/audit-logs`, () => list([])),
    http.get(`${API}/admin/users/1`, () =>
      HttpResponse.json({ data: { id: 1, name: 'Aisyah Rahman' } }),
    ),
    http.get(`${API}/admin/merchants/2`, () =>
      HttpResponse.json({ data: { id: 2, name: 'Pelita' } }),
    ),
    http.get(`${API}/admin/merchant-outlets/3`, () =>
      HttpResponse.json({ data: { id: 3, name: 'Pelita Bangsar' } }),
    ),
    http.get(`${API}/admin/banks/4`, () =>
      HttpResponse.json({ data: { id: 4, name: 'Maybank' } }),
    ),
  );
}

test('the reviewer of a settlement is told they cannot verify it, and sees the server refuse', async () => {
  serveReviewedSettlement();
  server.use(
    http.post(`${API}/admin/settlements/5/verify`, () =>
      HttpResponse.json(
        {
          statusCode: 403,
          message:
            'You set Reviewed by on this settlement; another person must verify it',
        },
        { status: 403 },
      ),
    ),
  );
  const user = userEvent.setup();
  renderWithRefine({
    url: '/admin/payout-request/show/5',
    user: buildUser({ id: 1, roles: ['FINANCE', 'FINANCE_REVIEWER'] }),
    routes,
  });

  expect(
    await screen.findByText(
      /You reviewed this settlement, so you cannot verify it: another finance reviewer must\./,
    ),
  ).toBeInTheDocument();
  expect(await screen.findByText('Pelita Bangsar')).toBeInTheDocument();
  expect(screen.getByLabelText('Amounts')).toHaveTextContent(
    /Net payout\s*RM\s?8,250\.00/,
  );

  await user.click(screen.getByRole('button', { name: 'Verify' }));
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
  expect(
    await within(dialog).findByText(
      'You set Reviewed by on this settlement; another person must verify it',
    ),
  ).toBeInTheDocument();
});

test('another reviewer sees no four-eyes notice', async () => {
  serveReviewedSettlement();
  renderWithRefine({
    url: '/admin/payout-request/show/5',
    user: buildUser({ id: 2, roles: ['FINANCE_REVIEWER'] }),
    routes,
  });

  expect(
    await screen.findByRole('button', { name: 'Verify' }),
  ).toBeInTheDocument();
  expect(screen.queryByText(/Four-eyes rule/)).not.toBeInTheDocument();
});
