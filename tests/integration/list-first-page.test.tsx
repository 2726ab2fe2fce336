/**
 * A new question starts at its first answer: a status tab, a filter or a
 * search that changes the rows sends the list back to page 1, in the
 * request and in the pager, instead of asking for page 3 of rows that may
 * fill only one.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { expect, test } from 'vitest';
import { buildUser } from '../factories/build-user';
import { API } from '../msw/handlers';
import { server } from '../msw/server';
import { listPageRoute } from './support/list-page-route';
import { orderRows } from './support/order-rows';
import { renderWithRefine } from './support/render-with-refine';
import { gridWait } from './support/grid-wait';

/** 120 orders, 25 a page: the page asked for, whatever the filters. */
function serveManyOrders(): URLSearchParams[] {
  const asked: URLSearchParams[] = [];
  server.use(
    http.get(`${API}/admin/orders`, ({ request }) => {
      const params = new URL(request.url).searchParams;
      asked.push(params);
      const page = Number(params.get('page') ?? '1');
      const data = orderRows(page);
      return HttpResponse.json({
        data,
        meta: {
          total: 120,
          page,
          perPage: 25,
          facets: { status: { PENDING: 100, COMPLETED: 20 } },
        },
      });
    }),
  );
  return asked;
}

const lastAsked = (asked: URLSearchParams[]) => asked[asked.length - 1];

/**
 * The pages asked for with `param` set to `value`, in order: page 1, then
 * page 2 fetched ahead of the pager, each once, never the old page first.
 */
const pagesAskedWith = (
  asked: URLSearchParams[],
  param: string,
  value: string,
) => asked.filter((p) => p.get(param) === value).map((p) => p.get('page'));

async function openPageThree() {
  const asked = serveManyOrders();
  const user = userEvent.setup();
  renderWithRefine({
    url: '/admin/orders',
    user: buildUser({ userType: 'ADMIN' }),
    routes: listPageRoute('orders'),
  });
  await screen.findByRole('tab', { name: 'Completed (20)' }, gridWait);
  for (const shown of ['26–50', '51–75']) {
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByText(shown, {}, gridWait)).toBeInTheDocument();
  }
  // Each page shown from the answer fetched ahead while the one before was
  // read (next-page-prefetch.tsx), and the page after it asked for in turn.
  await waitFor(() =>
    expect(asked.map((p) => p.get('page'))).toEqual(['1', '2', '3', '4']),
  );
  return { asked, user };
}

test('choosing a status tab on page 3 asks for page 1 and shows it', async () => {
  const { asked, user } = await openPageThree();

  await user.click(screen.getByRole('tab', { name: /^Completed/ }));

  await waitFor(() =>
    expect(lastAsked(asked)?.get('search[status]')).toBe('COMPLETED'),
  );
  await waitFor(() =>
    expect(pagesAskedWith(asked, 'search[status]', 'COMPLETED')).toEqual([
      '1',
      '2',
    ]),
  );
  expect(await screen.findByText('1–25', {}, gridWait)).toBeInTheDocument();
});

test('choosing a filter on page 3 asks for page 1', async () => {
  const { asked, user } = await openPageThree();

  await user.click(screen.getByRole('button', { name: 'Filters' }));
  const drawer = screen.getByRole('dialog', { name: 'Filters' });
  await user.click(within(drawer).getByRole('combobox', { name: 'Channel' }));
  await user.click(await screen.findByRole('option', { name: 'Pickup' }));
  await user.keyboard('{Escape}');
  await user.click(within(drawer).getByRole('button', { name: 'Done' }));

  await waitFor(() =>
    expect(lastAsked(asked)?.get('search[channel][in]')).toBe('PICKUP'),
  );
  await waitFor(() =>
    expect(pagesAskedWith(asked, 'search[channel][in]', 'PICKUP')).toEqual([
      '1',
      '2',
    ]),
  );
  expect(await screen.findByText('1–25', {}, gridWait)).toBeInTheDocument();
});

test('searching on page 3 asks for page 1', async () => {
  const { asked, user } = await openPageThree();

  await user.type(
    screen.getByRole('textbox', { name: 'Search Orders' }),
    'ORD00001',
  );

  await waitFor(() => expect(lastAsked(asked)?.get('q')).toBe('ORD00001'));
  await waitFor(() =>
    expect(pagesAskedWith(asked, 'q', 'ORD00001')).toEqual(['1', '2']),
  );
  expect(await screen.findByText('1–25', {}, gridWait)).toBeInTheDocument();
});
