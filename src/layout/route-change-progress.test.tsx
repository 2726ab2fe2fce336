import { act, render, screen, waitFor } from '@testing-library/react';
import {
  QueryClient,
  QueryClientProvider,
  useQuery,
} from '@tanstack/react-query';
import { Suspense, use } from 'react';
import {
  createMemoryRouter,
  Outlet,
  RouterProvider,
  useLocation,
} from 'react-router';
import { expect, test } from 'vitest';
import { PagePending } from './page-pending';
import { MIN_VISIBLE_MS, RouteChangeProgress } from './route-change-progress';

let answerOrders: (rows: string[]) => void = () => undefined;

function OrdersPage() {
  const { data } = useQuery({
    queryKey: ['orders'],
    queryFn: () =>
      new Promise<string[]>((resolve) => {
        answerOrders = resolve;
      }),
  });
  return <p>{data ? data.join(', ') : 'Loading orders'}</p>;
}

let loadReport: () => void = () => undefined;
const reportCode = new Promise<void>((resolve) => {
  loadReport = resolve;
});

/** A page whose code is still downloading: it suspends until `loadReport()`. */
function ReportPage() {
  use(reportCode);
  return <p>Report</p>;
}

/** The shell's content area as AppLayout has it: one Suspense boundary per path. */
function Shell() {
  const { pathname } = useLocation();
  return (
    <>
      <RouteChangeProgress />
      <Suspense key={pathname} fallback={<PagePending />}>
        <Outlet />
      </Suspense>
    </>
  );
}

function startShell() {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <Shell />,
        children: [
          { path: 'home', element: <p>Home</p> },
          { path: 'orders', element: <OrdersPage /> },
          { path: 'banks', element: <p>Banks</p> },
          { path: 'report', element: <ReportPage /> },
        ],
      },
    ],
    { initialEntries: ['/home'] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const bar = () => screen.queryByRole('progressbar', { name: 'Loading page' });

test('the first page of a visit shows no route bar', () => {
  startShell();
  expect(screen.getByText('Home')).toBeVisible();
  expect(bar()).toBeNull();
});

test('a route change shows the bar until the new page’s data has settled', async () => {
  const router = startShell();
  await act(() => router.navigate('/orders'));
  expect(bar()).toBeVisible();
  // Still waiting for its data after the minimum.
  await act(() => new Promise((r) => setTimeout(r, MIN_VISIBLE_MS + 50)));
  expect(bar()).toBeVisible();

  act(() => answerOrders(['#1001', '#1002']));
  expect(await screen.findByText('#1001, #1002')).toBeVisible();
  await waitFor(() => expect(bar()).toBeNull());
});

test('an instant change still shows the bar briefly, then lets it go', async () => {
  const router = startShell();
  const started = Date.now();
  await act(() => router.navigate('/banks'));
  expect(bar()).toBeVisible();
  await waitFor(() => expect(bar()).toBeNull());
  expect(Date.now() - started).toBeGreaterThanOrEqual(MIN_VISIBLE_MS - 20);
});

test('a change of query within the page is not a route change', async () => {
  const router = startShell();
  await act(() => router.navigate('/home?tab=2'));
  expect(bar()).toBeNull();
});

test('one bar covers a page whose code is still loading, however long it takes', async () => {
  const router = startShell();
  await act(() => router.navigate('/report'));
  expect(bar()).toBeVisible();
  await act(() => new Promise((r) => setTimeout(r, MIN_VISIBLE_MS + 50)));
  expect(screen.getAllByRole('progressbar')).toHaveLength(1);

  act(() => loadReport());
  expect(await screen.findByText('Report')).toBeVisible();
  await waitFor(() => expect(bar()).toBeNull());
});
