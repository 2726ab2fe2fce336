/**
 * Counting is what a list costs most at millions of rows: the status tabs
 * are counted once per set of filters, not again for every page or sort,
 * and a total the API estimated reads as one ("about 5.0M") while the
 * pager keeps going.
 */
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect, test } from 'vitest';
import { API } from '../msw/handlers';
import { server } from '../msw/server';
import { openListAsAdmin } from './support/list-page-route';
import { orderRows } from './support/order-rows';
import { gridWait } from './support/grid-wait';

interface Counting {
  total: number;
  isEstimate: boolean;
  pending: number;
}

/**
 * Orders 25 a page, `counting.total` of them; `meta.facets` only when
 * `facets=` asks, as the API answers.
 */
function serveOrders(counting: Counting): URLSearchParams[] {
  const asked: URLSearchParams[] = [];
  server.use(
    http.get(`${API}/admin/orders`, ({ request }) => {
      const params = new URL(request.url).searchParams;
      asked.push(params);
      const page = Number(params.get('page') ?? '1');
      const data = orderRows(page);
      const counted = params.get('facets') === 'status';
      return HttpResponse.json({
        data,
        meta: {
          total: counting.total,
          ...(counting.isEstimate && { totalIsEstimate: true }),
          page,
          perPage: 25,
          ...(counted && {
            facets: {
              status: {
                PENDING: counting.pending,
                COMPLETED: counting.total - counting.pending,
              },
            },
          }),
          ...(counted &&
            counting.isEstimate && { estimatedFacets: ['status'] }),
        },
      });
    }),
  );
  return asked;
}

const last = (asked: URLSearchParams[]) => asked[asked.length - 1];

/** A request as `page 2, total, COMPLETED, counted`: what it asked for. */
const described = (params: URLSearchParams) =>
  [
    `page ${params.get('page') ?? '1'}`,
    params.get('sort') ?? '',
    params.get('search[status]') ?? '',
    params.has('facets') ? 'counted' : '',
  ]
    .filter(Boolean)
    .join(', ');

/** A phrase whose figures are isolated left to right (`Phrase`), matched whole. */
const phrase = (text: string) => (_: string, element: Element | null) =>
  element?.tagName === 'BDI' && element.textContent === text;

test('another page or sort asks for no counts and the tabs keep theirs; another tab counts again', async () => {
  const counting = { total: 120, isEstimate: false, pending: 100 };
  const asked = serveOrders(counting);
  const user = openListAsAdmin('orders');
  expect(
    await screen.findByRole('tab', { name: 'Pending (100)' }, gridWait),
  ).toBeInTheDocument();
  expect(asked[0]?.get('facets')).toBe('status');

  // Counts that change meanwhile are not asked for by sorting or paging
  // (sums, on lists that show them, go with the counts).
  counting.pending = 99;
  const totalHeader = screen.getByRole('columnheader', { name: /^Total/ });
  await user.click(totalHeader);
  await waitFor(() => expect(last(asked)?.get('sort')).toBe('total'));
  // The sort's rows are asked for with the click; the next page is the
  // sorted list's once the grid shows the sort.
  await waitFor(() =>
    expect(totalHeader).toHaveAttribute('aria-sort', 'ascending'),
  );
  await user.click(screen.getByRole('button', { name: 'Go to next page' }));
  expect(await screen.findByText('26–50', {}, gridWait)).toBeInTheDocument();
  expect(
    screen.getByRole('tab', { name: 'Pending (100)' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'All (120)' })).toBeInTheDocument();

  await user.click(screen.getByRole('tab', { name: 'Completed (20)' }));
  await waitFor(() =>
    expect(last(asked)?.get('search[status]')).toBe('COMPLETED'),
  );
  expect(
    await screen.findByRole('tab', { name: 'Pending (99)' }, gridWait),
  ).toBeInTheDocument();
  // One request each for the page, the sort and the tab, each followed by
  // its next page fetched ahead (rows only); the next page came from memory.
  await waitFor(() =>
    expect(asked.map(described)).toEqual([
      'page 1, -placedAt, counted',
      'page 2, -placedAt',
      'page 1, total',
      'page 2, total',
      'page 3, total',
      'page 1, total, COMPLETED, counted',
      'page 2, total, COMPLETED',
    ]),
  );
}, 60_000);

test('an estimated total reads "about" in the title, the pager and the tabs, and the pager still goes on', async () => {
  const asked = serveOrders({
    total: 4_980_211,
    isEstimate: true,
    pending: 61_204,
  });
  const user = openListAsAdmin('orders');
  expect(
    await screen.findByRole('tab', { name: 'Pending (about 61K)' }, gridWait),
  ).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'All (about 5.0M)' })).toBeVisible();
  expect(screen.getByText(phrase('about 5.0M records'))).toBeInTheDocument();
  expect(screen.getByText(phrase('1–25 of about 5.0M'))).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Go to next page' }));
  expect(
    await screen.findByText(phrase('26–50 of about 5.0M'), {}, gridWait),
  ).toBeInTheDocument();
  await waitFor(() =>
    expect(asked.map((params) => params.get('page'))).toEqual(['1', '2', '3']),
  );
}, 60_000);
