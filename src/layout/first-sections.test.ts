import { describe, expect, it } from 'vitest';
import type { MenuLinkItem, MenuSection } from '../registry/menu-tree';
import { pagePaths } from '../registry/paths';
import { firstSections } from './first-sections';

const link = (key: string): MenuLinkItem => ({
  kind: 'link',
  key,
  title: key,
  path: pagePaths.list(key),
  icon: 'person',
  subject: key,
});
const section = (key: string, ...items: string[]): MenuSection => ({
  key,
  title: key,
  items: items.map(link),
});
const keys = (sections: readonly MenuSection[]) =>
  sections.map((s) => `${s.key}: ${s.items.map((i) => i.key).join(' ')}`);

describe('firstSections', () => {
  const menu = [section('a', 'a1', 'a2'), section('b', 'b1', 'b2', 'b3')];

  it('keeps whole sections while the count lasts and cuts the one it ends in', () => {
    expect(keys(firstSections(menu, 3))).toEqual(['a: a1 a2', 'b: b1']);
  });

  it('drops the sections after the count runs out', () => {
    expect(keys(firstSections(menu, 2))).toEqual(['a: a1 a2']);
  });

  it('keeps every section, as the same array, when the count is infinite', () => {
    expect(firstSections(menu, Infinity)).toBe(menu);
  });
});
