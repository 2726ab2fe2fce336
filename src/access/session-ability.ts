import type { UserData } from '../state/token-storage';
import type { AnyResource } from '../registry/define-resource';
import { defineAbilityFor } from '../registry/policy';
import type { AppAbility } from './ability';

/** The signed-in user's ability (none signed in: `null`). */
export type SessionAbility = (user: UserData | null) => AppAbility;

/**
 * The ability of the signed-in user over the registry's subjects, built
 * once per user object (a new profile with other permissions is a new
 * object: the socket's `ability.changed` brings one) and then evaluated in memory, so a
 * grid of 100 rows or a menu of 90 items asks no server and rebuilds
 * nothing. One console makes one and shares it with everything that asks.
 *
 * @example
 * const abilityOf = createSessionAbility(registry.resources);
 * abilityOf(getUserData()).can('read', 'Order');
 */
export function createSessionAbility(
  resources: readonly AnyResource[],
): SessionAbility {
  let cached: { user: UserData | null; ability: AppAbility } | null = null;
  return (user) => {
    if (cached?.user !== user) {
      cached = {
        user,
        ability: defineAbilityFor(
          user
            ? {
                id: Number(user.id),
                userType: user.userType,
                permissions: user.permissions ?? [],
              }
            : null,
          resources,
        ),
      };
    }
    return cached.ability;
  };
}
