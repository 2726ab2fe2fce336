/**
 * The list's search box says what it searches, from the registry: the
 * entry's own searchable fields and the referenced records' fields declared
 * with `searchBy`, so an agent knows a customer's phone will find the order.
 */
import { screen } from '@testing-library/react';
import { http } from 'msw';
import { expect, test } from 'vitest';
import { buildUser } from '../factories/build-user';
import { listAnswer } from '../msw/list-answer';
import { API } from '../msw/handlers';
import { server } from '../msw/server';
import { listPageRoute } from './support/list-page-route';
import { renderWithRefine } from './support/render-with-refine';

test('the orders search box names the order no., the customer and the outlet', async () => {
  server.use(http.get(`${API}/admin/orders`, () => listAnswer([])));
  renderWithRefine({
    url: '/admin/orders',
    user: buildUser({ userType: 'ADMIN' }),
    routes: listPageRoute('orders'),
  });

  const box = await screen.findByRole(
    'textbox',
    { name: 'Search Orders' },
    { timeout: 5000 },
  );
  expect(box).toHaveAttribute(
    'placeholder',
    'Search by order no., customer name, phone or email, outlet name',
  );
});
