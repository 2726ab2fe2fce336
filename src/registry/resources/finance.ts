import { defineResource } from '../define-resource';
import { fieldPatterns } from './field-patterns';
import { money, reference } from './common-fields';

const financeRoles = ['FINANCE', 'FINANCE_REVIEWER'] as const;

/**
 * What the platform owes one outlet for one period: gross sales less
 * commission, payment fees and adjustments. It moves through a four-eyes
 * pipeline: FINANCE reviews, a FINANCE_REVIEWER who is not the reviewer
 * verifies, another approves, FINANCE pays, and the payment is confirmed.
 */
export const settlements = defineResource({
  name: 'settlements',
  subject: 'Settlement',
  label: { one: 'Settlement', many: 'Settlements' },
  titleField: 'code',
  findBy: ['code'],
  operations: ['list', 'show', 'export'],
  access: financeRoles,
  stateField: 'resolvedStatus',
  fields: {
    code: {
      kind: 'text',
      label: 'Code',
      unique: true,
      readOnly: true,
      maxLength: 20,
      searchable: true,
      sortable: true,
      seed: 'code',
    },
    merchantId: reference('merchants', 'Merchant', {
      required: true,
      onDelete: 'restrict',
      filter: ['eq', 'in'],
      searchBy: ['name'],
    }),
    outletId: reference('merchant-outlets', 'Outlet', {
      required: true,
      onDelete: 'restrict',
      filter: ['eq', 'in'],
      searchBy: ['name'],
    }),
    periodStart: {
      kind: 'date',
      label: 'Period start',
      required: true,
      sortable: true,
      filter: ['between', 'gte', 'lte'],
    },
    periodEnd: {
      kind: 'date',
      label: 'Period end',
      required: true,
      sortable: true,
      filter: ['between', 'gte', 'lte'],
    },
    orderCount: {
      kind: 'number',
      label: 'Orders',
      integer: true,
      min: 0,
      readOnly: true,
      section: 'amounts',
      hiddenInList: true,
    },
    grossSales: money('Gross sales', {
      readOnly: true,
      min: 0,
      section: 'amounts',
      sortable: true,
      filter: ['gte', 'lte', 'between'],
    }),
    commission: money('Commission', {
      readOnly: true,
      min: 0,
      section: 'amounts',
      hiddenInList: true,
    }),
    paymentFees: money('Payment fees', {
      readOnly: true,
      min: 0,
      section: 'amounts',
      hiddenInList: true,
    }),
    adjustments: money('Adjustments', {
      help: 'What is taken off besides commission and fees: the discounts the merchant funded and the refunds charged back to it (negative). Platform-funded discounts are not deducted.',
      readOnly: true,
      section: 'amounts',
      hiddenInList: true,
    }),
    netPayout: money('Net payout', {
      readOnly: true,
      section: 'amounts',
      sortable: true,
      filter: ['gte', 'lte', 'between'],
    }),
    bankId: reference('banks', 'Bank', {
      readOnly: true,
      onDelete: 'restrict',
      section: 'payout',
      hiddenInList: true,
    }),
    bankAccountNumber: {
      kind: 'text',
      label: 'Account number',
      help: "Copied from the outlet's payout details when the settlement is made.",
      readOnly: true,
      section: 'payout',
      hiddenInList: true,
      seed: 'bank.account',
      ...fieldPatterns.bankAccount,
    },
    bankAccountName: {
      kind: 'text',
      label: 'Account holder',
      readOnly: true,
      maxLength: 120,
      section: 'payout',
      hiddenInList: true,
      seed: 'company',
    },
    resolvedStatus: {
      kind: 'enum',
      label: 'Status',
      enumKey: 'settlement.resolvedStatus',
      default: 'PENDING',
      readOnly: true,
      filter: ['eq', 'in'],
      sortable: true,
    },
    reviewedBy: reference('users', 'Reviewed by', {
      readOnly: true,
      onDelete: 'set-null',
      section: 'workflow',
      hiddenInList: true,
      filter: ['eq'],
    }),
    verifiedBy: reference('users', 'Verified by', {
      readOnly: true,
      onDelete: 'set-null',
      section: 'workflow',
      hiddenInList: true,
      filter: ['eq'],
    }),
    approvedBy: reference('users', 'Approved by', {
      readOnly: true,
      onDelete: 'set-null',
      section: 'workflow',
      hiddenInList: true,
    }),
    paidBy: reference('users', 'Paid by', {
      readOnly: true,
      onDelete: 'set-null',
      section: 'workflow',
      hiddenInList: true,
    }),
    paymentReference: {
      kind: 'text',
      label: 'Bank transfer reference',
      readOnly: true,
      maxLength: 60,
      section: 'workflow',
      searchable: true,
      hiddenInList: true,
    },
    paidAt: {
      kind: 'datetime',
      label: 'Paid',
      readOnly: true,
      section: 'workflow',
      sortable: true,
      filter: ['between', 'gte', 'lte', 'null'],
    },
    confirmedAt: {
      kind: 'datetime',
      label: 'Confirmed',
      readOnly: true,
      section: 'workflow',
      hiddenInList: true,
    },
    rejectionReason: {
      kind: 'longText',
      label: 'Rejection reason',
      readOnly: true,
      section: 'workflow',
      hiddenInList: true,
    },
    resolvedBy: reference('users', 'Resolved by', {
      readOnly: true,
      onDelete: 'set-null',
      section: 'workflow',
      hiddenInList: true,
    }),
    resolutionNote: {
      kind: 'longText',
      label: 'Resolution note',
      readOnly: true,
      section: 'workflow',
      hiddenInList: true,
    },
  },
  actions: {
    review: {
      label: 'Review',
      from: ['PENDING'],
      to: 'REVIEWED',
      roles: ['FINANCE'],
      bulk: true,
      confirm: 'Mark the amounts of this settlement as reviewed?',
      stampBy: 'reviewedBy',
      tone: 'primary',
    },
    verify: {
      label: 'Verify',
      from: ['REVIEWED'],
      to: 'VERIFIED',
      roles: ['FINANCE_REVIEWER'],
      bulk: true,
      fourEyes: { notBy: 'reviewedBy' },
      confirm:
        'Verify this settlement? You must not be the person who reviewed it.',
      stampBy: 'verifiedBy',
      tone: 'primary',
    },
    approve: {
      label: 'Approve',
      from: ['VERIFIED'],
      to: 'APPROVED',
      roles: ['FINANCE_REVIEWER'],
      fourEyes: { notBy: 'verifiedBy' },
      confirm:
        'Approve this settlement for payment? You must not be the person who verified it.',
      stampBy: 'approvedBy',
      tone: 'success',
    },
    reject: {
      label: 'Reject',
      from: ['PENDING', 'REVIEWED', 'VERIFIED'],
      to: 'REJECTED',
      roles: financeRoles,
      reason: 'required',
      reasonField: 'rejectionReason',
      confirm: 'Reject this settlement? Nothing is paid until it is resolved.',
      tone: 'error',
    },
    'complete-payment': {
      label: 'Complete payment',
      from: ['APPROVED'],
      to: 'PAID',
      roles: ['FINANCE'],
      confirm:
        "Record the payout of this settlement's net amount to the outlet's bank account?",
      stampBy: 'paidBy',
      stampAt: 'paidAt',
      effect: 'payout',
      tone: 'success',
    },
    confirm: {
      label: 'Confirm receipt',
      from: ['PAID'],
      to: 'CONFIRMED',
      roles: financeRoles,
      confirm:
        'Confirm that the bank has credited the merchant with this payout?',
      stampAt: 'confirmedAt',
      tone: 'success',
    },
    resolve: {
      label: 'Resolve',
      from: ['REJECTED'],
      to: 'RESOLVED',
      roles: ['FINANCE_REVIEWER'],
      reason: 'required',
      reasonField: 'resolutionNote',
      confirm: 'Close this rejected settlement with your resolution note?',
      stampBy: 'resolvedBy',
      tone: 'info',
    },
  },
  list: {
    // Whose payout, for which period, how much and where it stands; the
    // merchant, the period's start and the gross are one click away.
    columns: ['code', 'outletId', 'periodEnd', 'netPayout', 'resolvedStatus'],
    defaultSort: '-periodEnd',
    statusTabs: true,
    // What finance checks first: whose payout, how much, for which period.
    cards: {
      title: 'code',
      subtitle: ['outletId', 'merchantId'],
      meta: ['resolvedStatus', 'netPayout', 'periodEnd'],
    },
  },
  show: {
    view: 'settlement-show',
    related: [
      {
        resource: 'settlement-daily-summaries',
        field: 'settlementId',
        title: 'Daily breakdown',
      },
    ],
  },
  seedCount: 1200,
  // Where the money goes: the merchant's own company, into an account not just swapped.
  warnings: 'payout-account',
});

/** Finance › Payout Request: settlements still in flight (the red-dot badge counts PENDING). */
export const payoutRequest = defineResource({
  name: 'payout-request',
  subject: 'Settlement',
  label: { one: 'Payout Request', many: 'Payout Request' },
  menu: {
    group: 'finance',
    order: 20,
    icon: 'request_quote',
    badge: 'pendingPayout',
  },
  source: {
    resource: 'settlements',
    filter: {
      field: 'resolvedStatus',
      op: 'in',
      value: ['PENDING', 'REVIEWED', 'VERIFIED', 'APPROVED'],
    },
  },
  titleField: 'code',
  operations: ['list', 'show', 'export'],
  access: financeRoles,
  stateField: 'resolvedStatus',
  fields: settlements.fields,
  actions: settlements.actions,
  warnings: settlements.warnings,
  list: {
    // Who verified it, beside what and how much: an approver may not be the
    // verifier (four eyes). The reviewer and the period are one click away.
    columns: ['code', 'outletId', 'netPayout', 'resolvedStatus', 'verifiedBy'],
    defaultSort: 'periodEnd',
    statusTabs: true,
  },
  show: settlements.show,
});

/** Finance › Payout History: settlements that reached an end state. */
export const payoutHistory = defineResource({
  name: 'payout-history',
  subject: 'Settlement',
  label: { one: 'Payout', many: 'Payout History' },
  menu: { group: 'finance', order: 10, icon: 'history' },
  source: {
    resource: 'settlements',
    filter: {
      field: 'resolvedStatus',
      op: 'in',
      value: ['PAID', 'CONFIRMED', 'REJECTED', 'RESOLVED'],
    },
  },
  titleField: 'code',
  operations: ['list', 'show', 'export'],
  access: financeRoles,
  stateField: 'resolvedStatus',
  fields: settlements.fields,
  actions: settlements.actions,
  warnings: settlements.warnings,
  list: {
    // As the settlements list: when it was paid is one click away.
    columns: ['code', 'outletId', 'periodEnd', 'netPayout', 'resolvedStatus'],
    defaultSort: '-paidAt',
    statusTabs: true,
  },
  show: settlements.show,
});

/**
 * Finance › Merchant Statements: each payable settlement as the statement
 * its merchant receives (orders, commission, subsidies, net payout), to
 * print or download as PDF. Rejected settlements are disputes, not
 * statements, so the view leaves them out. The list sums its filtered rows.
 */
export const merchantStatements = defineResource({
  name: 'merchant-statements',
  subject: 'Settlement',
  label: { one: 'Merchant Statement', many: 'Merchant Statements' },
  menu: { group: 'finance', order: 40, icon: 'receipt_long' },
  source: {
    resource: 'settlements',
    filter: {
      field: 'resolvedStatus',
      op: 'in',
      value: [
        'PENDING',
        'REVIEWED',
        'VERIFIED',
        'APPROVED',
        'PAID',
        'CONFIRMED',
      ],
    },
  },
  titleField: 'code',
  operations: ['list', 'show', 'export'],
  access: financeRoles,
  stateField: 'resolvedStatus',
  fields: settlements.fields,
  warnings: settlements.warnings,
  list: {
    // The sums under the grid add up the gross, commission and adjustments,
    // which are one click away as columns.
    columns: ['code', 'outletId', 'periodEnd', 'netPayout', 'resolvedStatus'],
    defaultSort: '-periodEnd',
    statusTabs: true,
    totals: [
      'orderCount',
      'grossSales',
      'commission',
      'paymentFees',
      'adjustments',
      'netPayout',
    ],
    cards: settlements.list?.cards,
  },
  show: { view: 'statement' },
});

/** One outlet's day inside a settlement: what the settlement's totals add up from. */
export const settlementDailySummaries = defineResource({
  name: 'settlement-daily-summaries',
  subject: 'SettlementDailySummary',
  label: {
    one: 'Settlement Daily Summary',
    many: 'Settlement Daily Summaries',
  },
  titleField: 'date',
  operations: ['list', 'show', 'export'],
  access: financeRoles,
  fields: {
    settlementId: reference('settlements', 'Settlement', {
      onDelete: 'cascade',
      filter: ['eq', 'in', 'null'],
    }),
    outletId: reference('merchant-outlets', 'Outlet', {
      required: true,
      onDelete: 'restrict',
      filter: ['eq', 'in'],
    }),
    date: {
      kind: 'date',
      label: 'Date',
      required: true,
      sortable: true,
      filter: ['eq', 'between', 'gte', 'lte'],
    },
    orderCount: {
      kind: 'number',
      label: 'Orders',
      integer: true,
      min: 0,
      readOnly: true,
      sortable: true,
    },
    grossSales: money('Gross sales', {
      readOnly: true,
      min: 0,
      sortable: true,
    }),
    commission: money('Commission', { readOnly: true, min: 0 }),
    paymentFees: money('Payment fees', { readOnly: true, min: 0 }),
    refunds: money('Refunds', { readOnly: true, min: 0 }),
    netAmount: money('Net', {
      help: 'Gross sales less the discounts the merchant funded, commission, payment fees and refunds charged back.',
      readOnly: true,
      sortable: true,
    }),
  },
  list: {
    columns: [
      'date',
      'outletId',
      'orderCount',
      'grossSales',
      'commission',
      'paymentFees',
      'netAmount',
    ],
    defaultSort: '-date',
  },
  uniqueTogether: [['outletId', 'date']],
  seedCount: 6000,
});
