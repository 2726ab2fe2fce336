import type {
  MenuItem,
  MenuLinkItem,
  MenuSection,
} from '../registry/menu-tree';

/** What the sidebar's filter box leaves of the menu. */
export interface MenuMatches {
  /** Home, when it matches; always first. */
  home: MenuLinkItem | null;
  sections: MenuSection[];
  /** The links shown: what the result count announces. */
  count: number;
}

/** Lower case without accents, so that "cafe" finds "Café" and "ORD" finds "Orders". */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

const wordsOf = (folded: string) =>
  folded.split(/[^\p{L}\p{N}]+/u).filter(Boolean);

interface Query {
  text: string;
  words: string[];
}

/**
 * How well a label matches: 0 when it starts with the query ("ord" and
 * Orders), 1 when each word of the query starts a word of the label ("ord"
 * and Merchant Outlet Order Statistics), null when it does not match.
 * Words, not any substring, so that "me" finds Menus and not Home.
 */
function rankOf(title: string, query: Query): 0 | 1 | null {
  const label = foldText(title);
  const words = wordsOf(label);
  if (!query.words.every((q) => words.some((word) => word.startsWith(q))))
    return null;
  return label.startsWith(query.text) ? 0 : 1;
}

interface Ranked<T> {
  rank: number;
  value: T;
}

/** Best first; equals keep the menu's order (the sort is stable). */
const bestFirst = <T>(ranked: Ranked<T>[]): T[] =>
  ranked.sort((a, b) => a.rank - b.rank).map((entry) => entry.value);

function matchItem(item: MenuItem, query: Query): Ranked<MenuItem> | null {
  const rank = rankOf(item.title, query);
  if (item.kind === 'link') return rank === null ? null : { rank, value: item };
  // A group whose own title matches keeps all its children.
  if (rank !== null) return { rank, value: item };
  const children = item.children.flatMap((child) => {
    const childRank = rankOf(child.title, query);
    return childRank === null ? [] : [{ rank: childRank, value: child }];
  });
  if (children.length === 0) return null;
  return {
    rank: Math.min(...children.map((child) => child.rank)),
    value: { ...item, children: bestFirst(children) },
  };
}

const linkCount = (item: MenuItem) =>
  item.kind === 'link' ? 1 : item.children.length;

/**
 * The menu narrowed to the items whose label matches `query`, ignoring
 * case and accents: groups with a matching child are kept with those
 * children, sections with a matching item with those items. The best
 * matches come first (in each group, in each section, and the sections by
 * their best), so the first link shown is the one Enter opens. Null when
 * the query has no letter or digit: nothing to filter by.
 *
 * @example
 * matchMenu(home, sections, 'ord')?.sections[0]?.items[0]?.title // 'Orders'
 */
export function matchMenu(
  home: MenuLinkItem | null,
  sections: readonly MenuSection[],
  text: string,
): MenuMatches | null {
  const folded = foldText(text).trim().replace(/\s+/g, ' ');
  const query: Query = { text: folded, words: wordsOf(folded) };
  if (query.words.length === 0) return null;
  const matchedHome = home && rankOf(home.title, query) !== null ? home : null;
  const ranked = sections.flatMap((section) => {
    const items = section.items.flatMap((item) => matchItem(item, query) ?? []);
    if (items.length === 0) return [];
    return [
      {
        rank: Math.min(...items.map((item) => item.rank)),
        value: { ...section, items: bestFirst(items) },
      },
    ];
  });
  const matched = bestFirst(ranked);
  return {
    home: matchedHome,
    sections: matched,
    count:
      (matchedHome ? 1 : 0) +
      matched.reduce(
        (sum, section) =>
          sum + section.items.reduce((n, item) => n + linkCount(item), 0),
        0,
      ),
  };
}
