import { resources } from '../../resources.config';
import type { UserData } from '../state/token-storage';
import { defineAbilityFor } from '../registry/policy';
import type { AppAbility } from './ability';

let cached: { user: UserData | null; ability: AppAbility } | null = null;

/**
 * The ability of the signed-in user, built once per session (per user
 * object) and then evaluated in memory, so a grid of 100 rows or a menu of
 * 90 items asks no server and rebuilds nothing.
 */
export function sessionAbility(user: UserData | null): AppAbility {
  if (cached?.user !== user) {
    cached = {
      user,
      ability: defineAbilityFor(
        user
          ? {
              id: Number(user.id),
              userType: user.userType,
              roles: user.userRoles.map((r) => r.role.name),
            }
          : null,
        resources,
      ),
    };
  }
  return cached.ability;
}
