import { expect, test } from 'vitest';
import { resources } from '../../resources.config';
import { menuGroups, menuLinks, menuNodes } from '../registry/menu';
import { toMenu } from '../registry/to-menu';
import { homeMenuItem } from './home-menu-item';
import { isItemActive, isLinkActive, menuPaths } from './is-link-active';
import { isNavItemActive } from './is-nav-item-active';

/** The console's own menu: its paths compete for the current page. */
const sections = toMenu({ resources, menuGroups, menuNodes, menuLinks });
const paths = menuPaths(homeMenuItem, sections);

/** The keys of every active link on `pathname`. */
function activeKeys(pathname: string): string[] {
  return [
    homeMenuItem,
    ...sections.flatMap((s) =>
      s.items.flatMap((item) =>
        item.kind === 'link' ? [item] : item.children,
      ),
    ),
  ]
    .filter((link) => isLinkActive(pathname, link, paths))
    .map((link) => link.key);
}

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
  'equal or contained: on %s the item %s is active: %s',
  (current, item, expected) => {
    expect(isNavItemActive(current, item)).toBe(expected);
  },
);

test.each([
  // A sub-item is active on its view, add and edit pages…
  ['/admin/promotions', ['promotions']],
  ['/admin/promotions/show/7', ['promotions']],
  ['/admin/promotions/create', ['promotions']],
  ['/admin/promotions/edit/7', ['promotions']],
  // …and, like any item, on a page its path contains (a record's sub-page).
  ['/admin/promotions/7/transactions', ['promotions']],
  // A longer item's pages are that item's alone: one page, one active item.
  ['/admin/promotions/promotion-periods', ['promotions/promotion-periods']],
  [
    '/admin/promotions/promotion-periods/show/3',
    ['promotions/promotion-periods'],
  ],
  [
    '/admin/promotions/promotion-periods/edit/3',
    ['promotions/promotion-periods'],
  ],
  ['/admin/holidays/calendar', ['holidays-calendar']],
  ['/admin/holidays/show/2', ['holidays']],
  ['/admin/promotion-rewards', ['promotion-rewards']],
  ['/', ['home']],
  ['/admin/home', ['home']],
  ['/admin/orders/show/12', ['orders']],
])('in the real menu, on %s the active items are %j', (pathname, keys) => {
  expect(activeKeys(pathname)).toEqual(keys);
});

test('a group is active when one of its children is', () => {
  const promotions = sections
    .flatMap((s) => s.items)
    .find((item) => item.key === 'promotions-menu');
  if (!promotions) throw new Error('no Promotions group');
  expect(
    isItemActive(
      '/admin/promotions/promotion-periods/show/3',
      promotions,
      paths,
    ),
  ).toBe(true);
  expect(isItemActive('/admin/orders', promotions, paths)).toBe(false);
});

test('a new-tab document and a disabled item are never the current page', () => {
  const api = {
    ...homeMenuItem,
    key: 'api',
    path: '/openapi.json',
    openInNewTab: true,
  };
  expect(isLinkActive('/openapi.json', api, paths)).toBe(false);
  const off = { ...homeMenuItem, key: 'off', disabled: 'Offline' };
  expect(isLinkActive('/admin/home', off, paths)).toBe(false);
});
