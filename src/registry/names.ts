/**
 * The names registry entries refer to things outside the registry by: the
 * menu's icons, the API's report endpoints, the server's action effects and
 * its record warnings.
 * Each list is the one source of its type; the console's icon map and the
 * server's report queries and effects are typed `Record<Name, …>`, so a name
 * here without its implementation, or the reverse, does not compile.
 */

/** Material icon names the menu draws (src/layout/menu-icons.ts). */
export const menuIconNames = [
  'account_balance',
  'account_balance_wallet',
  'ad_units',
  'api',
  'add_circle_outline',
  'admin_panel_settings',
  'alt_route',
  'announcement',
  'assignment_ind',
  'badge',
  'bookmark',
  'calendar_month',
  'campaign',
  'category',
  'confirmation_number',
  'credit_card',
  'date_range',
  'event',
  'event_note',
  'fastfood',
  'favorite',
  'folder',
  'group',
  'groups',
  'history',
  'home',
  'insights',
  'key',
  'link',
  'list',
  'local_bar',
  'local_offer',
  'location_city',
  'login',
  'menu_book',
  'notifications',
  'person',
  'person_remove',
  'person_search',
  'photo_library',
  'playlist_add',
  'print',
  'qr_code_scanner',
  'query_stats',
  'ramen_dining',
  'receipt',
  'receipt_long',
  'redeem',
  'request_quote',
  'savings',
  'restaurant',
  'restaurant_menu',
  'search',
  'settings',
  'settings_applications',
  'smartphone',
  'store',
  'storefront',
  'summarize',
  'support_agent',
  'swap_horiz',
  'system_update',
  'timeline',
  'toll',
  'tune',
  'view_carousel',
  'volunteer_activism',
  'warning',
] as const;
export type MenuIconName = (typeof menuIconNames)[number];

/** Report endpoints under /admin (server/reports/report-queries.ts). */
export const reportEndpoints = [
  'reportings/outlets-performance',
  'reportings/sales-summary',
  'reportings/menu-performance',
  'reportings/category-performance',
  'reportings/sales-channel-performance',
  'reportings/demographic-performance',
  'reportings/finance',
  'reportings/subsidy',
  'reportings/pocket-balance',
] as const;
export type ReportEndpoint = (typeof reportEndpoints)[number];

/** Side effects an action may run besides its state change (server/resources/effects.ts). */
export const effectNames = [
  'refund-to-pocket',
  'pocket-withdrawal-paid',
  'send-e-receipt',
  'revise-order-line',
  'send-notification-batch',
  'anonymise-user',
  'payout',
  'run-held-action',
] as const;
export type EffectName = (typeof effectNames)[number];

/**
 * Checks the server runs on each record of an entry that declares one
 * (`warnings`), answering what is suspicious about it (server/resources/record-warnings.ts).
 */
export const warningCheckNames = ['payout-account'] as const;
export type WarningCheckName = (typeof warningCheckNames)[number];
