import { defineResource } from '../define-resource';
import { parentReference, reference } from './common-fields';

/** ZCoin is the loyalty currency: earned on completed orders, redeemed for discounts. */
export const zcoinTransactions = defineResource({
  name: 'zcoin-transactions',
  route: 'zcoin-transaction',
  subject: 'ZcoinTransaction',
  label: { one: 'ZCoin Transaction', many: 'ZCoin Transactions' },
  menu: {
    group: 'zcoin',
    order: 10,
    icon: 'toll',
    title: 'ZCoin Transaction',
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
    userId: {
      ...parentReference('users', 'User'),
      searchBy: ['name', 'phone', 'email'],
    },
    type: {
      kind: 'enum',
      label: 'Type',
      enumKey: 'zcoin.type',
      required: true,
      filter: ['eq', 'in'],
      sortable: true,
      seed: 'zcoin.type',
    },
    coins: {
      kind: 'number',
      label: 'Coins',
      help: 'Positive for coins earned; negative for coins redeemed or expired.',
      integer: true,
      required: true,
      sortable: true,
      filter: ['gte', 'lte', 'between'],
    },
    balanceAfter: {
      kind: 'number',
      label: 'Balance after',
      integer: true,
      readOnly: true,
    },
    orderId: reference('orders', 'Order', {
      onDelete: 'set-null',
      filter: ['eq'],
      searchBy: ['code'],
    }),
    expiresAt: {
      kind: 'date',
      label: 'Expires',
      sortable: true,
      filter: ['between', 'gte', 'lte'],
      hiddenInList: true,
    },
    description: {
      kind: 'text',
      label: 'Description',
      maxLength: 200,
      searchable: true,
      seed: 'zcoin.description',
    },
  },
  list: {
    columns: [
      'reference',
      'userId',
      'type',
      'coins',
      'balanceAfter',
      'orderId',
    ],
    defaultSort: '-createdAt',
  },
  seedCount: 10000,
});
