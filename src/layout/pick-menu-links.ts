import type { MenuLinkItem, MenuSection } from '../registry/menu-tree';

/**
 * The links named by `keys`, in that order, out of a menu already cut to
 * what the user may open: a pinned or recent page whose permission was
 * taken away (or which left the menu) is simply not there.
 */
export function pickMenuLinks(
  sections: readonly MenuSection[],
  keys: readonly string[],
): MenuLinkItem[] {
  const byKey = new Map(
    sections.flatMap((section) =>
      section.items.flatMap((item) =>
        (item.kind === 'link' ? [item] : item.children).map(
          (link) => [link.key, link] as const,
        ),
      ),
    ),
  );
  return keys.flatMap((key) => byKey.get(key) ?? []);
}
