import { createContext, useContext, type ReactNode } from 'react';
import { useAppStore } from '../state/app-store';
import type { AppAbility } from './ability';
import type { SessionAbility } from './session-ability';

const AbilityContext = createContext<AppAbility | null>(null);

/**
 * Provides the signed-in user's ability, as `abilityOf` (the console's one
 * `createSessionAbility`) computes it; it changes only when the user does
 * (login, logout, another user type), and then is computed afresh.
 *
 * @example
 * <AbilityProvider abilityOf={abilityOf}><AppRoutes … /></AbilityProvider>
 */
export function AbilityProvider({
  abilityOf,
  children,
}: {
  abilityOf: SessionAbility;
  children: ReactNode;
}) {
  const user = useAppStore((s) => s.session.user);
  return (
    <AbilityContext.Provider value={abilityOf(user)}>
      {children}
    </AbilityContext.Provider>
  );
}

/** The current ability; `useAbility().can('approve', 'Order')`. */
export function useAbility(): AppAbility {
  const ability = useContext(AbilityContext);
  if (!ability) {
    throw new Error(
      'useAbility() needs an <AbilityProvider> above it; createConsoleApp mounts one.',
    );
  }
  return ability;
}
