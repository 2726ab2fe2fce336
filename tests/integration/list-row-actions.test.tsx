/**
 * A record action started from a list row's menu: the dialog belongs to the
 * list, not to the row, so when the action's refresh takes the row off the
 * page the server's answer is still on screen.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { expect, test } from 'vitest';
import { buildUser } from '../factories/build-user';
import { API } from '../msw/handlers';
import { countBy, listAnswer } from '../msw/list-answer';
import { server } from '../msw/server';
import { listPageRoute } from './support/list-page-route';
import { renderWithRefine } from './support/render-with-refine';

const settlement = {
  id: 1,
  code: 'STL-0001',
  resolvedStatus: 'REVIEWED',
  merchantId: 1,
  outletId: 1,
  grossSales: 10_000,
  netPayout: 9_000,
};

test('a 409 from a row action stays in its dialog after the row leaves the list', async () => {
  let rows: Record<string, unknown>[] = [settlement];
  const posts: string[] = [];
  server.use(
    http.get(`${API}/admin/settlements`, () =>
      listAnswer(rows, {
        facets: { resolvedStatus: countBy(rows, 'resolvedStatus') },
      }),
    ),
    http.post(`${API}/admin/settlements/1/verify`, ({ request }) => {
      posts.push(request.url);
      // Someone else verified it meanwhile; the list no longer shows it.
      rows = [];
      return HttpResponse.json(
        {
          statusCode: 409,
          message: 'This settlement is Verified; Verify needs Reviewed',
        },
        { status: 409 },
      );
    }),
  );
  const user = userEvent.setup();
  renderWithRefine({
    url: '/admin/settlements',
    user: buildUser({ id: 9, roles: ['FINANCE_REVIEWER'] }),
    routes: listPageRoute('settlements'),
  });

  await user.click(
    await screen.findByRole('button', { name: 'Actions for STL-0001' }),
  );
  await user.click(await screen.findByRole('menuitem', { name: 'Verify' }));
  const dialog = await screen.findByRole('dialog');
  await user.click(
    within(dialog).getByRole('button', { name: 'Verify settlement' }),
  );

  expect(
    await within(dialog).findByText(
      'This settlement is Verified; Verify needs Reviewed',
    ),
  ).toBeInTheDocument();
  // The refresh ran and emptied the list; the answer is still readable.
  await screen.findByText(/no settlements/i);
  expect(screen.getByRole('dialog')).toHaveTextContent(
    'This settlement is Verified; Verify needs Reviewed',
  );
  expect(posts).toHaveLength(1);
});
