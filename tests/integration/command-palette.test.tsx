import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { Route } from 'react-router';
import { expect, test } from 'vitest';
import { RequireAuth } from '../../src/access/guards';
import { CommandPalette } from '../../src/layout/command-palette/command-palette';
import type { FoundRecord } from '../../src/registry/found-records';
import { apiPaths } from '../../src/registry/paths';
import { buildUser } from '../factories/build-user';
import { API } from '../msw/handlers';
import { server } from '../msw/server';
import { renderWithRefine } from './support/render-with-refine';

/** The shell's part in the test: a field to type in, and the palette as AppLayout mounts it. */
function Shell() {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <label>
        Notes <input />
      </label>
      <CommandPalette isOpen={isOpen} onOpenChange={setOpen} />
    </>
  );
}

const routes = (
  <Route
    path="*"
    element={
      <RequireAuth>
        <Shell />
      </RequireAuth>
    }
  />
);

const customer: FoundRecord = {
  resource: 'users',
  id: 31,
  title: 'Siti Aminah',
  matchedBy: 'phone',
  matchedText: '+60123456789',
  match: 'contains',
};
const order: FoundRecord = {
  resource: 'orders',
  id: 42,
  title: 'ORD0000042',
  matchedBy: 'customerId.phone',
  matchedText: '+60123456789',
  match: 'contains',
};

/** Answers the palette's search with `found`; what it was asked for is kept for the test. */
function serveSearch(found: FoundRecord[]): string[] {
  const asked: string[] = [];
  server.use(
    http.get(`${API}${apiPaths.search}`, ({ request }) => {
      asked.push(new URL(request.url).searchParams.get('q') ?? '');
      return HttpResponse.json({ data: found });
    }),
  );
  return asked;
}

const currentUrl = () => screen.getByRole('status', { name: 'current url' });

test("Ctrl+K from a text field opens the palette; a customer's phone as people type it finds their order, and the keyboard opens it", async () => {
  const asked = serveSearch([customer, order]);
  renderWithRefine({ url: '/admin/home', user: buildUser(), routes });
  const user = userEvent.setup();
  const notes = screen.getByRole('textbox', { name: 'Notes' });
  await user.click(notes);

  await user.keyboard('{Control>}k{/Control}');
  const box = await screen.findByRole('combobox', { name: 'Go anywhere' });
  expect(box).toHaveFocus();
  expect(notes).toHaveValue('');

  await user.keyboard('012-345 6789');
  const found = await screen.findByRole('option', { name: /ORD0000042/ });
  const listbox = screen.getByRole('listbox', { name: 'Results' });
  expect(found).toHaveTextContent('Order · Customer phone +60123456789');
  expect(
    within(listbox).getByRole('group', { name: 'Records' }),
  ).toContainElement(found);
  // The separators are dropped before asking, and one pause is one call.
  expect(asked).toEqual(['0123456789']);

  // Siti Aminah is first: ↓ highlights the order, Enter opens it.
  expect(box).toHaveAttribute(
    'aria-activedescendant',
    within(listbox).getByRole('option', { name: /Siti Aminah/ }).id,
  );
  await user.keyboard('{ArrowDown}');
  expect(box).toHaveAttribute('aria-activedescendant', found.id);
  expect(found).toHaveAttribute('aria-selected', 'true');
  await user.keyboard('{Enter}');

  expect(currentUrl()).toHaveTextContent('/admin/orders/show/42');
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
});

test('the palette lists only the pages the user may open, and records only after two characters', async () => {
  const asked = serveSearch([]);
  renderWithRefine({
    url: '/admin/home',
    user: buildUser({ permissions: ['orders.read', 'banks.read'] }),
    routes,
  });
  const user = userEvent.setup();
  await user.keyboard('{Meta>}k{/Meta}');
  const box = await screen.findByRole('combobox', { name: 'Go anywhere' });

  // "o" starts Orders, Outlets, Operating hours…: of those, only Orders may be read.
  await user.type(box, 'o');
  const pages = screen.getByRole('group', { name: 'Pages' });
  expect(
    within(pages)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['OrdersMerchants']);
  await user.clear(box);
  await user.type(box, 'settle');
  expect(await screen.findByText('Nothing matches “settle”.')).toBeVisible();
  expect(screen.queryByRole('option')).toBeNull();
  expect(asked).toEqual(['settle']);
});

test("on an order's page the palette offers the actions its state allows, and one opens the order's own confirmation", async () => {
  serveSearch([]);
  const approved: string[] = [];
  server.use(
    http.get(`${API}${apiPaths.record('orders', 42)}`, () =>
      HttpResponse.json({
        data: {
          id: 42,
          code: 'ORD0000042',
          status: 'PENDING',
          customerId: 31,
          outletId: 5,
          version: 3,
        },
      }),
    ),
    http.post(
      `${API}${apiPaths.action('orders', 42, 'approve')}`,
      ({ request }) => {
        approved.push(request.headers.get('if-match') ?? 'none');
        return HttpResponse.json({
          data: { id: 42, code: 'ORD0000042', status: 'ACCEPTED', version: 4 },
        });
      },
    ),
  );
  renderWithRefine({
    url: '/admin/orders/show/42',
    user: buildUser({ roles: ['OPERATIONS'] }),
    routes,
  });
  const user = userEvent.setup();
  await user.keyboard('{Control>}k{/Control}');
  const actions = await screen.findByRole('group', { name: 'Actions' });
  expect(
    within(actions)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual([
    'AcceptOrder ORD0000042',
    'RejectOrder ORD0000042',
    'CancelOrder ORD0000042',
  ]);

  await user.keyboard('acc{Enter}');
  const confirm = await screen.findByRole('dialog', { name: /Accept order/ });
  await user.click(within(confirm).getByRole('button', { name: /Accept/ }));
  await waitFor(() => expect(approved).toHaveLength(1));
});

test('? lists every shortcut of the console, the desk’s too, but never fires while typing', async () => {
  renderWithRefine({ url: '/admin/home', user: buildUser(), routes });
  const user = userEvent.setup();
  await user.click(screen.getByRole('textbox', { name: 'Notes' }));
  await user.keyboard('?');
  expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveValue('?');
  expect(screen.queryByRole('dialog')).toBeNull();

  await user.click(document.body);
  await user.keyboard('?');
  const help = await screen.findByRole('dialog', {
    name: 'Keyboard shortcuts',
  });
  for (const section of ['Anywhere', 'In the palette', 'Support desk'])
    expect(within(help).getByRole('table', { name: section })).toBeVisible();
  expect(help).toHaveTextContent('Ctrl+K / ⌘+K');
  expect(help).toHaveTextContent('Open the next conversation');
});

test('a failed search says so in the palette, and the pages still show', async () => {
  server.use(
    http.get(`${API}${apiPaths.search}`, () =>
      HttpResponse.json(
        { statusCode: 500, message: 'Something went wrong' },
        { status: 500 },
      ),
    ),
  );
  renderWithRefine({ url: '/admin/home', user: buildUser(), routes });
  const user = userEvent.setup();
  await user.keyboard('{Control>}k{/Control}');
  await user.keyboard('orders');
  expect(
    await screen.findByText(
      'Records could not be searched just now; pages still can.',
    ),
  ).toBeVisible();
  expect(
    within(screen.getByRole('group', { name: 'Pages' })).getAllByRole(
      'option',
    )[0],
  ).toHaveTextContent('Orders');

  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
});
