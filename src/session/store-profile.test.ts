/** @vitest-environment jsdom */
import { afterEach, expect, test } from 'vitest';
import { buildUser } from '../../tests/factories/build-user';
import { storeProfile } from './store-profile';

afterEach(() => localStorage.clear());

test.each([
  [['FINANCE'] as const, 'true', 'false'],
  [['FINANCE_REVIEWER'] as const, 'false', 'true'],
  [['FINANCE', 'FINANCE_REVIEWER'] as const, 'true', 'true'],
  [[] as const, 'false', 'false'],
])(
  'a profile with roles %j stores hasFinanceRole %s and hasReviewerRole %s',
  (roles, finance, reviewer) => {
    const flags = storeProfile(buildUser({ roles }));
    expect(localStorage.getItem('hasFinanceRole')).toBe(finance);
    expect(localStorage.getItem('hasReviewerRole')).toBe(reviewer);
    expect(flags).toEqual({
      hasFinanceRole: finance === 'true',
      hasReviewerRole: reviewer === 'true',
    });
  },
);
