import { createContext, useContext, type ReactNode } from 'react';
import { useAppStore } from '../state/app-store';
import type { AppAbility } from './ability';
import { sessionAbility } from './session-ability';

const AbilityContext = createContext<AppAbility | null>(null);

/**
 * Provides the signed-in user's ability; it changes only when the user does
 * (login, logout, another user type), and then is computed afresh.
 *
 * @example
 * <AbilityProvider><AppRoutes /></AbilityProvider>
 */
export function AbilityProvider({ children }: { children: ReactNode }) {
  const user = useAppStore((s) => s.session.user);
  return (
    <AbilityContext.Provider value={sessionAbility(user)}>
      {children}
    </AbilityContext.Provider>
  );
}

/** The current ability; `useAbility().can('approve', 'Order')`. */
export function useAbility(): AppAbility {
  const ability = useContext(AbilityContext);
  if (!ability) {
    throw new Error(
      'useAbility() needs an <AbilityProvider> above it; mount one in app.tsx.',
    );
  }
  return ability;
}
