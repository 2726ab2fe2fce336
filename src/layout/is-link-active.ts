import type {
  MenuItem,
  MenuLinkItem,
  MenuSection,
} from '../registry/menu-tree';
import { isNavItemActive } from './is-nav-item-active';

/** The paths of every link of a menu, which compete for the current path. */
export function menuPaths(
  home: MenuLinkItem | null,
  sections: readonly MenuSection[],
): string[] {
  const links = sections.flatMap((section) =>
    section.items.flatMap((item) =>
      item.kind === 'link' ? [item] : item.children,
    ),
  );
  return [...(home ? [home] : []), ...links]
    .filter((link) => !link.openInNewTab)
    .map((link) => link.path);
}

/** Whether a link is the current page's, under the menu's active-item rule. */
export function isLinkActive(
  pathname: string,
  link: MenuLinkItem,
  paths: readonly string[] = [],
): boolean {
  if (link.openInNewTab || link.disabled !== undefined) return false;
  return (
    link.activePaths?.includes(pathname) ||
    isNavItemActive(pathname, link.path, paths)
  );
}

/** Whether a menu item, or for a group any of its children, is active. */
export function isItemActive(
  pathname: string,
  item: MenuItem,
  paths: readonly string[] = [],
): boolean {
  return item.kind === 'link'
    ? isLinkActive(pathname, item, paths)
    : item.children.some((child) => isLinkActive(pathname, child, paths));
}
