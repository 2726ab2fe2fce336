import { expect, test } from 'vitest';
import { resources } from '../../resources.config';
import { menuGroups, menuLinks, menuNodes } from './menu';
import type { MenuItem } from './menu-tree';
import { toMenu } from './to-menu';

const menu = toMenu({ resources, menuGroups, menuNodes, menuLinks });

function titles(items: readonly MenuItem[]): string[] {
  return items.map((item) => item.title);
}

function section(key: string) {
  const found = menu.find((s) => s.key === key);
  if (!found) throw new Error(`No menu section '${key}'`);
  return found;
}

function parent(sectionKey: string, title: string) {
  const found = section(sectionKey).items.find(
    (item) => item.kind === 'parent' && item.title === title,
  );
  if (found?.kind !== 'parent')
    throw new Error(`No group '${title}' in '${sectionKey}'`);
  return found;
}

test('the sidebar has the product’s sections, in order', () => {
  expect(menu.map((s) => s.title)).toEqual([
    'User Management',
    'Management',
    'Report',
    'Favourites',
    'Pockets',
    'ZCoin',
    'System Settings',
    'Merchants',
    'Finance',
    'Promotion',
    'Z-City',
  ]);
});

test('every console link goes under /admin, every new-tab one is an API document, and no two links share a path', () => {
  const links = menu.flatMap((s) =>
    s.items.flatMap((item) => (item.kind === 'link' ? [item] : item.children)),
  );
  for (const link of links)
    expect(link.path).toMatch(
      link.openInNewTab
        ? /^\/[a-z0-9-]+(\/[a-z0-9-]+)*\.json$/
        : /^\/admin\/[a-z0-9-]+(\/[a-z0-9-]+)*$/,
    );
  const paths = links.map((l) => l.path);
  expect(new Set(paths).size).toBe(paths.length);
});

test('Bulk Notifications is titled so, and Finance carries the pending-payout badge', () => {
  expect(titles(section('management').items)).toContain('Bulk Notifications');
  const finance = section('finance').items;
  expect(finance.map((i) => i.key)).toEqual(
    expect.arrayContaining([
      'payout-history',
      'payout-request',
      'user-withdrawal',
    ]),
  );
  const request = finance.find((i) => i.key === 'payout-request');
  expect(request).toMatchObject({ kind: 'link', badge: 'pendingPayout' });
});

test('Holidays opens Calendar and List', () => {
  const holidays = parent('system-settings', 'Holidays');
  expect(holidays.children.map((c) => [c.title, c.path])).toEqual([
    ['Calendar', '/admin/holidays/calendar'],
    ['List', '/admin/holidays'],
  ]);
});

test('Promotions opens its seven children in order', () => {
  const promotions = parent('promotion', 'Promotions');
  expect(promotions.children.map((c) => [c.title, c.path])).toEqual([
    ['Promo Codes', '/admin/promotions'],
    ['Periods', '/admin/promotions/promotion-periods'],
    ['Rewards', '/admin/promotion-rewards'],
    ['Transactions', '/admin/promotion-transactions'],
    ['Eligible Item', '/admin/promotion-eligible-items'],
    ['Eligible Merchant', '/admin/promotion-eligible-merchants'],
    ['Eligible User', '/admin/promotion-eligible-users'],
  ]);
});

test('menu items use badgeContent, openInNewTab and action where they matter', () => {
  const withdrawals = section('finance').items.find(
    (i) => i.key === 'user-withdrawal',
  );
  expect(withdrawals).toMatchObject({
    badgeContent: {
      resource: 'pocket-withdrawals',
      field: 'status',
      value: 'PENDING',
      financeDesk: true,
    },
  });
  const api = section('system-settings').items.find(
    (i) => i.key === 'api-reference',
  );
  expect(api).toMatchObject({
    kind: 'link',
    path: '/openapi.json',
    openInNewTab: true,
    subject: 'all',
    action: 'manage',
  });
});
