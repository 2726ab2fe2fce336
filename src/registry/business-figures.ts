/**
 * The marketplace's business figures, each defined once (decision 024): what
 * it counts or sums, over which rows and which marketplace days. The home
 * cards, the reports, the statements and the lists the cards link to all ask
 * these definitions, so one figure never shows two values. Pure data, like
 * the rest of the registry: the API computes from it (server/figures), the
 * console labels and links from it.
 */
import type { Dashboard } from './dashboard';
import type { FilterOp } from './define-resource';
import { folderFilters } from './enquiry-desk';
import { enums } from './enums';
import { pagePaths } from './paths';

/** Orders that never became a sale: turned down, called off, or paid back. */
export const notSaleStatuses = ['CANCELLED', 'REJECTED', 'REFUNDED'] as const;

const notSale: ReadonlySet<string> = new Set(notSaleStatuses);

/**
 * The statuses of a sale: a placed order that has not been cancelled,
 * rejected or refunded (PENDING, ACCEPTED, READY, COMPLETED). A pending order
 * counts from the moment it is placed, as GMV does in the trade; if it is
 * rejected later it leaves every figure at once.
 */
export const saleStatuses: readonly string[] = enums['order.status'].filter(
  (status) => !notSale.has(status),
);

export interface BusinessFigure {
  label: string;
  /** What it is, as a finance lead would say it. */
  meaning: string;
  /** How it is computed, in the data's terms (amounts in sen). */
  formula: string;
}

/** Every figure the console shows under one of these names. */
export const businessFigures = {
  orders: {
    label: 'Orders',
    meaning:
      'Sale orders: orders placed in the period that were not cancelled, rejected or refunded.',
    formula:
      'count of orders with status PENDING, ACCEPTED, READY or COMPLETED, by the marketplace day of placedAt',
  },
  ordersPlaced: {
    label: 'Orders placed',
    meaning:
      'Every order placed in the period, whatever became of it: the status mix, cancellations included.',
    formula: 'count of orders by the marketplace day of placedAt',
  },
  gmv: {
    label: 'GMV',
    meaning:
      'Gross merchandise value: the menu value of the food sold, before any discount, without delivery fees or SST. The marketplace-wide name for gross sales.',
    formula: 'Σ subtotal of sale orders',
  },
  grossSales: {
    label: 'Gross sales',
    meaning:
      "An outlet's, merchant's or menu item's share of GMV: the food sold at menu prices, before discounts.",
    formula: 'Σ subtotal of sale orders (Σ line totals for a menu item)',
  },
  discounts: {
    label: 'Discounts',
    meaning:
      "Promotions' price cuts on sale orders, whoever funds them: platform subsidy + merchant-funded discounts.",
    formula: 'Σ discount of sale orders',
  },
  platformSubsidy: {
    label: 'Platform subsidy',
    meaning:
      'The part of the discounts the platform pays: the merchant is still paid menu prices for it, so it is never deducted from a payout.',
    formula:
      "a PLATFORM promotion's whole discount; a SHARED one's discount less the merchant's share (50 % when unset), rounded per order; nothing of a MERCHANT one",
  },
  merchantFundedDiscounts: {
    label: 'Merchant-funded discounts',
    meaning:
      'The part of the discounts the merchant gives up itself; the platform pays none of it, so it is deducted from the payout.',
    formula: 'discounts − platform subsidy',
  },
  netSales: {
    label: 'Net sales',
    meaning:
      'What the food sold for after every discount. Never more than gross sales.',
    formula: 'gross sales − discounts',
  },
  deliveryFees: {
    label: 'Delivery fees',
    meaning:
      'What customers paid for delivery: collected with the order, not merchandise.',
    formula: 'Σ deliveryFee of sale orders',
  },
  serviceTax: {
    label: 'SST',
    meaning:
      'Sales and service tax collected on behalf of the government: not revenue.',
    formula: 'Σ serviceTax of sale orders',
  },
  totalCollected: {
    label: 'Total collected',
    meaning: 'What customers paid for their sale orders, all charges in.',
    formula: 'net sales + delivery fees + SST = Σ total of sale orders',
  },
  averageOrderValue: {
    label: 'Avg. order value',
    meaning:
      'The average basket at menu prices: gross sales per sale order, before discounts.',
    formula: 'gross sales ÷ orders, rounded to the sen',
  },
  commission: {
    label: 'Commission',
    meaning: "The platform's fee for the sale.",
    formula:
      "the merchant's commission percent (15 % when unset) of gross sales, rounded per order",
  },
  paymentFees: {
    label: 'Payment fees',
    meaning: 'What the payment provider charges on what the customer paid.',
    formula: '1.5 % of total collected, rounded per order',
  },
  netPayout: {
    label: 'Net payout',
    meaning: 'What the platform owes the outlet for the period.',
    formula:
      'gross sales − merchant-funded discounts − commission − payment fees − refunds charged back',
  },
  openEnquiries: {
    label: 'Open enquiries',
    meaning:
      "Customers' enquiries waiting for the desk: the inbox's own folder, spam left out.",
    formula:
      'count of enquiries in the INBOX mailbox with status OPEN or IN_PROGRESS, now',
  },
  pendingPayouts: {
    label: 'Pending payouts',
    meaning:
      "Payout requests no one in finance has reviewed yet (the Payout Request menu's red dot).",
    formula: 'count of settlements with status PENDING, now',
  },
  activeOutlets: {
    label: 'Active outlets',
    meaning:
      'Outlets listed on the marketplace: status Active, a temporary closure or not.',
    formula: 'count of merchant outlets with status ACTIVE, now',
  },
} as const satisfies Record<string, BusinessFigure>;

export type FigureName = keyof typeof businessFigures;

/** The parts of a net payout, for one order or summed over a period; sen. */
export interface PayoutParts {
  gross: number;
  merchantDiscounts: number;
  commission: number;
  paymentFees: number;
  refunds: number;
}

/**
 * Net payout (its formula above): what the outlet is paid. The platform's
 * part of a discount is neither deducted nor added: gross is already at
 * menu prices, so paying gross less the merchant's own part of the discount
 * is what makes the merchant whole for a platform-funded promotion.
 */
export const netPayoutOf = (parts: PayoutParts): number =>
  parts.gross -
  parts.merchantDiscounts -
  parts.commission -
  parts.paymentFees -
  parts.refunds;

/** One list filter in the contract's terms (`search[field][op]=value`; lists comma-separated). */
export interface FigureFilter {
  field: string;
  op: FilterOp;
  value: string;
}

/** Operators whose value is a list, which a list page's URL keeps as an array. */
const listOps: ReadonlySet<FilterOp> = new Set(['in', 'nin', 'between']);

/** The list a figure's rows are: which entry, filtered how, and its page in the console. */
export interface FigureList {
  /** The entry's name (a saved view's too: payout-request adds its own filter). */
  resource: string;
  filters: readonly FigureFilter[];
  /** The console page listing exactly those rows. */
  path: string;
}

/** `date` moved by `days` calendar days (`YYYY-MM-DD`). */
export function shiftDay(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000)
    .toISOString()
    .slice(0, 10);
}

/** A span of whole marketplace days, both ends included. */
export interface DayWindow {
  from: string;
  to: string;
}

/** Today, in the marketplace: the day `today` names. */
const todayWindow = (today: string): DayWindow => ({
  from: today,
  to: today,
});

/** The last 30 marketplace days: today and the 29 before (the reports' default range). */
export const last30Window = (today: string): DayWindow => ({
  from: shiftDay(today, -29),
  to: today,
});

/** Sale orders placed on the window's marketplace days. */
function saleOrdersList({ from, to }: DayWindow): FigureList {
  const filters: FigureFilter[] = [
    { field: 'status', op: 'in', value: saleStatuses.join(',') },
    { field: 'placedAt', op: 'between', value: `${from},${to}` },
  ];
  return { resource: 'orders', filters, path: filteredPath('orders', filters) };
}

/**
 * A list page's address with its filters in the URL, as the list keeps them
 * (Refine's `syncWithLocation`): an `in` or `between` value as an array.
 */
function filteredPath(key: string, filters: readonly FigureFilter[]): string {
  const query = filters.flatMap(({ field, op, value }, i) => {
    const at = `filters[${i}]`;
    const values = listOps.has(op)
      ? value
          .split(',')
          .map((v, j) => `${at}[value][${j}]=${encodeURIComponent(v)}`)
      : [`${at}[value]=${encodeURIComponent(value)}`];
    return [
      `${at}[field]=${encodeURIComponent(field)}`,
      `${at}[operator]=${op}`,
      ...values,
    ];
  });
  return `${pagePaths.list(key)}?${query.join('&')}`;
}

const pendingPayoutsFilters: FigureFilter[] = [
  { field: 'resolvedStatus', op: 'eq', value: 'PENDING' },
];
const activeOutletsFilters: FigureFilter[] = [
  { field: 'status', op: 'eq', value: 'ACTIVE' },
];

/** The figures of the home dashboard that are one number (not its charts). */
export type DashboardFigure = Exclude<
  keyof Dashboard,
  'ordersByDay' | 'ordersByStatus'
>;

export interface HomeCard {
  key: DashboardFigure;
  figure: FigureName;
  label: string;
  /** The window and rows, in a few words under the number. */
  caption: string;
  /** Counted rows, or the sum of one money field over them. */
  measure: { count: true } | { sum: string };
  /** The rows the card counts (or sums), on the marketplace day `today`. */
  list: (today: string) => FigureList;
}

/**
 * The home dashboard's cards, in their order. The API computes each card
 * from its list (server/figures/list-figure.ts) and the card links to that
 * list, so the list's total is the card's number.
 */
export const homeCards: readonly HomeCard[] = [
  {
    key: 'ordersToday',
    figure: 'orders',
    label: 'Orders today',
    caption: 'Sale orders placed since midnight',
    measure: { count: true },
    list: (today) => saleOrdersList(todayWindow(today)),
  },
  {
    key: 'gmvToday',
    figure: 'gmv',
    label: 'GMV today',
    caption: "Today's orders at menu prices, before discounts",
    measure: { sum: 'subtotal' },
    list: (today) => saleOrdersList(todayWindow(today)),
  },
  {
    key: 'ordersLast30',
    figure: 'orders',
    label: 'Orders, 30 days',
    caption: 'Sale orders, today and the 29 days before',
    measure: { count: true },
    list: (today) => saleOrdersList(last30Window(today)),
  },
  {
    key: 'gmvLast30',
    figure: 'gmv',
    label: 'GMV, 30 days',
    caption: 'Today and the 29 days before, before discounts',
    measure: { sum: 'subtotal' },
    list: (today) => saleOrdersList(last30Window(today)),
  },
  {
    key: 'pendingSettlements',
    figure: 'pendingPayouts',
    label: 'Pending payouts',
    caption: 'Payout requests waiting for review',
    measure: { count: true },
    list: () => ({
      resource: 'payout-request',
      filters: pendingPayoutsFilters,
      path: filteredPath('payout-request', pendingPayoutsFilters),
    }),
  },
  {
    key: 'openEnquiries',
    figure: 'openEnquiries',
    label: 'Open enquiries',
    caption: 'Open or in progress in the inbox',
    measure: { count: true },
    // The inbox folder's own filters; the inbox opens on that folder.
    list: () => ({
      resource: 'enquiries',
      filters: folderFilters('inbox', 0),
      path: pagePaths.list('enquiries'),
    }),
  },
  {
    key: 'activeOutlets',
    figure: 'activeOutlets',
    label: 'Active outlets',
    caption: 'Listed on the marketplace',
    measure: { count: true },
    list: () => ({
      resource: 'merchant-outlets',
      filters: activeOutletsFilters,
      path: filteredPath('merchant-outlets', activeOutletsFilters),
    }),
  },
];
