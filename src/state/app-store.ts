import { create } from 'zustand';
import {
  getUserData,
  hasStoredSession,
  readFlag,
  type UserData,
} from './token-storage';
import { readBootEnums } from './boot-enums';
import { followMarketplaceClock } from './follow-marketplace-clock';

/** The finance and reviewer flags the profile's roles set (FINANCE, FINANCE_REVIEWER). */
export interface FinanceFlags {
  hasFinanceRole: boolean;
  hasReviewerRole: boolean;
}

/** The `/enums` payload: `{ roles: { RoleName: {…} }, settlement: { resolvedStatus: {…} }, … }`. */
export type AppEnums = Record<string, Record<string, Record<string, string>>>;

/** Why the session is ending; decides where the user lands afterwards. */
export type LogoutReason = 'user' | 'expired' | 'remote';

export interface AppState {
  /** Both flags persisted under their own localStorage keys. */
  authorization: { hasFinanceRole: boolean; hasReviewerRole: boolean };
  common: {
    /** Set by whoever ends the session; SessionEffects performs the logout and resets it. */
    isLogout: boolean;
    logoutReason: LogoutReason;
    /** Rises on each network error; 0 means online. */
    isOffline: number;
    isMaintenanceMode: boolean;
    /** ISO-8601 from the 503 body, or null when unknown. */
    maintenanceModeEta: string | null;
    appEnums: AppEnums | null;
  };
  finance: { hasPendingResolvePayoutRequest: boolean };
  /** The signed-in user (mirrors `userData`) and whether a session exists at all. */
  session: {
    user: UserData | null;
    hasToken: boolean;
  };
  setMaintenanceMode: (eta: string | null) => void;
  resetMaintenanceMode: () => void;
  markOffline: () => void;
  resetOffline: () => void;
  requestLogout: (reason?: LogoutReason) => void;
  setAppEnums: (enums: AppEnums) => void;
  /** The finance flags in memory; `storeProfile` keeps them in storage. */
  setAuthorization: (flags: FinanceFlags) => void;
  setPendingPayout: (hasPending: boolean) => void;
  setSession: (session: Partial<AppState['session']>) => void;
  /** Back to a signed-out state; keeps the enums, which do not depend on the user. */
  resetAll: () => void;
}

function initialState() {
  return {
    authorization: {
      hasFinanceRole: readFlag('hasFinanceRole'),
      hasReviewerRole: readFlag('hasReviewerRole'),
    },
    common: {
      isLogout: false,
      logoutReason: 'user' as LogoutReason,
      isOffline: 0,
      isMaintenanceMode: false,
      maintenanceModeEta: null,
      appEnums: readBootEnums(),
    },
    finance: { hasPendingResolvePayoutRequest: false },
    session: { user: getUserData(), hasToken: hasStoredSession() },
  };
}

/**
 * The console's small shared state. `useAppStore` in components,
 * `appStore.getState()` in the HTTP layer and other non-React code.
 *
 * @example
 * const isMaintenance = useAppStore((s) => s.common.isMaintenanceMode);
 * appStore.getState().setMaintenanceMode('2030-01-01T00:00:00Z');
 */
export const useAppStore = create<AppState>()((set) => ({
  ...initialState(),
  setMaintenanceMode: (eta) =>
    set((s) => ({
      common: { ...s.common, isMaintenanceMode: true, maintenanceModeEta: eta },
    })),
  resetMaintenanceMode: () =>
    set((s) => ({
      common: {
        ...s.common,
        isMaintenanceMode: false,
        maintenanceModeEta: null,
      },
    })),
  markOffline: () =>
    set((s) => ({
      common: { ...s.common, isOffline: s.common.isOffline + 1 },
    })),
  resetOffline: () => set((s) => ({ common: { ...s.common, isOffline: 0 } })),
  requestLogout: (reason = 'user') =>
    set((s) =>
      // The first reason wins: a forced logout must not turn into a plain one.
      s.common.isLogout
        ? s
        : { common: { ...s.common, isLogout: true, logoutReason: reason } },
    ),
  setAppEnums: (appEnums) =>
    set((s) => ({ common: { ...s.common, appEnums } })),
  setAuthorization: (authorization) => set({ authorization }),
  setPendingPayout: (hasPending) =>
    set({ finance: { hasPendingResolvePayoutRequest: hasPending } }),
  setSession: (session) =>
    set((s) => ({ session: { ...s.session, ...session } })),
  resetAll: () =>
    set((s) => ({
      ...initialState(),
      common: { ...initialState().common, appEnums: s.common.appEnums },
    })),
}));

/** The same store for code outside React (HTTP interceptors, providers). */
export const appStore = useAppStore;

// The clock follows the signed-in user's profile, from the one stored at boot on.
followMarketplaceClock(appStore.getState().session.user);
appStore.subscribe((state, previous) => {
  if (state.session.user !== previous.session.user)
    followMarketplaceClock(state.session.user);
});
