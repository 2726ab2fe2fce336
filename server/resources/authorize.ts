import type { AnyResource } from '../../src/registry/define-resource';
import {
  authorityField,
  defineAbilityFor,
  isAdmin,
  recordOf,
  type PolicyAbility,
} from '../../src/registry/policy';
import { permissionKey } from '../../src/registry/permissions';
import type { AuthUser } from '../context';
import { resolveTarget } from '../db/table-model';
import { ApiError, forbidden } from '../http/errors';

/** What a caller wants to do with a resource. */
export type Intent =
  | { kind: 'read' }
  | { kind: 'create' }
  | { kind: 'update' }
  | { kind: 'delete' }
  | { kind: 'export' }
  | { kind: 'import' }
  | { kind: 'action'; action: string };

const verbOf = (intent: Intent) =>
  intent.kind === 'action' ? intent.action : intent.kind;

/**
 * The caller's ability over one entry: the registry's policy, the same the
 * console hides with. Built per call; one entry is a handful of rules.
 */
export function abilityFor(
  user: AuthUser,
  resource: AnyResource,
): PolicyAbility {
  return defineAbilityFor(user, [resource]);
}

function denial(
  user: AuthUser,
  resource: AnyResource,
  intent: Intent,
): ApiError {
  if (user.userType === 'CLIENT')
    return forbidden('Client accounts cannot use the admin console');
  if (resource.authority && intent.kind !== 'read') {
    return forbidden(
      `Only admins change ${resource.label.many.toLowerCase()}: who holds what is theirs to grant`,
    );
  }
  const key = permissionKey(resource, verbOf(intent));
  return forbidden(
    user.userType === 'MERCHANT'
      ? `Merchant accounts may not ${verbOf(intent)} ${resource.label.many.toLowerCase()} (${key})`
      : `You need the permission ${key} to ${verbOf(intent)} ${resource.label.many.toLowerCase()}; an admin grants it through your role`,
  );
}

/**
 * The subject-level check: may this caller do `intent` on this resource at
 * all? The registry's policy over the caller's permission keys decides;
 * the 403 names the missing key.
 *
 * @throws ApiError 401 without a caller, 403 when not allowed.
 */
export function authorize(
  user: AuthUser | undefined,
  resource: AnyResource,
  intent: Intent,
): AuthUser {
  if (!user) throw new ApiError(401, 'Sign in first');
  const verb = intent.kind === 'import' ? 'import' : verbOf(intent);
  if (!abilityFor(user, resource).can(verb, resource.subject))
    throw denial(user, resource, intent);
  return user;
}

/**
 * The record-level check, once the stored record is known: a non-admin
 * manages only records ranked below their own user type (and edits their
 * own), and sets no authority field. `values` are the fields a create or
 * update would write.
 *
 * @throws ApiError 403 naming what the caller may not do.
 */
export function authorizeRecord(
  user: AuthUser,
  resource: AnyResource,
  verb: string,
  record: Record<string, unknown> | undefined,
  values: Record<string, unknown> = {},
): void {
  if (isAdmin(user)) return;
  const ranked = authorityField(resource);
  if (!ranked) return;
  const ability = abilityFor(user, resource);
  const target = recordOf(resource.subject, record ?? {});
  const rank = record?.[ranked];
  if (record && !ability.can(verb, target)) {
    throw forbidden(
      `Only admins manage ${String(rank)} ${resource.label.many.toLowerCase()}; you may manage those ranked below ${user.userType}`,
    );
  }
  const field = resource.fields[ranked];
  const current = record ? rank : field?.kind === 'enum' && field.default;
  if (ranked in values && values[ranked] !== current) {
    if (!ability.can(verb, record ? target : resource.subject, ranked))
      throw forbidden(
        `Only admins set the ${field?.label.toLowerCase() ?? ranked} of ${resource.label.many.toLowerCase()}`,
      );
  }
}

/**
 * Whether `user` may read the resource a reference names (`users`, or a
 * subject-qualified target): what a list may search through on their behalf.
 * Built per request, as the policy may change between calls.
 */
export function readsResource(
  user: AuthUser,
  registry: readonly AnyResource[],
): (name: string) => boolean {
  return (name) => {
    const target = resolveTarget(registry, name);
    return (
      target !== undefined &&
      abilityFor(user, target).can('read', target.subject)
    );
  };
}
