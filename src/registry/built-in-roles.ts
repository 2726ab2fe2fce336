/**
 * The built-in roles and the permission sets the first seed gives them
 * (decision 022). After that the database decides: an admin edits a role's
 * permissions on its page and the API and every open console follow.
 *
 * A role's defaults are the catalogue keys its `grants` match, plus every key
 * of the entries whose `access` names it, less what the registry keeps from
 * it: an entry with `access` goes to those roles only (finance screens), and
 * an action with `roles` to those roles only (a reviewer verifies, finance
 * reviews). So a new entry reaches a built-in role by its own `access`.
 */
import type { AnyResource } from './define-resource';
import { enums, type RoleName } from './enums';
import { consolePermissions, permissionsOf } from './permissions';

export interface BuiltInRole {
  name: RoleName;
  /** What the role is for, in an administrator's words (the roles list shows it). */
  description: string;
  /**
   * Key patterns: `*` stands for any run of letters, digits and dashes
   * (`menu*.*` is every key of every menu entry); a leading `!` takes keys away.
   */
  grants: readonly string[];
}

/** The sales reports: aggregates, no customer's personal data. */
const salesReports = [
  'outlets-performance.*',
  'sales-summary.*',
  'menu-performance.*',
  'category-performance.*',
  'sales-channel-performance.*',
  'demographic-performance.*',
];

/** What both finance roles read and do; the actions' `roles` split the work. */
const financeGrants = [
  'settlements.*',
  'settlement-daily-summaries.*',
  'pocket-withdrawals.*',
  'pockets.*',
  'pocket-transactions.*',
  'zcoin-transactions.*',
  'transactions.*',
  'reportings.*',
  'subsidy-report.*',
  'pocket-balance-report.*',
  'outlets-performance.*',
  'sales-summary.*',
  'sales-channel-performance.*',
  'orders.read',
  'orders.export',
  'orders.cancel-and-refund',
  'order-menus.read',
  'order-status-logs.read',
  'merchants.read',
  'merchant-outlets.read',
  // Who reviewed or verified a payout is a colleague's name, not "#2", and a
  // refund is to a customer: finance reads users (but exports none).
  'users.read',
  'banks.*',
  'promotion-transactions.read',
  'promo-code-transactions.read',
  'audit-logs.read',
  // Finance asks for approvals and sees its own; the actions' `roles` let
  // only the reviewer approve.
  'approval-requests.*',
];

export const builtInRoles: readonly BuiltInRole[] = [
  {
    name: 'OPERATIONS',
    description:
      'Runs the day: orders, merchants, outlets, menus, alerts and customer enquiries. No finance, no roles, no export of customers’ personal data.',
    grants: [
      'orders.*',
      'order-menus.*',
      'order-status-logs.*',
      'merchants.*',
      'merchant-*.*',
      'thermal-printer-layouts.*',
      'barcode-scanners.*',
      'menu*.*',
      'happy-hours.*',
      'enquir*.*',
      '!enquir*.export',
      'canned-replies.*',
      'alerts.*',
      'cuisines.read',
      'holidays.read',
      'payment-methods.read',
      'users.read',
      ...salesReports,
      // Shift leads hand their colleagues the lists they work from.
      'list-views.share',
      // Their own calls held for approval.
      'approval-requests.read',
    ],
  },
  {
    name: 'CUSTOMER_SUPPORT',
    description:
      'Answers enquiries, looks customers up, cancels or refunds orders and handles account-deletion requests.',
    grants: [
      'enquir*.*',
      '!enquir*.export',
      'canned-replies.*',
      'orders.read',
      'orders.cancel',
      'orders.cancel-and-refund',
      'orders.send-e-receipt',
      'order-menus.read',
      'order-status-logs.read',
      'users.read',
      'users.update',
      'user-devices.read',
      'user-sessions.read',
      'user-settings.read',
      'user-settings.update',
      'user-deletions.*',
      '!user-deletions.export',
      'merchants.read',
      'merchant-outlets.read',
      'menus.read',
      'pockets.read',
      'pocket-transactions.read',
      'promo-code-transactions.read',
      'zcoin-transactions.read',
      'favourite-*.read',
      'approval-requests.read',
    ],
  },
  {
    name: 'FINANCE',
    description:
      'Reviews settlements, marks payouts paid, handles withdrawals and wallets; reads the finance reports.',
    grants: financeGrants,
  },
  {
    name: 'FINANCE_REVIEWER',
    description:
      'Verifies, approves and resolves settlements another person reviewed (four eyes); reads the finance reports.',
    grants: financeGrants,
  },
  {
    name: 'MARKETING',
    description:
      'Creates promotions, promo codes, banners and broadcasts; reads merchants, menus and the sales reports.',
    grants: [
      'promotion*.*',
      'promo-code*.*',
      'zcity-promo-code*.*',
      '!*-users.export',
      'banners.*',
      'announcement-banners.*',
      'merchant-outlet-banners.*',
      'notifications.*',
      'notification-batches.*',
      'merchants.read',
      'merchant-outlets.read',
      'menus.read',
      'menu-categories.read',
      'cuisines.read',
      'users.read',
      'searches.read',
      'favourite-*.read',
      ...salesReports,
    ],
  },
  {
    name: 'MERCHANT_OWNER',
    description:
      'A merchant’s owner, for the merchant app. Holds nothing in this console by default: the API does not yet confine a merchant to its own outlets.',
    grants: [],
  },
  {
    name: 'MERCHANT_STAFF',
    description:
      'A merchant’s staff at one outlet, for the merchant app. Holds nothing in this console by default, as the owner.',
    grants: [],
  },
];

function patternOf(glob: string): RegExp {
  const body = glob
    .split('*')
    .map((part) => part.replace(/[.?+^$()[\]{}|\\]/g, '\\$&'))
    .join('[a-z0-9-]*');
  return new RegExp(`^${body}$`);
}

/** Whether `grants` give `key`: some pattern matches it and no `!` pattern takes it away. */
export function grantsKey(grants: readonly string[], key: string): boolean {
  const given = grants.filter((g) => !g.startsWith('!'));
  const taken = grants.filter((g) => g.startsWith('!')).map((g) => g.slice(1));
  return (
    given.some((g) => patternOf(g).test(key)) &&
    !taken.some((g) => patternOf(g).test(key))
  );
}

/**
 * The keys `role` holds in a new database, sorted.
 *
 * @example
 * defaultPermissionsOf('FINANCE_REVIEWER', resources).includes('settlements.verify'); // true
 * defaultPermissionsOf('FINANCE', resources).includes('settlements.verify'); // false
 */
export function defaultPermissionsOf(
  role: string,
  registry: readonly AnyResource[],
): string[] {
  const grants = builtInRoles.find((r) => r.name === role)?.grants ?? [];
  const keys = new Set<string>();
  for (const resource of registry) {
    if (resource.access && !resource.access.includes(role as RoleName))
      continue;
    for (const permission of permissionsOf(resource)) {
      const action = resource.actions?.[permission.verb];
      if (action?.roles && !action.roles.includes(role as RoleName)) continue;
      if (resource.access || grantsKey(grants, permission.key))
        keys.add(permission.key);
    }
  }
  for (const permission of consolePermissions)
    if (grantsKey(grants, permission.key)) keys.add(permission.key);
  return [...keys].sort();
}

/** Entries whose seed rows are these roles and the permission catalogue, not a `seedCount` of made-up ones. */
export const seededFromRegistry: readonly string[] = [
  'roles',
  'permissions',
  'role-permissions',
];

/** Every role name the product knows is built in: the code paths (four eyes, finance flags) depend on them. */
export const builtInRoleNames: readonly RoleName[] = enums['roles.RoleName'];
