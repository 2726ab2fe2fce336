import type { MenuIconName } from './names';
/**
 * The parts of the sidebar that are not resources. Resource
 * items come from each entry's `menu`; the shell merges both by `order`.
 * Home is the shell's own and is not listed here.
 */
import type { CustomView, MenuGroupKey } from './define-resource';

/** A sidebar section, in sidebar order. */
export interface MenuGroup {
  key: MenuGroupKey;
  title: string;
}

/** A parent item that only opens its children ("Holidays", "Promotions"). */
export interface MenuNode {
  /** Referenced by children's `menu.parent`; distinct from every resource key. */
  key: string;
  group: MenuGroupKey;
  title: string;
  icon: MenuIconName;
  order: number;
}

interface MenuLinkBase {
  key: string;
  group: MenuGroupKey;
  parent?: string;
  title: string;
  icon: MenuIconName;
  order: number;
  /** The CASL subject the item requires. */
  subject: string;
  /** The CASL action needed on it; default 'read'. */
  action?: string;
}

/** A sidebar link to a screen that is not a resource list ("Holidays › Calendar"). */
export interface MenuPageLink extends MenuLinkBase {
  /** Route under /admin. */
  route: string;
  /** The screen to render, a key into the UI-side view map. */
  view: CustomView;
}

/** A sidebar link to a document the API serves, opened in a new tab ("API Reference"). */
export interface MenuApiDocumentLink extends MenuLinkBase {
  /** Path under the API's base URL (`/openapi.json`). */
  apiDocument: string;
}

export type MenuLink = MenuPageLink | MenuApiDocumentLink;

export const menuGroups: readonly MenuGroup[] = [
  { key: 'user-management', title: 'User Management' },
  { key: 'management', title: 'Management' },
  { key: 'report', title: 'Report' },
  { key: 'favourites', title: 'Favourites' },
  { key: 'pockets', title: 'Pockets' },
  { key: 'zcoin', title: 'ZCoin' },
  { key: 'system-settings', title: 'System Settings' },
  { key: 'merchants', title: 'Merchants' },
  { key: 'finance', title: 'Finance' },
  { key: 'promotion', title: 'Promotion' },
  { key: 'z-city', title: 'Z-City' },
];

export const menuNodes: readonly MenuNode[] = [
  {
    key: 'holidays-menu',
    group: 'system-settings',
    title: 'Holidays',
    icon: 'event',
    order: 20,
  },
  {
    key: 'promotions-menu',
    group: 'promotion',
    title: 'Promotions',
    icon: 'local_offer',
    order: 10,
  },
];

export const menuLinks: readonly MenuLink[] = [
  {
    // For integrators and admins checking what a call takes: the API's own
    // OpenAPI document, beside the console rather than in place of it.
    key: 'api-reference',
    group: 'system-settings',
    title: 'API Reference',
    icon: 'api',
    order: 100,
    apiDocument: '/openapi.json',
    subject: 'all',
    action: 'manage',
  },
  {
    key: 'holidays-calendar',
    group: 'system-settings',
    parent: 'holidays-menu',
    title: 'Calendar',
    icon: 'calendar_month',
    order: 10,
    route: 'holidays/calendar',
    subject: 'Holiday',
    view: 'holiday-calendar',
  },
];
