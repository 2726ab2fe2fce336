import { apiPaths } from '../../src/registry/paths';
import { parseTableParams, type CrudFilter } from '@refinedev/core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { resources } from '../../resources.config';
import {
  homeCards,
  last30Window,
  netPayoutOf,
  shiftDay,
  type DashboardFigure,
  type HomeCard,
} from '../../src/registry/business-figures';
import type { AnyResource } from '../../src/registry/define-resource';
import { deskPaths } from '../../src/registry/enquiry-desk';
import {
  marketplaceDate,
  marketplaceInstant,
} from '../../src/registry/marketplace-clock';
import { apiResourceName } from '../../src/registry/resource-key';
import { buildListQuery } from '../../src/http/list-query';
import {
  inboxFilters,
  readInboxView,
} from '../../src/views/enquiries/inbox-state';
import { permanentFilters } from '../../src/views/generic/list/list-request';
import { apiAs, type ApiClient } from './support/api-client';
import { recordInState } from './support/record-in-state';
import { startTestServer, type TestServer } from './support/test-server';

type Row = Record<string, unknown>;
interface List {
  data: Row[];
  meta: {
    total: number;
    totals?: Record<string, number>;
  };
}

let server: TestServer;
let admin: ApiClient;
const registry: readonly AnyResource[] = resources;
const today = marketplaceDate();

/**
 * Today's own state (decision 019): sale orders placed today, a cancelled
 * one and one just before midnight, an open enquiry in spam, and a payout
 * request that finance has already reviewed. Each sits on a border a
 * figure must not cross.
 */
async function makeToday() {
  const placeAt = async (state: string, at: string) => {
    const order = await recordInState(server, 'orders', state);
    await server.db.query(`UPDATE orders SET placed_at = $2 WHERE id = $1`, [
      order.id,
      at,
    ]);
  };
  const now = new Date().toISOString();
  for (const state of ['COMPLETED', 'ACCEPTED', 'PENDING', 'CANCELLED'])
    await placeAt(state, now);
  const beforeMidnight = new Date(
    marketplaceInstant(today).getTime() - 60_000,
  ).toISOString();
  await placeAt('COMPLETED', beforeMidnight);

  const spam = await recordInState(server, 'enquiries', 'OPEN');
  await server.db.query(`UPDATE enquiries SET mailbox = 'SPAM' WHERE id = $1`, [
    spam.id,
  ]);
  await recordInState(server, 'settlements', 'REVIEWED');
  await recordInState(server, 'settlements', 'PENDING');
}

beforeAll(async () => {
  server = await startTestServer();
  admin = await apiAs(server, 'admin@zfood.my');
  await makeToday();
});
afterAll(() => server.close());

async function get<T = List>(path: string): Promise<T> {
  const answer = await admin.get<T>(path);
  expect(answer.status, `${path}: ${answer.text}`).toBe(200);
  return answer.body;
}

/** Every row of a report over `from`–`to` (marketplace days), all pages. */
async function reportRows(
  endpoint: string,
  from: string,
  to: string,
  extra = '',
): Promise<Row[]> {
  const rows: Row[] = [];
  for (let page = 1; ; page += 1) {
    const body = await get(
      `${apiPaths.collection(endpoint)}?from=${from}&to=${to}&perPage=100&page=${page}${extra}`,
    );
    rows.push(...body.data);
    if (rows.length >= body.meta.total || body.data.length === 0) return rows;
  }
}

const sum = (rows: readonly Row[], field: string) =>
  rows.reduce((total, row) => total + Number(row[field] ?? 0), 0);

/**
 * The request the console's list page sends for a card's link: the URL's
 * filters as Refine reads them back, the saved view's own filter, the
 * inbox's folder for the enquiries desk; with the sum the card shows.
 */
function listRequestOf(card: HomeCard): string {
  const list = card.list(today);
  const entry = registry.find((r) => r.name === list.resource);
  if (!entry) throw new Error(`No entry ${list.resource}`);
  const [pathname, search = ''] = list.path.split('?');
  expect(pathname).toBe(apiPaths.collection(list.resource));
  const filters: CrudFilter[] =
    entry.listView === 'enquiries-inbox'
      ? inboxFilters(readInboxView(new URLSearchParams(search)), admin.userId)
      : [
          ...permanentFilters(entry),
          ...(parseTableParams(`?${search}`).parsedFilters ?? []),
        ];
  const query = buildListQuery({
    pagination: { currentPage: 1, pageSize: 1 },
    filters,
  });
  if ('sum' in card.measure) query.set('totals', card.measure.sum);
  return `${apiPaths.collection(apiResourceName(entry))}?${query.toString()}`;
}

async function listValue(card: HomeCard): Promise<number> {
  const { meta } = await get(listRequestOf(card));
  return 'sum' in card.measure
    ? Number(meta.totals?.[card.measure.sum])
    : meta.total;
}

/** The days a card's orders span, read from its link's `placedAt` filter. */
function daysOf(card: HomeCard): [string, string] {
  const placed = card.list(today).filters.find((f) => f.field === 'placedAt');
  const [from = '', to = ''] = (placed?.value ?? '').split(',');
  return [from, to];
}

/** The same figure from where else the console shows it: a report, the inbox's folder, the menu's badge. */
const elsewhere: Record<DashboardFigure, (card: HomeCard) => Promise<number>> =
  {
    ordersToday: async (card) =>
      sum(
        await reportRows('reportings/sales-summary', ...daysOf(card)),
        'orderCount',
      ),
    ordersLast30: async (card) =>
      sum(
        await reportRows('reportings/sales-summary', ...daysOf(card)),
        'orderCount',
      ),
    gmvToday: async (card) =>
      sum(
        await reportRows('reportings/sales-summary', ...daysOf(card)),
        'grossSales',
      ),
    gmvLast30: async (card) =>
      sum(
        await reportRows('reportings/sales-summary', ...daysOf(card)),
        'grossSales',
      ),
    // The Payout Request menu's red dot asks this (use-pending-payout.ts).
    pendingSettlements: async () =>
      (await get('/admin/settlements?perPage=1&search[resolvedStatus]=PENDING'))
        .meta.total,
    openEnquiries: async () =>
      (await get<{ data: { inbox: { total: number } } }>(deskPaths.folders))
        .data.inbox.total,
    // No other screen counts outlets: the definition's formula, in SQL.
    activeOutlets: async () =>
      (
        await server.db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM merchant_outlets WHERE status = 'ACTIVE'`,
        )
      ).rows[0]?.n ?? 0,
  };

describe('every home card is one figure, three ways', () => {
  test.each(homeCards.map((card) => [card.label, card] as const))(
    '%s: the card, its list and its report agree',
    async (_label, card) => {
      const dashboard = await get<{ data: Record<string, number> }>(
        '/admin/reportings/dashboard',
      );
      const shown = dashboard.data[card.key];
      const list = await listValue(card);
      const other = await elsewhere[card.key](card);
      expect({ card: shown, list, other }).toEqual({
        card: list,
        list,
        other: list,
      });
      expect(list).toBeGreaterThan(0);
    },
  );

  test("today's orders are today's sales: the cancelled one and the one before midnight are not in", async () => {
    const yesterday = shiftDay(today, -1);
    const [todays, yesterdays] = await Promise.all([
      reportRows('reportings/sales-summary', today, today),
      reportRows('reportings/sales-summary', yesterday, yesterday),
    ]);
    const { rows } = await server.db.query<{ sales: number; placed: number }>(
      `SELECT count(*) FILTER (WHERE status NOT IN ('CANCELLED', 'REJECTED', 'REFUNDED'))::int AS sales,
         count(*)::int AS placed
       FROM orders WHERE placed_at >= $1 AND placed_at < $2`,
      [
        marketplaceInstant(today).toISOString(),
        marketplaceInstant(shiftDay(today, 1)).toISOString(),
      ],
    );
    expect(sum(todays, 'orderCount')).toBe(rows[0]?.sales);
    expect(rows[0]?.placed).toBeGreaterThan(rows[0]?.sales ?? 0);
    expect(sum(yesterdays, 'orderCount')).toBeGreaterThan(0);
  });
});

describe('gross, discounts, net', () => {
  const from = shiftDay(today, -364);

  test('on every sales-summary day and over the year, gross ≥ net = gross − discounts, and the rest adds up', async () => {
    const rows = await reportRows('reportings/sales-summary', from, today);
    expect(rows.length).toBeGreaterThan(30);
    for (const row of rows) {
      const n = (field: string) => Number(row[field]);
      const day = String(row.orderDate);
      expect(n('grossSales'), day).toBeGreaterThanOrEqual(n('netSales'));
      expect(n('netSales'), day).toBe(n('grossSales') - n('discounts'));
      expect(n('discounts'), day).toBe(
        n('platformSubsidy') + n('merchantFundedDiscounts'),
      );
      expect(n('totalCollected'), day).toBe(
        n('netSales') + n('deliveryFees') + n('serviceTax'),
      );
      expect(n('averageOrderValue'), day).toBe(
        Math.round(n('grossSales') / n('orderCount')),
      );
    }
    expect(sum(rows, 'discounts')).toBeGreaterThan(0);
    expect(sum(rows, 'grossSales')).toBeGreaterThan(sum(rows, 'netSales'));
  });

  test('every report counts the same orders and the same gross sales over a range', async () => {
    const { from: start } = last30Window(today);
    const summary = await reportRows('reportings/sales-summary', start, today);
    const orders = sum(summary, 'orderCount');
    const gross = sum(summary, 'grossSales');
    for (const endpoint of [
      'reportings/outlets-performance',
      'reportings/sales-channel-performance',
      'reportings/demographic-performance',
      'reportings/finance',
    ]) {
      const rows = await reportRows(endpoint, start, today);
      expect(
        { orders: sum(rows, 'orderCount'), gross: sum(rows, 'grossSales') },
        endpoint,
      ).toEqual({ orders, gross });
    }
    const subsidy = await reportRows('reportings/subsidy', start, today);
    expect(sum(subsidy, 'totalDiscount')).toBe(sum(summary, 'discounts'));
    expect(sum(subsidy, 'platformFunded')).toBe(
      sum(summary, 'platformSubsidy'),
    );
    const finance = await reportRows('reportings/finance', start, today);
    expect(sum(finance, 'merchantFundedDiscounts')).toBe(
      sum(summary, 'merchantFundedDiscounts'),
    );
    // Net payout, row by row, as settlements count it (netPayoutOf), before refunds.
    for (const row of finance)
      expect(row.netPayout).toBe(
        netPayoutOf({
          gross: Number(row.grossSales),
          merchantDiscounts: Number(row.merchantFundedDiscounts),
          commission: Number(row.commission),
          paymentFees: Number(row.paymentFees),
          refunds: 0,
        }),
      );
  });

  test("a statement's orders and gross sales are the sales summary's for its outlet and period", async () => {
    const { data } = await get(
      '/admin/settlements?perPage=5&sort=-periodEnd&search[resolvedStatus][in]=PAID,CONFIRMED',
    );
    expect(data.length).toBeGreaterThan(0);
    for (const settlement of data) {
      const statement = await get<{
        data: { totals: { orderCount: number; gross: number } };
      }>(`/admin/settlements/${String(settlement.id)}/statement`);
      const rows = await reportRows(
        'reportings/sales-summary',
        String(settlement.periodStart),
        String(settlement.periodEnd),
        `&outletId=${String(settlement.outletId)}`,
      );
      expect(statement.data.totals).toMatchObject({
        orderCount: sum(rows, 'orderCount'),
        gross: sum(rows, 'grossSales'),
      });
    }
  });
});
