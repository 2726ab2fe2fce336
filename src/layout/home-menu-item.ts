import type { MenuLinkItem } from '../registry/menu-tree';
import { pagePaths } from '../registry/paths';

/**
 * The shell's own first item, the only one in the horizontal layout. Its
 * subject is a page subject that every signed-in user may read.
 */
export const homeMenuItem: MenuLinkItem = {
  kind: 'link',
  key: 'home',
  title: 'Home',
  path: pagePaths.home,
  icon: 'home',
  subject: 'Home',
  activePaths: ['/'],
};
