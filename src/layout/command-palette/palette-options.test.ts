import { expect, test } from 'vitest';
import { resources } from '../../../resources.config';
import { createRegistry } from '../../registry/create-registry';
import { actionOptions, recordAt, recordOptions } from './palette-options';

const registry = createRegistry(resources);
const orders = registry.byName('orders');

test.each([
  ['/admin/orders/show/42', 'orders', '42'],
  [
    '/admin/promotions/promotion-periods/show/7',
    'promotions/promotion-periods',
    '7',
  ],
])('%s is the page of record %s #%s', (pathname, key, id) => {
  const open = recordAt(pathname, registry.resources);
  expect(open && { key: open.key, id: open.id }).toEqual({ key, id });
});

test.each(['/admin/orders', '/admin/orders/edit/42', '/admin/home'])(
  '%s is no record’s page',
  (pathname) => {
    expect(recordAt(pathname, registry.resources)).toBeNull();
  },
);

test('a found record leads to its page and says what matched', () => {
  expect(
    recordOptions(
      [
        {
          resource: 'orders',
          id: 42,
          title: 'ORD0000042',
          matchedBy: 'customerId.email',
          matchedText: 'siti@zfood.my',
          match: 'exact',
        },
        {
          resource: 'no-such-entry',
          id: 1,
          title: 'x',
          matchedBy: 'code',
          matchedText: 'x',
          match: 'exact',
        },
      ],
      registry,
    ),
  ).toEqual([
    {
      key: 'record-orders-42',
      group: 'Records',
      label: 'ORD0000042',
      detail: 'Order · Customer email siti@zfood.my',
      icon: 'receipt',
      target: { kind: 'route', to: '/admin/orders/show/42' },
    },
  ]);
});

test("typing narrows the open record's actions by their label", () => {
  if (!orders) throw new Error('no orders entry');
  const open = { resource: orders, key: 'orders', id: '42' };
  const actions = Object.entries(orders.actions ?? {}).slice(0, 3);
  expect(
    actionOptions(open, 'Order ORD0000042', actions, false, '').map(
      (o) => o.label,
    ),
  ).toEqual(['Accept', 'Reject', 'Mark ready']);
  expect(
    actionOptions(open, 'Order ORD0000042', actions, false, 'rej').map(
      (o) => o.label,
    ),
  ).toEqual(['Reject']);
});
