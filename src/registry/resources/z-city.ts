import { defineResource } from '../define-resource';
import { fieldPatterns } from './field-patterns';
import {
  activeSwitch,
  money,
  parentReference,
  reference,
  startsAt,
} from './common-fields';

/**
 * Z-City runs its own promo codes for city campaigns, separate from the main
 * promotions engine: a flat rule on the code itself, narrowed by outlet, user
 * and menu lists like promo codes are.
 */
export const zcityPromoCodes = defineResource({
  name: 'zcity-promo-codes',
  subject: 'ZcityPromoCode',
  label: { one: 'Z-City Promo Code', many: 'Z-City Promo Codes' },
  menu: { group: 'z-city', order: 10, icon: 'location_city' },
  titleField: 'code',
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
      seed: 'promo.title',
    },
    city: {
      kind: 'text',
      label: 'City',
      required: true,
      maxLength: 80,
      filter: ['eq', 'in'],
      sortable: true,
      seed: 'city',
    },
    type: {
      kind: 'enum',
      label: 'Type',
      enumKey: 'promotion.type',
      required: true,
      filter: ['eq', 'in'],
      seed: 'promo.type',
    },
    percentOff: {
      kind: 'percent',
      label: 'Percent off',
      help: 'For PERCENT_OFF.',
      min: 1,
      max: 100,
    },
    amountOff: money('Amount off', {
      help: 'For AMOUNT_OFF and CASHBACK.',
      min: 0,
    }),
    maxDiscount: money('Maximum discount', { min: 0, hiddenInList: true }),
    minimumSpend: money('Minimum spend', { min: 0, hiddenInList: true }),
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
    isActive: activeSwitch,
  },
  list: {
    columns: ['code', 'name', 'city', 'type', 'startsAt', 'endsAt', 'isActive'],
    defaultSort: '-startsAt',
  },
  show: {
    related: [
      {
        resource: 'zcity-promo-code-merchant-outlets',
        field: 'zcityPromoCodeId',
        title: 'Outlets',
      },
      {
        resource: 'zcity-promo-code-transactions',
        field: 'zcityPromoCodeId',
        title: 'Redemptions',
      },
    ],
  },
  seedCount: 25,
});

export const zcityPromoCodeMerchantOutlets = defineResource({
  name: 'zcity-promo-code-merchant-outlets',
  subject: 'ZcityPromoCodeMerchantOutlet',
  label: {
    one: 'Z-City Promo Code Merchant Outlet',
    many: 'Z-City Promo Code Merchant Outlets',
  },
  menu: { group: 'z-city', order: 20, icon: 'storefront' },
  titleField: 'outletId',
  operations: ['list', 'show', 'create', 'delete', 'export', 'import'],
  fields: {
    zcityPromoCodeId: parentReference('zcity-promo-codes', 'Promo code'),
    outletId: parentReference('merchant-outlets', 'Outlet'),
  },
  list: {
    columns: ['zcityPromoCodeId', 'outletId'],
    defaultSort: '-createdAt',
  },
  uniqueTogether: [['zcityPromoCodeId', 'outletId']],
  seedCount: 150,
});

export const zcityPromoCodeUsers = defineResource({
  name: 'zcity-promo-code-users',
  subject: 'ZcityPromoCodeUser',
  label: { one: 'Z-City Promo Code User', many: 'Z-City Promo Code Users' },
  menu: { group: 'z-city', order: 30, icon: 'group' },
  titleField: 'userId',
  operations: ['list', 'show', 'create', 'delete', 'export', 'import'],
  fields: {
    zcityPromoCodeId: parentReference('zcity-promo-codes', 'Promo code'),
    userId: parentReference('users', 'User'),
  },
  list: { columns: ['zcityPromoCodeId', 'userId'], defaultSort: '-createdAt' },
  uniqueTogether: [['zcityPromoCodeId', 'userId']],
  seedCount: 400,
});

export const zcityPromoCodeMenus = defineResource({
  name: 'zcity-promo-code-menus',
  subject: 'ZcityPromoCodeMenu',
  label: { one: 'Z-City Promo Code Menu', many: 'Z-City Promo Code Menus' },
  menu: { group: 'z-city', order: 40, icon: 'menu_book' },
  titleField: 'menuId',
  operations: ['list', 'show', 'create', 'delete', 'export', 'import'],
  fields: {
    zcityPromoCodeId: parentReference('zcity-promo-codes', 'Promo code'),
    menuId: parentReference('menus', 'Menu'),
  },
  list: { columns: ['zcityPromoCodeId', 'menuId'], defaultSort: '-createdAt' },
  uniqueTogether: [['zcityPromoCodeId', 'menuId']],
  seedCount: 200,
});

export const zcityPromoCodeTransactions = defineResource({
  name: 'zcity-promo-code-transactions',
  subject: 'ZcityPromoCodeTransaction',
  label: {
    one: 'Z-City Promo Code Transaction',
    many: 'Z-City Promo Code Transactions',
  },
  menu: { group: 'z-city', order: 50, icon: 'receipt_long' },
  titleField: 'orderId',
  operations: ['list', 'show', 'export'],
  fields: {
    zcityPromoCodeId: reference('zcity-promo-codes', 'Promo code', {
      required: true,
      onDelete: 'restrict',
      filter: ['eq', 'in'],
    }),
    userId: reference('users', 'Customer', {
      required: true,
      onDelete: 'restrict',
      filter: ['eq', 'in'],
    }),
    orderId: parentReference('orders', 'Order'),
    discountAmount: money('Discount', {
      required: true,
      min: 0,
      sortable: true,
      filter: ['gte', 'lte', 'between'],
    }),
    status: {
      kind: 'enum',
      label: 'Status',
      enumKey: 'promoCode.redemptionStatus',
      required: true,
      default: 'REDEEMED',
      filter: ['eq', 'in'],
      sortable: true,
    },
  },
  list: {
    columns: [
      'zcityPromoCodeId',
      'userId',
      'orderId',
      'discountAmount',
      'status',
    ],
    defaultSort: '-createdAt',
  },
  uniqueTogether: [['zcityPromoCodeId', 'orderId']],
  seedCount: 1500,
});
