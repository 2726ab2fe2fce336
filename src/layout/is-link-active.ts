import type { MenuItem, MenuLinkItem } from '../registry/menu-tree';
import { isNavItemActive } from './is-nav-item-active';

/** Whether a link is the current page's, under the rule of SPEC.md §2. */
export function isLinkActive(
  pathname: string,
  link: MenuLinkItem,
  isSubItem = false,
): boolean {
  return (
    link.activePaths?.includes(pathname) ||
    isNavItemActive(pathname, link.path, { isSubItem })
  );
}

/** Whether a menu item, or for a group any of its children, is active. */
export function isItemActive(pathname: string, item: MenuItem): boolean {
  return item.kind === 'link'
    ? isLinkActive(pathname, item)
    : item.children.some((child) => isLinkActive(pathname, child, true));
}
