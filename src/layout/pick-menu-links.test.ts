import { expect, test } from 'vitest';
import { resources } from '../../resources.config';
import { menuGroups, menuLinks, menuNodes } from '../registry/menu';
import { toMenu } from '../registry/to-menu';
import { activeMenuLink } from './active-menu-link';
import { filterMenu } from './filter-menu';
import { homeMenuItem } from './home-menu-item';
import { pickMenuLinks } from './pick-menu-links';

const menu = toMenu({ resources, menuGroups, menuNodes, menuLinks });

test('pinned and recent pages come in the order stored, those inside groups too', () => {
  const links = pickMenuLinks(menu, [
    'promotions/promotion-periods',
    'orders',
    'banks',
  ]);
  expect(links.map((link) => link.title)).toEqual([
    'Periods',
    'Orders',
    'Banks',
  ]);
});

test('a page the user may no longer open, or that left the menu, is left out', () => {
  const withoutOrders = filterMenu(menu, (subject) => subject !== 'Order');
  expect(
    pickMenuLinks(withoutOrders, ['orders', 'gone-page', 'banks']).map(
      (link) => link.key,
    ),
  ).toEqual(['banks']);
});

test.each([
  ['/admin/orders', 'orders'],
  ['/admin/orders/show/42', 'orders'],
  ['/admin/promotions/promotion-periods', 'promotions/promotion-periods'],
  ['/admin/promotions/show/3', 'promotions'],
  ['/admin/home', null],
  ['/admin/no-such-page', null],
])('the menu page of %s is %s', (pathname, key) => {
  expect(activeMenuLink(pathname, homeMenuItem, menu)?.key ?? null).toBe(key);
});
