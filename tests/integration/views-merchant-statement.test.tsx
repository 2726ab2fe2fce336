import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route } from 'react-router';
import { expect, test, vi } from 'vitest';
import type { MerchantStatement } from '../../src/registry/statement';
import StatementPage from '../../src/views/statements/statement-page';
import { buildUser } from '../factories/build-user';
import { API } from '../msw/handlers';
import { server } from '../msw/server';
import { renderWithRefine } from './support/render-with-refine';

const routes = (
  <Route
    path="/admin/merchant-statements/show/:id"
    element={<StatementPage resourceKey="merchant-statements" />}
  />
);

const statement: MerchantStatement = {
  settlement: {
    id: 7,
    code: 'STL0000007',
    resolvedStatus: 'PAID',
    periodStart: '2026-11-01',
    periodEnd: '2026-11-14',
    createdAt: '2026-11-15T02:00:00.000Z',
    paidAt: '2026-11-17T02:00:00.000Z',
    paymentReference: 'IBG000000007',
  },
  merchant: {
    id: 2,
    name: 'Nasi Kandar Pelita',
    legalName: 'Pelita Sdn Bhd',
    registrationNumber: '201901000002',
  },
  outlet: {
    id: 3,
    name: 'Pelita Bangsar',
    address: ['12, Jalan Telawi', '59100 Kuala Lumpur', 'Kuala Lumpur'],
  },
  payout: {
    bankName: 'Maybank',
    accountName: 'Pelita Sdn Bhd',
    accountNumber: '5123456789',
  },
  orders: [
    {
      id: 41,
      code: 'ORD0000041',
      placedAt: '2026-11-02T04:00:00.000Z',
      date: '2026-11-02',
      gross: 4_000,
      // A shared promotion's RM 4.00 off: RM 1.00 the merchant's, RM 3.00 the platform's.
      merchantDiscount: 100,
      commission: 600,
      paymentFee: 64,
      subsidy: 300,
      net: 3_236,
    },
    {
      id: 42,
      code: 'ORD0000042',
      placedAt: '2026-11-03T11:00:00.000Z',
      date: '2026-11-03',
      gross: 2_350,
      merchantDiscount: 0,
      commission: 353,
      paymentFee: 37,
      subsidy: 0,
      net: 1_960,
    },
  ],
  totals: {
    orderCount: 2,
    gross: 6_350,
    merchantDiscounts: 100,
    commission: 953,
    paymentFees: 101,
    subsidies: 300,
    refunds: 200,
    netPayout: 4_996,
  },
  differences: {},
  warnings: [],
};

test('the statement shows the merchant, the payout account, every order and sums that add up to the net payout', async () => {
  server.use(
    http.get(`${API}/admin/settlements/7/statement`, () =>
      HttpResponse.json({ data: statement }),
    ),
  );
  renderWithRefine({
    url: '/admin/merchant-statements/show/7',
    user: buildUser({ roles: ['FINANCE'] }),
    routes,
  });

  expect(
    await screen.findByRole('heading', { name: 'Statement STL0000007' }),
  ).toBeVisible();
  expect(screen.getByText('Nasi Kandar Pelita')).toBeVisible();
  expect(screen.getByText('Reg. no. 201901000002')).toBeVisible();
  expect(screen.getByText('Account 5123456789')).toBeVisible();
  expect(screen.getByTestId('net-payout')).toHaveTextContent('RM 49.96');
  expect(screen.getByText('Less discounts you funded')).toBeVisible();
  expect(screen.getByText('Less refunds charged back')).toBeVisible();
  expect(
    screen.getByText(
      'Discounts the platform funded (RM 3.00) are not deducted: those orders are paid at menu prices.',
    ),
  ).toBeVisible();

  const table = screen.getByRole('table', { name: 'Orders' });
  const rows = within(table).getAllByRole('row');
  // Header, two orders, the totals.
  expect(rows).toHaveLength(4);
  expect(
    within(rows[1]!).getByRole('link', { name: 'ORD0000041' }),
  ).toHaveAttribute('href', '/admin/orders/show/41');
  expect(rows[3]).toHaveTextContent('RM 63.50');
  expect(rows[3]).toHaveTextContent('RM 51.96');
  expect(screen.queryByRole('alert')).toBeNull();
});

test("a settlement that no longer matches its orders says so; Download PDF fetches the API's PDF", async () => {
  const pdfCalls: string[] = [];
  server.use(
    http.get(`${API}/admin/settlements/7/statement`, () =>
      HttpResponse.json({
        data: {
          ...statement,
          differences: { grossSales: { recorded: 6_000, computed: 6_350 } },
        },
      }),
    ),
    http.get(`${API}/admin/settlements/7/statement.pdf`, ({ request }) => {
      pdfCalls.push(request.headers.get('authorization') ?? '');
      return new HttpResponse('%PDF-1.4\n%%EOF\n', {
        headers: {
          'content-type': 'application/pdf',
          'content-disposition':
            'attachment; filename="statement-STL0000007.pdf"',
        },
      });
    }),
  );
  const createObjectURL = vi.fn(() => 'blob:statement');
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }),
  );
  renderWithRefine({
    url: '/admin/merchant-statements/show/7',
    user: buildUser({ roles: ['FINANCE'] }),
    routes,
  });

  expect(await screen.findByRole('alert')).toHaveTextContent(
    'The settlement records different figures (grossSales)',
  );
  await userEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
  await vi.waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1));
  expect(pdfCalls).toEqual([expect.stringMatching(/^Bearer /)]);
  vi.unstubAllGlobals();
});

test('a settlement that does not exist is said to be missing', async () => {
  server.use(
    http.get(`${API}/admin/settlements/99/statement`, () =>
      HttpResponse.json(
        { statusCode: 404, message: 'No settlement with id 99' },
        { status: 404 },
      ),
    ),
  );
  renderWithRefine({
    url: '/admin/merchant-statements/show/99',
    user: buildUser({ roles: ['FINANCE'] }),
    routes,
  });
  expect(
    await screen.findByText(/Merchant Statement #99 does not exist/),
  ).toBeVisible();
});

test('a statement paying another company than the merchant warns, naming both', async () => {
  const message =
    "The account holder 'Cahaya Gemilang Trading' is not the merchant's registered name 'Pelita Sdn Bhd'.";
  server.use(
    http.get(`${API}/admin/settlements/7/statement`, () =>
      HttpResponse.json({
        data: {
          ...statement,
          payout: {
            ...statement.payout,
            accountName: 'Cahaya Gemilang Trading',
          },
          warnings: [
            {
              code: 'payout-holder-mismatch',
              label: 'Holder mismatch',
              message,
            },
          ],
        },
      }),
    ),
  );
  renderWithRefine({
    url: '/admin/merchant-statements/show/7',
    user: buildUser({ roles: ['FINANCE'] }),
    routes,
  });

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Check the payout account');
  expect(alert).toHaveTextContent(message);
});
