import type { PolicyAbility } from '../registry/policy';

/**
 * The console's ability: the registry's policy (`registry/policy.ts`), the
 * same one the API authorises with.
 */
export type AppAbility = PolicyAbility;
