import { setUserData, writeFlag, type UserData } from '../state/token-storage';
import type { FinanceFlags } from '../state/app-store';

export const FINANCE_ROLE = 'FINANCE';
export const FINANCE_REVIEWER_ROLE = 'FINANCE_REVIEWER';

/**
 * Keeps the profile in localStorage under `userData`, with the finance and
 * reviewer flags under their own keys; returns the flags for the in-memory
 * state.
 */
export function storeProfile(user: UserData): FinanceFlags {
  const roles = new Set(user.userRoles.map((r) => r.role.name));
  const flags = {
    hasFinanceRole: roles.has(FINANCE_ROLE),
    hasReviewerRole: roles.has(FINANCE_REVIEWER_ROLE),
  };
  setUserData(user);
  writeFlag('hasFinanceRole', flags.hasFinanceRole);
  writeFlag('hasReviewerRole', flags.hasReviewerRole);
  return flags;
}
