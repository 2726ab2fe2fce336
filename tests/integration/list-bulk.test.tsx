import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { expect, test } from 'vitest';
import { buildUser } from '../factories/build-user';
import { API } from '../msw/handlers';
import { countBy, listAnswer } from '../msw/list-answer';
import { server } from '../msw/server';
import { listPageRoute } from './support/list-page-route';
import { renderWithRefine } from './support/render-with-refine';

const routes = listPageRoute('settlements');

function settlement(id: number, code: string, resolvedStatus: string) {
  return {
    id,
    code,
    resolvedStatus,
    merchantId: 1,
    outletId: 1,
    grossSales: 10000,
    netPayout: 9000,
  };
}

test('a bulk review with one row in the wrong state reports each failed id and why', async () => {
  let state = [
    settlement(1, 'STL-0001', 'PENDING'),
    settlement(2, 'STL-0002', 'REVIEWED'),
  ];
  const bulkBodies: unknown[] = [];
  server.use(
    // The page, its tabs' counts and its Merchant and Outlet titles in one answer.
    http.get(`${API}/admin/settlements`, () =>
      listAnswer(state, {
        facets: { resolvedStatus: countBy(state, 'resolvedStatus') },
        titles: {
          merchantId: { '1': 'Nasi Lemak House' },
          outletId: { '1': 'Nasi Lemak House Bangsar' },
        },
      }),
    ),
    http.post(`${API}/admin/settlements/bulk-review`, async ({ request }) => {
      bulkBodies.push(await request.json());
      state = [
        settlement(1, 'STL-0001', 'REVIEWED'),
        settlement(2, 'STL-0002', 'REVIEWED'),
      ];
      return HttpResponse.json({
        data: {
          succeeded: [1],
          failed: [
            {
              id: 2,
              message: 'This settlement is Reviewed; Review needs Pending',
            },
          ],
        },
      });
    }),
  );
  const user = userEvent.setup();
  renderWithRefine({
    url: '/admin/settlements',
    user: buildUser({ roles: ['FINANCE'] }),
    routes,
  });

  await screen.findByText('STL-0002');
  const checkboxes = screen.getAllByRole('checkbox', { name: /select row/i });
  for (const box of checkboxes) await user.click(box);
  await user.click(await screen.findByRole('button', { name: 'Review (2)' }));
  const confirm = await screen.findByRole('dialog', {
    name: /review 2 settlements/i,
  });
  await user.click(
    within(confirm).getByRole('button', { name: 'Review 2 settlements' }),
  );

  const report = await screen.findByRole('dialog', { name: /review: result/i });
  expect(within(report).getByText(/succeeded/)).toHaveTextContent(
    /^1 succeeded, 1 failed$/,
  );
  const failed = within(report).getByRole('list', { name: 'Failed records' });
  // Named by its code, as the list shows it, not by its id.
  expect(within(failed).getByText('STL-0002')).toBeInTheDocument();
  expect(
    within(failed).getByText(
      'This settlement is Reviewed; Review needs Pending',
    ),
  ).toBeInTheDocument();
  expect(bulkBodies).toEqual([{ ids: [1, 2] }]);

  await user.click(within(report).getByRole('button', { name: 'Close' }));
  // The succeeded row leaves the selection; the failed one stays for another try.
  expect(
    await screen.findByRole('button', { name: 'Review (1)' }),
  ).toBeInTheDocument();
  await waitFor(() =>
    expect(screen.queryByText('Pending')).not.toBeInTheDocument(),
  );
});
