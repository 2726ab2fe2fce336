import { screen, waitFor, within } from '@testing-library/react';
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

/** A settlement reviewed by user 1, the signed-in reviewer of these tests; `changes` on top. */
function serveReviewedSettlement(changes: Record<string, unknown> = {}) {
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
          ...changes,
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

test('the reviewer of a settlement finds Verify disabled, with the reason, and nothing is sent', async () => {
  serveReviewedSettlement();
  const posts: string[] = [];
  server.use(
    http.post(`${API}/admin/settlements/5/verify`, ({ request }) => {
      posts.push(request.url);
      return HttpResponse.json({ data: {} });
    }),
  );
  renderWithRefine({
    url: '/admin/payout-request/show/5',
    user: buildUser({ id: 1, roles: ['FINANCE', 'FINANCE_REVIEWER'] }),
    routes,
  });

  // Disabled once the console knows who is signed in.
  await waitFor(() =>
    expect(screen.getByRole('button', { name: 'Verify' })).toBeDisabled(),
  );
  expect(
    screen.getByRole('button', { name: 'Verify' }),
  ).toHaveAccessibleDescription(
    'You reviewed this settlement; another person must verify it',
  );
  expect(
    screen.getByText(
      'You reviewed this settlement; another person must verify it',
    ),
  ).toBeVisible();
  // Reject has no four-eyes rule: still offered.
  expect(screen.getByRole('button', { name: 'Reject' })).toBeEnabled();
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
  expect(posts).toEqual([]);
});

test('another reviewer may verify', async () => {
  serveReviewedSettlement();
  renderWithRefine({
    url: '/admin/payout-request/show/5',
    user: buildUser({ id: 2, roles: ['FINANCE_REVIEWER'] }),
    routes,
  });

  expect(await screen.findByRole('button', { name: 'Verify' })).toBeEnabled();
  expect(
    screen.queryByText(/another person must verify it/),
  ).not.toBeInTheDocument();
});

test('a settlement paying another company warns by the actions and again in the dialog', async () => {
  const message =
    "The account holder 'Cahaya Gemilang Trading' is not the merchant's registered name 'Pelita Sdn Bhd'.";
  serveReviewedSettlement({
    bankAccountName: 'Cahaya Gemilang Trading',
    warnings: [
      { code: 'payout-holder-mismatch', label: 'Holder mismatch', message },
    ],
  });
  const user = userEvent.setup();
  renderWithRefine({
    url: '/admin/payout-request/show/5',
    user: buildUser({ id: 2, roles: ['FINANCE_REVIEWER'] }),
    routes,
  });

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Check the payout account');
  expect(alert).toHaveTextContent(message);

  await user.click(screen.getByRole('button', { name: 'Verify' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByRole('alert')).toHaveTextContent(message);
});
