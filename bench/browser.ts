/**
 * `npm run bench:browser`: the orders list in Chromium against the reference
 * server at 100,000 orders (SEED_SCALE=5). Prints, over BENCH_RUNS runs (the
 * first reported apart as cold): navigation start → first grid row, a
 * status-tab click → the filtered first row, a revisit with cached assets
 * → first row; the JavaScript the list page downloads; and the cold run's
 * network waterfall, to show which request the time goes to.
 */
import { availableParallelism, loadavg } from 'node:os';
import {
  chromium,
  type BrowserContext,
  type Page,
  type Request,
  type Response,
} from '@playwright/test';
import { browserLaunch } from '../playwright.config';
import { signInAs } from '../tests/e2e/support/session';
import { enums } from '../src/registry/enums';
import { humanizeEnum } from '../src/components/fields/format';
import { ensureBuild } from './ensure-build';
import { startReferenceServer } from './reference-server';
import { latencyStats } from './stats';

const runs = Math.max(2, Number(process.env.BENCH_RUNS ?? 5));
const scale = Number(process.env.SEED_SCALE ?? 5);
const distDir = process.env.BENCH_DIST ?? 'dist';
const LIST_PATH = '/admin/orders';
const LIST_API = '/api/v1/admin/orders';
/** The list's default page size: tells the grid's request from other calls to the orders API. */
const GRID_PAGE_SIZE = '25';
const ROW_TIMEOUT_MS = 120_000;
const SETTLE_TIMEOUT_MS = 15_000;

type Phase = 'load' | 'filter' | 'revisit';

interface NetEntry {
  phase: Phase;
  url: URL;
  type: string;
  startMs: number;
  /** Since `startMs`: when the request left the browser (after its queue and connection), -1 if unknown. */
  sentMs: number;
  /** Since `startMs`: the response's first byte, -1 if unknown. */
  firstByteMs: number;
  durationMs: number;
  wireBytes: number;
  rawBytes: number;
}

interface RunResult {
  navMs: number;
  filterMs: number;
  revisitMs: number;
  filterState: string;
  total: number;
  net: NetEntry[];
}

interface Probe {
  /** Time (ms since navigation start) each row id first showed as the grid's first row. */
  seen: Record<string, number>;
  lastClick: number;
}
type ProbeWindow = Window & { benchProbe?: Probe };

/**
 * Runs in the page before the app: notes when each record first becomes
 * the grid's top row and when the last click happened, on the page's own
 * clock, so Playwright's polling does not pad the figures. No named inner
 * functions: tsx would wrap them in a helper the page does not have.
 */
function installProbe() {
  const probe: Probe = { seen: {}, lastClick: 0 };
  (window as ProbeWindow).benchProbe = probe;
  new MutationObserver(() => {
    const id = document
      .querySelector('[role="row"][data-rowindex="0"][data-id]')
      ?.getAttribute('data-id');
    if (id && probe.seen[id] === undefined) probe.seen[id] = performance.now();
  }).observe(document, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['data-id', 'data-rowindex'],
  });
  document.addEventListener(
    'click',
    () => {
      probe.lastClick = performance.now();
    },
    true,
  );
}

function isGridRequest(url: string, status: string | null): boolean {
  const parsed = new URL(url);
  return (
    parsed.pathname === LIST_API &&
    parsed.searchParams.get('perPage') === GRID_PAGE_SIZE &&
    parsed.searchParams.get('search[status]') === status
  );
}

async function topRow(
  response: Response,
): Promise<{ id: string; status: string; total: number }> {
  const body = (await response.json()) as {
    data: { id: number | string; status: string }[];
    meta: { total: number };
  };
  const first = body.data[0];
  if (!first) throw new Error(`${response.url()} returned no rows`);
  return {
    id: String(first.id),
    status: first.status,
    total: body.meta.total,
  };
}

/** Milliseconds from navigation start until `id` was the grid's first row. */
async function seenAt(page: Page, id: string): Promise<number> {
  const handle = await page.waitForFunction(
    (rowId) => (window as ProbeWindow).benchProbe?.seen[rowId],
    id,
    { timeout: ROW_TIMEOUT_MS },
  );
  return (await handle.jsonValue()) ?? 0;
}

async function settle(page: Page): Promise<void> {
  // A view that keeps a request open still gets measured; it just stops waiting.
  await page
    .waitForLoadState('networkidle', { timeout: SETTLE_TIMEOUT_MS })
    .catch(() => undefined);
}

/** Records every finished request with its phase, timing and sizes. */
function recordNetwork(context: BrowserContext, phaseOf: () => Phase) {
  const phases = new Map<Request, Phase>();
  const pending: Promise<NetEntry>[] = [];
  context.on('request', (request) => phases.set(request, phaseOf()));
  context.on('requestfinished', (request) => {
    pending.push(
      (async () => {
        const response = await request.response();
        const sizes = await request.sizes();
        const body = await response?.body().catch(() => null);
        const timing = request.timing();
        return {
          phase: phases.get(request) ?? phaseOf(),
          url: new URL(request.url()),
          type: request.resourceType(),
          startMs: timing.startTime,
          sentMs: timing.requestStart,
          firstByteMs: timing.responseStart,
          durationMs: timing.responseEnd,
          wireBytes: sizes.responseBodySize,
          rawBytes: body?.byteLength ?? 0,
        };
      })(),
    );
  });
  return () => Promise.all(pending);
}

async function measureRun(baseURL: string): Promise<RunResult> {
  const browser = await chromium.launch(browserLaunch);
  let phase: Phase = 'load';
  try {
    const context = await browser.newContext({ baseURL });
    const collect = recordNetwork(context, () => phase);
    const page = await context.newPage();
    // Seeding-scale queries on a shared machine can outlast Playwright's 30 s default.
    page.setDefaultTimeout(ROW_TIMEOUT_MS);
    page.on('pageerror', (error) => console.error(`  page error: ${error}`));
    await signInAs(page, 'admin');
    await page.addInitScript(installProbe);

    const gridLoaded = page.waitForResponse((r) =>
      isGridRequest(r.url(), null),
    );
    await page.goto(LIST_PATH, { waitUntil: 'commit' });
    const origin = await page.evaluate(() => performance.timeOrigin);
    const first = await topRow(await gridLoaded);
    const navMs = await seenAt(page, first.id);
    await settle(page);

    // A state the newest order is not in, so the filtered top row is a new one.
    const filterState =
      ['COMPLETED', ...enums['order.status']].find((s) => s !== first.status) ??
      'COMPLETED';
    phase = 'filter';
    const filtered = page.waitForResponse((r) =>
      isGridRequest(r.url(), filterState),
    );
    await page
      .getByRole('tab', {
        name: new RegExp(`^${humanizeEnum(filterState)}\\b`),
      })
      .click();
    const filteredTop = await topRow(await filtered);
    const filteredAt = await seenAt(page, filteredTop.id);
    const clickedAt = await page.evaluate(
      () => (window as ProbeWindow).benchProbe?.lastClick ?? 0,
    );
    await settle(page);

    phase = 'revisit';
    const revisited = page.waitForResponse((r) => isGridRequest(r.url(), null));
    await page.goto(LIST_PATH, { waitUntil: 'commit' });
    const revisitTop = await topRow(await revisited);
    const revisitMs = await seenAt(page, revisitTop.id);
    await settle(page);
    const net = (await collect()).map((e) => ({
      ...e,
      startMs: e.startMs - origin,
    }));
    await context.close();
    return {
      navMs,
      filterMs: filteredAt - clickedAt,
      revisitMs,
      filterState,
      total: first.total,
      net,
    };
  } finally {
    await browser.close();
  }
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;
const ms = (n: number) => n.toFixed(0);
const endOf = (e: NetEntry) => e.startMs + e.durationMs;

function isScript(e: NetEntry): boolean {
  return e.type === 'script' || e.url.pathname.endsWith('.js');
}

function timingRow(label: string, values: number[]) {
  const [cold, ...warm] = values;
  const s = latencyStats(warm, 0);
  return {
    measure: label,
    'cold ms': ms(cold ?? 0),
    n: s.n,
    'p50 ms': ms(s.p50),
    'p95 ms': ms(s.p95),
    'min ms': ms(s.min),
    'max ms': ms(s.max),
  };
}

function bytesRow(label: string, entries: NetEntry[]) {
  const js = entries.filter(isScript);
  const sum = (list: NetEntry[], key: 'wireBytes' | 'rawBytes') =>
    list.reduce((total, e) => total + Math.max(0, e[key]), 0);
  return {
    view: label,
    'JS requests': js.length,
    'JS from cache': js.filter((e) => e.wireBytes <= 0).length,
    'JS raw': kb(sum(js, 'rawBytes')),
    'JS on the wire': kb(sum(js, 'wireBytes')),
    'all requests': entries.length,
    'all on the wire': kb(sum(entries, 'wireBytes')),
  };
}

/**
 * Splits navigation → first row into consecutive stretches: the document,
 * the scripts fetched before the grid asks for data, the app's start-up
 * until it does, the grid's request, and rendering its answer.
 */
function criticalPath(run: RunResult): Record<string, number> {
  const load = run.net.filter((e) => e.phase === 'load');
  const grid = load.find((e) => isGridRequest(e.url.href, null));
  const doc = load.find((e) => e.type === 'document');
  if (!grid || !doc) return {};
  const scriptsEnd = Math.max(
    endOf(doc),
    ...load.filter((e) => isScript(e) && e.startMs < grid.startMs).map(endOf),
  );
  return {
    document: endOf(doc),
    'scripts downloaded': scriptsEnd - endOf(doc),
    'app start → grid request sent': grid.startMs - scriptsEnd,
    'grid request: queued in the browser': Math.max(0, grid.sentMs),
    'grid request: server, to first byte': grid.firstByteMs - grid.sentMs,
    'grid request: download': grid.durationMs - grid.firstByteMs,
    'response → first row in DOM': run.navMs - endOf(grid),
  };
}

/** The cold run's requests, with each burst of scripts folded into one line. */
function waterfall(entries: NetEntry[]) {
  const rows: {
    phase: Phase;
    start: number;
    end: number;
    wire: number;
    /** Script files folded into this row; 0 for any other request. */
    scripts: number;
    entry: NetEntry;
  }[] = [];
  for (const e of [...entries].sort((a, b) => a.startMs - b.startMs)) {
    const last = rows[rows.length - 1];
    if (isScript(e) && last && last.scripts > 0 && last.phase === e.phase) {
      last.end = Math.max(last.end, endOf(e));
      last.wire += Math.max(0, e.wireBytes);
      last.scripts += 1;
      continue;
    }
    rows.push({
      phase: e.phase,
      start: e.startMs,
      end: endOf(e),
      wire: Math.max(0, e.wireBytes),
      scripts: isScript(e) ? 1 : 0,
      entry: e,
    });
  }
  const part = (r: (typeof rows)[number], value: number) =>
    r.scripts > 1 || value < 0 ? '' : ms(value);
  return rows.map((r) => ({
    phase: r.phase,
    start: ms(r.start),
    end: ms(r.end),
    took: ms(r.end - r.start),
    queued: part(r, r.entry.sentMs),
    server: part(r, r.entry.firstByteMs - r.entry.sentMs),
    type: r.scripts > 0 ? 'script' : r.entry.type,
    wire: kb(r.wire),
    request:
      r.scripts > 1 ? `${r.scripts} script files` : shortPath(r.entry.url),
  }));
}

function shortPath(url: URL): string {
  const text = decodeURIComponent(url.pathname + url.search);
  return text.length > 90 ? `${text.slice(0, 87)}…` : text;
}

async function main() {
  if (!ensureBuild(distDir)) console.log(`Using the build in ${distDir}.`);
  console.log(
    `Starting the reference server with SEED_SCALE=${scale} (seeding takes a few minutes)…`,
  );
  const server = await startReferenceServer({
    seedScale: scale,
    staticDir: distDir,
  });
  console.log(`  ready in ${(server.startMs / 1000).toFixed(1)} s`);
  const loadBefore = loadavg()[0] ?? 0;
  const results: RunResult[] = [];
  try {
    for (let i = 0; i < runs; i += 1) {
      const result = await measureRun(server.baseURL);
      results.push(result);
      console.log(
        `  run ${i + 1}/${runs}: first row ${ms(result.navMs)} ms, ${humanizeEnum(result.filterState)} tab ${ms(result.filterMs)} ms, revisit ${ms(result.revisitMs)} ms`,
      );
    }
  } finally {
    await server.stop();
  }

  const cold = results[0];
  if (!cold) return;
  console.log(
    `\nOrders list in Chromium, ${cold.total.toLocaleString('en')} orders (SEED_SCALE=${scale}), server ready in ${(server.startMs / 1000).toFixed(0)} s; each run is a new browser with an empty cache. Cold = run 1; the rest over runs 2–${runs}.`,
  );
  // The browser shares the CPUs with the server and anything else running: figures are only comparable at similar load.
  console.log(
    `Machine load average ${loadBefore.toFixed(1)} before the runs, ${(loadavg()[0] ?? 0).toFixed(1)} after, on ${availableParallelism()} CPUs.`,
  );
  console.table([
    timingRow(
      'navigation → first orders row (empty cache)',
      results.map((r) => r.navMs),
    ),
    timingRow(
      'status tab click → filtered first row',
      results.map((r) => r.filterMs),
    ),
    timingRow(
      'revisit → first orders row (cached assets)',
      results.map((r) => r.revisitMs),
    ),
  ]);

  console.log('\nWhere navigation → first row goes (empty cache):');
  const paths = results.map(criticalPath);
  console.table(
    Object.keys(paths[0] ?? {}).map((stretch) =>
      timingRow(
        stretch,
        paths.map((p) => p[stretch] ?? 0),
      ),
    ),
  );

  console.log('\nWhat the list page downloads (run 1):');
  console.table([
    bytesRow(
      `${LIST_PATH}, empty cache`,
      cold.net.filter((e) => e.phase === 'load'),
    ),
    bytesRow(
      `${LIST_PATH}, revisit`,
      cold.net.filter((e) => e.phase === 'revisit'),
    ),
  ]);

  console.log(
    '\nNetwork waterfall of run 1, in ms from navigation start (queued: in the browser before it was sent; server: sent → first byte):',
  );
  console.table(waterfall(cold.net.filter((e) => e.phase !== 'revisit')));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
