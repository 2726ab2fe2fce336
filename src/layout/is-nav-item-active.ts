/** Paths a resource's own pages add under its list path. */
const subPagePattern = /^\/(show|edit)\/[^/]+\/?$|^\/create\/?$/;

function normalise(path: string): string {
  const withoutQuery = path.split(/[?#]/)[0] ?? '';
  return withoutQuery.length > 1
    ? withoutQuery.replace(/\/+$/, '')
    : withoutQuery;
}

/**
 * The active-item rule of SPEC.md §2. A top-level item is active when the
 * current path equals its path or lies under it (segment by segment, so
 * /admin/menus never lights up on /admin/menus-extra). A sub-item is active on
 * its path and on its own view, add and edit pages only, so "Promotions ›
 * Promo Codes" (/admin/promotions) stays dark on "Periods"
 * (/admin/promotions/promotion-periods).
 */
export function isNavItemActive(
  currentPath: string,
  itemPath: string,
  options: { isSubItem?: boolean } = {},
): boolean {
  const current = normalise(currentPath);
  const item = normalise(itemPath);
  if (item === '' || item === '/') return current === item;
  if (current === item) return true;
  if (!current.startsWith(`${item}/`)) return false;
  if (!options.isSubItem) return true;
  return subPagePattern.test(current.slice(item.length));
}
