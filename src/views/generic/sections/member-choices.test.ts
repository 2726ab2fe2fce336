import { describe, expect, test } from 'vitest';
import {
  choiceTabs,
  groupState,
  matchesSearch,
  sameSet,
  setMany,
  type MemberChoice,
} from './member-choices';

const choice = (
  id: number,
  title: string,
  split: string,
  group: string,
  detail = '',
): MemberChoice => ({ id, title, detail, split, group });

const choices = [
  choice(1, 'orders.refund', 'ADMIN', 'orders', 'Refund an order'),
  choice(2, 'orders.view', 'ADMIN', 'orders', 'View orders'),
  choice(3, 'banks.edit', 'ADMIN', 'banks', 'Edit banks'),
  choice(4, 'menus.edit', 'MERCHANT', 'menus', 'Edit the menu'),
  choice(5, 'legacy.thing', 'OTHER', 'legacy'),
];

describe('tabs and groups', () => {
  test('tabs follow the split order, groups and choices are alphabetical', () => {
    const tabs = choiceTabs(choices, '', ['ADMIN', 'MERCHANT']);
    expect(tabs.map((t) => [t.key, t.size])).toEqual([
      ['ADMIN', 3],
      ['MERCHANT', 1],
      ['OTHER', 1],
    ]);
    expect(
      tabs[0]?.groups.map((g) => [g.key, g.choices.map((c) => c.id)]),
    ).toEqual([
      ['banks', [3]],
      ['orders', [1, 2]],
    ]);
  });

  test('a search keeps the groups with a match, by title or detail, every word', () => {
    const [admin] = choiceTabs(choices, 'REFUND order', ['ADMIN']);
    expect(admin?.size).toBe(3);
    expect(admin?.groups).toEqual([{ key: 'orders', choices: [choices[0]] }]);
    expect(matchesSearch(choices[2] as MemberChoice, 'edit bank')).toBe(true);
    expect(matchesSearch(choices[2] as MemberChoice, 'menu')).toBe(false);
  });
});

describe('selection', () => {
  test('a group is all, some or none selected', () => {
    expect(groupState(new Set([1, 2]), [1, 2])).toBe('all');
    expect(groupState(new Set([1]), [1, 2])).toBe('some');
    expect(groupState(new Set([3]), [1, 2])).toBe('none');
  });

  test('select all adds the group, clear removes only the group', () => {
    expect([...setMany(new Set([3]), [1, 2], true)].sort()).toEqual([1, 2, 3]);
    expect([...setMany(new Set([1, 2, 3]), [1, 2], false)]).toEqual([3]);
  });

  test('sets compare by their ids', () => {
    expect(sameSet(new Set([1, 2]), new Set([2, 1]))).toBe(true);
    expect(sameSet(new Set([1]), new Set([1, 2]))).toBe(false);
  });
});
