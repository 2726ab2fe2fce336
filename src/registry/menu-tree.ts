import type { MenuIconName } from './names';
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
  icon: MenuIconName;
  /** CASL subject the user must be able to do `action` on to see the link. */
  subject: string;
  /** The CASL action needed on `subject`; default 'read'. */
  action?: string;
  /** A named badge the shell computes (the pending-payout red dot). */
  badge?: 'pendingPayout';
  /**
   * A count shown beside the title: the records of API resource `resource`
   * whose `field` is `value`.
   */
  badgeContent?: {
    resource: string;
    field: string;
    value: string;
    /** Shown, and counted, only for holders of the finance or reviewer role. */
    financeDesk?: boolean;
  };
  /** Why the item cannot be followed now; present, it shows greyed and does not navigate. */
  disabled?: string;
  /**
   * Opens in a new tab; then `path` is a
   * document of the API, relative to its base (`/openapi.json`), not a
   * console route.
   */
  openInNewTab?: boolean;
  /** Further paths on which the link counts as active, exactly (Home on `/`). */
  activePaths?: readonly string[];
}

/** A group of links that expands and collapses ("Promotions", "Holidays"). */
export interface MenuParentItem {
  kind: 'parent';
  key: string;
  title: string;
  icon: MenuIconName;
  children: readonly MenuLinkItem[];
}

export type MenuItem = MenuLinkItem | MenuParentItem;

/** A titled section of the sidebar ("User Management", "Finance"). */
export interface MenuSection {
  key: string;
  title: string;
  items: readonly MenuItem[];
}
