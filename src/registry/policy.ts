/**
 * Who may do what: the one policy that the API authorises with and the
 * console hides with, computed from the user and the registry. Pure (CASL
 * only, no UI), so `server/` imports it like the rest of the registry.
 *
 * - An ADMIN user type manages everything. Roles never make anyone an admin.
 * - A CLIENT may only read the access-denied page.
 * - Any other type may do what the permission keys of its roles give it
 *   (`permissions.ts`; decision 022): `orders.read` lets it read orders,
 *   `settlements.verify` verify settlements. A MERCHANT user holds only
 *   MERCHANT-scope keys, whatever role an admin gives it.
 * - Nobody but an admin changes `authority` resources (roles, their
 *   permissions, grants): the catalogue has no write key for them, so
 *   nobody can grant what they do not hold.
 * - A field marked `authority` (the user type) is set by admins only, and a
 *   non-admin manages only records whose type ranks below their own (staff
 *   manage merchants and customers, not colleagues or admins), besides
 *   editing their own record when they may edit that resource at all.
 */
import {
  AbilityBuilder,
  createMongoAbility,
  subject as asSubject,
  type MongoAbility,
} from '@casl/ability';
import type { AnyResource } from './define-resource';
import { enums, type UserType } from './enums';
import { consolePermissions, permissionsOf } from './permissions';

/** What abilities depend on: the profile's id, user type and held permission keys. */
export interface PolicyUser {
  id: number;
  userType: string;
  /** The keys of all the user's roles (`orders.read`, …), as the API read them. */
  permissions: readonly string[];
}

/** A CASL ability over the registry's subjects and actions (action keys are the API verbs). */
export type PolicyAbility = MongoAbility;

/** Pages that are not resources but still need an ability. */
export const pageSubjects = ['Home', 'Profile', 'AccessDenied'] as const;

const userTypes: readonly string[] = enums['user.userType'];

/** The one test of "is an admin" (the user type, never a role). */
export function isAdmin(user: Pick<PolicyUser, 'userType'> | null): boolean {
  return user?.userType.toUpperCase() === 'ADMIN';
}

/** User types with less authority than `type` (the enum lists the most powerful first). */
export function typesBelow(type: string): UserType[] {
  const rank = userTypes.indexOf(type.toUpperCase());
  return enums['user.userType'].filter(
    (_, index) => rank !== -1 && index > rank,
  );
}

/** The field of an entry whose value ranks its records by user type, if it has one. */
export function authorityField(resource: AnyResource): string | undefined {
  return Object.entries(resource.fields).find(
    ([, field]) => field.kind === 'enum' && field.authority === true,
  )?.[0];
}

/**
 * The ability of `user` over `registry`.
 *
 * @example
 * defineAbilityFor({ id: 4, userType: 'STAFF', permissions: ['settlements.review'] }, resources)
 *   .can('review', 'Settlement'); // true
 */
export function defineAbilityFor(
  user: PolicyUser | null,
  registry: readonly AnyResource[],
): PolicyAbility {
  const { can, cannot, build } = new AbilityBuilder<PolicyAbility>(
    createMongoAbility,
  );
  if (!user) return build();
  if (isAdmin(user)) {
    can('manage', 'all');
    return build();
  }
  if (user.userType.toUpperCase() === 'CLIENT') {
    can('read', 'AccessDenied');
    return build();
  }
  const held = new Set(user.permissions);
  const merchantOnly = user.userType.toUpperCase() === 'MERCHANT';
  can('read', [...pageSubjects]);
  for (const permission of consolePermissions)
    if (
      held.has(permission.key) &&
      (!merchantOnly || permission.scope === 'MERCHANT')
    )
      can(permission.verb, permission.subject);
  for (const resource of registry) {
    const subject = resource.subject;
    const verbs = permissionsOf(resource)
      .filter(
        (p) => held.has(p.key) && (!merchantOnly || p.scope === 'MERCHANT'),
      )
      .map((p) => p.verb);
    if (verbs.length === 0) continue;
    can(verbs, subject);
    const ranked = authorityField(resource);
    if (!ranked) continue;
    // CASL lets the last matching rule win: refuse records that are not
    // ranked below the caller, then give back their own record to edit, then
    // take the authority field itself away from everyone but admins.
    const managing = verbs.filter(
      (verb) => verb !== 'read' && verb !== 'export',
    );
    if (managing.length > 0)
      cannot(managing, subject, {
        [ranked]: { $nin: typesBelow(user.userType) },
      });
    if (verbs.includes('update')) can('update', subject, { id: user.id });
    cannot(['create', 'update'], subject, [ranked]);
  }
  return build();
}

/**
 * `record` as the subject `name` for a record-level check:
 * `ability.can('update', recordOf('User', user))`.
 */
export function recordOf(
  name: string,
  record: Record<string, unknown>,
): ReturnType<typeof asSubject<string, Record<string, unknown>>> {
  return asSubject(name, { ...record });
}
