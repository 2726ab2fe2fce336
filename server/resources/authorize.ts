import type { AnyResource } from '../../src/registry/define-resource';
import type { AuthUser } from '../context';
import { ApiError, forbidden } from '../http/errors';

/** What a caller wants to do with a resource. */
export type Intent =
  | { kind: 'read' }
  | { kind: 'create' }
  | { kind: 'update' }
  | { kind: 'delete' }
  | { kind: 'import' }
  | { kind: 'action'; action: string };

/** Admin user types and super-admin roles may do everything. */
export function isAdmin(user: AuthUser): boolean {
  return (
    user.userType === 'ADMIN' ||
    user.roles.includes('SUPER_ADMIN') ||
    user.roles.includes('ADMIN')
  );
}

/**
 * The server's half of SPEC.md §6: ADMIN may do everything; CLIENT nothing;
 * STAFF and MERCHANT may use a resource unless its entry limits `access` to
 * roles they lack, and an action with `roles` needs one of them.
 *
 * @throws ApiError 401 without a caller, 403 when not allowed (the message says which role is missing).
 */
export function authorize(
  user: AuthUser | undefined,
  resource: AnyResource,
  intent: Intent,
): AuthUser {
  if (!user) throw new ApiError(401, 'Sign in first');
  if (isAdmin(user)) return user;
  if (user.userType === 'CLIENT')
    throw forbidden('Client accounts cannot use the admin console');
  const has = (roles: readonly string[]) =>
    roles.some((r) => (user.roles as readonly string[]).includes(r));
  if (resource.access && resource.access.length > 0 && !has(resource.access)) {
    throw forbidden(
      `${resource.label.many} need the role ${resource.access.join(' or ')}`,
    );
  }
  if (intent.kind === 'action') {
    const roles = resource.actions?.[intent.action]?.roles;
    if (roles && roles.length > 0 && !has(roles)) {
      throw forbidden(
        `${intent.action} on ${resource.label.many} needs the role ${roles.join(' or ')}`,
      );
    }
  }
  return user;
}
