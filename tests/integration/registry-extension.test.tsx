/**
 * One registry entry is all the console needs: `gadgets` exists only in
 * tests/fixtures, is appended to the real registry by mocking
 * resources.config.ts, and the unchanged console derives its menu entry,
 * routes, abilities, grid columns, filters, form rules and generic pages.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route } from 'react-router';
import { describe, expect, test, vi } from 'vitest';
import { resources } from '../../resources.config';
import { defineAbilityFor } from '../../src/registry/policy';
import { RequireAuth } from '../../src/access/guards';
import { AppThemeProvider } from '../../src/theme/app-theme-provider';
import { refineResources } from '../../src/app-routes';
import { formToApi } from '../../src/components/fields/form-to-api';
import { formFieldNames } from '../../src/components/fields/form-values';
import { filterControls } from '../../src/components/filters/filter-controls';
import { menuGroups, menuLinks, menuNodes } from '../../src/registry/menu';
import { toMenu } from '../../src/registry/to-menu';
import ResourceCreatePage from '../../src/views/generic/resource-create-page';
import ResourceListPage from '../../src/views/generic/resource-list-page';
import { resourceColumns } from '../../src/views/generic/resource-columns';
import { buildUser } from '../factories/build-user';
import type { RegistryModule } from '../fixtures/registry-with-gadgets';
import { gadgets } from '../fixtures/gadgets';
import { API } from '../msw/handlers';
import { countBy } from '../msw/list-answer';
import { server } from '../msw/server';
import { renderWithRefine } from './support/render-with-refine';

vi.mock('../../resources.config', async (importOriginal) => {
  const { registryWithGadgets } =
    await import('../fixtures/registry-with-gadgets');
  return registryWithGadgets(await importOriginal<RegistryModule>());
});

const admin = buildUser({ userType: 'ADMIN', email: 'admin@zfood.my' });

describe('what the registry derives from the entry', () => {
  test('a sidebar link in its group', () => {
    const menu = toMenu({ resources, menuGroups, menuNodes, menuLinks });
    const section = menu.find((s) => s.key === 'system-settings');
    expect(section?.items).toContainEqual({
      kind: 'link',
      key: 'gadgets',
      title: 'Gadgets',
      path: '/admin/gadgets',
      icon: 'category',
      subject: 'Gadget',
    });
  });

  test('a Refine resource with list, show, create and edit routes', () => {
    expect(refineResources).toContainEqual({
      name: 'gadgets',
      identifier: 'gadgets',
      list: '/admin/gadgets',
      show: '/admin/gadgets/show/:id',
      create: '/admin/gadgets/create',
      edit: '/admin/gadgets/edit/:id',
      meta: { label: 'Gadgets', subject: 'Gadget' },
    });
  });

  test('a CASL subject: its access roles and action roles decide who may do what', () => {
    const subject = gadgets.subject;
    const operations = defineAbilityFor(
      { id: 4, userType: 'STAFF', roles: ['OPERATIONS'] },
      resources,
    );
    expect(operations.can('read', subject)).toBe(true);
    expect(operations.can('create', subject)).toBe(true);
    expect(operations.can('activate', subject)).toBe(true);
    expect(operations.can('retire', subject)).toBe(true);
    const finance = defineAbilityFor(
      { id: 2, userType: 'STAFF', roles: ['FINANCE'] },
      resources,
    );
    expect(finance.can('read', subject)).toBe(false);
  });

  test('grid columns, filter controls and form rules from its fields', () => {
    expect(resourceColumns(gadgets).map((c) => c.headerName)).toEqual([
      'ID',
      'Name',
      'Price',
      'Status',
      'Merchant',
      'Fragile',
      'Created',
    ]);
    expect(
      resourceColumns(gadgets)
        .filter((c) => c.sortable)
        .map((c) => c.field),
    ).toEqual(['id', 'name', 'price', 'createdAt']);
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
    expect(formFieldNames(gadgets, 'create')).toEqual([
      'name',
      'price',
      'status',
      'merchantId',
      'isFragile',
    ]);
    const names = formFieldNames(gadgets, 'create');
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

const rows = [
  {
    id: 1,
    name: 'Tiffin carrier',
    price: 1990,
    status: 'DRAFT',
    merchantId: 1,
    isFragile: false,
    retireReason: null,
    createdAt: '2025-05-01T04:00:00.000Z',
    updatedAt: '2025-05-01T04:00:00.000Z',
  },
  {
    id: 2,
    name: 'Rice cooker',
    price: 12900,
    status: 'ACTIVE',
    merchantId: 2,
    isFragile: true,
    retireReason: null,
    createdAt: '2025-05-02T04:00:00.000Z',
    updatedAt: '2025-05-02T04:00:00.000Z',
  },
];

const merchants = [
  { id: 1, name: 'Nasi Lemak House' },
  { id: 2, name: 'Kopi Corner' },
];

/**
 * The contract's list answer, honouring the state filter the status tabs
 * send, with the counts per state (`facets=`) and the merchants' names
 * (`include=`) when asked.
 */
function answerGadgets() {
  return http.get(`${API}/admin/gadgets`, ({ request }) => {
    const params = new URL(request.url).searchParams;
    const state =
      params.get('search[status]') ?? params.get('search[status][eq]');
    const data = state ? rows.filter((r) => r.status === state) : rows;
    const perPage = Number(params.get('perPage') ?? 25);
    const names = Object.fromEntries(merchants.map((m) => [m.id, m.name]));
    return HttpResponse.json({
      data: data.slice(0, perPage),
      meta: {
        total: data.length,
        page: 1,
        perPage,
        ...(params.get('facets') === 'status' && {
          facets: { status: countBy(rows, 'status') },
        }),
        ...(params.get('include')?.split(',').includes('merchantId') && {
          titles: { merchantId: names },
        }),
      },
    });
  });
}

function answerMerchants() {
  return http.get(`${API}/admin/merchants`, () =>
    HttpResponse.json({
      data: merchants,
      meta: { total: merchants.length, page: 1, perPage: 25 },
    }),
  );
}

/**
 * The pages sit in the app's theme, as in app.tsx (responsive parts read its
 * breakpoints). Their first render under jsdom is slow on a busy machine.
 */
const pageTimeout = { timeout: 15_000 };

describe('the generic pages', () => {
  test(
    'the list page shows its rows, with money, states and merchant names',
    pageTimeout,
    async () => {
      server.use(answerGadgets());
      renderWithRefine({
        url: '/admin/gadgets',
        user: admin,
        routes: (
          <Route
            path="/admin/gadgets"
            element={
              <AppThemeProvider>
                <RequireAuth>
                  <ResourceListPage resourceKey="gadgets" />
                </RequireAuth>
              </AppThemeProvider>
            }
          />
        ),
      });

      expect(
        await screen.findByRole('heading', { name: 'Gadgets' }),
      ).toBeInTheDocument();
      const grid = await screen.findByRole('grid', {
        name: 'Gadgets (gadgets)',
      });
      expect(
        await within(grid).findByText('Tiffin carrier'),
      ).toBeInTheDocument();
      expect(within(grid).getByText('Rice cooker')).toBeInTheDocument();
      expect(within(grid).getByText('RM 129.00')).toBeInTheDocument();
      expect(within(grid).getByText('Draft')).toBeInTheDocument();
      expect(await within(grid).findByText('Kopi Corner')).toBeInTheDocument();
      expect(
        screen.getByRole('button', { name: 'New gadget' }),
      ).toBeInTheDocument();
      expect(
        screen.getByRole('textbox', { name: 'Search Gadgets' }),
      ).toBeInTheDocument();
      await waitFor(() =>
        expect(screen.getByRole('tab', { name: /^Active/ })).toHaveTextContent(
          '1',
        ),
      );
    },
  );

  test(
    'the create form shows its fields and checks them before sending',
    pageTimeout,
    async () => {
      server.use(answerMerchants());
      const user = userEvent.setup();
      renderWithRefine({
        url: '/admin/gadgets/create',
        user: admin,
        routes: (
          <Route
            path="/admin/gadgets/create"
            element={
              <AppThemeProvider>
                <RequireAuth>
                  <ResourceCreatePage resourceKey="gadgets" />
                </RequireAuth>
              </AppThemeProvider>
            }
          />
        ),
      });

      expect(
        await screen.findByRole('heading', { name: 'New gadget' }),
      ).toBeInTheDocument();
      const name = screen.getByRole('textbox', { name: 'Name' });
      expect(screen.getByRole('spinbutton', { name: 'Price' })).toBeRequired();
      expect(screen.getByRole('combobox', { name: 'Merchant' })).toBeRequired();
      expect(
        screen.getByRole('checkbox', { name: 'Fragile' }),
      ).not.toBeChecked();
      expect(screen.queryByLabelText('Why retired')).not.toBeInTheDocument();

      await user.type(name, 'x'.repeat(41));
      await user.click(screen.getByRole('button', { name: 'Create' }));
      expect(
        await screen.findByText('Name takes at most 40 characters'),
      ).toBeInTheDocument();
      expect(screen.getByText('Price is required')).toBeInTheDocument();
    },
  );
});
