/**
 * The permission catalogue: one key for each thing the API checks, derived
 * from the registry, so a key exists exactly when some route asks for it.
 *
 * - `{resource}.{operation}` for the CRUD and file operations an entry offers
 *   (`orders.read`, `banks.import`). `list` and `show` are one key, `read`;
 *   `edit` is `update`.
 * - `{resource}.{action}` for each state-machine action (`orders.approve`,
 *   `settlements.verify`).
 * - Entries that are views of another (`source`: Payout Request is settlements
 *   in flight) share their source's keys, as they share its CASL subject.
 * - `authority` entries (roles, their permissions, grants) have only `read`
 *   and `export`: only admins change who holds what, and an admin is not
 *   asked for keys, so a write key there would be checked by nothing.
 * - A few keys belong to the console rather than to an entry
 *   (`consolePermissions`): sharing a saved list view with others.
 */
import type { AnyResource } from './define-resource';
import { offers } from './operations';

export type PermissionScope = 'ADMIN' | 'MERCHANT';

/** One key: what it lets the holder do, and to which CASL subject. */
export interface Permission {
  key: string;
  /** The CASL action (API verb): `read`, `update`, `approve`, … */
  verb: string;
  subject: string;
  /** The resource whose name prefixes the key; the role editor groups by it. */
  module: string;
  name: string;
  description: string;
  /**
   * `MERCHANT` keys may also be held by a merchant user's roles; a user of
   * the MERCHANT type holds no other key, whatever role they are given.
   */
  scope: PermissionScope;
}

const fileVerbs = [
  ['read', ['list', 'show']],
  ['create', ['create']],
  ['update', ['edit']],
  ['delete', ['delete']],
  ['export', ['export']],
  ['import', ['import']],
] as const;

const verbWords: Readonly<Record<string, string>> = {
  read: 'View',
  create: 'Create',
  update: 'Edit',
  delete: 'Delete',
  export: 'Export',
  import: 'Import',
};

/**
 * What a merchant's own staff may be given: their outlets, menus and orders.
 * Everything else (finance, customers, marketing, authority) is the
 * marketplace's.
 */
const merchantModules = new Set([
  'merchant-outlets',
  'merchant-outlet-settings',
  'merchant-outlet-operating-hours',
  'merchant-outlet-operating-plans',
  'merchant-outlet-temporary-statuses',
  'merchant-outlet-printers',
  'menus',
  'menu-categories',
  'menu-category-groups',
  'menu-prices',
  'menu-extras',
  'menu-extra-items',
  'menu-extra-item-prices',
  'happy-hours',
  'orders',
  'order-menus',
  'order-status-logs',
]);

/** The resource whose name a key of `resource` starts with. */
export function permissionModule(resource: AnyResource): string {
  return resource.source?.resource ?? resource.name;
}

/** `orders.approve`: the key that lets its holder `verb` on `resource`. */
export function permissionKey(resource: AnyResource, verb: string): string {
  return `${permissionModule(resource)}.${verb}`;
}

/** The keys one entry is checked with (a view entry: its source's). */
export function permissionsOf(resource: AnyResource): Permission[] {
  const module = permissionModule(resource);
  const scope: PermissionScope = merchantModules.has(module)
    ? 'MERCHANT'
    : 'ADMIN';
  const noun = resource.label.many.toLowerCase();
  const file = fileVerbs
    .filter(
      ([verb, operations]) =>
        operations.some((operation) => offers(resource, operation)) &&
        (!resource.authority || verb === 'read' || verb === 'export'),
    )
    .map(([verb]) => ({
      key: `${module}.${verb}`,
      verb,
      subject: resource.subject,
      module,
      name: `${verbWords[verb] ?? verb} ${noun}`,
      description: `Lets the holder ${(verbWords[verb] ?? verb).toLowerCase()} ${noun}.`,
      scope,
    }));
  const actions = Object.entries(resource.actions ?? {}).map(
    ([verb, action]) => ({
      key: `${module}.${verb}`,
      verb,
      subject: resource.subject,
      module,
      name: `${action.label} (${noun})`,
      description: `Lets the holder take the action "${action.label}" on ${noun}${
        action.from.length ? ` in ${action.from.join(' or ')}` : ''
      }.`,
      scope,
    }),
  );
  return [...file, ...actions];
}

/** The key that lets its holder save a list view for a role or for everyone. */
export const shareListViewsKey = 'list-views.share';

/**
 * Keys the API checks that belong to no registry entry: what a user may do
 * with the console's own records. Their subjects are no entry's.
 */
export const consolePermissions: readonly Permission[] = [
  {
    key: shareListViewsKey,
    verb: 'share',
    subject: 'ListView',
    module: 'list-views',
    name: 'Share list views',
    description:
      'Lets the holder save a list view for a role or for everyone, not only for themselves.',
    scope: 'ADMIN',
  },
];

/**
 * Every key the API checks, once each, sorted by key: the seed's
 * `permissions` table and the role editor's choices.
 *
 * @example
 * permissionCatalogue(resources).find((p) => p.key === 'orders.approve')?.subject; // 'Order'
 */
export function permissionCatalogue(
  registry: readonly AnyResource[],
): Permission[] {
  const byKey = new Map<string, Permission>();
  // A key is named after its own entry rather than a view of it.
  const owners = [...registry].sort(
    (a, b) => Number(Boolean(a.source)) - Number(Boolean(b.source)),
  );
  for (const resource of owners)
    for (const permission of permissionsOf(resource))
      if (!byKey.has(permission.key)) byKey.set(permission.key, permission);
  for (const permission of consolePermissions)
    byKey.set(permission.key, permission);
  return [...byKey.values()].sort((a, b) => a.key.localeCompare(b.key));
}
