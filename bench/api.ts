/**
 * `npm run bench:api`: seeds 100,000+ orders into an in-memory database (or
 * uses the PostgreSQL at `DATABASE_URL`, seeding it only when it is empty),
 * starts the reference API on a loopback port and prints latency percentiles
 * and throughput per endpoint. Requests go only to 127.0.0.1, in bounded loops.
 * With BENCH_LOAD=1 it runs a shift's load instead: many staff sessions on
 * two instances for minutes (bench/load.ts, which lists its variables).
 */
import { performance } from 'node:perf_hooks';
import { createApp } from '../server/app';
import { loadConfig } from '../server/config';
import { runLoad } from './load';
import { adminReports, reportRange, reportRangeToToday } from './load-plan';
import { latencyStats } from './stats';

const scale = Number(process.env.SEED_SCALE ?? 5);
const iterations = Number(process.env.BENCH_ITERATIONS ?? 200);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 4);
/** Fewer rounds for each of the list variants: there are dozens of them. */
const listIterations = Number(process.env.BENCH_LIST_ITERATIONS ?? 40);

// The limits guard against one abusive client; the bench's sessions share a
// few accounts and one address, so they would trip them.
const config = loadConfig({
  ...process.env,
  ...(process.env.DATABASE_URL ? {} : { DATABASE_MODE: 'memory' }),
  SEED_SCALE: String(scale),
  API_RATE_LIMIT: '100000000',
  LOGIN_RATE_LIMIT: '100000000',
  LOG_LEVEL: 'warn',
});

async function main() {
  const seedStart = performance.now();
  const server = await createApp(config);
  const { app, db } = server;
  const seedMs = performance.now() - seedStart;
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  const base = `http://127.0.0.1:${address.port}/api/v1`;

  const { rows } = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM orders',
  );
  const orderCount = rows[0]?.n ?? 0;
  const outlet = await db.query<{ id: number }>(
    'SELECT outlet_id AS id FROM orders LIMIT 1',
  );
  const outletId = outlet.rows[0]?.id ?? 1;
  const customer = await db.query<{ phone: string }>(
    'SELECT phone FROM users WHERE id = (SELECT customer_id FROM orders LIMIT 1)',
  );
  const phone = customer.rows[0]?.phone ?? '0123';

  const login = await fetch(`${base}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', platform: 'admin_frontend' },
    body: JSON.stringify({ email: 'admin@zfood.my', password: 'Admin123!' }),
  });
  const { data } = (await login.json()) as { data: { access_token: string } };
  const headers = {
    authorization: `Bearer ${data.access_token}`,
    platform: 'admin_frontend',
  };

  const year = new Date().getFullYear();
  // Reports over the 30 days and the year to yesterday (load-plan.ts).
  const month = reportRange('month');
  // The orders list as the console asks for it (tabs' counts and the
  // reference columns' titles on the first request of a filter), then every
  // tab, sortable column, declared filter, deep page and search.
  const consoleList =
    '/admin/orders?page=1&perPage=25&sort=-placedAt&facets=status&include=customerId,outletId';
  const listPage = '/admin/orders?perPage=25&include=customerId,outletId';
  const listEndpoints: [string, string, number][] = [
    ['orders list: default, rows and tab counts', consoleList, iterations],
    [
      'orders list: default with sums, as the console opens it',
      `${consoleList}&totals=subtotal,discount,total`,
      listIterations,
    ],
    [
      'orders list: page 2 (no facets)',
      `${listPage}&page=2&sort=-placedAt`,
      iterations,
    ],
    ...['PENDING', 'COMPLETED', 'REFUNDED'].map(
      (status): [string, string, number] => [
        `orders list: ${status} tab`,
        `${consoleList}&search[status]=${status}`,
        listIterations,
      ],
    ),
    ...[
      'status',
      '-status',
      'channel',
      '-channel',
      'completedAt',
      '-completedAt',
      'paidAt',
      '-paidAt',
      'total',
      '-total',
      'code',
      '-code',
      'placedAt',
    ].map((sort): [string, string, number] => [
      `orders list: sort ${sort}`,
      `${listPage}&page=1&sort=${sort}`,
      listIterations,
    ]),
    ...[
      `search[outletId]=${outletId}`,
      'search[channel][in]=DELIVERY,PICKUP',
      'search[paidAt][null]=true',
      'search[promotionId][null]=false',
      'search[total][between]=1000,3000',
      'search[subtotal][gte]=5000',
      `search[placedAt][between]=${year}-01-01,${year}-01-31`,
      `search[completedAt][gte]=${year}-01-01`,
    ].map((filter): [string, string, number] => [
      `orders list: ${filter}`,
      `${consoleList}&${filter}`,
      listIterations,
    ]),
    [
      'orders list: page 50',
      `${listPage}&page=50&sort=-placedAt`,
      listIterations,
    ],
    [
      'orders list: page 400',
      `${listPage}&page=400&sort=-placedAt`,
      listIterations,
    ],
    ['orders search: a name', `${consoleList}&q=ahmad`, listIterations],
    [
      'orders search: a phone fragment',
      `${consoleList}&q=0123`,
      listIterations,
    ],
    ['orders search: a code', `${consoleList}&q=ORD00012`, listIterations],
    [
      "orders search: one customer's phone",
      `${consoleList}&q=${encodeURIComponent(phone)}`,
      listIterations,
    ],
    ['order items: default', '/admin/order-menus?perPage=25', listIterations],
    [
      'order status logs: default',
      '/admin/order-status-logs?perPage=25&include=orderId,changedBy',
      listIterations,
    ],
    [
      'order status logs: to CANCELLED',
      '/admin/order-status-logs?perPage=25&search[toStatus]=CANCELLED',
      listIterations,
    ],
  ];
  const endpoints: [string, string, number][] = [
    ...listEndpoints,
    [
      'orders page: sort by date, filter status + outlet',
      `/admin/orders?page=3&perPage=25&sort=-createdAt&search[status][in]=COMPLETED,REFUNDED&search[outletId]=${outletId}`,
      iterations,
    ],
    [
      'orders page: default sort, no filter',
      '/admin/orders?page=1&perPage=100&sort=-createdAt',
      iterations,
    ],
    ['free-text search (q)', '/admin/orders?q=ORD00012&perPage=25', iterations],
    [
      'export orders since last year (CSV)',
      `/admin/orders/export?sort=-createdAt&perPage=10000&search[createdAt][gte]=${year - 1}-01-01`,
      10,
    ],
    ...[
      'sales-summary',
      'outlets-performance',
      'menu-performance',
      'category-performance',
      'sales-channel-performance',
      'finance',
      'subsidy',
    ].map((report): [string, string, number] => [
      `report over a year: ${report}`,
      `/admin/reportings/${report}?${reportRange('year')}`,
      30,
    ]),
    ['report: sales summary', `/admin/reportings/sales-summary?${month}`, 30],
    [
      'report: outlets performance',
      `/admin/reportings/outlets-performance?${month}`,
      30,
    ],
    [
      'report: menu performance',
      `/admin/reportings/menu-performance?${month}`,
      30,
    ],
    [
      'report: category performance',
      `/admin/reportings/category-performance?${month}`,
      30,
    ],
    [
      'report: sales channel performance',
      `/admin/reportings/sales-channel-performance?${month}`,
      30,
    ],
    [
      'report: demographic performance',
      `/admin/reportings/demographic-performance?${month}`,
      30,
    ],
    ['report: finance', `/admin/reportings/finance?${month}`, 30],
    ['report: subsidy', `/admin/reportings/subsidy?${month}`, 30],
    ['report: pocket balance', `/admin/reportings/pocket-balance?${month}`, 30],
    // The range each report opens on in the console, the 30 days to today:
    // its days before today kept where its rows add up, today added afresh.
    ...[...adminReports, 'pocket-balance'].map(
      (report): [string, string, number] => [
        `report to today: ${report}`,
        `/admin/reportings/${report}?${reportRangeToToday()}`,
        30,
      ],
    ),
    ['home dashboard', '/admin/reportings/dashboard', 30],
  ];

  const results: Record<string, string | number>[] = [];
  // BENCH_ONLY='^orders list' runs the endpoints whose label matches.
  const only = process.env.BENCH_ONLY;
  for (const [label, path, n] of endpoints.filter(
    ([label]) => !only || new RegExp(only).test(label),
  )) {
    const durations: number[] = [];
    let failures = 0;
    let bytes = 0;
    // The first request alone: a report over a closed range is added up and
    // kept then, and read back by the rest (server/reports/report-answers.ts).
    const firstStart = performance.now();
    const first = await fetch(`${base}${path}`, { headers });
    await first.arrayBuffer();
    const firstMs = performance.now() - firstStart;
    if (!first.ok) failures += 1;
    const wallStart = performance.now();
    let next = 0;
    const worker = async () => {
      while (next < n) {
        next += 1;
        const t0 = performance.now();
        const res = await fetch(`${base}${path}`, { headers });
        const body = await res.arrayBuffer();
        durations.push(performance.now() - t0);
        bytes = body.byteLength;
        if (!res.ok) failures += 1;
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, n) }, worker));
    const s = latencyStats(durations, performance.now() - wallStart);
    results.push({
      endpoint: label,
      'first ms': firstMs.toFixed(1),
      n: s.n,
      'p50 ms': s.p50.toFixed(1),
      'p95 ms': s.p95.toFixed(1),
      'p99 ms': s.p99.toFixed(1),
      'req/s': s.rps.toFixed(0),
      'last body': `${(bytes / 1024).toFixed(0)} kB`,
      failures,
    });
  }

  console.log(
    `\nReference API on ${db.engine}: ${orderCount.toLocaleString()} orders (SEED_SCALE=${scale}), seeded in ${(seedMs / 1000).toFixed(1)} s; ${concurrency} concurrent clients.`,
  );
  console.table(results);
  await server.close();
}

const run =
  process.env.BENCH_LOAD === '1'
    ? runLoad(config).then((passed) => {
        if (!passed) process.exitCode = 1;
      })
    : main();
run.catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
