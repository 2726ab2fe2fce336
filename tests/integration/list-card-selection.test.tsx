/**
 * On a phone the list's cards are chosen as the grid's rows are: a box on
 * each card and one for the page, driving the same bulk bar, call and
 * report; and the grid's own "select all" gives that bar the page's rows.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, expect, test, vi } from 'vitest';
import { buildUser } from '../factories/build-user';
import { stubMatchMedia } from '../fakes/match-media';
import { API } from '../msw/handlers';
import { countBy, listAnswer } from '../msw/list-answer';
import { server } from '../msw/server';
import { listPageRoute } from './support/list-page-route';
import { renderWithRefine } from './support/render-with-refine';
import { gridWait } from './support/grid-wait';

afterEach(() => {
  vi.unstubAllGlobals();
});

function settlement(id: number, resolvedStatus: string) {
  return {
    id,
    code: `STL-000${id}`,
    resolvedStatus,
    merchantId: 1,
    outletId: 1,
    netPayout: 9000,
    periodEnd: '2026-11-28',
    // Finance reviewed them; the reviewer (user 2) may verify.
    reviewedBy: 1,
  };
}

/** Three reviewed settlements; a bulk verify succeeds for each but 3, which another reviewer took. */
function serveSettlements(): { bodies: { ids: number[] }[] } {
  let rows = [1, 2, 3].map((id) => settlement(id, 'REVIEWED'));
  const bodies: { ids: number[] }[] = [];
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
      const body = (await request.json()) as { ids: number[] };
      bodies.push(body);
      const succeeded = body.ids.filter((id) => id !== 3);
      rows = rows.map((row) =>
        succeeded.includes(row.id)
          ? { ...row, resolvedStatus: 'VERIFIED' }
          : row,
      );
      return HttpResponse.json({
        data: {
          succeeded,
          failed: body.ids.includes(3)
            ? [{ id: 3, message: 'Someone else verified it first' }]
            : [],
        },
      });
    }),
  );
  return { bodies };
}

function renderAsReviewer() {
  renderWithRefine({
    url: '/admin/settlements',
    user: buildUser({ id: 2, roles: ['FINANCE_REVIEWER'] }),
    routes: listPageRoute('settlements'),
  });
}

test('on a phone, two cards chosen are bulk-verified through the bar, and the one that failed stays chosen', async () => {
  stubMatchMedia((media) => media.includes('max-width'));
  const { bodies } = serveSettlements();
  const user = userEvent.setup();
  renderAsReviewer();
  const cards = await screen.findByRole(
    'list',
    { name: 'Settlements' },
    gridWait,
  );
  await within(cards).findByText('STL-0003', {}, gridWait);

  await user.click(screen.getByRole('checkbox', { name: 'Select STL-0001' }));
  await user.click(screen.getByRole('checkbox', { name: 'Select STL-0003' }));
  const bar = screen.getByRole('region', { name: 'Bulk actions' });
  expect(within(bar).getByText(/selected$/)).toHaveTextContent('2 selected');
  expect(
    screen.getByRole('checkbox', { name: 'Select all on this page' }),
  ).toHaveAttribute('data-indeterminate', 'true');

  await user.click(within(bar).getByRole('button', { name: 'Verify (2)' }));
  const confirm = await screen.findByRole('dialog', {
    name: /verify 2 settlements/i,
  });
  await user.click(
    within(confirm).getByRole('button', { name: 'Verify 2 settlements' }),
  );

  const report = await screen.findByRole('dialog', { name: /verify: result/i });
  expect(within(report).getByText(/succeeded/)).toHaveTextContent(
    /^1 succeeded, 1 failed$/,
  );
  expect(
    within(
      within(report).getByRole('list', { name: 'Failed records' }),
    ).getByText('Someone else verified it first'),
  ).toBeInTheDocument();
  await user.click(within(report).getByRole('button', { name: 'Close' }));

  expect(bodies).toEqual([{ ids: [1, 3] }]);
  expect(
    await screen.findByRole('button', { name: 'Verify (1)' }),
  ).toBeInTheDocument();
  expect(
    screen.getByRole('checkbox', { name: 'Select STL-0003' }),
  ).toBeChecked();
  expect(
    screen.getByRole('checkbox', { name: 'Select STL-0001' }),
  ).not.toBeChecked();
  expect(await within(cards).findAllByText('Verified')).toHaveLength(1);
});

test("on a phone, the page's box chooses every card, then none", async () => {
  stubMatchMedia((media) => media.includes('max-width'));
  serveSettlements();
  const user = userEvent.setup();
  renderAsReviewer();
  const cards = await screen.findByRole(
    'list',
    { name: 'Settlements' },
    gridWait,
  );
  await within(cards).findByText('STL-0003', {}, gridWait);
  const all = screen.getByRole('checkbox', { name: 'Select all on this page' });

  await user.click(all);
  expect(
    screen.getByRole('button', { name: 'Verify (3)' }),
  ).toBeInTheDocument();
  for (const code of ['STL-0001', 'STL-0002', 'STL-0003'])
    expect(
      screen.getByRole('checkbox', { name: `Select ${code}` }),
    ).toBeChecked();

  await user.click(all);
  expect(
    screen.queryByRole('region', { name: 'Bulk actions' }),
  ).not.toBeInTheDocument();
});

test("the grid's select-all box gives the bulk bar the page's rows", async () => {
  serveSettlements();
  const user = userEvent.setup();
  renderAsReviewer();
  await screen.findByText('STL-0003', {}, gridWait);

  await user.click(screen.getByRole('checkbox', { name: 'Select all rows' }));

  expect(
    await screen.findByRole('button', { name: 'Verify (3)' }),
  ).toBeInTheDocument();
});
