import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { Route } from 'react-router';
import { expect, test } from 'vitest';
import MenuShow from '../../src/views/menus/menu-show';
import { pagePaths } from '../../src/registry/paths';
import { buildUser } from '../factories/build-user';
import { API } from '../msw/handlers';
import { listAnswer, rateLimited, recordAnswer } from '../msw/list-answer';
import { server } from '../msw/server';
import { findAlertSaying } from './support/find-alert';
import { renderWithRefine } from './support/render-with-refine';

const routes = (
  <Route
    path={pagePaths.show('menus', ':id')}
    element={<MenuShow resourceKey="menus" />}
  />
);

const menu = {
  id: 8,
  outletId: 5,
  categoryId: 3,
  name: 'Nasi lemak ayam',
  price: 1200,
  isAvailable: true,
};

test('a menu item whose prices, extras and happy hours could not be read says so for each, not that it has none', async () => {
  let failing = true;
  const answer = () => (failing ? rateLimited() : listAnswer([]));
  server.use(
    http.get(`${API}/admin/menus/8`, () => recordAnswer(menu)),
    http.get(`${API}/admin/menu-prices`, answer),
    http.get(`${API}/admin/menu-extras`, answer),
    http.get(`${API}/admin/happy-hours`, answer),
  );
  const user = userEvent.setup();
  renderWithRefine({
    url: pagePaths.show('menus', 8),
    user: buildUser({ userType: 'ADMIN' }),
    routes,
  });

  const prices = await findAlertSaying(/^Prices could not be loaded/);
  const extras = await findAlertSaying(/^Extras could not be loaded/);
  const happyHours = await findAlertSaying(/^Happy hours could not be loaded/);
  expect(
    screen.queryByText('The base price applies on every channel.'),
  ).not.toBeInTheDocument();
  expect(screen.queryByText(/No extras/)).not.toBeInTheDocument();
  expect(screen.queryByText(/^0 groups$/)).not.toBeInTheDocument();
  expect(
    screen.queryByText('No happy hour discounts this item.'),
  ).not.toBeInTheDocument();

  failing = false;
  for (const failure of [prices, extras, happyHours])
    await user.click(
      within(failure).getByRole('button', { name: 'Try again' }),
    );
  expect(
    await screen.findByText('The base price applies on every channel.'),
  ).toBeInTheDocument();
  expect(await screen.findByText(/No extras/)).toBeInTheDocument();
  expect(
    await screen.findByText('No happy hour discounts this item.'),
  ).toBeInTheDocument();
});
