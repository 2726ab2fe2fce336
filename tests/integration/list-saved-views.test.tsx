/**
 * The list's "Views" menu (issue 34): the saved views the API answers are
 * listed, choosing one puts its filters, sort and page size in the list's
 * URL and request, "Save current view…" sends the list as it stands under
 * a name and an audience, and sharing is offered only to holders of
 * `list-views.share`.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { expect, test } from 'vitest';
import type { ListView } from '../../src/registry/list-views';
import { apiPaths } from '../../src/registry/paths';
import { shareListViewsKey } from '../../src/registry/permissions';
import { buildUser } from '../factories/build-user';
import { API } from '../msw/handlers';
import { listAnswer } from '../msw/list-answer';
import { server } from '../msw/server';
import { listPageRoute } from './support/list-page-route';
import { renderWithRefine } from './support/render-with-refine';

const shared: ListView = {
  id: 7,
  list: 'orders',
  name: 'Pending, largest first',
  audience: { kind: 'role', role: 'FINANCE' },
  state: {
    filters: [{ field: 'status', operator: 'in', value: ['PENDING'] }],
    sorters: [{ field: 'total', order: 'desc' }],
    pageSize: 50,
    columnVisibility: { channel: false },
    density: 'compact',
  },
  ownerId: 4,
  ownerName: 'Hafiz Ismail',
  isMine: false,
  isDefault: false,
};

/** The orders requests' query strings, as the API received them. */
function answerOrders(): URLSearchParams[] {
  const asked: URLSearchParams[] = [];
  server.use(
    http.get(`${API}/admin/orders`, ({ request }) => {
      asked.push(new URL(request.url).searchParams);
      return listAnswer([]);
    }),
  );
  return asked;
}

function answerViews(views: ListView[]) {
  server.use(
    http.get(`${API}${apiPaths.listViews}`, () =>
      HttpResponse.json({ data: views }),
    ),
  );
}

const currentUrl = () => screen.getByLabelText('current url').textContent;

test('choosing a shared view asks the list with its filters, sort and page size, and names it in the URL and on the button', async () => {
  const asked = answerOrders();
  answerViews([shared]);
  renderWithRefine({
    url: '/admin/orders',
    user: buildUser({ roles: ['FINANCE'] }),
    routes: listPageRoute('orders'),
  });
  const user = userEvent.setup();

  await user.click(
    await screen.findByRole('button', { name: 'Views' }, { timeout: 5000 }),
  );
  const menu = await screen.findByRole('menu', {
    name: 'Saved views of Orders',
  });
  expect(
    within(menu).getByText('Role FINANCE · by Hafiz Ismail'),
  ).toBeVisible();
  await user.click(
    within(menu).getByRole('menuitem', { name: /Pending, largest first/ }),
  );

  expect(
    await screen.findByRole('button', {
      name: 'View: Pending, largest first',
    }),
  ).toBeVisible();
  await waitFor(() => {
    const last = asked.at(-1);
    expect(last?.get('sort')).toBe('-total');
    expect(last?.get('perPage')).toBe('50');
    expect(last?.get('search[status][in]')).toBe('PENDING');
  });
  expect(currentUrl()).toContain('view=7');
});

test('a list opened bare opens on the default view', async () => {
  const asked = answerOrders();
  answerViews([{ ...shared, isDefault: true }]);
  renderWithRefine({
    url: '/admin/orders',
    user: buildUser({ roles: ['FINANCE'] }),
    routes: listPageRoute('orders'),
  });
  expect(
    await screen.findByRole(
      'button',
      { name: 'View: Pending, largest first' },
      { timeout: 5000 },
    ),
  ).toBeVisible();
  await waitFor(() => expect(asked.at(-1)?.get('sort')).toBe('-total'));
});

test('"Save current view…" sends the list as it stands for the role chosen, and the new view becomes the open one', async () => {
  answerOrders();
  answerViews([shared]);
  const posted: unknown[] = [];
  server.use(
    http.post(`${API}${apiPaths.listViews}`, async ({ request }) => {
      const body = (await request.json()) as Partial<ListView>;
      posted.push(body);
      const saved: ListView = { ...shared, ...body, id: 12, isMine: true };
      answerViews([saved]);
      return HttpResponse.json({ data: saved }, { status: 201 });
    }),
  );
  renderWithRefine({
    url: '/admin/orders?view=7',
    user: buildUser({ roles: ['OPERATIONS'] }),
    routes: listPageRoute('orders'),
  });
  const user = userEvent.setup();
  // The list as it stands: the view opened, whose state is saved anew.
  await user.click(
    await screen.findByRole(
      'button',
      { name: 'View: Pending, largest first' },
      { timeout: 5000 },
    ),
  );
  await user.click(
    await screen.findByRole('menuitem', { name: 'Save current view…' }),
  );
  const dialog = await screen.findByRole('dialog');
  await user.type(within(dialog).getByLabelText(/Name/), 'Oldest first');
  await user.click(within(dialog).getByRole('radio', { name: 'A role' }));
  await user.click(within(dialog).getByRole('combobox', { name: 'Role' }));
  await user.click(await screen.findByRole('option', { name: 'Finance' }));
  await user.click(within(dialog).getByLabelText('Make default for me'));
  await user.click(within(dialog).getByRole('button', { name: 'Save view' }));

  await waitFor(() => expect(posted).toHaveLength(1));
  expect(posted[0]).toEqual({
    list: 'orders',
    name: 'Oldest first',
    audience: { kind: 'role', role: 'FINANCE' },
    isDefault: true,
    state: shared.state,
  });
  expect(
    await screen.findByRole('button', { name: 'View: Oldest first' }),
  ).toBeVisible();
});

test(`without ${shareListViewsKey} a view can be saved only for oneself`, async () => {
  answerOrders();
  answerViews([]);
  renderWithRefine({
    url: '/admin/orders',
    user: buildUser({ roles: ['FINANCE'] }),
    routes: listPageRoute('orders'),
  });
  const user = userEvent.setup();
  await user.click(
    await screen.findByRole('button', { name: 'Views' }, { timeout: 5000 }),
  );
  await user.click(
    await screen.findByRole('menuitem', { name: 'Save current view…' }),
  );
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByRole('radio', { name: 'Only me' })).toBeEnabled();
  expect(within(dialog).getByRole('radio', { name: 'A role' })).toBeDisabled();
  expect(
    within(dialog).getByRole('radio', { name: 'Everyone' }),
  ).toBeDisabled();
  expect(
    within(dialog).getByText(
      `Sharing a view needs the permission ${shareListViewsKey}.`,
    ),
  ).toBeVisible();
});
