import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { expect, test } from 'vitest';
import { buildUser } from '../factories/build-user';
import { API } from '../msw/handlers';
import { listAnswer } from '../msw/list-answer';
import { server } from '../msw/server';
import { pagePaths } from '../../src/registry/paths';
import { listPageRoute } from './support/list-page-route';
import { renderWithRefine } from './support/render-with-refine';
import { gridWait } from './support/grid-wait';

const banks = [
  { id: 1, name: 'Maybank', swift: 'MBBEMYKL', isActive: true },
  { id: 2, name: 'CIMB Bank', swift: 'CIBBMYKL', isActive: true },
];

test('a search that matches nothing says so in the grid, as its one row, and Clear filters brings the rows back', async () => {
  server.use(
    http.get(`${API}/admin/banks`, ({ request }) => {
      const q = new URL(request.url).searchParams.get('q')?.toLowerCase();
      return listAnswer(
        banks.filter((bank) => !q || bank.name.toLowerCase().includes(q)),
      );
    }),
  );
  const user = userEvent.setup();
  renderWithRefine({
    url: pagePaths.list('banks'),
    user: buildUser({ userType: 'ADMIN' }),
    routes: listPageRoute('banks'),
  });
  expect(
    await screen.findByRole('gridcell', { name: 'Maybank' }, gridWait),
  ).toBeInTheDocument();

  await user.type(
    screen.getByRole('textbox', { name: 'Search Banks' }),
    'no bank is called this',
  );
  const grid = screen.getByRole('grid');
  const empty = await within(grid).findByRole(
    'gridcell',
    { name: /No banks match this view/ },
    gridWait,
  );
  await user.click(
    within(empty).getByRole('button', { name: 'Clear filters' }),
  );

  expect(
    await screen.findByRole('gridcell', { name: 'Maybank' }, gridWait),
  ).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Search Banks' })).toHaveValue('');
});
