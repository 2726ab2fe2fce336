/**
 * The sums under a list are over every matching row. Where too many rows
 * match to sum on request, the API withholds them (`meta.totalsWithheld`),
 * and the list says what to do to see them instead of showing old sums or
 * nothing at all.
 */
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect, test } from 'vitest';
import { API } from '../msw/handlers';
import { server } from '../msw/server';
import { gridWait } from './support/grid-wait';
import { openListAsAdmin } from './support/list-page-route';

const statement = (id: number) => ({
  id,
  code: `STM-${String(id).padStart(5, '0')}`,
  outletId: 1,
  periodEnd: '2026-11-29',
  netPayout: 100_00 * id,
  resolvedStatus: 'PAID',
});

test('a search too broad to sum says so, and narrowing it brings the sums back', async () => {
  server.use(
    http.get(`${API}/admin/settlements`, ({ request }) => {
      const params = new URL(request.url).searchParams;
      const q = params.get('q') ?? '';
      const isBroad = q === 'STM';
      const data = [statement(1), statement(2)];
      const asked = params.has('totals');
      return HttpResponse.json({
        data,
        meta: {
          total: isBroad ? 480_000 : data.length,
          ...(isBroad && { totalIsEstimate: true }),
          page: 1,
          perPage: 25,
          ...(asked && isBroad && { totalsWithheld: true }),
          ...(asked &&
            !isBroad && {
              totals: {
                orderCount: 12,
                grossSales: 50_000_00,
                commission: 5_000_00,
                paymentFees: 1_000_00,
                adjustments: 0,
                netPayout: 44_000_00,
              },
            }),
        },
      });
    }),
  );
  const user = openListAsAdmin('merchant-statements');
  const totals = await screen.findByRole(
    'region',
    { name: /^Totals of/ },
    gridWait,
  );
  expect(totals).toHaveTextContent('RM 44,000.00');

  const box = screen.getByRole('textbox', { name: /^Search/ });
  await user.type(box, 'STM');
  expect(
    await screen.findByText(
      /Too many merchant statements match to add up here/,
      {},
      gridWait,
    ),
  ).toBeVisible();
  expect(screen.queryByText('RM 44,000.00')).toBeNull();

  await user.type(box, '-00001');
  expect(await screen.findByText('RM 44,000.00', {}, gridWait)).toBeVisible();
  expect(screen.queryByText(/Too many merchant statements/)).toBeNull();
});
