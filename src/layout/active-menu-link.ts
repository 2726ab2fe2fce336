import type { MenuLinkItem, MenuSection } from '../registry/menu-tree';
import { isLinkActive, menuPaths } from './is-link-active';

/**
 * The menu's link for the page at `pathname` (Orders on an order's page),
 * under the sidebar's own active-item rule; null off the menu and on Home.
 */
export function activeMenuLink(
  pathname: string,
  home: MenuLinkItem | null,
  sections: readonly MenuSection[],
): MenuLinkItem | null {
  const paths = menuPaths(home, sections);
  for (const section of sections) {
    for (const item of section.items) {
      for (const link of item.kind === 'link' ? [item] : item.children) {
        if (isLinkActive(pathname, link, paths)) return link;
      }
    }
  }
  return null;
}
