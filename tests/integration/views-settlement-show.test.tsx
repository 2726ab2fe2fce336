import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route } from 'react-router';
import { expect, test } from 'vitest';
import SettlementShow from '../../src/views/settlements/settlement-show';
import { buildUser } from '../factories/build-user';
import { API } from '../msw/handlers';
import { listAnswer, recordAnswer } from '../msw/list-answer';
import { server } from '../msw/server';
import { renderWithRefine } from './support/render-with-refine';

const routes = (
  <Route
    path="/admin/payout-request/show/:id"
    element={<SettlementShow resourceKey="payout-request" />}
  />
);

/** A settlement reviewed by user 1, the signed-in reviewer of these tests. */
function serveReviewedSettlement() {
  server.use(
    http.get(`${API}/admin/settlements/5`, () =>
      recordAnswer(
        {
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
        {
          merchantId: { '2': 'Pelita' },
          outletId: { '3': 'Pelita Bangsar' },
          bankId: { '4': 'Maybank' },
          reviewedBy: { '1': 'Aisyah Rahman' },
        },
      ),
    ),
    http.get(`${API}/admin/settlement-daily-summaries`, () => listAnswer([])),
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
  expect(
    await screen.findByRole('link', { name: 'Pelita Bangsar' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Maybank' })).toBeInTheDocument();
  expect(
    screen.getByRole('link', { name: 'Aisyah Rahman' }),
  ).toBeInTheDocument();
  expect(screen.getByLabelText('Amounts')).toHaveTextContent(
    /Net payout\s*RM\s?8,250\.00/,
  );

  await user.click(screen.getByRole('button', { name: 'Verify' }));
  const dialog = await screen.findByRole('dialog');
  await user.click(
    within(dialog).getByRole('button', { name: 'Verify settlement' }),
  );
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
