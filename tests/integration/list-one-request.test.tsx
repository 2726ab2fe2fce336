import { act, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { expect, onTestFinished, test, vi } from 'vitest';
import { sendHeadStart } from '../../src/boot/send-head-start';
import { setTokens, setUserData } from '../../src/state/token-storage';
import { buildUser } from '../factories/build-user';
import { productServices } from '../fixtures/product-console';
import { API, TOKENS } from '../msw/handlers';
import { HttpResponse } from 'msw';
import { listAnswer } from '../msw/list-answer';
import { recordRequests, resourceCalls } from '../msw/record-requests';
import { server } from '../msw/server';
import { listPageRoute, openListAsAdmin } from './support/list-page-route';
import {
  renderWithRefine,
  type RenderWithRefineOptions,
} from './support/render-with-refine';
import { gridWait } from './support/grid-wait';

const routes = listPageRoute('orders');

function order(id: number, status: string) {
  return {
    id,
    code: `ORD${String(id).padStart(7, '0')}`,
    customerId: 7,
    outletId: 3,
    status,
    channel: 'DELIVERY',
    total: 3280,
    placedAt: '2026-11-20T04:00:00.000Z',
    createdAt: '2026-11-20T04:00:00.000Z',
  };
}

/**
 * The orders API as the list page uses it: rows filtered on the status,
 * counts that ignore the status filter (as `facets=` does), titles of the
 * outlet and customer columns. `pending` is how many orders are pending.
 * The pages before the one asked for are full, so a later page has rows.
 */
function serveOrders(counts: { pending: number }) {
  server.use(
    http.get(`${API}/admin/orders`, ({ request }) => {
      const params = new URL(request.url).searchParams;
      const status = params.get('search[status]');
      const rows = [order(1, 'PENDING'), order(2, 'COMPLETED')].filter(
        (row) => !status || row.status === status,
      );
      const before =
        (Number(params.get('page') ?? 1) - 1) *
        Number(params.get('perPage') ?? 25);
      return listAnswer(rows, {
        total: before + rows.length,
        facets: { status: { PENDING: counts.pending, COMPLETED: 1 } },
        titles: {
          outletId: { '3': 'Nasi Lemak House Bangsar' },
          customerId: { '7': 'Farah Idris' },
        },
      });
    }),
  );
}

test('the orders list loads its rows, tab counts and reference titles in one request', async () => {
  const seen = recordRequests();
  const counts = { pending: 4 };
  serveOrders(counts);
  const user = openListAsAdmin('orders');

  const grid = await screen.findByRole('grid', {}, gridWait);
  expect(
    await within(grid).findAllByRole('link', {
      name: 'Nasi Lemak House Bangsar',
    }),
  ).toHaveLength(2);
  expect(
    within(grid).getAllByRole('link', { name: 'Farah Idris' })[0],
  ).toHaveAttribute('href', '/admin/users/show/7');
  expect(screen.getByRole('tab', { name: 'All (5)' })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Pending (4)' })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Rejected (0)' })).toBeInTheDocument();
  expect(resourceCalls(seen)).toHaveLength(1);
  const [list] = seen.filter((url) => url.pathname.endsWith('/admin/orders'));
  expect(list?.searchParams.get('facets')).toBe('status');
  expect(list?.searchParams.get('include')).toBe('customerId,outletId');

  // A tab is one more request, and every tab keeps its count.
  await user.click(screen.getByRole('tab', { name: 'Completed (1)' }));
  await waitFor(() => expect(resourceCalls(seen)).toHaveLength(2), gridWait);
  expect(resourceCalls(seen)[1]).toContain('search%5Bstatus%5D=COMPLETED');
  expect(
    await screen.findByRole('tab', { name: 'Completed (1)', selected: true }),
  ).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Pending (4)' })).toBeInTheDocument();
});

/** A fifth pending order comes in: the socket says so, and the tab count follows. */
async function announceNewPendingOrder(counts: { pending: number }) {
  counts.pending = 5;
  act(() =>
    productServices.liveProvider.publishChange({
      resource: 'orders',
      type: 'created',
      ids: [9],
    }),
  );
  expect(
    await screen.findByRole('tab', { name: 'Pending (5)' }, gridWait),
  ).toBeInTheDocument();
}

test('a change notice refreshes the tab counts with the rows', async () => {
  const counts = { pending: 4 };
  serveOrders(counts);
  openListAsAdmin('orders', { live: true });

  expect(
    await screen.findByRole('tab', { name: 'Pending (4)' }, gridWait),
  ).toBeInTheDocument();
  await announceNewPendingOrder(counts);
  expect(screen.getByRole('tab', { name: 'All (6)' })).toBeInTheDocument();
});

test('a reference the answer has no title for shows its #id and asks nothing more', async () => {
  const seen = recordRequests();
  server.use(
    http.get(`${API}/admin/orders`, () =>
      // As for a user who may not read users: the API leaves their titles out.
      listAnswer([order(1, 'PENDING')], {
        facets: { status: { PENDING: 1 } },
        titles: { outletId: { '3': 'Nasi Lemak House Bangsar' } },
      }),
    ),
  );
  openListAsAdmin('orders');

  const grid = await screen.findByRole('grid', {}, gridWait);
  expect(
    await within(grid).findByRole('link', { name: '#7' }, gridWait),
  ).toHaveAttribute('href', '/admin/users/show/7');
  expect(
    within(grid).getByRole('link', { name: 'Nasi Lemak House Bangsar' }),
  ).toBeInTheDocument();
  expect(resourceCalls(seen)).toHaveLength(1);
});

/** The pager's range (`11–12 of 12`), whose figures are isolated left to right. */
const pagerRange = (text: string) => (_: string, element: Element | null) =>
  element?.tagName === 'BDI' && element.textContent === text;

/** The rows are in: the grid shows the outlet column's titles as links. */
async function expectRowsShown() {
  expect(
    await within(await screen.findByRole('grid', {}, gridWait)).findAllByRole(
      'link',
      { name: 'Nasi Lemak House Bangsar' },
      gridWait,
    ),
  ).not.toHaveLength(0);
}

/**
 * What main.tsx does before the console mounts, for a stored session at
 * `url`: the list's query starts in the console's own cache, emptied after
 * the test for the next one.
 */
function bootAt(url: string, user: ReturnType<typeof buildUser>) {
  setTokens({ accessToken: TOKENS.access, refreshToken: TOKENS.refresh });
  setUserData(user);
  onTestFinished(() => productServices.queryClient.clear());
  const { pathname, search } = new URL(url, 'http://console.test');
  return productServices.startListRequest(pathname, search);
}

/** The console after its boot: the page reads the cache the boot started its list in. */
function renderBooted(options: RenderWithRefineOptions) {
  return renderWithRefine({
    ...options,
    queryClient: productServices.queryClient,
  });
}

test.each([
  [
    'a bare list',
    '/admin/orders',
    'page=1&perPage=25&sort=-placedAt',
    '1–2 of 2',
  ],
  [
    'page 2 of 10 rows',
    '/admin/orders?currentPage=2&pageSize=10',
    'page=2&perPage=10',
    '11–12 of 12',
  ],
  [
    'a sort',
    '/admin/orders?sorters[0][field]=total&sorters[0][order]=asc',
    'sort=total',
    '1–2 of 2',
  ],
  [
    'a status tab',
    '/admin/orders?filters[0][field]=status&filters[0][operator]=eq&filters[0][value]=PENDING',
    'search%5Bstatus%5D=PENDING',
    '1–1 of 1',
  ],
  [
    'a filter',
    '/admin/orders?filters[0][field]=channel&filters[0][operator]=in&filters[0][value][0]=PICKUP',
    'search%5Bchannel%5D%5Bin%5D=PICKUP',
    '1–2 of 2',
  ],
])(
  'the request the boot starts at %s is the one the page reads: still one request',
  async (_, url, asked, range) => {
    const seen = recordRequests();
    serveOrders({ pending: 4 });
    const admin = buildUser({ userType: 'ADMIN' });
    void bootAt(url, admin);
    await waitFor(() => expect(resourceCalls(seen)).toHaveLength(1));
    renderBooted({ url, user: admin, routes });

    await expectRowsShown();
    // The page is the address's: its page, its size, its rows.
    expect(screen.getByText(pagerRange(range))).toBeInTheDocument();
    expect(resourceCalls(seen)).toHaveLength(1);
    expect(resourceCalls(seen)[0]).toContain(asked);
  },
);

test("a user's saved column choices: the boot asks for the titles the page shows, and the page reads its answer", async () => {
  const seen = recordRequests();
  server.use(
    http.get(`${API}/admin/transactions`, () =>
      listAnswer([
        {
          id: 1,
          reference: 'TXN0000001',
          type: 'PAYMENT',
          status: 'SUCCESS',
          amount: 3280,
          userId: 7,
          settlementId: 4,
          createdAt: '2026-11-20T04:00:00.000Z',
        },
      ]),
    ),
  );
  localStorage.setItem(
    'grid:transactions',
    JSON.stringify({
      columnVisibilityModel: { paymentMethodId: false, settlementId: true },
    }),
  );
  const admin = buildUser({ userType: 'ADMIN' });
  await bootAt('/admin/transactions', admin);
  renderBooted({
    url: '/admin/transactions',
    user: admin,
    routes: listPageRoute('transactions'),
  });

  expect(
    await within(await screen.findByRole('grid', {}, gridWait)).findByText(
      'TXN0000001',
    ),
  ).toBeInTheDocument();
  expect(resourceCalls(seen)).toHaveLength(1);
  expect(resourceCalls(seen)[0]).toContain(
    `include=${encodeURIComponent('userId,orderId,settlementId')}`,
  );
});

/**
 * A cold load at `url` of a session whose last load noted the lists' first
 * requests: the head-start script sends the page's (or nothing), then
 * main.tsx starts its own.
 */
function headStartAt(url: string, user: ReturnType<typeof buildUser>) {
  setTokens({ accessToken: TOKENS.access, refreshToken: TOKENS.refresh });
  setUserData(user);
  productServices.noteListHeadStarts();
  const { pathname, search } = new URL(url, 'http://console.test');
  const sent = sendHeadStart(`${pathname}${search}`);
  void bootAt(url, user);
  return sent;
}

test("the request the head-start script sends before the console's code is the one the page reads: still one request", async () => {
  const seen = recordRequests();
  serveOrders({ pending: 4 });
  const admin = buildUser({ userType: 'ADMIN' });
  expect(headStartAt('/admin/orders', admin)).toContain('/admin/orders?');
  renderBooted({ url: '/admin/orders', user: admin, routes });

  await expectRowsShown();
  expect(resourceCalls(seen)).toHaveLength(1);
  expect(resourceCalls(seen)[0]).toContain('include=customerId%2CoutletId');
});

test('a head start refused for an expired token leaves the page to refresh the session and load its rows', async () => {
  const seen = recordRequests();
  serveOrders({ pending: 4 });
  server.use(
    http.get(`${API}/admin/orders`, ({ request }) =>
      request.headers.get('authorization') === `Bearer ${TOKENS.access}`
        ? HttpResponse.json({ message: 'Token expired' }, { status: 401 })
        : undefined,
    ),
  );
  const admin = buildUser({ userType: 'ADMIN' });
  expect(headStartAt('/admin/orders', admin)).toBeDefined();
  renderBooted({ url: '/admin/orders', user: admin, routes });

  await expectRowsShown();
  expect(seen.map((url) => url.pathname)).toContain('/api/v1/auth/refresh');
});

test('an address noted neither with the lists nor as a page was left, or another user, gets no head start', () => {
  const admin = buildUser({ userType: 'ADMIN' });
  setTokens({ accessToken: TOKENS.access, refreshToken: TOKENS.refresh });
  setUserData(admin);
  productServices.noteListHeadStarts();
  expect(sendHeadStart('/admin/orders?currentPage=2')).toBeUndefined();
  expect(sendHeadStart('/admin/dashboard')).toBeUndefined();
  // Left at page 2 (a reload's address): noted as the page goes.
  productServices.noteListHeadStartAt('/admin/orders', '?currentPage=2');
  expect(sendHeadStart('/admin/orders?currentPage=2')).toMatch(
    /^\/admin\/orders\?page=2&/,
  );
  setUserData(buildUser({ id: 999, userType: 'ADMIN' }));
  expect(sendHeadStart('/admin/orders')).toBeUndefined();
});

test('a boot answer that came before the first render draws the rows in that render, with no loading grid first', async () => {
  const seen = recordRequests();
  serveOrders({ pending: 4 });
  const admin = buildUser({ userType: 'ADMIN' });
  await bootAt('/admin/orders', admin);
  renderBooted({ url: '/admin/orders', user: admin, routes });

  const grid = await screen.findByRole('grid', {}, gridWait);
  // The grid's first appearance already holds the rows: it never showed
  // them loading.
  expect(
    within(grid).getAllByRole('link', { name: 'Nasi Lemak House Bangsar' }),
  ).not.toHaveLength(0);
  expect(resourceCalls(seen)).toHaveLength(1);
});

test('a page drawn from the boot answer does not ask for it again as it mounts', async () => {
  serveOrders({ pending: 4 });
  const admin = buildUser({ userType: 'ADMIN' });
  await bootAt('/admin/orders', admin);
  // A second ask would take the same boot answer, with no request: only
  // the data provider sees it, and the page renders again with the same rows.
  const getList = vi.spyOn(productServices.dataProvider, 'getList');
  try {
    renderBooted({ url: '/admin/orders', user: admin, routes });
    const grid = await screen.findByRole('grid', {}, gridWait);
    expect(
      within(grid).getAllByRole('link', { name: 'Nasi Lemak House Bangsar' }),
    ).not.toHaveLength(0);
    // Long enough for a refetch on mount to have reached the provider.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(getList).not.toHaveBeenCalled();
  } finally {
    getList.mockRestore();
  }
});

test('a change notice just after the page drew the boot answer asks the server again', async () => {
  const seen = recordRequests();
  const counts = { pending: 4 };
  serveOrders(counts);
  const admin = buildUser({ userType: 'ADMIN' });
  await bootAt('/admin/orders', admin);
  renderBooted({ url: '/admin/orders', user: admin, routes, live: true });
  expect(
    await screen.findByRole('tab', { name: 'Pending (4)' }, gridWait),
  ).toBeInTheDocument();

  await announceNewPendingOrder(counts);
  expect(resourceCalls(seen)).toHaveLength(2);
});

test('the boot starts nothing for a user who may not read the list', async () => {
  const seen = recordRequests();
  void bootAt('/admin/orders', buildUser({ userType: 'CLIENT' }));
  void bootAt('/admin/settlements', buildUser({ userType: 'STAFF' }));
  // Long enough for a request the boot had started to reach the network.
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(resourceCalls(seen)).toEqual([]);
});
