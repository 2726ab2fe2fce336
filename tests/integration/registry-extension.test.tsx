/**
 * One registry entry is all the console needs: `gadgets` exists only in
 * tests/fixtures, the console is built over the product's registry plus it
 * (`createConsoleApp({ registry: registryWithGadgets })`, no module mocked),
 * and the unchanged console shows it end to end: a sidebar link, a list of
 * its rows that a change notice refreshes, a create form that checks its
 * rules before sending, a show page with its state machine's action.
 */
import { emptyNavPreferences } from '../../src/registry/nav-preferences';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import {
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect,
  test,
  vi,
} from 'vitest';
import { createConsoleApp } from '../../src/app';
import { formToApi } from '../../src/components/fields/form-to-api';
import { formFieldNames } from '../../src/components/fields/form-values';
import { filterControls } from '../../src/components/filters/filter-controls';
import { defineAbilityFor } from '../../src/registry/policy';
import { setTokens, setUserData } from '../../src/state/token-storage';
import { resourceColumns } from '../../src/views/generic/resource-columns';
import { buildUser } from '../factories/build-user';
import { FakeSocket } from '../fakes/fake-web-socket';
import { defaultPermissionsOf } from '../../src/registry/built-in-roles';
import { gadgets } from '../fixtures/gadgets';
import { registryWithGadgets } from '../fixtures/registry-with-gadgets';
import { API, TOKENS } from '../msw/handlers';
import { countBy, listAnswer, recordAnswer } from '../msw/list-answer';
import { server } from '../msw/server';
import { resetSessionState } from './support/render-with-refine';

describe('what the console derives from the entry', () => {
  test('a CASL subject and permission keys: its access roles and action roles decide who holds them by default', () => {
    const subject = gadgets.subject;
    const holding = (role: string) => ({
      userType: 'STAFF',
      permissions: defaultPermissionsOf(role, registryWithGadgets),
    });
    expect(holding('OPERATIONS').permissions).toEqual(
      expect.arrayContaining(['gadgets.read', 'gadgets.retire']),
    );
    const operations = defineAbilityFor(
      { id: 4, ...holding('OPERATIONS') },
      registryWithGadgets,
    );
    expect(operations.can('read', subject)).toBe(true);
    expect(operations.can('create', subject)).toBe(true);
    expect(operations.can('activate', subject)).toBe(true);
    expect(operations.can('retire', subject)).toBe(true);
    const finance = defineAbilityFor(
      { id: 2, ...holding('FINANCE') },
      registryWithGadgets,
    );
    expect(finance.can('read', subject)).toBe(false);
  });

  test('grid columns, filter controls and form rules from its fields', () => {
    // The name links to the record; the id waits in the columns panel.
    expect(resourceColumns(gadgets).map((c) => c.headerName)).toEqual([
      'Name',
      'Price',
      'Status',
      'Merchant',
      'Fragile',
      // A time column names the marketplace's zone.
      'Created (MYT)',
    ]);
    expect(
      resourceColumns(gadgets)
        .filter((c) => c.sortable)
        .map((c) => c.field),
    ).toEqual(['name', 'price', 'createdAt']);
    expect(filterControls(gadgets)).toEqual([
      {
        name: 'price',
        label: 'Price',
        kind: 'range',
        input: 'number',
        money: true,
        between: true,
        gte: true,
        lte: true,
      },
      {
        name: 'status',
        label: 'Status',
        kind: 'enum',
        options: ['DRAFT', 'ACTIVE', 'INACTIVE'],
        multiple: true,
      },
      {
        name: 'merchantId',
        label: 'Merchant',
        kind: 'reference',
        to: 'merchants',
        multiple: true,
      },
      { name: 'isFragile', label: 'Fragile', kind: 'boolean' },
    ]);
    const names = formFieldNames(gadgets, 'create');
    expect(names).toEqual([
      'name',
      'price',
      'status',
      'merchantId',
      'isFragile',
    ]);
    const errorsOf = (values: Record<string, unknown>) =>
      formToApi(gadgets, names, values).errors;
    expect(errorsOf({ name: '', price: '' })).toMatchObject({
      name: 'Name is required',
      price: 'Price is required',
    });
    expect(errorsOf({ name: 'x'.repeat(41), price: '-0.01' })).toMatchObject({
      name: 'Name takes at most 40 characters',
      price: 'Price must be at least RM 0.00',
    });
  });
});

/** The console under test: the product's registry and one more entry. */
const { App, preloadRoute } = createConsoleApp({
  registry: registryWithGadgets,
});

// As main.tsx does before mounting, and for the pages the journeys open
// next: the shell's and the pages' code, compiled once for the whole file.
beforeAll(async () => {
  await Promise.all(
    ['/admin/gadgets', '/admin/gadgets/create', '/admin/gadgets/show/1'].map(
      preloadRoute,
    ),
  );
}, 180_000);

const admin = buildUser({ id: 1, userType: 'ADMIN', email: 'admin@zfood.my' });

const merchants = [
  { id: 1, name: 'Nasi Lemak House' },
  { id: 2, name: 'Kopi Corner' },
];
const merchantNames = Object.fromEntries(
  merchants.map((m) => [String(m.id), m.name]),
);

type Gadget = {
  id: number;
  name: string;
  price: number;
  status: string;
  merchantId: number;
  isFragile: boolean;
  retireReason: string | null;
  createdAt: string;
  updatedAt: string;
};

/** The gadgets the API holds in this test; the handlers read and write it. */
let rows: Gadget[] = [];
/** The bodies of the creates the console sent. */
let created: unknown[] = [];

function gadget(
  id: number,
  fields: Pick<Gadget, 'name' | 'price' | 'status' | 'merchantId'> &
    Partial<Gadget>,
): Gadget {
  const at = `2025-05-0${id}T04:00:00.000Z`;
  return {
    isFragile: false,
    retireReason: null,
    createdAt: at,
    updatedAt: at,
    ...fields,
    id,
  };
}

const titlesIfAsked = (params: URLSearchParams) =>
  params.get('include')?.split(',').includes('merchantId')
    ? { merchantId: merchantNames }
    : undefined;

/**
 * The API of gadgets as the contract answers it: the list (with the status
 * tabs' filter, `facets=status` and the merchants' titles), one record,
 * create (201) and the `activate` action; and the
 * merchants the reference picker searches.
 */
function serveGadgetsApi() {
  server.use(
    http.get(`${API}/admin/gadgets`, ({ request }) => {
      const params = new URL(request.url).searchParams;
      const state = params.get('search[status]');
      const data = state ? rows.filter((r) => r.status === state) : rows;
      return listAnswer(data, {
        ...(params.get('facets') === 'status' && {
          facets: { status: countBy(rows, 'status') },
        }),
        titles: titlesIfAsked(params),
      });
    }),
    http.get(`${API}/admin/gadgets/:id`, ({ request, params }) => {
      const row = rows.find((r) => String(r.id) === params.id);
      if (!row)
        return HttpResponse.json(
          { statusCode: 404, message: 'No such gadget' },
          { status: 404 },
        );
      return recordAnswer(
        row,
        titlesIfAsked(new URL(request.url).searchParams),
      );
    }),
    http.post(`${API}/admin/gadgets`, async ({ request }) => {
      const body = (await request.json()) as Omit<Gadget, 'id'>;
      created.push(body);
      const row = gadget(rows.length + 1, body);
      rows.push(row);
      return HttpResponse.json({ data: row }, { status: 201 });
    }),
    http.post(`${API}/admin/gadgets/:id/activate`, ({ params }) => {
      const row = rows.find((r) => String(r.id) === params.id);
      if (!row) return new HttpResponse(null, { status: 404 });
      row.status = 'ACTIVE';
      return HttpResponse.json({ data: row });
    }),
    http.get(`${API}/admin/merchants`, ({ request }) => {
      const q = new URL(request.url).searchParams.get('q') ?? '';
      return listAnswer(
        merchants.filter((m) => m.name.toLowerCase().includes(q.toLowerCase())),
      );
    }),
    http.get(`${API}/admin/merchants/:id`, ({ params }) =>
      recordAnswer(merchants.find((m) => String(m.id) === params.id)),
    ),
  );
}

/**
 * What a signed-in admin's browser holds, then the console mounted at
 * `path`, with its realtime socket accepted by the server: the socket
 * that change notices then come in by.
 */
async function openConsoleAt(path: string): Promise<FakeSocket> {
  setTokens({ accessToken: TOKENS.access, refreshToken: TOKENS.refresh });
  setUserData(admin);
  resetSessionState();
  server.use(
    http.get(`${API}/admin/users/profile`, () =>
      HttpResponse.json({ data: admin }),
    ),
    // The sidebar's favourites and recent pages: none yet; a visit is stored.
    http.get(`${API}/admin/users/profile/preferences`, () =>
      HttpResponse.json({ data: { ...emptyNavPreferences, version: 1 } }),
    ),
    http.put(`${API}/admin/users/profile/preferences`, async ({ request }) =>
      HttpResponse.json({
        data: { ...((await request.json()) as object), version: 2 },
      }),
    ),
  );
  window.history.replaceState(null, '', path);
  // The shell's and the page's code are loaded (beforeAll): no suspending.
  render(<App />);
  const socket = await waitFor(() => {
    const opened = FakeSocket.created.at(-1)?.socket;
    if (!opened) throw new Error('The console opened no socket yet.');
    return opened;
  });
  act(() => socket.accept());
  await waitFor(() => expect(socket.events('authenticate')).toHaveLength(1));
  return socket;
}

beforeEach(() => {
  rows = [
    gadget(1, {
      name: 'Tiffin carrier',
      price: 1990,
      status: 'DRAFT',
      merchantId: 1,
    }),
    gadget(2, {
      name: 'Rice cooker',
      price: 12900,
      status: 'ACTIVE',
      merchantId: 2,
      isFragile: true,
    }),
  ];
  created = [];
  FakeSocket.created = [];
  vi.stubGlobal('WebSocket', FakeSocket);
  serveGadgetsApi();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The whole console renders under jsdom; a busy two-core machine takes its time. */
const journey = { timeout: 150_000 };
const slow = { timeout: 30_000 };

/**
 * The page's content. Queries stay inside it: the role tree of the whole
 * console, ninety menu links included, is slow to search under jsdom.
 */
const page = () => within(screen.getByRole('main'));

describe('the console built with the entry', () => {
  test(
    'a sidebar link in its group leads to its list: rows with money, states and merchant names, refreshed by a change notice',
    journey,
    async () => {
      const socket = await openConsoleAt('/admin/gadgets');

      const grid = await page().findByRole(
        'grid',
        { name: 'Gadgets (gadgets)' },
        slow,
      );
      const nav = screen.getByRole('navigation', { name: 'Main navigation' });
      const settings = within(nav).getByRole('region', {
        name: 'System Settings',
      });
      expect(
        within(settings).getByRole('link', { name: 'Gadgets' }),
      ).toHaveAttribute('href', '/admin/gadgets');
      expect(
        page().getByRole('heading', { name: 'Gadgets' }),
      ).toBeInTheDocument();
      expect(
        await within(grid).findByText('Tiffin carrier', {}, slow),
      ).toBeInTheDocument();
      expect(within(grid).getByText('RM 129.00')).toBeInTheDocument();
      expect(within(grid).getByText('Draft')).toBeInTheDocument();
      expect(
        await within(grid).findByRole('link', { name: 'Kopi Corner' }),
      ).toHaveAttribute('href', '/admin/merchants/show/2');
      expect(
        page().getByRole('textbox', { name: 'Search Gadgets' }),
      ).toBeInTheDocument();
      await waitFor(() =>
        expect(page().getByRole('tab', { name: /^Active/ })).toHaveTextContent(
          '1',
        ),
      );

      // Another admin adds one: the socket says so, and the open list shows it.
      rows.push(
        gadget(3, {
          name: 'Steamer basket',
          price: 2500,
          status: 'DRAFT',
          merchantId: 1,
        }),
      );
      act(() =>
        socket.receive({
          event: 'resource.changed',
          data: { resource: 'gadgets', type: 'created', ids: [3] },
        }),
      );
      expect(
        await within(grid).findByText('Steamer basket', {}, slow),
      ).toBeInTheDocument();
    },
  );

  test(
    'its create form checks the rules before sending, then its show page runs its state machine',
    journey,
    async () => {
      const user = userEvent.setup();
      await openConsoleAt('/admin/gadgets');
      await user.click(
        await page().findByRole('button', { name: 'New gadget' }, slow),
      );

      expect(
        await page().findByRole('heading', { name: 'New gadget' }, slow),
      ).toBeInTheDocument();
      expect(window.location.pathname).toBe('/admin/gadgets/create');
      const name = page().getByRole('textbox', { name: 'Name' });
      const price = page().getByRole('spinbutton', { name: 'Price' });
      const merchant = page().getByRole('combobox', { name: 'Merchant' });
      expect(price).toBeRequired();
      expect(merchant).toBeRequired();
      expect(
        page().getByRole('checkbox', { name: 'Fragile' }),
      ).not.toBeChecked();
      expect(page().queryByLabelText('Why retired')).not.toBeInTheDocument();

      // Pasted, not typed: each keystroke re-renders the form.
      await user.click(name);
      await user.paste('x'.repeat(41));
      await user.click(page().getByRole('button', { name: 'Create' }));
      expect(
        await page().findByText('Name takes at most 40 characters'),
      ).toBeInTheDocument();
      expect(page().getByText('Price is required')).toBeInTheDocument();
      expect(created).toEqual([]);

      await user.clear(name);
      await user.paste('Steamer basket');
      await user.click(price);
      await user.paste('25.50');
      await user.click(merchant);
      await user.paste('Kopi');
      await user.click(
        await within(await screen.findByRole('listbox')).findByRole('option', {
          name: 'Kopi Corner (#2)',
        }),
      );
      await user.click(page().getByRole('combobox', { name: 'Status' }));
      await user.click(
        within(await screen.findByRole('listbox')).getByRole('option', {
          name: 'Draft',
        }),
      );
      await user.click(page().getByRole('checkbox', { name: 'Fragile' }));
      await user.click(page().getByRole('button', { name: 'Create' }));

      expect(
        await page().findByRole(
          'heading',
          { name: 'Gadget Steamer basket' },
          slow,
        ),
      ).toBeInTheDocument();
      expect(created).toEqual([
        {
          name: 'Steamer basket',
          price: 2550,
          status: 'DRAFT',
          merchantId: 2,
          isFragile: true,
        },
      ]);
      expect(window.location.pathname).toBe('/admin/gadgets/show/3');
      expect(page().getByText('RM 25.50')).toBeInTheDocument();
      expect(
        await page().findByRole('link', { name: 'Kopi Corner' }),
      ).toHaveAttribute('href', '/admin/merchants/show/2');
      expect(page().getByText('Draft')).toBeInTheDocument();

      await user.click(page().getByRole('button', { name: 'Activate' }));
      const confirm = await screen.findByRole('dialog');
      expect(confirm).toHaveTextContent('Activate gadget Steamer basket?');
      await user.click(
        within(confirm).getByRole('button', { name: 'Activate gadget' }),
      );
      expect(await page().findByText('Active', {}, slow)).toBeInTheDocument();
      expect(rows[2]?.status).toBe('ACTIVE');
      // The machine moved on: only the action from ACTIVE is offered now.
      expect(
        page().getByRole('button', { name: 'Retire' }),
      ).toBeInTheDocument();
      expect(
        page().queryByRole('button', { name: 'Activate' }),
      ).not.toBeInTheDocument();
    },
  );
});
