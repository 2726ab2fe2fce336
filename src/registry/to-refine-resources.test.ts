import { expect, test } from 'vitest';
import { defineResource, type AnyResource } from './define-resource';
import { toRefineResources } from './to-refine-resources';

const orders = defineResource({
  name: 'orders',
  subject: 'Order',
  label: { one: 'Order', many: 'Orders' },
  fields: { code: { kind: 'text', label: 'Code' } },
});

const settlements = defineResource({
  name: 'settlements',
  route: 'payout-history',
  subject: 'Settlement',
  label: { one: 'Payout', many: 'Payouts' },
  operations: ['list', 'show', 'export'],
  menu: {
    group: 'finance',
    order: 10,
    icon: 'receipt',
    title: 'Payout History',
  },
  fields: { code: { kind: 'text', label: 'Code' } },
});

const payoutRequest = defineResource({
  name: 'payout-request',
  route: 'payout-request',
  subject: 'Settlement',
  label: { one: 'Payout request', many: 'Payout requests' },
  operations: ['list', 'show'],
  source: {
    resource: 'settlements',
    filter: { field: 'resolvedStatus', op: 'eq', value: 'PENDING' },
  },
  fields: {},
});

const periods = defineResource({
  name: 'promotion-periods',
  route: 'promotions/promotion-periods',
  subject: 'PromotionPeriod',
  label: { one: 'Period', many: 'Periods' },
  fields: {},
});

const all = [
  orders,
  settlements,
  payoutRequest,
  periods,
] as readonly AnyResource[];

test('a resource with every view gets list, show, create and edit routes under /admin', () => {
  expect(toRefineResources(all)[0]).toEqual({
    name: 'orders',
    identifier: 'orders',
    list: '/admin/orders',
    show: '/admin/orders/show/:id',
    create: '/admin/orders/create',
    edit: '/admin/orders/edit/:id',
    meta: { label: 'Orders', subject: 'Order' },
  });
});

test('the identifier is the route key and views not offered get no route', () => {
  expect(toRefineResources(all)[1]).toEqual({
    name: 'settlements',
    identifier: 'payout-history',
    list: '/admin/payout-history',
    show: '/admin/payout-history/show/:id',
    meta: { label: 'Payout History', subject: 'Settlement' },
  });
});

test('a saved view calls its source resource under its own identifier', () => {
  const [, , request] = toRefineResources(all);
  expect(request).toMatchObject({
    name: 'settlements',
    identifier: 'payout-request',
  });
});

test('a nested route keeps its path', () => {
  expect(toRefineResources(all)[3]).toMatchObject({
    identifier: 'promotions/promotion-periods',
    list: '/admin/promotions/promotion-periods',
    edit: '/admin/promotions/promotion-periods/edit/:id',
  });
});

test('identifiers are unique', () => {
  const identifiers = toRefineResources(all).map((r) => r.identifier);
  expect(new Set(identifiers).size).toBe(identifiers.length);
});
