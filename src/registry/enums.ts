/**
 * Every enumeration the API serves on `GET /enums`, keyed `<domain>.<name>`.
 * Enum fields point here by key, so the server validates against the same list
 * the console shows, and action state machines are typed against it.
 *
 * `roles.RoleName` and `settlement.resolvedStatus` (with PENDING) are named by
 * SPEC.md §3; the rest are ours.
 */
export const enums = {
  'roles.RoleName': [
    'SUPER_ADMIN',
    'ADMIN',
    'FINANCE',
    'FINANCE_REVIEWER',
    'OPERATIONS',
    'CUSTOMER_SUPPORT',
    'MARKETING',
    'MERCHANT_OWNER',
    'MERCHANT_STAFF',
  ],
  'user.userType': ['ADMIN', 'STAFF', 'MERCHANT', 'CLIENT'],
  'user.status': ['ACTIVE', 'SUSPENDED', 'PENDING_VERIFICATION'],
  'settlement.resolvedStatus': [
    'PENDING',
    'REVIEWED',
    'VERIFIED',
    'APPROVED',
    'PAID',
    'CONFIRMED',
    'REJECTED',
    'RESOLVED',
  ],
  'order.status': [
    'PENDING',
    'ACCEPTED',
    'READY',
    'COMPLETED',
    'REJECTED',
    'CANCELLED',
    'REFUNDED',
  ],
  'withdrawal.status': ['PENDING', 'APPROVED', 'REJECTED', 'PAID'],
  'enquiry.status': ['OPEN', 'IN_PROGRESS', 'RESOLVED', 'CLOSED'],
} as const;

export type Enums = typeof enums;
export type EnumKey = keyof Enums;
export type EnumValue<K extends EnumKey> = Enums[K][number];
export type RoleName = EnumValue<'roles.RoleName'>;
export type UserType = EnumValue<'user.userType'>;

/** The `/enums` payload: `{ roles: { RoleName: { ADMIN: 'ADMIN', … } }, … }`. */
export function enumsPayload(): Record<string, Record<string, Record<string, string>>> {
  const payload: Record<string, Record<string, Record<string, string>>> = {};
  for (const [key, values] of Object.entries(enums)) {
    const [domain, name] = key.split('.') as [string, string];
    const group = (payload[domain] ??= {});
    group[name] = Object.fromEntries(values.map((v) => [v, v]));
  }
  return payload;
}
