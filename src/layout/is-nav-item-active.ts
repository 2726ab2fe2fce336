function normalise(path: string): string {
  const withoutQuery = path.split(/[?#]/)[0] ?? '';
  return withoutQuery.length > 1
    ? withoutQuery.replace(/\/+$/, '')
    : withoutQuery;
}

/**
 * The current path equals the item's or lies under it, segment by segment
 * (so /admin/menus never contains /admin/menus-extra); the root only equals.
 */
function contains(current: string, item: string): boolean {
  if (item === '' || item === '/') return current === item;
  return current === item || current.startsWith(`${item}/`);
}

/**
 * The menu's active-item rule, for top-level items and sub-items
 * alike: an item is active when the current path equals or contains its
 * path — which takes in its view, add and edit pages — unless another item
 * of the menu (`menuPaths`) has a longer path the current one also
 * contains. So on /admin/promotions/promotion-periods only "Periods" is
 * active, not also "Promo Codes" (/admin/promotions): one page, one active
 * item (decision 014).
 */
export function isNavItemActive(
  currentPath: string,
  itemPath: string,
  menuPaths: readonly string[] = [],
): boolean {
  const current = normalise(currentPath);
  const item = normalise(itemPath);
  if (!contains(current, item)) return false;
  return !menuPaths.some((other) => {
    const path = normalise(other);
    return path.length > item.length && contains(current, path);
  });
}
