import { expect, test } from 'vitest';
import { isNavItemActive } from './is-nav-item-active';

test.each([
  ['/admin/orders', '/admin/orders', true],
  ['/admin/orders/', '/admin/orders', true],
  ['/admin/orders?page=2&status=NEW', '/admin/orders', true],
  ['/admin/orders/show/12', '/admin/orders', true],
  ['/admin/orders/edit/12', '/admin/orders', true],
  ['/admin/orders/create', '/admin/orders', true],
  ['/admin/orders/12/status-logs', '/admin/orders', true],
  ['/admin/order-status-logs', '/admin/orders', false],
  ['/admin/menus-extra', '/admin/menus', false],
  ['/admin/menu-categories', '/admin/menus', false],
  ['/admin/home', '/admin/orders', false],
  ['/', '/admin/home', false],
  ['/admin/home', '/admin/home', true],
])(
  'top-level item: on %s the item %s is active: %s',
  (current, item, expected) => {
    expect(isNavItemActive(current, item)).toBe(expected);
  },
);

test.each([
  ['/admin/promotions', '/admin/promotions', true],
  ['/admin/promotions/show/7', '/admin/promotions', true],
  ['/admin/promotions/create', '/admin/promotions', true],
  ['/admin/promotions/edit/7', '/admin/promotions', true],
  ['/admin/promotions/promotion-periods', '/admin/promotions', false],
  ['/admin/promotions/promotion-periods/show/3', '/admin/promotions', false],
  [
    '/admin/promotions/promotion-periods',
    '/admin/promotions/promotion-periods',
    true,
  ],
  [
    '/admin/promotions/promotion-periods/edit/3',
    '/admin/promotions/promotion-periods',
    true,
  ],
  ['/admin/holidays/calendar', '/admin/holidays', false],
  ['/admin/holidays/calendar', '/admin/holidays/calendar', true],
  ['/admin/holidays/show/2', '/admin/holidays', true],
  ['/admin/promotion-rewards', '/admin/promotions', false],
])('sub-item: on %s the item %s is active: %s', (current, item, expected) => {
  expect(isNavItemActive(current, item, { isSubItem: true })).toBe(expected);
});
