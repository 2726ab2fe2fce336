/**
 * The payout checks in the settlements list: a row paying another company
 * is marked, a bulk action leaves out the rows four eyes bar the user from
 * and says so, warns before it runs and reports each row's warnings, and a
 * row's menu shows the action the user may not take disabled, with why.
 */
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

const me = 9;
const mismatch = {
  code: 'payout-holder-mismatch',
  label: 'Holder mismatch',
  message:
    "The account holder 'Cahaya Gemilang Trading' is not the merchant's registered name 'Nasi Lemak House Sdn Bhd'.",
};

const row = (id: number, changes: Record<string, unknown> = {}) => ({
  id,
  code: `STL000000${id}`,
  resolvedStatus: 'REVIEWED',
  merchantId: 1,
  outletId: 1,
  grossSales: 10_000,
  netPayout: 9_000,
  reviewedBy: 2,
  warnings: [],
  ...changes,
});

function serveSettlements(rows: Record<string, unknown>[]) {
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
  );
}

const renderList = () =>
  renderWithRefine({
    url: '/admin/settlements',
    user: buildUser({ id: me, roles: ['FINANCE', 'FINANCE_REVIEWER'] }),
    routes: listPageRoute('settlements'),
  });

test('a row paying another company is marked in words', async () => {
  serveSettlements([row(1, { warnings: [mismatch] }), row(2)]);
  renderList();

  await screen.findByText('STL0000002');
  const rowOf = (code: string) =>
    screen
      .getAllByRole('row')
      .find((each) => within(each).queryByText(code) !== null);
  expect(rowOf('STL0000001')).toHaveTextContent('Holder mismatch');
  expect(rowOf('STL0000002')).not.toHaveTextContent('Holder mismatch');
});

test('bulk verify leaves out what I reviewed, warns before it runs and reports the warnings', async () => {
  serveSettlements([
    row(1, { warnings: [mismatch] }),
    row(2),
    row(3, { reviewedBy: me }),
  ]);
  const bodies: unknown[] = [];
  server.use(
    http.post(`${API}/admin/settlements/bulk-verify`, async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json({
        data: {
          succeeded: [1, 2],
          failed: [],
          warnings: [{ id: 1, warnings: [mismatch] }],
        },
      });
    }),
  );
  const user = userEvent.setup();
  renderList();

  await screen.findByText('STL0000003');
  for (const box of screen.getAllByRole('checkbox', { name: /select row/i }))
    await user.click(box);
  const bar = screen.getByRole('region', { name: 'Bulk actions' });
  await waitFor(() =>
    expect(
      within(bar).getByRole('button', { name: 'Verify (2)' }),
    ).toHaveAccessibleDescription(
      '1 settlement you reviewed is left out; another person must verify it',
    ),
  );
  // Review has no four-eyes rule: every selected row goes.
  expect(within(bar).getByRole('button', { name: 'Review (3)' })).toBeEnabled();

  await user.click(within(bar).getByRole('button', { name: 'Verify (2)' }));
  const confirm = await screen.findByRole('dialog', {
    name: /verify 2 settlements/i,
  });
  expect(within(confirm).getByRole('alert')).toHaveTextContent(
    `STL0000001: ${mismatch.message}`,
  );
  await user.click(
    within(confirm).getByRole('button', { name: 'Verify 2 settlements' }),
  );
  expect(bodies).toEqual([{ ids: [1, 2] }]);

  const report = await screen.findByRole('dialog', { name: /verify: result/i });
  const warned = within(report).getByRole('list', {
    name: 'Records with warnings',
  });
  expect(warned).toHaveTextContent('STL0000001');
  expect(warned).toHaveTextContent(mismatch.message);
  expect(warned).not.toHaveTextContent('STL0000002');
});

test("a row's menu shows Approve disabled, with the reason, to the one who verified it", async () => {
  serveSettlements([row(4, { resolvedStatus: 'VERIFIED', verifiedBy: me })]);
  const user = userEvent.setup();
  renderList();

  await screen.findByText('STL0000004');
  await user.click(
    screen.getByRole('button', { name: 'Actions for STL0000004' }),
  );
  const approve = await screen.findByRole('menuitem', { name: /Approve/ });
  expect(approve).toHaveAttribute('aria-disabled', 'true');
  expect(approve).toHaveTextContent(
    'You verified this settlement; another person must approve it',
  );
});
