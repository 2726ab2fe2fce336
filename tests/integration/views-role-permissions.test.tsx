import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route } from 'react-router';
import { expect, test, vi } from 'vitest';
import ResourceShowPage from '../../src/views/generic/resource-show-page';
import { buildUser } from '../factories/build-user';
import { API } from '../msw/handlers';
import { listAnswer, recordAnswer } from '../msw/list-answer';
import { server } from '../msw/server';
import { renderWithRefine } from './support/render-with-refine';

const permission = (
  id: number,
  key: string,
  scope: 'ADMIN' | 'MERCHANT',
  name: string,
) => ({ id, key, name, scope, module: key.split('.')[0] });

const PERMISSIONS = [
  permission(1, 'orders.view', 'ADMIN', 'View orders'),
  permission(2, 'orders.approve', 'ADMIN', 'Approve orders'),
  permission(3, 'orders.export', 'ADMIN', 'Export orders'),
  permission(4, 'banners.create', 'ADMIN', 'Create banners'),
  permission(5, 'banners.delete', 'ADMIN', 'Delete banners'),
  permission(6, 'menus.view', 'MERCHANT', 'View menus'),
  permission(7, 'menus.update', 'MERCHANT', 'Update menus'),
];

/** The API of one role, FINANCE (id 3, version 4), holding `held`. */
function serveRole(held: number[]) {
  const state = { held, version: 4 };
  const puts: unknown[] = [];
  const listCalls: URL[] = [];
  server.use(
    http.get(`${API}/admin/roles/3`, () =>
      recordAnswer({
        id: 3,
        name: 'FINANCE',
        description: 'Reviews settlements',
        isSystem: true,
        version: state.version,
      }),
    ),
    http.get(`${API}/admin/user-roles`, () => listAnswer([])),
    http.get(`${API}/admin/permissions`, ({ request }) => {
      listCalls.push(new URL(request.url));
      return listAnswer(PERMISSIONS);
    }),
    http.get(`${API}/admin/roles/3/permissions`, () =>
      HttpResponse.json({
        data: { permissionIds: state.held, version: state.version },
      }),
    ),
    http.put(`${API}/admin/roles/3/permissions`, async ({ request }) => {
      const body = (await request.json()) as { permissionIds: number[] };
      // The version the set was read at goes as its ETag.
      puts.push({ body, ifMatch: request.headers.get('If-Match') });
      state.held = body.permissionIds;
      state.version += 1;
      return HttpResponse.json({
        data: { permissionIds: state.held, version: state.version },
      });
    }),
  );
  return { puts, listCalls };
}

const routes = (
  <Route
    path="/admin/roles/show/:id"
    element={<ResourceShowPage resourceKey="roles" />}
  />
);

async function openPermissions() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Permissions' }));
  const section = await screen.findByRole('region', { name: 'Permissions' });
  await within(section).findByRole('tab', { name: 'Admin · 1 of 5' });
  return { user, section };
}

test('an admin searches, selects a whole group, and saves the role’s permissions in one call', async () => {
  const { puts, listCalls } = serveRole([4]);
  renderWithRefine({
    url: '/admin/roles/show/3',
    user: buildUser({ userType: 'ADMIN' }),
    routes,
  });
  const { user, section } = await openPermissions();
  expect(
    within(section).getByRole('tab', { name: 'Merchant · 0 of 2' }),
  ).toBeVisible();
  // Every permission, by key, in one page of the API's largest size.
  expect(listCalls[0]?.searchParams.get('perPage')).toBe('100');
  expect(listCalls[0]?.searchParams.get('sort')).toBe('key');

  const search = within(section).getByRole('searchbox', {
    name: 'Search permissions',
  });
  await user.type(search, 'approve');
  expect(within(section).getByText('orders.approve')).toBeVisible();
  expect(within(section).queryByText('orders.view')).toBeNull();
  expect(within(section).queryByText('banners.create')).toBeNull();
  await user.clear(search);

  await user.click(
    within(section).getByRole('checkbox', { name: 'Select all Orders' }),
  );
  for (const key of ['orders.view', 'orders.approve', 'orders.export'])
    expect(
      within(section).getByRole('checkbox', { name: new RegExp(key) }),
    ).toBeChecked();
  await user.click(
    within(section).getByRole('checkbox', { name: /orders\.export/ }),
  );
  expect(
    within(section).getByRole('checkbox', { name: 'Select all Orders' }),
  ).toHaveAttribute('data-indeterminate', 'true');

  // On the merchant list, select-all takes only what the search shows.
  await user.click(
    within(section).getByRole('tab', { name: 'Merchant · 0 of 2' }),
  );
  await user.type(search, 'update');
  await user.click(
    within(section).getByRole('checkbox', { name: 'Select all Menus' }),
  );
  expect(within(section).getByRole('status')).toHaveTextContent(
    '4 selected · 3 unsaved changes',
  );

  await user.click(
    within(section).getByRole('button', { name: 'Save permissions' }),
  );
  await vi.waitFor(() => expect(puts).toHaveLength(1));
  expect(puts[0]).toEqual({
    body: { permissionIds: [1, 2, 4, 7] },
    ifMatch: '"4"',
  });
  expect(
    await screen.findByText('Permissions saved: role Finance'),
  ).toBeVisible();
  await within(section).findByRole('tab', { name: 'Merchant · 1 of 2' });
  expect(within(section).getByRole('status')).toHaveTextContent('4 selected');
  expect(
    within(section).getByRole('button', { name: 'Save permissions' }),
  ).toBeDisabled();
  expect(puts).toHaveLength(1);
});

test('staff see the permissions but cannot change them', async () => {
  const { puts } = serveRole([4]);
  renderWithRefine({
    url: '/admin/roles/show/3',
    user: buildUser({ userType: 'STAFF' }),
    routes,
  });
  const { section } = await openPermissions();
  expect(
    within(section).getByText(
      'You may see these permissions but not change them.',
    ),
  ).toBeVisible();
  expect(
    within(section).getByRole('checkbox', { name: /banners\.create/ }),
  ).toBeDisabled();
  expect(
    within(section).getByRole('checkbox', { name: 'Select all Orders' }),
  ).toBeDisabled();
  expect(
    within(section).queryByRole('button', { name: 'Save permissions' }),
  ).toBeNull();
  expect(puts).toHaveLength(0);
});
