/**
 * Every enumeration the API serves on `GET /enums`, keyed `<domain>.<name>`.
 * Enum fields point here by key, so the server validates against the same list
 * the console shows, and action state machines are typed against it.
 *
 * `roles.RoleName` and `settlement.resolvedStatus` (with PENDING) are the
 * product's, which the console reads; the rest are ours.
 */
export const enums = {
  // No ADMIN role: being an admin is a user type (policy.ts), so a role
  // grant can never make anyone one.
  'roles.RoleName': [
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
  // The shared mailbox's own folders; Inbox, Assigned to me and Resolved
  // follow from the status and assignee (enquiry-folders.ts).
  'enquiry.mailbox': ['INBOX', 'SPAM'],
  'enquiry.author': ['STAFF', 'CUSTOMER'],
  'enquiry.category': [
    'ORDER',
    'PAYMENT',
    'REFUND',
    'ACCOUNT',
    'MERCHANT',
    'APP',
    'OTHER',
  ],
  'user.gender': ['MALE', 'FEMALE', 'UNDISCLOSED'],
  'user.language': ['EN', 'MS', 'ZH', 'TA'],
  'user.deletionStatus': ['REQUESTED', 'COMPLETED', 'CANCELLED'],
  'user.socialProvider': ['GOOGLE', 'FACEBOOK', 'APPLE'],
  'device.platform': ['IOS', 'ANDROID', 'HUAWEI', 'WEB'],
  'permission.scope': ['ADMIN', 'MERCHANT'],
  'setting.valueType': ['STRING', 'NUMBER', 'BOOLEAN', 'JSON'],
  'audit.action': [
    'CREATE',
    'UPDATE',
    'DELETE',
    'ACTION',
    'IMPORT',
    'EXPORT',
    'LOGIN',
    'LOGOUT',
  ],
  'alert.type': [
    'OUTLET_OFFLINE',
    'ORDER_DELAYED',
    'PAYMENT_FAILURE',
    'PRINTER_OFFLINE',
    'HIGH_CANCELLATION_RATE',
    'SYSTEM',
  ],
  'alert.severity': ['INFO', 'WARNING', 'CRITICAL'],
  'alert.status': ['OPEN', 'ACKNOWLEDGED', 'CLOSED'],
  'notification.channel': ['PUSH', 'EMAIL', 'SMS', 'IN_APP'],
  'notification.status': ['QUEUED', 'SENT', 'FAILED', 'READ'],
  'notification.audience': [
    'ALL_USERS',
    'CUSTOMERS',
    'MERCHANTS',
    'INACTIVE_CUSTOMERS',
  ],
  'notificationBatch.status': ['DRAFT', 'SCHEDULED', 'SENT', 'CANCELLED'],
  'transaction.type': ['PAYMENT', 'REFUND', 'TOP_UP', 'WITHDRAWAL', 'PAYOUT'],
  'transaction.status': ['PENDING', 'SUCCEEDED', 'FAILED'],
  'paymentMethod.type': ['CARD', 'FPX', 'E_WALLET', 'POCKET', 'CASH'],
  'banner.placement': ['HOME_TOP', 'HOME_MIDDLE', 'CHECKOUT', 'MERCHANT_LIST'],
  'announcement.tone': ['INFO', 'WARNING', 'CRITICAL'],
  'announcement.audience': ['CUSTOMER_APP', 'MERCHANT_APP', 'ALL_APPS'],
  'address.state': [
    'JOHOR',
    'KEDAH',
    'KELANTAN',
    'MELAKA',
    'NEGERI_SEMBILAN',
    'PAHANG',
    'PERAK',
    'PERLIS',
    'PULAU_PINANG',
    'SABAH',
    'SARAWAK',
    'SELANGOR',
    'TERENGGANU',
    'KUALA_LUMPUR',
    'LABUAN',
    'PUTRAJAYA',
  ],
  'holiday.scope': ['NATIONAL', 'STATE'],
  'calendar.dayOfWeek': [
    'MONDAY',
    'TUESDAY',
    'WEDNESDAY',
    'THURSDAY',
    'FRIDAY',
    'SATURDAY',
    'SUNDAY',
  ],
  'merchant.status': ['PENDING_APPROVAL', 'ACTIVE', 'SUSPENDED'],
  'outlet.status': ['ACTIVE', 'INACTIVE'],
  'outlet.temporaryStatusType': ['CLOSED', 'BUSY', 'DELIVERY_PAUSED'],
  'outlet.temporaryStatusState': ['ACTIVE', 'REVERTED', 'EXPIRED'],
  'payout.frequency': ['DAILY', 'WEEKLY', 'MONTHLY'],
  'charge.type': ['FIXED', 'PERCENT'],
  'printer.connection': ['NETWORK', 'BLUETOOTH', 'USB'],
  'printer.purpose': ['RECEIPT', 'KITCHEN', 'LABEL'],
  'printer.paperWidth': ['MM_58', 'MM_80'],
  'merchantUser.role': ['OWNER', 'MANAGER', 'CASHIER', 'KITCHEN'],
  'order.channel': ['DELIVERY', 'PICKUP', 'DINE_IN'],
  'pocket.status': ['ACTIVE', 'FROZEN'],
  'pocketTransaction.type': [
    'TOP_UP',
    'PAYMENT',
    'REFUND',
    'CASHBACK',
    'WITHDRAWAL',
    'ADJUSTMENT',
  ],
  'zcoin.type': ['EARN', 'REDEEM', 'EXPIRE', 'ADJUST'],
  'promotion.type': ['PERCENT_OFF', 'AMOUNT_OFF', 'FREE_DELIVERY', 'CASHBACK'],
  'promotion.status': ['DRAFT', 'ACTIVE', 'INACTIVE'],
  'approval.status': ['PENDING', 'APPROVED', 'REJECTED', 'FAILED'],
  'promotion.fundedBy': ['PLATFORM', 'MERCHANT', 'SHARED'],
  'promotion.rewardType': [
    'PERCENT_OFF',
    'AMOUNT_OFF',
    'FREE_ITEM',
    'FREE_DELIVERY',
    'ZCOIN',
  ],
  'promotion.conditionSubject': [
    'ORDER_SUBTOTAL',
    'ORDER_CHANNEL',
    'PAYMENT_METHOD',
    'USER_ORDER_COUNT',
    'OUTLET_STATE',
    'DAY_OF_WEEK',
  ],
  'promotion.groupOperator': ['ALL', 'ANY'],
  'promotion.comparison': ['EQ', 'NE', 'GT', 'GTE', 'LT', 'LTE', 'IN'],
  'report.ageBand': [
    'UNDER_18',
    'AGE_18_24',
    'AGE_25_34',
    'AGE_35_44',
    'AGE_45_54',
    'AGE_55_PLUS',
    'UNKNOWN',
  ],
  'promoCode.applicability': ['ALL', 'MERCHANT_OUTLETS', 'USERS', 'MENUS'],
  'promoCode.redemptionStatus': ['REDEEMED', 'REVERSED'],
} as const;

export type Enums = typeof enums;
export type EnumKey = keyof Enums;
export type EnumValue<K extends EnumKey> = Enums[K][number];
export type RoleName = EnumValue<'roles.RoleName'>;
export type UserType = EnumValue<'user.userType'>;

/** The `/enums` payload: `{ roles: { RoleName: { FINANCE: 'FINANCE', … } }, … }`. */
export function enumsPayload(): Record<
  string,
  Record<string, Record<string, string>>
> {
  const payload: Record<string, Record<string, Record<string, string>>> = {};
  for (const [key, values] of Object.entries(enums)) {
    const [domain, name] = key.split('.') as [string, string];
    const group = (payload[domain] ??= {});
    group[name] = Object.fromEntries(values.map((v) => [v, v]));
  }
  return payload;
}

/**
 * The id of the JSON island in which the API that serves the console
 * writes `enumsPayload()` into index.html (server/static/console-html.ts),
 * read by src/state/boot-enums.ts.
 */
export const BOOT_ENUMS_ID = 'boot-enums';
