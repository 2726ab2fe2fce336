import { defineResource } from '../define-resource';
import { fieldPatterns } from './field-patterns';
import { money, parentReference, reference } from './common-fields';

/** A customer's wallet: refunds land here, orders and withdrawals draw from it. */
export const pockets = defineResource({
  name: 'pockets',
  subject: 'Pocket',
  label: { one: 'Pocket', many: 'Pockets' },
  menu: { group: 'pockets', order: 10, icon: 'account_balance_wallet' },
  titleField: 'userId',
  operations: ['list', 'show', 'export'],
  stateField: 'status',
  fields: {
    userId: reference('users', 'Owner', {
      required: true,
      unique: true,
      onDelete: 'restrict',
      filter: ['eq', 'in'],
    }),
    balance: money('Balance', {
      help: 'Changes only through pocket transactions.',
      readOnly: true,
      min: 0,
      sortable: true,
      filter: ['gte', 'lte', 'between'],
    }),
    status: {
      kind: 'enum',
      label: 'Status',
      enumKey: 'pocket.status',
      default: 'ACTIVE',
      readOnly: true,
      filter: ['eq', 'in'],
      sortable: true,
    },
    frozenReason: {
      kind: 'longText',
      label: 'Freeze reason',
      readOnly: true,
      hiddenInList: true,
    },
    lastTransactionAt: {
      kind: 'datetime',
      label: 'Last transaction',
      readOnly: true,
      sortable: true,
      filter: ['between', 'gte', 'lte'],
    },
  },
  actions: {
    freeze: {
      label: 'Freeze',
      from: ['ACTIVE'],
      to: 'FROZEN',
      reason: 'required',
      reasonField: 'frozenReason',
      confirm:
        'Freeze this pocket? The owner cannot pay or withdraw from it until it is unfrozen.',
      tone: 'error',
    },
    unfreeze: {
      label: 'Unfreeze',
      from: ['FROZEN'],
      to: 'ACTIVE',
      confirm: 'Unfreeze this pocket? The owner can pay and withdraw again.',
      tone: 'success',
    },
  },
  list: {
    columns: ['userId', 'balance', 'status', 'lastTransactionAt'],
    defaultSort: '-balance',
  },
  show: {
    related: [
      {
        resource: 'pocket-transactions',
        field: 'pocketId',
        title: 'Transactions',
      },
      {
        resource: 'pocket-withdrawals',
        field: 'pocketId',
        title: 'Withdrawals',
      },
    ],
  },
  seedCount: 4000,
});

export const pocketTransactions = defineResource({
  name: 'pocket-transactions',
  route: 'pocket-transaction',
  subject: 'PocketTransaction',
  label: { one: 'Pocket Transaction', many: 'Pocket Transactions' },
  menu: {
    group: 'pockets',
    order: 20,
    icon: 'swap_horiz',
    title: 'Pocket Transaction Log',
  },
  titleField: 'reference',
  operations: ['list', 'show', 'export'],
  fields: {
    reference: {
      kind: 'text',
      label: 'Reference',
      unique: true,
      readOnly: true,
      maxLength: 40,
      searchable: true,
      sortable: true,
      seed: 'code',
    },
    pocketId: parentReference('pockets', 'Pocket'),
    type: {
      kind: 'enum',
      label: 'Type',
      enumKey: 'pocketTransaction.type',
      required: true,
      filter: ['eq', 'in'],
      sortable: true,
    },
    amount: money('Amount', {
      help: 'Positive credits the pocket; negative debits it.',
      required: true,
      sortable: true,
      filter: ['gte', 'lte', 'between'],
    }),
    balanceAfter: money('Balance after', { readOnly: true }),
    orderId: reference('orders', 'Order', {
      onDelete: 'set-null',
      filter: ['eq'],
    }),
    description: {
      kind: 'text',
      label: 'Description',
      maxLength: 200,
      searchable: true,
    },
  },
  list: {
    columns: [
      'reference',
      'pocketId',
      'type',
      'amount',
      'balanceAfter',
      'orderId',
    ],
    defaultSort: '-createdAt',
  },
  seedCount: 15000,
});

/** A customer asking to move pocket money to their bank (Finance › User Withdrawal). */
export const pocketWithdrawals = defineResource({
  name: 'pocket-withdrawals',
  route: 'user-withdrawal',
  subject: 'PocketWithdrawal',
  label: { one: 'User Withdrawal', many: 'User Withdrawals' },
  menu: {
    group: 'finance',
    order: 30,
    icon: 'account_balance',
    title: 'User Withdrawal',
    // Each pending request is a customer waiting for their money; the
    // finance desk acts on them.
    badgeContent: { countState: 'PENDING', financeDesk: true },
  },
  titleField: 'code',
  operations: ['list', 'show', 'export'],
  access: ['FINANCE', 'FINANCE_REVIEWER'],
  stateField: 'status',
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
    userId: reference('users', 'User', {
      required: true,
      onDelete: 'restrict',
      filter: ['eq', 'in'],
      searchBy: ['name', 'phone', 'email'],
    }),
    pocketId: reference('pockets', 'Pocket', {
      required: true,
      onDelete: 'restrict',
      filter: ['eq'],
      hiddenInList: true,
    }),
    amount: money('Amount', {
      required: true,
      min: 1000,
      help: 'At least RM 10.00.',
      sortable: true,
      filter: ['gte', 'lte', 'between'],
    }),
    bankId: reference('banks', 'Bank', {
      required: true,
      onDelete: 'restrict',
      filter: ['eq', 'in'],
    }),
    bankAccountNumber: {
      kind: 'text',
      label: 'Account number',
      required: true,
      seed: 'bank.account',
      ...fieldPatterns.bankAccount,
    },
    bankAccountName: {
      kind: 'text',
      label: 'Account holder',
      required: true,
      maxLength: 120,
      seed: 'person.name',
    },
    status: {
      kind: 'enum',
      label: 'Status',
      enumKey: 'withdrawal.status',
      default: 'PENDING',
      readOnly: true,
      filter: ['eq', 'in'],
      sortable: true,
    },
    reviewedBy: reference('users', 'Reviewed by', {
      readOnly: true,
      onDelete: 'set-null',
      hiddenInList: true,
    }),
    rejectionReason: {
      kind: 'longText',
      label: 'Rejection reason',
      readOnly: true,
      hiddenInList: true,
    },
    paidAt: {
      kind: 'datetime',
      label: 'Paid',
      readOnly: true,
      sortable: true,
      filter: ['between', 'gte', 'lte'],
    },
  },
  actions: {
    approve: {
      label: 'Approve',
      from: ['PENDING'],
      to: 'APPROVED',
      roles: ['FINANCE'],
      confirm:
        'Approve this withdrawal? The amount is held from the pocket until paid.',
      stampBy: 'reviewedBy',
      tone: 'success',
      // A withdrawal above RM 1,000 also waits for a finance reviewer.
      approval: {
        when: { field: 'amount', above: 100_000 },
        by: 'a finance reviewer',
      },
    },
    reject: {
      label: 'Reject',
      from: ['PENDING'],
      to: 'REJECTED',
      roles: ['FINANCE'],
      reason: 'required',
      reasonField: 'rejectionReason',
      confirm: 'Reject this withdrawal? The amount stays in the pocket.',
      stampBy: 'reviewedBy',
      tone: 'error',
    },
    'complete-payment': {
      label: 'Complete payment',
      from: ['APPROVED'],
      to: 'PAID',
      roles: ['FINANCE'],
      confirm:
        'Mark this withdrawal as paid? Only do this once the bank transfer has gone out.',
      stampAt: 'paidAt',
      effect: 'pocket-withdrawal-paid',
      tone: 'primary',
    },
  },
  list: {
    columns: ['code', 'userId', 'amount', 'bankId', 'status', 'paidAt'],
    defaultSort: '-createdAt',
    statusTabs: true,
  },
  seedCount: 300,
});
