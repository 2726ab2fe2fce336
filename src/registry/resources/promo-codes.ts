import { defineResource } from '../define-resource';
import {
  activeSwitch,
  money,
  parentReference,
  reference,
  startsAt,
} from './common-fields';

/**
 * How a promo code (a `promotions` row) applies: its general rule, and the
 * outlet, user and menu lists that narrow it. Redemptions are recorded in
 * promo-code-transactions and reversed when the order is refunded.
 */
export const promoCodeApplicabilities = defineResource({
  name: 'promo-code-applicabilities',
  subject: 'PromoCodeApplicability',
  label: {
    one: 'Promo Code Applicability',
    many: 'Promo Code Applicabilities',
  },
  titleField: 'appliesTo',
  fields: {
    promotionId: reference('promotions', 'Promo code', {
      required: true,
      unique: true,
      onDelete: 'cascade',
      filter: ['eq', 'in'],
    }),
    appliesTo: {
      kind: 'enum',
      label: 'Applies to',
      help: 'ALL, or only the outlets, users or menus listed for this promo code.',
      enumKey: 'promoCode.applicability',
      required: true,
      default: 'ALL',
      filter: ['eq', 'in'],
    },
    channel: {
      kind: 'enum',
      label: 'Channel',
      help: 'Leave empty for every channel.',
      enumKey: 'order.channel',
      filter: ['eq', 'in', 'null'],
    },
    paymentMethodId: reference('payment-methods', 'Payment method', {
      help: 'Leave empty for any payment method.',
      onDelete: 'set-null',
      filter: ['eq', 'null'],
    }),
    isNewUsersOnly: {
      kind: 'boolean',
      label: 'New users only',
      help: "Only for a customer's first completed order.",
      default: false,
      filter: ['eq'],
    },
    isStackable: {
      kind: 'boolean',
      label: 'Stacks with happy hours',
      default: false,
      filter: ['eq'],
    },
  },
  list: {
    columns: [
      'promotionId',
      'appliesTo',
      'channel',
      'paymentMethodId',
      'isNewUsersOnly',
      'isStackable',
    ],
    defaultSort: '-createdAt',
  },
  seedCount: 40,
});

/** The pop-up the app shows to advertise a promo code. */
export const promoCodePopups = defineResource({
  name: 'promo-code-popups',
  subject: 'PromoCodePopup',
  label: { one: 'Promo Code Popup', many: 'Promo Code Popups' },
  menu: { group: 'promotion', order: 20, icon: 'ad_units' },
  titleField: 'title',
  fields: {
    promotionId: parentReference('promotions', 'Promo code'),
    title: {
      kind: 'text',
      label: 'Title',
      required: true,
      maxLength: 80,
      searchable: true,
      seed: 'promo.title',
    },
    message: {
      kind: 'longText',
      label: 'Message',
      maxLength: 300,
      seed: 'promo.message',
    },
    imageUrl: {
      kind: 'image',
      label: 'Image',
      required: true,
      seed: 'image.banner',
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
    columns: [
      'title',
      'promotionId',
      'imageUrl',
      'startsAt',
      'endsAt',
      'isActive',
    ],
    defaultSort: '-startsAt',
  },
  seedCount: 15,
});

export const promoCodeMerchantOutlets = defineResource({
  name: 'promo-code-merchant-outlets',
  subject: 'PromoCodeMerchantOutlet',
  label: { one: 'Promo Code Outlet', many: 'Promo Code Outlets' },
  titleField: 'outletId',
  operations: ['list', 'show', 'create', 'delete', 'export', 'import'],
  fields: {
    promotionId: parentReference('promotions', 'Promo code'),
    outletId: parentReference('merchant-outlets', 'Outlet'),
  },
  list: { columns: ['promotionId', 'outletId'], defaultSort: '-createdAt' },
  uniqueTogether: [['promotionId', 'outletId']],
  seedCount: 200,
});

export const promoCodeUsers = defineResource({
  name: 'promo-code-users',
  subject: 'PromoCodeUser',
  label: { one: 'Promo Code User', many: 'Promo Code Users' },
  titleField: 'userId',
  operations: ['list', 'show', 'create', 'delete', 'export', 'import'],
  fields: {
    promotionId: parentReference('promotions', 'Promo code'),
    userId: parentReference('users', 'User'),
  },
  list: { columns: ['promotionId', 'userId'], defaultSort: '-createdAt' },
  uniqueTogether: [['promotionId', 'userId']],
  seedCount: 500,
});

export const promoCodeMenus = defineResource({
  name: 'promo-code-menus',
  subject: 'PromoCodeMenu',
  label: { one: 'Promo Code Menu', many: 'Promo Code Menus' },
  titleField: 'menuId',
  operations: ['list', 'show', 'create', 'delete', 'export', 'import'],
  fields: {
    promotionId: parentReference('promotions', 'Promo code'),
    menuId: parentReference('menus', 'Menu'),
  },
  list: { columns: ['promotionId', 'menuId'], defaultSort: '-createdAt' },
  uniqueTogether: [['promotionId', 'menuId']],
  seedCount: 300,
});

export const promoCodeTransactions = defineResource({
  name: 'promo-code-transactions',
  subject: 'PromoCodeTransaction',
  label: { one: 'Promo Code Transaction', many: 'Promo Code Transactions' },
  titleField: 'orderId',
  operations: ['list', 'show', 'export'],
  fields: {
    promotionId: reference('promotions', 'Promo code', {
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
    columns: ['promotionId', 'userId', 'orderId', 'discountAmount', 'status'],
    defaultSort: '-createdAt',
  },
  uniqueTogether: [['promotionId', 'orderId']],
  seedCount: 2500,
});
