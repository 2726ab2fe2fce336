import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route } from 'react-router';
import { expect, test } from 'vitest';
import { roles } from '../../src/registry/resources/users';
import { EditDeleteButtons } from '../../src/views/generic/edit-delete-buttons';
import ResourceFormPage from '../../src/views/generic/resource-form-page';
import { buildUser } from '../factories/build-user';
import { API } from '../msw/handlers';
import { server } from '../msw/server';
import { renderWithRefine } from './support/render-with-refine';

const admin = buildUser({ id: 5, userType: 'ADMIN' });
const reviewer = {
  id: 2,
  name: 'FINANCE_REVIEWER',
  description: 'Four eyes.',
  isSystem: true,
  version: 3,
};

const buttons = (record: Record<string, unknown>) => (
  <Route
    path="/admin/roles/show/:id"
    element={
      <EditDeleteButtons
        resource={roles}
        resourceKey="roles"
        id={String(record.id)}
        title={String(record.name)}
        record={record}
      />
    }
  />
);

test('a built-in role offers no Delete: the button is disabled and says why', async () => {
  renderWithRefine({
    url: '/admin/roles/show/2',
    user: admin,
    routes: buttons(reviewer),
  });
  const remove = await screen.findByRole('button', { name: 'Delete' });
  expect(remove).toBeDisabled();
  expect(remove).toHaveAccessibleDescription(
    /Built in: it cannot be deleted, because .*four eyes/,
  );
  expect(screen.getByRole('button', { name: 'Edit' })).toBeEnabled();
});

test('a role that is not built in can be deleted', async () => {
  renderWithRefine({
    url: '/admin/roles/show/9',
    user: admin,
    routes: buttons({ ...reviewer, id: 9, isSystem: false }),
  });
  expect(await screen.findByRole('button', { name: 'Delete' })).toBeEnabled();
  expect(screen.queryByText(/Built in/)).toBeNull();
});

test('the edit form of a built-in role shows its name without an input', async () => {
  server.use(
    http.get(`${API}/admin/roles/2`, () =>
      HttpResponse.json({ data: reviewer }),
    ),
  );
  renderWithRefine({
    url: '/admin/roles/edit/2',
    user: admin,
    routes: (
      <Route
        path="/admin/roles/edit/:id"
        element={<ResourceFormPage resourceKey="roles" mode="edit" />}
      />
    ),
  });
  expect(
    await screen.findByRole('textbox', { name: 'Description' }),
  ).toHaveValue('Four eyes.');
  expect(screen.queryByRole('combobox', { name: 'Name' })).toBeNull();
  const name = screen.getByRole('group', { name: 'Name' });
  expect(name).toHaveTextContent(/Finance reviewer/i);
  expect(name).toHaveTextContent(/Built in: it cannot change, because/);
});
