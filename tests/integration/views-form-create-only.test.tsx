import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route } from 'react-router';
import { expect, test } from 'vitest';
import ResourceFormPage from '../../src/views/generic/resource-form-page';
import { buildUser } from '../factories/build-user';
import { API } from '../msw/handlers';
import { server } from '../msw/server';
import { renderWithRefine } from './support/render-with-refine';

const settings = {
  id: 3,
  userId: 31,
  language: 'EN',
  isPushEnabled: true,
  isEmailEnabled: true,
  isSmsEnabled: false,
  isMarketingOptIn: false,
  version: 4,
};

test('the edit form shows a create-only field as its value, with no input, and a save leaves it out', async () => {
  const bodies: Record<string, unknown>[] = [];
  server.use(
    http.get(`${API}/admin/user-settings/3`, () =>
      HttpResponse.json({ data: settings }),
    ),
    http.get(`${API}/admin/users/31`, () =>
      HttpResponse.json({ data: { id: 31, name: 'Siti Aminah' } }),
    ),
    http.patch(`${API}/admin/user-settings/3`, async ({ request }) => {
      bodies.push((await request.json()) as Record<string, unknown>);
      return HttpResponse.json({ data: settings });
    }),
  );
  renderWithRefine({
    url: '/admin/user-settings/edit/3',
    user: buildUser({ id: 5, userType: 'ADMIN' }),
    routes: (
      <Route
        path="/admin/user-settings/edit/:id"
        element={<ResourceFormPage resourceKey="user-settings" mode="edit" />}
      />
    ),
  });
  const owner = await screen.findByRole('group', { name: 'User' });
  expect(
    await within(owner).findByRole('link', { name: 'Siti Aminah' }),
  ).toBeVisible();
  expect(owner).toHaveTextContent(/cannot change/);
  expect(screen.queryByRole('combobox', { name: /user/i })).toBeNull();

  await userEvent
    .setup()
    .click(screen.getByRole('button', { name: 'Save changes' }));
  await waitFor(() => expect(bodies).toHaveLength(1));
  expect(bodies[0]).toMatchObject({ language: 'EN', version: 4 });
  expect(bodies[0]).not.toHaveProperty('userId');
});
