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

test('a whole page selected grows to every matching row, which runs as a job with a live bar and ends in its report', async () => {
  const state = [
    settlement(1, 'STL-0001', 'PENDING'),
    settlement(2, 'STL-0002', 'PENDING'),
  ];
  const jobBodies: unknown[] = [];
  const listQueries: string[] = [];
  // Half way until the test lets it finish: the bar must keep asking.
  let isFinished = false;
  const job = (at: { status: string; done: number }) => ({
    id: 7,
    resource: 'settlements',
    action: 'review',
    status: at.status,
    total: 2400,
    done: at.done,
    succeeded: at.status === 'DONE' ? [1, 2] : [],
    failed:
      at.status === 'DONE'
        ? [
            {
              id: 2399,
              message: 'This settlement is Reviewed; Review needs Pending',
            },
          ]
        : [],
    held: [],
    createdAt: '2026-11-29T08:00:00.000Z',
    finishedAt: null,
  });
  server.use(
    http.get(`${API}/admin/settlements`, ({ request }) => {
      listQueries.push(decodeURIComponent(new URL(request.url).search));
      return listAnswer(state, {
        total: 2400,
        facets: { resolvedStatus: { PENDING: 2400 } },
      });
    }),
    http.post(
      `${API}/admin/settlements/bulk-review/jobs`,
      async ({ request }) => {
        jobBodies.push(await request.json());
        return HttpResponse.json(
          { data: job({ status: 'RUNNING', done: 0 }) },
          { status: 202 },
        );
      },
    ),
    http.get(`${API}/admin/bulk-jobs/7`, () =>
      HttpResponse.json({
        data: job(
          isFinished
            ? { status: 'DONE', done: 2400 }
            : { status: 'RUNNING', done: 1200 },
        ),
      }),
    ),
  );
  const user = userEvent.setup();
  renderWithRefine({
    url: '/admin/settlements',
    user: buildUser({ roles: ['FINANCE'] }),
    routes,
  });

  await screen.findByText('STL-0002');
  await user.type(
    screen.getByRole('textbox', { name: 'Search Settlements' }),
    'kedai',
  );
  await waitFor(() => expect(listQueries.at(-1)).toContain('q=kedai'));
  const bar = () => screen.getByRole('region', { name: 'Bulk actions' });
  // Found, not got: while the search's answer is on its way the grid may
  // show its loading rows, which have no checkbox.
  for (const box of await screen.findAllByRole('checkbox', {
    name: /select row/i,
  }))
    await user.click(box);
  await user.click(
    within(bar()).getByRole('button', { name: 'Select all 2,400 matching' }),
  );
  expect(bar()).toHaveTextContent('All 2,400 matching selected');
  await user.click(
    within(bar()).getByRole('button', { name: 'Review (2,400)' }),
  );
  const confirm = await screen.findByRole('dialog', {
    name: /review 2400 settlements|review 2,400 settlements/i,
  });
  await user.click(
    within(confirm).getByRole('button', {
      name: /^Review 2,?400 settlements$/,
    }),
  );

  // The job is asked for by the list's filter, not by ids the page loaded.
  await waitFor(() => expect(jobBodies).toHaveLength(1));
  expect(jobBodies[0]).toEqual({
    filter: expect.stringMatching(/(^|&)q=kedai(&|$)/) as string,
  });
  const progress = await screen.findByRole('dialog', {
    name: 'Review: 2,400 settlements',
  });
  await waitFor(
    () =>
      expect(within(progress).getByRole('status')).toHaveTextContent(
        '1,200 of 2,400 done',
      ),
    { timeout: 4000 },
  );
  isFinished = true;
  const report = await screen.findByRole(
    'dialog',
    { name: 'Review: 2,400 settlements: result' },
    { timeout: 4000 },
  );
  expect(within(report).getByText(/succeeded/)).toHaveTextContent(
    /^2 succeeded, 1 failed$/,
  );
  expect(
    within(
      within(report).getByRole('list', { name: 'Failed records' }),
    ).getByText('#2399'),
  ).toBeInTheDocument();
});
