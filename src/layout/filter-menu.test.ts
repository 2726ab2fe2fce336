import { expect, test } from 'vitest';
import type { MenuLinkItem, MenuSection } from '../registry/menu-tree';
import { filterMenu } from './filter-menu';

function link(key: string, subject: string): MenuLinkItem {
  return {
    kind: 'link',
    key,
    title: key,
    path: `/admin/${key}`,
    icon: 'folder',
    subject,
  };
}

const sections: MenuSection[] = [
  {
    key: 'management',
    title: 'Management',
    items: [link('settings', 'Setting')],
  },
  {
    key: 'finance',
    title: 'Finance',
    items: [
      link('payout-history', 'Settlement'),
      link('payout-request', 'Settlement'),
    ],
  },
  {
    key: 'promotion',
    title: 'Promotion',
    items: [
      {
        kind: 'parent',
        key: 'promotions',
        title: 'Promotions',
        icon: 'campaign',
        children: [
          link('promotions', 'Promotion'),
          link('promotion-rewards', 'PromotionReward'),
        ],
      },
      link('promo-code-popups', 'PromoCodePopup'),
    ],
  },
];

test('everything shows when everything is allowed', () => {
  expect(filterMenu(sections, () => true)).toEqual(sections);
});

test('a section with no allowed link disappears with its title', () => {
  const menu = filterMenu(sections, (subject) => subject !== 'Settlement');
  expect(menu.map((s) => s.key)).toEqual(['management', 'promotion']);
});

test('a group keeps only its allowed children and disappears when none is left', () => {
  const onlyRewards = filterMenu(
    sections,
    (subject) => subject === 'PromotionReward',
  );
  expect(onlyRewards).toEqual([
    {
      key: 'promotion',
      title: 'Promotion',
      items: [
        {
          kind: 'parent',
          key: 'promotions',
          title: 'Promotions',
          icon: 'campaign',
          children: [link('promotion-rewards', 'PromotionReward')],
        },
      ],
    },
  ]);
  const onlyPopups = filterMenu(
    sections,
    (subject) => subject === 'PromoCodePopup',
  );
  expect(onlyPopups[0]?.items.map((i) => i.key)).toEqual(['promo-code-popups']);
});

test('nothing allowed gives an empty menu', () => {
  expect(filterMenu(sections, () => false)).toEqual([]);
});

test('an item that names an action shows only to users who may take it on its subject', () => {
  const api: MenuLinkItem = {
    ...link('api-reference', 'all'),
    action: 'manage',
  };
  const menu: MenuSection[] = [
    { key: 'system-settings', title: 'System Settings', items: [api] },
  ];
  const asked: string[] = [];
  const readOnly = filterMenu(menu, (subject, action) => {
    asked.push(`${action} ${subject}`);
    return action === 'read';
  });
  expect(asked).toEqual(['manage all']);
  expect(readOnly).toEqual([]);
  expect(filterMenu(menu, (_, action) => action === 'manage')).toEqual(menu);
  // Without an action the item needs read.
  expect(
    filterMenu(
      sections,
      (subject, action) => action === 'read' && subject === 'Setting',
    ).map((s) => s.key),
  ).toEqual(['management']);
});
