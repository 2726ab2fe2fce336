import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { afterEach, expect, test } from 'vitest';
import { queryRetryOptions } from '../../../src/providers/query-retry';
import { productServices } from '../../fixtures/product-console';
import { API } from '../../msw/handlers';
import { server } from '../../msw/server';

const { dataProvider } = productServices;
const clients: QueryClient[] = [];

afterEach(() => clients.splice(0).forEach((client) => client.clear()));

/** Answers the banks list with `first`, then with `then` (default: `first` again), and notes when each request came. */
function banksAnswering(
  first: () => Response,
  then: () => Response = first,
): number[] {
  const at: number[] = [];
  server.use(
    http.get(`${API}/admin/banks`, () => {
      at.push(Date.now());
      return at.length === 1 ? first() : then();
    }),
  );
  return at;
}

const tooMany = (retryAfter: string) => () =>
  HttpResponse.json(
    { statusCode: 429, message: 'Too many requests' },
    { status: 429, headers: { 'Retry-After': retryAfter } },
  );
const banks = () =>
  HttpResponse.json({ data: [{ id: 1, name: 'RHB' }], meta: { total: 1 } });

/** The banks list read as a console page reads it: the data provider, under the console's retry policy. */
function readBanks() {
  const client = new QueryClient({
    defaultOptions: { queries: queryRetryOptions },
  });
  clients.push(client);
  return client.fetchQuery({
    queryKey: ['banks'],
    queryFn: () =>
      dataProvider.getList({
        resource: 'banks',
        pagination: { currentPage: 1, pageSize: 25 },
      }),
  });
}

test('a read the server rate-limits for 30 s is not asked again: one request, and the 429 comes back', async () => {
  const at = banksAnswering(tooMany('30'));

  await expect(readBanks()).rejects.toMatchObject({
    statusCode: 429,
    retryAfterMs: 30_000,
  });
  // TanStack's own backoff would have asked again after 1 s.
  await new Promise((resolve) => setTimeout(resolve, 1_300));
  expect(at).toHaveLength(1);
});

test('a read asked to wait 2 s is tried again after those 2 s, not after the usual 1 s, and then gets its rows', async () => {
  const at = banksAnswering(tooMany('2'), banks);

  const result = await readBanks();

  expect(result.data).toEqual([{ id: 1, name: 'RHB' }]);
  const [asked, askedAgain] = at;
  expect(at).toHaveLength(2);
  expect(Number(askedAgain) - Number(asked)).toBeGreaterThanOrEqual(1_950);
});
