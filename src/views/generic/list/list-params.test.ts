import { keys } from '@refinedev/core';
import { expect, test } from 'vitest';
import { resources } from '../../../../resources.config';
import { createRegistry } from '../../../registry/create-registry';
import type { AnyResource } from '../../../registry/define-resource';
import { listParams, listQueryHash, listQueryKey } from './list-params';

const registry = createRegistry(resources);
const entry = (key: string): AnyResource => {
  const found = registry.byKey(key);
  if (!found) throw new Error(`no entry ${key}`);
  return found;
};
const orders = entry('orders');
const payoutRequest = entry('payout-request');
const noChoices = { columnVisibilityModel: {} };

test("a list's bare address asks for its first 25 rows in its default order, with its tabs' counts and its references' titles", () => {
  expect(listParams(orders, '', noChoices)).toEqual({
    resource: 'orders',
    pagination: { currentPage: 1, pageSize: 25, mode: 'server' },
    sorters: [{ field: 'placedAt', order: 'desc' }],
    filters: [],
    meta: { include: ['customerId', 'outletId'], facets: ['status'] },
  });
});

test('the page, page size, sort and filters Refine wrote into the address are asked for', () => {
  const params = listParams(
    orders,
    '?currentPage=2&pageSize=10&sorters[0][field]=total&sorters[0][order]=asc' +
      '&filters[0][field]=status&filters[0][operator]=eq&filters[0][value]=COMPLETED',
    noChoices,
  );
  expect(params.pagination).toEqual({
    currentPage: 2,
    pageSize: 10,
    mode: 'server',
  });
  expect(params.sorters).toEqual([{ field: 'total', order: 'asc' }]);
  expect(params.filters).toEqual([
    { field: 'status', operator: 'eq', value: 'COMPLETED' },
  ]);
});

test("a saved view's own filter comes first, before the address's", () => {
  const params = listParams(
    payoutRequest,
    '?filters[0][field]=outletId&filters[0][operator]=eq&filters[0][value]=3',
    noChoices,
  );
  expect(params.resource).toBe('payout-request');
  expect(params.filters).toEqual([
    {
      field: 'resolvedStatus',
      operator: 'in',
      value: ['PENDING', 'REVIEWED', 'VERIFIED', 'APPROVED'],
    },
    { field: 'outletId', operator: 'eq', value: '3' },
  ]);
  expect(params.sorters).toEqual([{ field: 'periodEnd', order: 'asc' }]);
});

test('a reference column the user hid asks for no titles; one they showed does', () => {
  const include = (columnVisibilityModel: Record<string, boolean>) =>
    listParams(entry('transactions'), '', { columnVisibilityModel }).meta
      .include;
  expect(include({})).toEqual(['userId', 'orderId', 'paymentMethodId']);
  expect(include({ paymentMethodId: false, settlementId: true })).toEqual([
    'userId',
    'orderId',
    'settlementId',
  ]);
});

test("the query Refine's table keys with the page's own meta is the one keyed from the same request, and only that one", () => {
  const params = listParams(orders, '?currentPage=2', noChoices);
  // As useTable keys it on the page: the resource's meta and the address's
  // other parameters beside the request's extras.
  const pageKey = keys()
    .data('default')
    .resource('orders')
    .action('list')
    .params({
      label: 'Orders',
      subject: 'Order',
      '*': 'admin/orders',
      view: '7',
      ...params.meta,
      filters: params.filters,
      pagination: params.pagination,
      sorters: params.sorters,
    })
    .get();
  expect(listQueryHash(pageKey)).toBe(listQueryHash(listQueryKey(params)));
  expect(listQueryHash(pageKey)).not.toBe(
    listQueryHash(listQueryKey(listParams(orders, '', noChoices))),
  );
});
