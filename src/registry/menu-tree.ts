/**
 * The sidebar's shape, built from the registry by `toMenu()`. Pure data: the
 * shell maps `icon` names to components and hides what the ability forbids.
 */

/** A link to a page. */
export interface MenuLinkItem {
  kind: 'link';
  /** Unique across the menu. */
  key: string;
  title: string;
  /** Absolute console path, e.g. `/admin/orders`. */
  path: string;
  /** Material icon name, e.g. 'receipt_long'. */
  icon: string;
  /** CASL subject the user must be able to `read` to see the link. */
  subject: string;
  /** A named badge the shell computes (the pending-payout red dot). */
  badge?: 'pendingPayout';
  /** Further paths on which the link counts as active, exactly (Home on `/`). */
  activePaths?: readonly string[];
}

/** A group of links that expands and collapses ("Promotions", "Holidays"). */
export interface MenuParentItem {
  kind: 'parent';
  key: string;
  title: string;
  icon: string;
  children: readonly MenuLinkItem[];
}

export type MenuItem = MenuLinkItem | MenuParentItem;

/** A titled section of the sidebar ("User Management", "Finance"). */
export interface MenuSection {
  key: string;
  title: string;
  items: readonly MenuItem[];
}
