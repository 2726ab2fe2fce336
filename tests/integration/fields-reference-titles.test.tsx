import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DataGrid } from '@mui/x-data-grid';
import { useList } from '@refinedev/core';
import { http, HttpResponse } from 'msw';
import { useForm, type FieldValues } from 'react-hook-form';
import { Route, useNavigate } from 'react-router';
import { expect, test } from 'vitest';
import { getResource } from '../../resources.config';
import { FieldInput } from '../../src/components/fields/field-input';
import { titlesOf } from '../../src/providers/response-extras';
import { resourceColumns } from '../../src/views/generic/resource-columns';
import { ListTitles } from '../../src/views/generic/list/list-titles';
import ResourceShowPage from '../../src/views/generic/resource-show-page';
import { buildUser } from '../factories/build-user';
import { API } from '../msw/handlers';
import { listAnswer, recordAnswer } from '../msw/list-answer';
import { recordRequests, resourceCalls } from '../msw/record-requests';
import { server } from '../msw/server';
import { renderWithRefine } from './support/render-with-refine';
import { gridWait } from './support/grid-wait';
import { openListAsAdmin } from './support/list-page-route';
import { orderRows } from './support/order-rows';

const callsTo = (seen: URL[], path: string) =>
  seen.filter((url) => url.pathname === `/api/v1/admin/${path}`);

function order(id: number, outletId: number, customerId: number | null) {
  return {
    id,
    code: `ORD${String(id).padStart(7, '0')}`,
    customerId,
    outletId,
    status: 'PENDING',
    channel: 'DELIVERY',
    total: 3280,
    placedAt: '2026-11-20T04:00:00.000Z',
    createdAt: '2026-11-20T04:00:00.000Z',
  };
}

const orders = getResource('orders');

/**
 * The list page's grid reduced to what this feature touches: the registry's
 * columns and a row click that opens the row. Virtualization is off because
 * jsdom has no layout, so a virtualized grid would render only its first column.
 */
function OrdersGrid() {
  const navigate = useNavigate();
  const { result } = useList<Record<string, unknown>>({
    resource: 'orders',
    meta: { include: ['customerId', 'outletId'] },
  });
  if (!orders) throw new Error('the registry has no orders');
  return (
    <DataGrid
      rows={result.data}
      columns={resourceColumns(orders, titlesOf(result))}
      disableVirtualization
      onRowClick={({ id }) => void navigate(`/admin/orders/show/${String(id)}`)}
    />
  );
}

const ordersRoutes = (
  <>
    <Route path="/admin/orders" element={<OrdersGrid />} />
    <Route path="/admin/orders/show/:id" element={<h1>Order page</h1>} />
    <Route
      path="/admin/merchant-outlets/show/:id"
      element={<h1>Outlet page</h1>}
    />
  </>
);

test('grid cells link each reference by the title its list answered, asking nothing more', async () => {
  const seen = recordRequests();
  server.use(
    http.get(`${API}/admin/orders`, () =>
      listAnswer([order(1, 3, 7), order(2, 4, 8), order(3, 3, null)], {
        titles: {
          outletId: {
            '3': 'Nasi Lemak House Bangsar',
            '4': 'Roti Canai Corner',
          },
          customerId: { '7': 'Farah Idris', '8': 'Wei Jie Tan' },
        },
      }),
    ),
  );
  const user = userEvent.setup();
  renderWithRefine({
    url: '/admin/orders',
    user: buildUser({ userType: 'ADMIN' }),
    routes: ordersRoutes,
  });

  const grid = await screen.findByRole('grid', {}, gridWait);
  const outletLinks = await within(grid).findAllByRole(
    'link',
    { name: 'Nasi Lemak House Bangsar' },
    gridWait,
  );
  expect(outletLinks).toHaveLength(2);
  expect(outletLinks[0]).toHaveAttribute(
    'href',
    '/admin/merchant-outlets/show/3',
  );
  expect(
    within(grid).getByRole('link', { name: 'Wei Jie Tan' }),
  ).toHaveAttribute('href', '/admin/users/show/8');
  expect(
    within(grid).getByRole('link', { name: 'Roti Canai Corner' }),
  ).toBeInTheDocument();
  expect(resourceCalls(seen)).toEqual([
    `/admin/orders?page=1&perPage=10&include=${encodeURIComponent('customerId,outletId')}`,
  ]);

  const [firstOutlet] = outletLinks;
  if (!firstOutlet) throw new Error('no outlet link rendered');
  await user.click(firstOutlet);
  expect(
    await screen.findByRole('heading', { name: 'Outlet page' }, gridWait),
  ).toBeInTheDocument();
  expect(screen.getByLabelText('current url')).toHaveTextContent(
    '/admin/merchant-outlets/show/3',
  );
});

test('a show page names its references from the record’s own answer, in one request', async () => {
  const seen = recordRequests();
  server.use(
    http.get(`${API}/admin/transactions/9`, () =>
      recordAnswer(
        {
          id: 9,
          reference: 'TXN-0009',
          type: 'PAYOUT',
          status: 'SUCCESS',
          amount: 9000,
          userId: 7,
          orderId: null,
          paymentMethodId: null,
          settlementId: 55,
          createdAt: '2026-11-20T04:00:00.000Z',
          updatedAt: '2026-11-20T04:00:00.000Z',
        },
        // A staff member may not read settlements: the API leaves them out.
        { userId: { '7': 'Farah Idris' }, orderId: {}, paymentMethodId: {} },
      ),
    ),
  );
  renderWithRefine({
    url: '/admin/transactions/show/9',
    user: buildUser({ userType: 'STAFF' }),
    routes: (
      <Route
        path="/admin/transactions/show/:id"
        element={<ResourceShowPage resourceKey="transactions" />}
      />
    ),
  });

  expect(
    await screen.findByRole('link', { name: 'Farah Idris' }, gridWait),
  ).toHaveAttribute('href', '/admin/users/show/7');
  expect(screen.getByRole('link', { name: '#55' })).toHaveAttribute(
    'href',
    '/admin/settlements/show/55',
  );
  expect(resourceCalls(seen)).toEqual([
    `/admin/transactions/9?include=${encodeURIComponent('userId,orderId,paymentMethodId,settlementId')}`,
  ]);
});

const merchantField = getResource('merchant-outlets')?.fields.merchantId;

function OutletMerchantForm() {
  const { control } = useForm<FieldValues>({
    defaultValues: { merchantId: 12 },
  });
  if (!merchantField) throw new Error('merchant-outlets has no merchantId');
  return (
    <FieldInput name="merchantId" field={merchantField} control={control} />
  );
}

test('a form shows the chosen reference by its title, fetched once', async () => {
  const seen = recordRequests();
  server.use(
    http.get(`${API}/admin/merchants`, () =>
      listAnswer([{ id: 1, name: 'Ayam Penyet Express' }]),
    ),
    http.get(`${API}/admin/merchants/12`, () =>
      HttpResponse.json({ data: { id: 12, name: 'Nasi Lemak House' } }),
    ),
  );
  const user = userEvent.setup();
  renderWithRefine({
    url: '/form',
    user: buildUser({ userType: 'ADMIN' }),
    routes: <Route path="/form" element={<OutletMerchantForm />} />,
  });

  const input = await screen.findByRole(
    'combobox',
    { name: /merchant/i },
    gridWait,
  );
  await waitFor(
    () => expect(input).toHaveValue('Nasi Lemak House (#12)'),
    gridWait,
  );

  await user.click(input);
  const listbox = await screen.findByRole('listbox');
  expect(
    await within(listbox).findByRole(
      'option',
      {
        name: 'Ayam Penyet Express (#1)',
      },
      gridWait,
    ),
  ).toBeInTheDocument();
  expect(input).toHaveValue('Nasi Lemak House (#12)');
  expect(callsTo(seen, 'merchants/12')).toHaveLength(1);
});

test("the list page's cells name each page's references by that page's titles", async () => {
  server.use(
    http.get(`${API}/admin/orders`, ({ request }) => {
      const page = Number(new URL(request.url).searchParams.get('page') ?? 1);
      // Page 1's orders are from outlet 3, page 2's from outlet 4: each
      // answer titles only its own.
      const outletId = page === 1 ? 3 : 4;
      return HttpResponse.json({
        data: orderRows(page).map((row) => ({ ...row, outletId })),
        meta: {
          total: 50,
          page,
          perPage: 25,
          titles: {
            outletId:
              page === 1
                ? { '3': 'Nasi Lemak House Bangsar' }
                : { '4': 'Roti Canai Corner' },
          },
        },
      });
    }),
  );
  const user = openListAsAdmin('orders');
  const grid = await screen.findByRole('grid', {}, gridWait);
  await within(grid).findAllByRole(
    'link',
    { name: 'Nasi Lemak House Bangsar' },
    gridWait,
  );

  await user.click(screen.getByRole('button', { name: 'Go to next page' }));

  const page2 = await within(grid).findAllByRole(
    'link',
    { name: 'Roti Canai Corner' },
    gridWait,
  );
  expect(page2[0]).toHaveAttribute('href', '/admin/merchant-outlets/show/4');
  expect(
    within(grid).queryByRole('link', { name: /#4|Nasi Lemak/ }),
  ).not.toBeInTheDocument();
});

test("a grid with titles of its own keeps them inside a list page's", async () => {
  server.use(
    http.get(`${API}/admin/orders`, () =>
      listAnswer([order(1, 3, 7)], {
        titles: {
          outletId: { '3': 'Nasi Lemak House Bangsar' },
          customerId: { '7': 'Farah Idris' },
        },
      }),
    ),
  );
  renderWithRefine({
    url: '/admin/orders',
    user: buildUser({ userType: 'ADMIN' }),
    routes: (
      <Route
        path="/admin/orders"
        element={
          // The list page around it has another page's titles for outlet 3.
          <ListTitles.Provider
            value={{ outletId: { '3': 'Another list page title' } }}
          >
            <OrdersGrid />
          </ListTitles.Provider>
        }
      />
    ),
  });

  const grid = await screen.findByRole('grid', {}, gridWait);
  expect(
    await within(grid).findByRole(
      'link',
      { name: 'Nasi Lemak House Bangsar' },
      gridWait,
    ),
  ).toBeInTheDocument();
  expect(within(grid).queryByText('Another list page title')).toBeNull();
});
