import { defineResource } from '../define-resource';
import { fieldPatterns } from './field-patterns';
import {
  money,
  parentReference,
  reference,
  sortOrder,
  startsAt,
} from './common-fields';

/**
 * A promotion is redeemed with a promo code (the sidebar calls them Promo
 * Codes). Who may use it is narrowed by the eligible-* lists and by statement
 * groups of conditions; what it gives is its rewards.
 */
export const promotions = defineResource({
  name: 'promotions',
  subject: 'Promotion',
  label: { one: 'Promo Code', many: 'Promo Codes' },
  menu: {
    group: 'promotion',
    parent: 'promotions-menu',
    order: 10,
    icon: 'confirmation_number',
    title: 'Promo Codes',
  },
  titleField: 'code',
  stateField: 'status',
  fields: {
    code: {
      kind: 'text',
      label: 'Promo code',
      required: true,
      unique: true,
      searchable: true,
      sortable: true,
      seed: 'promo.code',
      ...fieldPatterns.promoCode,
    },
    name: {
      kind: 'text',
      label: 'Name',
      required: true,
      maxLength: 120,
      searchable: true,
      sortable: true,
      seed: 'promo.title',
    },
    description: {
      kind: 'longText',
      label: 'Terms',
      maxLength: 2000,
      hiddenInList: true,
      seed: 'promo.message',
    },
    type: {
      kind: 'enum',
      label: 'Type',
      enumKey: 'promotion.type',
      required: true,
      filter: ['eq', 'in'],
      sortable: true,
      seed: 'promo.type',
    },
    status: {
      kind: 'enum',
      label: 'Status',
      enumKey: 'promotion.status',
      default: 'DRAFT',
      readOnly: true,
      filter: ['eq', 'in'],
      sortable: true,
    },
    fundedBy: {
      kind: 'enum',
      label: 'Funded by',
      enumKey: 'promotion.fundedBy',
      required: true,
      default: 'PLATFORM',
      filter: ['eq', 'in'],
    },
    merchantSharePercent: {
      kind: 'percent',
      label: "Merchant's share",
      help: 'For SHARED funding: the part of each discount charged to the merchant.',
      min: 0,
      max: 100,
      hiddenInList: true,
    },
    minimumSpend: money('Minimum spend', { min: 0, hiddenInList: true }),
    budget: money('Budget', {
      help: 'The promotion stops when the discounts given reach this amount.',
      min: 0,
      sortable: true,
    }),
    usageLimit: {
      kind: 'number',
      label: 'Total uses',
      integer: true,
      min: 1,
      hiddenInList: true,
    },
    perUserLimit: {
      kind: 'number',
      label: 'Uses per user',
      integer: true,
      min: 1,
      max: 100,
      hiddenInList: true,
    },
    startsAt,
    endsAt: {
      kind: 'datetime',
      label: 'Ends',
      notBefore: 'startsAt',
      required: true,
      sortable: true,
      filter: ['between', 'gte', 'lte'],
    },
  },
  actions: {
    activate: {
      label: 'Activate',
      from: ['DRAFT', 'INACTIVE'],
      to: 'ACTIVE',
      confirm:
        'Activate this promo code? Customers can redeem it from its start time.',
      tone: 'success',
    },
    deactivate: {
      label: 'Deactivate',
      from: ['ACTIVE'],
      to: 'INACTIVE',
      confirm:
        'Deactivate this promo code? Orders already placed keep their discount.',
      tone: 'warning',
    },
  },
  list: {
    columns: [
      'code',
      'name',
      'type',
      'fundedBy',
      'startsAt',
      'endsAt',
      'status',
    ],
    defaultSort: '-startsAt',
    statusTabs: true,
  },
  show: {
    related: [
      { resource: 'promotion-periods', field: 'promotionId', title: 'Periods' },
      { resource: 'promotion-rewards', field: 'promotionId', title: 'Rewards' },
      {
        resource: 'promotion-eligible-items',
        field: 'promotionId',
        title: 'Eligible items',
      },
      {
        resource: 'promotion-eligible-merchants',
        field: 'promotionId',
        title: 'Eligible merchants',
      },
      {
        resource: 'promotion-statement-groups',
        field: 'promotionId',
        title: 'Conditions',
      },
    ],
  },
  seedCount: 40,
});

/** When within its start and end the promotion applies (lunch hours, weekends). */
export const promotionPeriods = defineResource({
  name: 'promotion-periods',
  route: 'promotions/promotion-periods',
  subject: 'PromotionPeriod',
  label: { one: 'Promotion Period', many: 'Promotion Periods' },
  menu: {
    group: 'promotion',
    parent: 'promotions-menu',
    order: 20,
    icon: 'date_range',
    title: 'Periods',
  },
  titleField: 'name',
  fields: {
    promotionId: parentReference('promotions', 'Promotion'),
    name: {
      kind: 'text',
      label: 'Name',
      required: true,
      maxLength: 80,
      searchable: true,
      seed: 'promo-period',
    },
    dayOfWeek: {
      kind: 'enum',
      label: 'Day',
      help: 'Leave empty for every day.',
      enumKey: 'calendar.dayOfWeek',
      filter: ['eq', 'in', 'null'],
    },
    startTime: { kind: 'time', label: 'From', required: true },
    endTime: { kind: 'time', label: 'Until', required: true },
  },
  list: {
    columns: ['promotionId', 'name', 'dayOfWeek', 'startTime', 'endTime'],
    defaultSort: '-createdAt',
  },
  seedCount: 80,
});

export const promotionRewards = defineResource({
  name: 'promotion-rewards',
  subject: 'PromotionReward',
  label: { one: 'Promotion Reward', many: 'Promotion Rewards' },
  menu: {
    group: 'promotion',
    parent: 'promotions-menu',
    order: 30,
    icon: 'redeem',
    title: 'Rewards',
  },
  titleField: 'rewardType',
  fields: {
    promotionId: parentReference('promotions', 'Promotion'),
    rewardType: {
      kind: 'enum',
      label: 'Reward',
      enumKey: 'promotion.rewardType',
      required: true,
      filter: ['eq', 'in'],
    },
    percentOff: {
      kind: 'percent',
      label: 'Percent off',
      help: 'For PERCENT_OFF.',
      min: 1,
      max: 100,
    },
    amountOff: money('Amount off', { help: 'For AMOUNT_OFF.', min: 0 }),
    maxDiscount: money('Maximum discount', {
      help: 'Caps a PERCENT_OFF discount, e.g. RM 10.00.',
      min: 0,
    }),
    freeMenuId: reference('menus', 'Free item', {
      help: 'For FREE_ITEM.',
      onDelete: 'restrict',
      hiddenInList: true,
    }),
    zcoins: {
      kind: 'number',
      label: 'ZCoins',
      help: 'For ZCOIN: coins credited when the order completes.',
      integer: true,
      min: 1,
    },
  },
  list: {
    columns: [
      'promotionId',
      'rewardType',
      'percentOff',
      'amountOff',
      'maxDiscount',
      'zcoins',
    ],
    defaultSort: '-createdAt',
  },
  seedCount: 60,
});

/** One redemption: which order used the promotion, and who paid for the discount. */
export const promotionTransactions = defineResource({
  name: 'promotion-transactions',
  subject: 'PromotionTransaction',
  label: { one: 'Promotion Transaction', many: 'Promotion Transactions' },
  menu: {
    group: 'promotion',
    parent: 'promotions-menu',
    order: 40,
    icon: 'receipt_long',
    title: 'Transactions',
  },
  titleField: 'orderId',
  operations: ['list', 'show', 'export'],
  fields: {
    promotionId: reference('promotions', 'Promotion', {
      required: true,
      onDelete: 'restrict',
      filter: ['eq', 'in'],
    }),
    orderId: parentReference('orders', 'Order'),
    userId: reference('users', 'Customer', {
      required: true,
      onDelete: 'restrict',
      filter: ['eq', 'in'],
    }),
    outletId: reference('merchant-outlets', 'Outlet', {
      required: true,
      onDelete: 'restrict',
      filter: ['eq', 'in'],
    }),
    discountAmount: money('Discount', {
      required: true,
      min: 0,
      sortable: true,
      filter: ['gte', 'lte', 'between'],
    }),
    platformFunded: money('Platform funded', { min: 0 }),
    merchantFunded: money('Merchant funded', { min: 0 }),
  },
  list: {
    columns: [
      'promotionId',
      'orderId',
      'userId',
      'outletId',
      'discountAmount',
      'platformFunded',
      'merchantFunded',
    ],
    defaultSort: '-createdAt',
  },
  seedCount: 3000,
});

export const promotionEligibleItems = defineResource({
  name: 'promotion-eligible-items',
  subject: 'PromotionEligibleItem',
  label: { one: 'Eligible Item', many: 'Eligible Items' },
  menu: {
    group: 'promotion',
    parent: 'promotions-menu',
    order: 50,
    icon: 'fastfood',
    title: 'Eligible Item',
  },
  titleField: 'menuId',
  operations: ['list', 'show', 'create', 'delete', 'export'],
  fields: {
    promotionId: parentReference('promotions', 'Promotion'),
    menuId: parentReference('menus', 'Menu'),
  },
  list: { columns: ['promotionId', 'menuId'], defaultSort: '-createdAt' },
  uniqueTogether: [['promotionId', 'menuId']],
  seedCount: 300,
});

export const promotionEligibleMerchants = defineResource({
  name: 'promotion-eligible-merchants',
  subject: 'PromotionEligibleMerchant',
  label: { one: 'Eligible Merchant', many: 'Eligible Merchants' },
  menu: {
    group: 'promotion',
    parent: 'promotions-menu',
    order: 60,
    icon: 'store',
    title: 'Eligible Merchant',
  },
  titleField: 'merchantId',
  operations: ['list', 'show', 'create', 'delete', 'export'],
  fields: {
    promotionId: parentReference('promotions', 'Promotion'),
    merchantId: parentReference('merchants', 'Merchant'),
    outletId: reference('merchant-outlets', 'Outlet', {
      help: "Leave empty to include every one of the merchant's outlets.",
      onDelete: 'cascade',
      filter: ['eq', 'in', 'null'],
    }),
  },
  list: {
    columns: ['promotionId', 'merchantId', 'outletId'],
    defaultSort: '-createdAt',
  },
  uniqueTogether: [['promotionId', 'merchantId', 'outletId']],
  seedCount: 120,
});

export const promotionEligibleUsers = defineResource({
  name: 'promotion-eligible-users',
  subject: 'PromotionEligibleUser',
  label: { one: 'Eligible User', many: 'Eligible Users' },
  menu: {
    group: 'promotion',
    parent: 'promotions-menu',
    order: 70,
    icon: 'person_search',
    title: 'Eligible User',
  },
  titleField: 'userId',
  operations: ['list', 'show', 'create', 'delete', 'export', 'import'],
  fields: {
    promotionId: parentReference('promotions', 'Promotion'),
    userId: parentReference('users', 'User'),
  },
  list: { columns: ['promotionId', 'userId'], defaultSort: '-createdAt' },
  uniqueTogether: [['promotionId', 'userId']],
  seedCount: 500,
});

/** A group of statements that must ALL (or ANY) hold; a promotion applies when every group holds. */
export const promotionStatementGroups = defineResource({
  name: 'promotion-statement-groups',
  subject: 'PromotionStatementGroup',
  label: {
    one: 'Promotion Statement Group',
    many: 'Promotion Statement Groups',
  },
  titleField: 'name',
  fields: {
    promotionId: parentReference('promotions', 'Promotion'),
    name: {
      kind: 'text',
      label: 'Name',
      required: true,
      maxLength: 80,
      searchable: true,
      seed: 'promo-rule.group',
    },
    operator: {
      kind: 'enum',
      label: 'Match',
      enumKey: 'promotion.groupOperator',
      required: true,
      default: 'ALL',
      filter: ['eq'],
    },
    sortOrder,
  },
  list: {
    columns: ['promotionId', 'name', 'operator', 'sortOrder'],
    defaultSort: 'sortOrder',
  },
  show: {
    related: [
      {
        resource: 'promotion-statements',
        field: 'groupId',
        title: 'Statements',
      },
    ],
  },
  seedCount: 60,
});

/** The catalogue of things a promotion can test ("Order subtotal", "Channel"). */
export const promotionConditions = defineResource({
  name: 'promotion-conditions',
  subject: 'PromotionCondition',
  label: { one: 'Promotion Condition', many: 'Promotion Conditions' },
  titleField: 'name',
  fields: {
    name: {
      kind: 'text',
      label: 'Name',
      required: true,
      unique: true,
      maxLength: 80,
      searchable: true,
      sortable: true,
      seed: 'promo-condition.name',
    },
    subject: {
      kind: 'enum',
      label: 'Tests',
      enumKey: 'promotion.conditionSubject',
      required: true,
      filter: ['eq', 'in'],
      seed: 'promo-condition.subject',
    },
    description: {
      kind: 'longText',
      label: 'Description',
      maxLength: 500,
      seed: 'promo-condition.description',
    },
  },
  list: { columns: ['name', 'subject', 'description'], defaultSort: 'name' },
  seedCount: 12,
});

/** One test inside a statement group, e.g. "Order subtotal GTE 3000" (RM 30.00). */
export const promotionStatements = defineResource({
  name: 'promotion-statements',
  subject: 'PromotionStatement',
  label: { one: 'Promotion Statement', many: 'Promotion Statements' },
  titleField: 'value',
  fields: {
    groupId: parentReference('promotion-statement-groups', 'Group'),
    conditionId: reference('promotion-conditions', 'Condition', {
      required: true,
      onDelete: 'restrict',
      filter: ['eq', 'in'],
    }),
    comparison: {
      kind: 'enum',
      label: 'Comparison',
      enumKey: 'promotion.comparison',
      required: true,
      default: 'EQ',
    },
    value: {
      kind: 'text',
      label: 'Value',
      help: 'Amounts in sen; lists comma-separated, e.g. DELIVERY,PICKUP.',
      required: true,
      maxLength: 200,
      seed: 'promo-rule.value',
    },
  },
  list: {
    columns: ['groupId', 'conditionId', 'comparison', 'value'],
    defaultSort: '-createdAt',
  },
  seedCount: 120,
});
