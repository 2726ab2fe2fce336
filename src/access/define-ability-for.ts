import { AbilityBuilder, createMongoAbility } from '@casl/ability';
import { resources } from '../../resources.config';
import type { AnyResource } from '../registry/define-resource';
import type { AppAbility, AppAction, AppSubject } from './ability';

/** What abilities depend on: the profile's user type and role names. */
export interface AbilityUser {
  userType: string;
  roles: readonly string[];
}

const ADMIN_TYPES = new Set(['ADMIN', 'SUPER_ADMIN']);
const STAFF_ACTIONS: AppAction[] = [
  'read',
  'create',
  'update',
  'delete',
  'export',
  'import',
];

function allows(
  required: readonly string[] | undefined,
  roles: ReadonlySet<string>,
): boolean {
  return (
    required === undefined ||
    required.length === 0 ||
    required.some((r) => roles.has(r))
  );
}

/**
 * The rules of SPEC.md §6 over the registry: an admin manages everything; a
 * client may only read the access-denied page; any other user type may read,
 * create, update and delete every resource whose `access` roles it holds (all
 * of them when `access` is unset), and take each action whose `roles` it holds.
 *
 * @example
 * defineAbilityFor({ userType: 'STAFF', roles: ['FINANCE'] }).can('review', 'Settlement');
 */
export function defineAbilityFor(user: AbilityUser | null): AppAbility {
  const { can, build } = new AbilityBuilder<AppAbility>(createMongoAbility);
  if (user) {
    const userType = user.userType.toUpperCase();
    if (ADMIN_TYPES.has(userType)) {
      can('manage', 'all');
    } else if (userType === 'CLIENT') {
      can('read', 'AccessDenied');
    } else {
      const roles = new Set(user.roles);
      can('read', ['Home', 'Profile', 'AccessDenied']);
      for (const resource of resources as readonly AnyResource[]) {
        if (!allows(resource.access, roles)) continue;
        const subject = resource.subject as AppSubject;
        can(STAFF_ACTIONS, subject);
        for (const [key, action] of Object.entries(resource.actions ?? {})) {
          if (allows(action.roles, roles)) can(key, subject);
        }
      }
    }
  }
  return build();
}
