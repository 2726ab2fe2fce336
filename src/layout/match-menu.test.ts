import { expect, test } from 'vitest';
import { resources } from '../../resources.config';
import { menuGroups, menuLinks, menuNodes } from '../registry/menu';
import type { MenuLinkItem, MenuSection } from '../registry/menu-tree';
import { toMenu } from '../registry/to-menu';
import { homeMenuItem } from './home-menu-item';
import { matchMenu, type MenuMatches } from './match-menu';

const menu = toMenu({ resources, menuGroups, menuNodes, menuLinks });

/** The links as the sidebar shows them, top to bottom. */
function shownTitles(matches: MenuMatches | null): string[] {
  if (!matches) return [];
  return [
    ...(matches.home ? [matches.home.title] : []),
    ...matches.sections.flatMap((section) =>
      section.items.flatMap((item) =>
        item.kind === 'link'
          ? [item.title]
          : item.children.map((child) => `${item.title} › ${child.title}`),
      ),
    ),
  ];
}

test('"ord" puts Orders first, before a label where Order is a later word', () => {
  const matches = matchMenu(homeMenuItem, menu, 'ord');
  expect(shownTitles(matches)).toEqual([
    'Orders',
    'Order Status Logs',
    'Merchant Outlet Order Statistics',
  ]);
  expect(matches?.count).toBe(3);
  expect(matches?.sections.map((s) => s.title)).toEqual(['Merchants']);
});

test.each(['ORD', 'Órd', '  ord  ', 'ord\u0301'])(
  'matching ignores case, accents and spaces around: %j',
  (query) => {
    expect(shownTitles(matchMenu(null, menu, query))[0]).toBe('Orders');
  },
);

test('an accented label is found without its accent, and with it', () => {
  const cafe: MenuLinkItem = {
    kind: 'link',
    key: 'cafes',
    title: 'Cafés',
    path: '/admin/cafes',
    icon: 'store',
    subject: 'Cafe',
  };
  const sections: MenuSection[] = [
    { key: 'places', title: 'Places', items: [cafe] },
  ];
  expect(shownTitles(matchMenu(null, sections, 'cafe'))).toEqual(['Cafés']);
  expect(shownTitles(matchMenu(null, sections, 'CAFÉS'))).toEqual(['Cafés']);
});

test('a group is kept, with only its matching children, when a child matches', () => {
  const matches = matchMenu(null, menu, 'periods');
  expect(shownTitles(matches)).toEqual(['Promotions › Periods']);
  expect(matches?.sections[0]?.title).toBe('Promotion');
});

test('a group whose own title matches keeps all its children', () => {
  const matches = matchMenu(null, menu, 'holidays');
  expect(shownTitles(matches)).toEqual([
    'Holidays › Calendar',
    'Holidays › List',
  ]);
  expect(matches?.count).toBe(2);
});

test('each word of the query must start a word of the label, in any order', () => {
  expect(shownTitles(matchMenu(null, menu, 'payout req'))).toEqual([
    'Payout Request',
  ]);
  expect(shownTitles(matchMenu(null, menu, 'request payout'))).toEqual([
    'Payout Request',
  ]);
  // Inside a word is no match: "me" finds Menus, not Home.
  expect(shownTitles(matchMenu(homeMenuItem, menu, 'me'))).not.toContain(
    'Home',
  );
  expect(shownTitles(matchMenu(null, menu, 'rders'))).toEqual([]);
});

test('Home is a match like any page, and comes first', () => {
  const matches = matchMenu(homeMenuItem, menu, 'ho');
  expect(shownTitles(matches).slice(0, 3)).toEqual([
    'Home',
    'Holidays › Calendar',
    'Holidays › List',
  ]);
});

test('the sections with the best matches come first', () => {
  // "Transactions" starts two labels; elsewhere it is a later word.
  const titles = shownTitles(matchMenu(null, menu, 'trans'));
  expect(titles.slice(0, 2)).toEqual([
    'Transactions',
    'Promotions › Transactions',
  ]);
  expect(titles).toContain('ZCoin Transaction');
});

test('no match leaves nothing to show', () => {
  expect(matchMenu(homeMenuItem, menu, 'zzz')).toEqual({
    home: null,
    sections: [],
    count: 0,
  });
});

test.each(['', '   ', '-', '/'])(
  'a query without a letter or digit filters nothing: %j',
  (query) => {
    expect(matchMenu(homeMenuItem, menu, query)).toBeNull();
  },
);
