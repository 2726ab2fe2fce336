import { businessFigures, type FigureName } from '../business-figures';
import { defineResource } from '../define-resource';
import { money, reference } from './common-fields';

/*
 * Report entries have no table: the server aggregates orders (and pockets,
 * promotions) per request. Their fields are the report's columns; `orderDate`
 * is the date range every report is filtered by, hidden because a row is an
 * aggregate over the range, not a day (except in the sales summary).
 * A figure's column carries its one definition (business-figures.ts).
 */

/** A sortable money column of a business figure, its formula as the help. */
const figure = (name: FigureName) =>
  money(businessFigures[name].label, {
    sortable: true,
    help: businessFigures[name].formula,
  });

const orderDate = {
  kind: 'date',
  label: 'Order date',
  filter: ['between', 'gte', 'lte'],
  hiddenInList: true,
} as const;

const orderCount = {
  kind: 'number',
  label: businessFigures.orders.label,
  help: businessFigures.orders.formula,
  integer: true,
  sortable: true,
} as const;

const grossSales = figure('grossSales');

const averageOrderValue = figure('averageOrderValue');

const reportOperations = ['list', 'export'] as const;

export const outletsPerformance = defineResource({
  name: 'outlets-performance',
  subject: 'OutletPerformanceReport',
  label: { one: 'Outlet Performance', many: 'Outlets Performance' },
  menu: { group: 'report', order: 10, icon: 'storefront' },
  report: { endpoint: 'reportings/outlets-performance' },
  listView: 'report',
  operations: reportOperations,
  fields: {
    orderDate,
    outletId: reference('merchant-outlets', 'Outlet', { filter: ['eq', 'in'] }),
    merchantId: reference('merchants', 'Merchant', { filter: ['eq', 'in'] }),
    orderCount,
    completedOrders: {
      kind: 'number',
      label: 'Completed',
      integer: true,
      sortable: true,
    },
    cancelledOrders: {
      kind: 'number',
      label: 'Cancelled / rejected',
      integer: true,
      sortable: true,
    },
    grossSales,
    averageOrderValue,
    averagePrepMinutes: {
      kind: 'number',
      label: 'Avg. prep (min)',
      sortable: true,
    },
  },
  list: {
    columns: [
      'outletId',
      'merchantId',
      'orderCount',
      'completedOrders',
      'cancelledOrders',
      'grossSales',
      'averageOrderValue',
      'averagePrepMinutes',
    ],
    defaultSort: '-grossSales',
  },
});

export const salesSummary = defineResource({
  name: 'sales-summary',
  subject: 'SalesSummaryReport',
  label: { one: 'Sales Summary', many: 'Sales Summary' },
  menu: { group: 'report', order: 20, icon: 'summarize' },
  report: { endpoint: 'reportings/sales-summary' },
  listView: 'report',
  operations: reportOperations,
  fields: {
    orderDate: {
      ...orderDate,
      label: 'Date',
      hiddenInList: false,
      sortable: true,
    },
    merchantId: reference('merchants', 'Merchant', {
      filter: ['eq', 'in'],
      hiddenInList: true,
    }),
    outletId: reference('merchant-outlets', 'Outlet', {
      filter: ['eq', 'in'],
      hiddenInList: true,
    }),
    orderCount,
    grossSales,
    discounts: figure('discounts'),
    platformSubsidy: figure('platformSubsidy'),
    merchantFundedDiscounts: figure('merchantFundedDiscounts'),
    netSales: figure('netSales'),
    deliveryFees: figure('deliveryFees'),
    serviceTax: figure('serviceTax'),
    totalCollected: figure('totalCollected'),
    averageOrderValue,
  },
  list: {
    // Gross to net, then what customers paid on top; the subsidy split is in the export.
    columns: [
      'orderDate',
      'orderCount',
      'grossSales',
      'discounts',
      'netSales',
      'deliveryFees',
      'serviceTax',
      'totalCollected',
      'averageOrderValue',
    ],
    defaultSort: '-orderDate',
  },
});

export const menuPerformance = defineResource({
  name: 'menu-performance',
  subject: 'MenuPerformanceReport',
  label: { one: 'Menu Performance', many: 'Menu Performance' },
  menu: { group: 'report', order: 30, icon: 'restaurant_menu' },
  report: { endpoint: 'reportings/menu-performance' },
  listView: 'report',
  operations: reportOperations,
  fields: {
    orderDate,
    menuId: reference('menus', 'Menu', { filter: ['eq', 'in'] }),
    outletId: reference('merchant-outlets', 'Outlet', { filter: ['eq', 'in'] }),
    categoryId: reference('menu-categories', 'Category', {
      filter: ['eq', 'in'],
    }),
    quantitySold: {
      kind: 'number',
      label: 'Quantity sold',
      integer: true,
      sortable: true,
    },
    orderCount,
    grossSales,
  },
  list: {
    columns: [
      'menuId',
      'outletId',
      'categoryId',
      'quantitySold',
      'orderCount',
      'grossSales',
    ],
    defaultSort: '-quantitySold',
  },
});

export const categoryPerformance = defineResource({
  name: 'category-performance',
  subject: 'CategoryPerformanceReport',
  label: { one: 'Category Performance', many: 'Category Performance' },
  menu: { group: 'report', order: 40, icon: 'category' },
  report: { endpoint: 'reportings/category-performance' },
  listView: 'report',
  operations: reportOperations,
  fields: {
    orderDate,
    categoryId: reference('menu-categories', 'Category', {
      filter: ['eq', 'in'],
    }),
    merchantId: reference('merchants', 'Merchant', { filter: ['eq', 'in'] }),
    quantitySold: {
      kind: 'number',
      label: 'Quantity sold',
      integer: true,
      sortable: true,
    },
    orderCount,
    grossSales,
    shareOfSales: { kind: 'percent', label: 'Share of sales', sortable: true },
  },
  list: {
    columns: [
      'categoryId',
      'merchantId',
      'quantitySold',
      'orderCount',
      'grossSales',
      'shareOfSales',
    ],
    defaultSort: '-grossSales',
  },
});

export const salesChannelPerformance = defineResource({
  name: 'sales-channel-performance',
  subject: 'SalesChannelPerformanceReport',
  label: {
    one: 'Sales Channel Performance',
    many: 'Sales Channel Performance',
  },
  menu: { group: 'report', order: 50, icon: 'alt_route' },
  report: { endpoint: 'reportings/sales-channel-performance' },
  listView: 'report',
  operations: reportOperations,
  fields: {
    orderDate,
    outletId: reference('merchant-outlets', 'Outlet', {
      filter: ['eq', 'in'],
      hiddenInList: true,
    }),
    channel: {
      kind: 'enum',
      label: 'Channel',
      enumKey: 'order.channel',
      filter: ['eq', 'in'],
      sortable: true,
    },
    orderCount,
    grossSales,
    averageOrderValue,
    shareOfOrders: {
      kind: 'percent',
      label: 'Share of orders',
      sortable: true,
    },
    cancellationRate: {
      kind: 'percent',
      label: 'Cancellation rate',
      sortable: true,
    },
  },
  list: {
    columns: [
      'channel',
      'orderCount',
      'grossSales',
      'averageOrderValue',
      'shareOfOrders',
      'cancellationRate',
    ],
    defaultSort: '-orderCount',
  },
});

export const demographicPerformance = defineResource({
  name: 'demographic-performance',
  subject: 'DemographicPerformanceReport',
  label: { one: 'Demographic Performance', many: 'Demographic Performance' },
  menu: { group: 'report', order: 60, icon: 'groups' },
  report: { endpoint: 'reportings/demographic-performance' },
  listView: 'report',
  operations: reportOperations,
  fields: {
    orderDate,
    gender: {
      kind: 'enum',
      label: 'Gender',
      enumKey: 'user.gender',
      filter: ['eq', 'in'],
      sortable: true,
    },
    ageBand: {
      kind: 'enum',
      label: 'Age',
      enumKey: 'report.ageBand',
      filter: ['eq', 'in'],
      sortable: true,
    },
    customerCount: {
      kind: 'number',
      label: 'Customers',
      integer: true,
      sortable: true,
    },
    orderCount,
    grossSales,
    averageOrderValue,
  },
  list: {
    columns: [
      'gender',
      'ageBand',
      'customerCount',
      'orderCount',
      'grossSales',
      'averageOrderValue',
    ],
    defaultSort: '-grossSales',
  },
});

const financeAccess = ['FINANCE', 'FINANCE_REVIEWER'] as const;

/** Management › Reportings: what the platform earned and owes merchants per outlet. */
export const reportings = defineResource({
  name: 'reportings',
  subject: 'FinanceReport',
  label: { one: 'Finance Report', many: 'Reportings' },
  menu: { group: 'management', order: 80, icon: 'query_stats' },
  report: { endpoint: 'reportings/finance' },
  listView: 'report',
  operations: reportOperations,
  access: financeAccess,
  fields: {
    orderDate,
    merchantId: reference('merchants', 'Merchant', { filter: ['eq', 'in'] }),
    outletId: reference('merchant-outlets', 'Outlet', { filter: ['eq', 'in'] }),
    orderCount,
    grossSales,
    commission: figure('commission'),
    paymentFees: figure('paymentFees'),
    merchantFundedDiscounts: figure('merchantFundedDiscounts'),
    serviceTax: figure('serviceTax'),
    netPayout: money(businessFigures.netPayout.label, {
      sortable: true,
      help: 'Gross sales − merchant-funded discounts − commission − payment fees, before the refunds a settlement charges back.',
    }),
  },
  list: {
    columns: [
      'merchantId',
      'outletId',
      'orderCount',
      'grossSales',
      'merchantFundedDiscounts',
      'commission',
      'paymentFees',
      'netPayout',
    ],
    defaultSort: '-grossSales',
  },
});

/** Who paid for each promotion's discounts: the platform, the merchant, or both. */
export const subsidyReport = defineResource({
  name: 'subsidy-report',
  subject: 'SubsidyReport',
  label: { one: 'Subsidy Report', many: 'Subsidy Report' },
  // Finance, not Report: finance roles only, read beside payouts (decision 012).
  menu: { group: 'finance', order: 50, icon: 'volunteer_activism' },
  report: { endpoint: 'reportings/subsidy' },
  listView: 'report',
  operations: reportOperations,
  access: financeAccess,
  fields: {
    orderDate,
    promotionId: reference('promotions', 'Promotion', { filter: ['eq', 'in'] }),
    merchantId: reference('merchants', 'Merchant', { filter: ['eq', 'in'] }),
    orderCount,
    totalDiscount: figure('discounts'),
    platformFunded: figure('platformSubsidy'),
    merchantFunded: figure('merchantFundedDiscounts'),
  },
  list: {
    columns: [
      'promotionId',
      'merchantId',
      'orderCount',
      'totalDiscount',
      'platformFunded',
      'merchantFunded',
    ],
    defaultSort: '-totalDiscount',
  },
});

/** Pocket (wallet) liability: what the platform holds for customers over a period. */
export const pocketBalanceReport = defineResource({
  name: 'pocket-balance-report',
  subject: 'PocketBalanceReport',
  label: { one: 'Pocket Balance Report', many: 'Pocket Balance Report' },
  menu: { group: 'finance', order: 60, icon: 'savings' },
  report: { endpoint: 'reportings/pocket-balance' },
  listView: 'report',
  operations: reportOperations,
  access: financeAccess,
  fields: {
    orderDate: { ...orderDate, label: 'Date' },
    userId: reference('users', 'User', { filter: ['eq', 'in'] }),
    openingBalance: money('Opening balance', { sortable: true }),
    topUps: money('Top-ups', { sortable: true }),
    refunds: money('Refunds', { sortable: true }),
    spent: money('Spent', { sortable: true }),
    withdrawals: money('Withdrawals', { sortable: true }),
    closingBalance: money('Closing balance', { sortable: true }),
  },
  list: {
    columns: [
      'userId',
      'openingBalance',
      'topUps',
      'refunds',
      'spent',
      'withdrawals',
      'closingBalance',
    ],
    defaultSort: '-closingBalance',
  },
});
