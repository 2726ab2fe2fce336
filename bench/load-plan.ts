/**
 * What a shift asks the API for, as paths the console sends: the request
 * kinds the load bench times, their budgets (issue 33), and the pools each
 * kind draws from.
 */
import { marketplaceDate } from '../src/registry/marketplace-clock';

/** The rows of the load table, one per kind of request. */
export const requestKinds = [
  'sign-in',
  'orders list',
  'other list',
  'search',
  'record',
  'write',
  'report, 30 days',
  'report, a year',
  'report, to today',
  'dashboard',
] as const;
export type RequestKind = (typeof requestKinds)[number];

/** p95 budgets in milliseconds (issue 33); kinds without one are shown, not judged. */
export const p95Budgets: Partial<Record<RequestKind, number>> = {
  'orders list': 150,
  'other list': 150,
  search: 150,
  record: 150,
  'report, 30 days': 300,
  'report, a year': 300,
  'report, to today': 300,
  dashboard: 300,
};

/** What the bench found in the database before the shift starts. */
export interface ShiftFixtures {
  /** Recent orders, the ones a shift opens. */
  orderIds: number[];
  outletId: number;
  /** A customer's phone number, searched for whole. */
  phone: string;
  /** Menus whose sort order the sessions raise by one per write: the lost-write counters. */
  counterIds: number[];
}

/** One of `items`, chosen at random. */
export const pick = <T>(items: readonly T[]): T => {
  const item = items[Math.floor(Math.random() * items.length)];
  if (item === undefined) throw new Error('nothing to pick from');
  return item;
};

const daysAgo = (n: number) =>
  new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

const consoleList =
  '/admin/orders?perPage=25&facets=status&include=customerId,outletId';
const statuses = [
  'PENDING',
  'ACCEPTED',
  'READY',
  'COMPLETED',
  'CANCELLED',
  'REFUNDED',
];
const sorts = ['-placedAt', 'placedAt', '-total', 'status', 'code', '-paidAt'];

/** The orders list as the console asks for it: a tab, a sort, maybe a filter, one of the first pages. */
export function ordersListPath(f: ShiftFixtures): string {
  const filters = [
    '',
    `&search[status]=${pick(statuses)}`,
    `&search[outletId]=${f.outletId}`,
    '&search[channel][in]=DELIVERY,PICKUP',
    '&search[total][between]=1000,3000',
    `&search[placedAt][gte]=${daysAgo(7)}`,
  ];
  const page = 1 + Math.floor(Math.random() * 5);
  return `${consoleList}&page=${page}&sort=${pick(sorts)}${pick(filters)}`;
}

/** The other lists an operations shift works from (every one readable by the staff role). */
export const otherListPaths = [
  '/admin/merchants?page=1&perPage=25',
  '/admin/merchant-outlets?page=1&perPage=25&include=merchantId',
  '/admin/menus?page=1&perPage=25&sort=name&include=outletId,categoryId',
  '/admin/enquiries?page=1&perPage=25&facets=status&include=userId,assignedTo',
  '/admin/order-status-logs?page=1&perPage=25&include=orderId,changedBy',
  '/admin/users?page=1&perPage=25',
];

export function searchPath(f: ShiftFixtures): string {
  const q = pick(['ahmad', 'siti', '0123', 'ORD00012', f.phone]);
  return `${consoleList}&page=1&sort=-placedAt&q=${encodeURIComponent(q)}`;
}

/** The order page's two requests: the order with its references' titles, and its lines. */
export function orderShowPaths(id: number): [string, string] {
  return [
    `/admin/orders/${id}?include=customerId,outletId,paymentMethodId,promotionId`,
    `/admin/order-menus?search[orderId]=${id}&sort=id&page=1&perPage=100`,
  ];
}

/** The sales reports the staff role reads; admins read the finance ones too. */
const salesReports = [
  'sales-summary',
  'outlets-performance',
  'menu-performance',
  'category-performance',
  'sales-channel-performance',
  'demographic-performance',
];
export const adminReports = [...salesReports, 'finance', 'subsidy'];

/**
 * A report's range: the 30 days or the year to yesterday, a day earlier
 * when that would start on the 1st. A range of whole calendar months (1–30
 * November, read on 1 December) reads only month rollups, so a run's
 * figures would depend on its date; this one reads day rollups at both
 * ends, as most ranges do.
 */
export function reportRange(span: 'month' | 'year'): string {
  const days = span === 'month' ? 30 : 365;
  const shift = daysAgo(days).endsWith('-01') ? 1 : 0;
  return `from=${daysAgo(days + shift)}&to=${daysAgo(1 + shift)}`;
}

/**
 * The range a report opens on in the console: the 30 marketplace days to
 * today (report-range.ts). Its days before today can be kept, today's not.
 */
export function reportRangeToToday(): string {
  const today = marketplaceDate();
  const from = new Date(Date.parse(`${today}T00:00:00Z`) - 29 * 86_400_000)
    .toISOString()
    .slice(0, 10);
  return `from=${from}&to=${today}`;
}

export function reportPath(
  span: 'month' | 'year' | 'to today',
  isAdmin: boolean,
): string {
  const report = pick(isAdmin ? adminReports : salesReports);
  const range = span === 'to today' ? reportRangeToToday() : reportRange(span);
  return `/admin/reportings/${report}?${range}`;
}

export const dashboardPath = '/admin/reportings/dashboard';

/** How often a session takes each step, out of their sum: mostly lists and orders, now and then a report. */
export const stepWeights = {
  ordersList: 30,
  otherList: 12,
  search: 15,
  record: 20,
  write: 12,
  monthReport: 5,
  yearReport: 3,
  todayReport: 5,
  dashboard: 3,
} as const;
export type Step = keyof typeof stepWeights;

export function pickStep(): Step {
  const steps = Object.entries(stepWeights) as [Step, number][];
  let roll = Math.random() * steps.reduce((sum, [, w]) => sum + w, 0);
  for (const [step, weight] of steps) {
    roll -= weight;
    if (roll < 0) return step;
  }
  return 'ordersList';
}
