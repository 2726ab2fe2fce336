import { afterAll, beforeAll, expect, test } from 'vitest';
import { resources } from '../../resources.config';
import type { AnyResource } from '../../src/registry/define-resource';
import { enums } from '../../src/registry/enums';
import { facetFields } from '../../src/registry/list-extras';
import { apiPaths } from '../../src/registry/paths';
import { reportSectionsOf } from '../../src/registry/show-sections';
import type { Db } from '../../server/db/db';
import {
  hasTable,
  isImplicitField,
  quoteIdent,
  tableModel,
} from '../../server/db/table-model';
import { buildListQuery, opsOf } from '../../server/http/list-query';
import { keysetBatches } from '../../server/resources/keyset-batches';
import { readPage } from '../../server/resources/sorted-page';
import { apiAs, type ApiClient } from './support/api-client';
import { startTestServer, type TestServer } from './support/test-server';

/**
 * The tables that reach millions of rows: no list, search or report of the
 * registry may read one of them end to end. The test seed is small, so a
 * plan's choice today says little; with sequential scans disabled, the
 * planner still picks one only where no index can serve the query at all.
 */
const bigTables = ['orders', 'order_menus', 'order_status_logs'];
const listed = ['orders', 'order-menus', 'order-status-logs'];

interface Statement {
  sql: string;
  params: readonly unknown[];
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  'Recheck Cond'?: string;
  Plans?: PlanNode[];
}

type Row = Record<string, unknown>;

const isPostgres = Boolean(process.env.TEST_DATABASE_URL);
let server: TestServer;
let admin: ApiClient;
const statements: Statement[] = [];

/** Every statement the server sends to its database from now on, as sent. */
function recordQueries(db: Db) {
  const run = db.query.bind(db);
  db.query = <T>(sql: string, params?: readonly unknown[]) => {
    statements.push({ sql, params: params ?? [] });
    return run<T>(sql, params);
  };
}

beforeAll(async () => {
  if (!isPostgres) return;
  server = await startTestServer();
  admin = await apiAs(server, 'admin@zfood.my');
  recordQueries(server.db);
});
afterAll(() => server?.close());

const entry = (name: string): AnyResource => {
  const found = (resources as readonly AnyResource[]).find(
    (r) => r.name === name,
  );
  if (!found) throw new Error(`no ${name} in the registry`);
  return found;
};

const year = new Date().getFullYear();

/** A value `op` takes on `field`, from a real row where equality needs one. */
function sampleValue(
  resource: AnyResource,
  field: string,
  op: string,
  row: Row,
): string {
  const spec = tableModel(resource).byName.get(field)?.field;
  if (!spec) throw new Error(`${resource.name}.${field} is no column`);
  if (op === 'null') return 'true';
  if (spec.kind === 'enum') {
    const values = enums[spec.enumKey];
    return op === 'in' || op === 'nin'
      ? values.slice(0, 2).join(',')
      : (values[0] ?? '');
  }
  if (spec.kind === 'datetime' || spec.kind === 'date')
    return op === 'between'
      ? `${year - 1}-01-01,${year}-12-31`
      : `${year}-01-01`;
  if (spec.kind === 'boolean') return 'true';
  if (
    spec.kind === 'money' ||
    spec.kind === 'number' ||
    spec.kind === 'reference'
  ) {
    if (op === 'between') return '1000,3000';
    const own = row[field];
    return typeof own === 'number' ? String(own) : '1';
  }
  const own = row[field];
  return typeof own === 'string' || typeof own === 'number' ? String(own) : 'a';
}

/** A list request, and whether a plan may finish its order with an incremental sort. */
interface ListRequest {
  path: string;
  /**
   * The one order the page asks for, when an index should deliver it: the
   * default, a status tab's, a reference's, or a single column's either way.
   */
  isIndexOrdered: boolean;
  /** Sorted on a unique column: ties are single rows, so an incremental sort costs nothing. */
  isUniqueSort: boolean;
}

/** Every list a console or a client may ask of `resource`: each tab, sort, filter, a deep page, a search. */
function listRequests(resource: AnyResource, row: Row): ListRequest[] {
  const model = tableModel(resource);
  const base = apiPaths.collection(resource.name);
  const facets = facetFields(resource);
  const requests: ListRequest[] = [];
  // One row a page: the page is full, so the list counts its matches too.
  const ask = (query: string, isIndexOrdered = false, isUniqueSort = false) =>
    requests.push({
      path: `${base}?perPage=1${facets.length ? `&facets=${facets.join(',')}` : ''}${query ? `&${query}` : ''}`,
      isIndexOrdered,
      isUniqueSort,
    });
  ask('', true);
  requests.push({
    path: `${base}?page=50`,
    isIndexOrdered: true,
    isUniqueSort: false,
  });
  for (const col of model.columns) {
    const { name, field } = col;
    if (field.sortable) {
      const isUnique = field.unique === true;
      ask(`sort=${name}`, true, isUnique);
      ask(`sort=-${name}`, true, isUnique);
    }
    const isEquality = field.kind === 'enum' || field.kind === 'reference';
    if (field.kind === 'enum' && opsOf(col).includes('eq'))
      for (const value of enums[field.enumKey])
        ask(`search[${name}]=${value}`, true);
    for (const op of opsOf(col)) {
      const value = encodeURIComponent(sampleValue(resource, name, op, row));
      ask(`search[${name}][${op}]=${value}`, isEquality && op === 'eq');
      if (op === 'null') ask(`search[${name}][null]=false`);
    }
  }
  for (const q of ['ahmad', '012', 'ORD0', String(row.id)])
    ask(`q=${encodeURIComponent(q)}`);
  // A filter on one column and a sort on another: the page is read by a
  // walk along the sort, or the matches first (sorted-page.ts).
  const filters: string[] = [];
  const tab = model.columns.find(
    (c) => c.field.kind === 'enum' && opsOf(c).includes('eq'),
  );
  if (tab?.field.kind === 'enum')
    filters.push(`search[${tab.name}]=${enums[tab.field.enumKey][0] ?? ''}`);
  const since = model.columns.find(
    (c) => c.field.kind === 'datetime' && opsOf(c).includes('gte'),
  );
  if (since)
    filters.push(
      `search[${since.name}][gte]=${encodeURIComponent(sampleValue(resource, since.name, 'gte', row))}`,
    );
  for (const filter of filters)
    for (const col of model.columns.filter((c) => c.field.sortable))
      for (const sort of [col.name, `-${col.name}`])
        ask(`${filter}&sort=${sort}`);
  // Under status tabs, a moment that may not have come yet has its own
  // index per tab (schema-from-registry.ts).
  if (resource.list?.statusTabs && tab?.field.kind === 'enum')
    for (const col of model.columns) {
      const { field } = col;
      if (
        field.sortable &&
        field.kind === 'datetime' &&
        !field.required &&
        !isImplicitField(col.name)
      )
        for (const value of enums[tab.field.enumKey])
          for (const sort of [col.name, `-${col.name}`])
            ask(`search[${tab.name}]=${value}&sort=${sort}`, true);
    }
  return requests;
}

/** Every report: each report entry's endpoint, each record's report section, the dashboard. */
async function reportPaths(): Promise<string[]> {
  const registry = resources as readonly AnyResource[];
  const paths = registry
    .filter((r) => r.report)
    .flatMap((r) => {
      const endpoint = apiPaths.collection(r.report?.endpoint ?? r.name);
      return [endpoint, `${endpoint}?from=${year - 1}-01-01&perPage=100`];
    });
  for (const parent of registry.filter(hasTable)) {
    for (const { section } of reportSectionsOf(registry, parent)) {
      const first = await admin.get<{ data: Row[] }>(
        `${apiPaths.collection(parent.name)}?perPage=1`,
      );
      const id = first.body.data[0]?.id;
      if (typeof id === 'number')
        paths.push(apiPaths.section(parent.name, id, section.path));
    }
  }
  return [...paths, apiPaths.dashboard];
}

/** The command palette's search, for a name, a phone's digits, a code's start and a whole code. */
async function paletteSearchPaths(): Promise<string[]> {
  const first = await admin.get<{ data: Row[] }>(
    `${apiPaths.collection('orders')}?perPage=1`,
  );
  const code = first.body.data[0]?.code;
  const wholeCode = typeof code === 'string' ? code : 'ORD0000001';
  return ['ahmad', '012', 'ORD0', wholeCode, '012-345 6789'].map(
    (q) => `${apiPaths.search}?q=${encodeURIComponent(q)}`,
  );
}

/** Every node of a plan, depth first. */
function nodesOf(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(nodesOf)];
}

/** `statement`'s plan with the planner settings given (e.g. enable_seqscan off). */
async function planOf(
  { sql, params }: Statement,
  settings: string[],
): Promise<PlanNode[]> {
  return server.db.transaction(async (tx) => {
    for (const setting of settings)
      await tx.query(`SET LOCAL ${setting} = off`);
    const { rows } = await tx.query<{ 'QUERY PLAN': { Plan: PlanNode }[] }>(
      `EXPLAIN (FORMAT JSON) ${sql}`,
      params,
    );
    const plan = rows[0]?.['QUERY PLAN'][0]?.Plan;
    return plan ? nodesOf(plan) : [];
  });
}

const readsBigTable = (sql: string) =>
  /^\s*(SELECT|WITH)\b/i.test(sql) &&
  bigTables.some((table) => new RegExp(`\\b${table}\\b`).test(sql));

/** Asks for `path` as the console does, and answers the statements it sent that read a big table. */
async function statementsOf(path: string): Promise<Statement[]> {
  statements.length = 0;
  const answer = await admin.request('GET', path, undefined, {
    accept: 'application/json',
  });
  expect(answer.status, `${path}: ${answer.text.slice(0, 300)}`).toBe(200);
  return statements.filter((s) => readsBigTable(s.sql));
}

const shortSql = (sql: string) => sql.replace(/\s+/g, ' ').slice(0, 400);

async function everyListRequest(): Promise<ListRequest[]> {
  const requests: ListRequest[] = [];
  for (const name of listed) {
    const first = await admin.get<{ data: Row[] }>(
      `${apiPaths.collection(name)}?perPage=1`,
    );
    requests.push(...listRequests(entry(name), first.body.data[0] ?? {}));
  }
  return requests;
}

test.skipIf(!isPostgres)(
  'no list, search or report of the registry plans a sequential scan of orders, order lines or status logs (needs PostgreSQL: set TEST_DATABASE_URL)',
  async () => {
    const paths = [
      ...(await everyListRequest()).map((r) => r.path),
      ...(await reportPaths()),
      ...(await paletteSearchPaths()),
    ];
    const failures: string[] = [];
    let explained = 0;
    for (const path of paths) {
      const issued = await statementsOf(path);
      explained += issued.length;
      for (const statement of issued) {
        // With sequential scans disabled the planner still picks one where
        // no index can serve the statement at all.
        const scanned = (await planOf(statement, ['enable_seqscan']))
          .filter(
            (node) =>
              node['Node Type'] === 'Seq Scan' &&
              bigTables.includes(node['Relation Name'] ?? ''),
          )
          .map((node) => node['Relation Name']);
        if (scanned.length > 0)
          failures.push(
            `${path}\n  reads ${scanned.join(', ')} end to end:\n  ${shortSql(statement.sql)}`,
          );
      }
    }
    // Every path read one of the tables, most of them more than once.
    expect(explained).toBeGreaterThan(paths.length);
    expect(failures, failures.join('\n\n')).toEqual([]);
  },
  300_000,
);

test.skipIf(!isPostgres)(
  'the default order, every status tab and every sort both ways read their page in index order, with no sort of the matching rows (needs PostgreSQL: set TEST_DATABASE_URL)',
  async () => {
    const requests = (await everyListRequest()).filter((r) => r.isIndexOrdered);
    const failures: string[] = [];
    for (const { path, isUniqueSort } of requests) {
      const pages = (await statementsOf(path)).filter((s) =>
        /\bORDER BY\b/.test(s.sql),
      );
      expect(pages, path).toHaveLength(1);
      for (const page of pages) {
        // With sorting disabled the planner still sorts where no index
        // holds the rows in the order asked for. A unique column's ties
        // are single rows: finishing its order incrementally reads no more.
        const sorts = (
          await planOf(page, ['enable_seqscan', 'enable_sort'])
        ).filter(
          (node) =>
            node['Node Type'] === 'Sort' ||
            (node['Node Type'] === 'Incremental Sort' && !isUniqueSort),
        );
        if (sorts.length > 0)
          failures.push(
            `${path}\n  sorts what it reads (${sorts.map((n) => n['Node Type']).join(', ')}):\n  ${shortSql(page.sql)}`,
          );
      }
    }
    expect(failures, failures.join('\n\n')).toEqual([]);
  },
  300_000,
);

/**
 * `table` vacuumed until its pages are all-visible, as autovacuum leaves a
 * table at rest. A plain VACUUM passes over a page another backend has
 * pinned (the server's workers read beside this test) and leaves it
 * unmarked; a freezing one waits for the page instead, a minute at most.
 * Should the pages still not be all-visible, the error names the
 * transactions then open on the whole server (one in another database
 * can hold back what VACUUM may mark here too) and the table's row
 * writes and dead rows as PostgreSQL counts them.
 */
async function vacuumedAllVisible(table: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    await server.db.withConnection(async (connection) => {
      await connection.query(`SET statement_timeout = '60s'`);
      try {
        await connection.query(`VACUUM (FREEZE, ANALYZE) ${quoteIdent(table)}`);
      } finally {
        // The connection goes back to the server's pool.
        await connection.query('RESET statement_timeout');
      }
    });
    const { rows } = await server.db.query<{
      pages: number;
      visible: number;
    }>(
      `SELECT relpages AS pages, relallvisible AS visible
       FROM pg_class WHERE oid = $1::regclass`,
      [quoteIdent(table)],
    );
    const { pages = 0, visible = 0 } = rows[0] ?? {};
    if (visible >= 0.95 * Math.max(pages, 1)) return;
    if (Date.now() > deadline) {
      const open = await server.db.query<Row>(
        `SELECT datname, backend_type, pid, state, backend_xid::text AS xid,
                backend_xmin::text AS xmin, xact_start, left(query, 120) AS query
         FROM pg_stat_activity
         WHERE pid <> pg_backend_pid()
           AND (backend_xid IS NOT NULL OR backend_xmin IS NOT NULL)`,
      );
      const changed = await server.db.query<Row>(
        `SELECT n_tup_ins, n_tup_upd, n_tup_del, n_dead_tup
         FROM pg_stat_user_tables WHERE relid = $1::regclass`,
        [quoteIdent(table)],
      );
      throw new Error(
        `${table}: ${String(visible)} of ${String(pages)} pages all-visible after VACUUM for 60 s; rows changed: ${JSON.stringify(changed.rows)}; open on the server: ${JSON.stringify(open.rows)}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

test.skipIf(!isPostgres)(
  "a windowed list's window, sorted by any column either way, finds its page's rows in the window's index alone and reads only them from the table (needs PostgreSQL: set TEST_DATABASE_URL)",
  async () => {
    const windowed = (resources as readonly AnyResource[]).filter(
      (r) => r.list?.windowed,
    );
    expect(windowed.map((r) => r.name)).toContain('orders');
    const failures: string[] = [];
    for (const resource of windowed) {
      const model = tableModel(resource);
      // As autovacuum leaves them (schema-from-registry.ts): the pages
      // marked all-visible, which an index-only read relies on.
      await vacuumedAllVisible(model.table);
      const first = resource.list?.defaultSort?.replace(/^-/, '') ?? '';
      const column = model.byName.get(first)?.column ?? '';
      const windowIndex = `${model.table}_${column}_window_idx`;
      // The newest tenth: a window, as a day or a week of millions is.
      const { rows } = await server.db.query<{ from: number }>(
        `SELECT extract(epoch FROM percentile_disc(0.9) WITHIN GROUP (ORDER BY ${quoteIdent(column)}))::float8 AS "from" FROM ${quoteIdent(model.table)}`,
      );
      const from = new Date((rows[0]?.from ?? 0) * 1000).toISOString();
      const sorts = model.columns
        .filter((c) => c.field.sortable && c.name !== first)
        .flatMap((c) => [c.name, `-${c.name}`]);
      for (const sort of sorts) {
        const q = buildListQuery(model, {
          [`search[${first}][gte]`]: from,
          sort,
          page: '2',
        });
        statements.length = 0;
        const table = quoteIdent(model.table);
        await readPage(
          server.db,
          { model, table, where: q.where, q },
          { read: 'matches-first' },
        );
        // The server's own workers (bulk jobs, rollups) share its pool and
        // may run a statement meanwhile: only the page's reads are judged.
        const pageReads = statements.filter((s) => s.sql.includes(table));
        if (pageReads.length === 0)
          failures.push(`${resource.name}?sort=${sort}: no statement read it`);
        for (const statement of pageReads) {
          const reads = (
            await planOf(statement, ['enable_seqscan', 'enable_bitmapscan'])
          ).filter((node) => node['Relation Name'] === model.table);
          const fromWindow = reads.filter(
            (node) =>
              node['Node Type'] === 'Index Only Scan' &&
              node['Index Name'] === windowIndex,
          );
          const rowsById = reads.filter(
            (node) => node['Index Name'] === `${model.table}_pkey`,
          );
          if (
            fromWindow.length !== 1 ||
            rowsById.length !== 1 ||
            reads.length !== 2
          )
            failures.push(
              `${resource.name}?sort=${sort}: ${reads.map((n) => `${n['Node Type']} ${n['Index Name'] ?? ''}`).join(', ')}\n  ${shortSql(statement.sql)}`,
            );
        }
      }
    }
    expect(failures, failures.join('\n\n')).toEqual([]);
  },
  300_000,
);

test.skipIf(!isPostgres)(
  "an export's batches continue the default order and every sort both ways on its index, with no sort of the matching rows (needs PostgreSQL: set TEST_DATABASE_URL)",
  async () => {
    const failures: string[] = [];
    for (const name of listed) {
      const model = tableModel(entry(name));
      const sorts = model.columns
        .filter((c) => c.field.sortable)
        .flatMap((c) => [
          { sort: c.name, isUnique: c.field.unique === true },
          { sort: `-${c.name}`, isUnique: c.field.unique === true },
        ]);
      for (const { sort, isUnique } of [
        { sort: '', isUnique: false },
        ...sorts,
      ]) {
        const q = buildListQuery(model, { sort }, { unpaged: true });
        statements.length = 0;
        // Small batches, so that the test seed takes several and every
        // batch after the first continues from a row.
        for await (const rows of keysetBatches(
          server.db,
          {
            table: quoteIdent(model.table),
            selectList: model.selectList,
            where: q.where,
            list: q,
          },
          50,
        ))
          expect(rows.length).toBeGreaterThan(0);
        const continued = statements.filter((s) =>
          /\bWHERE\b.*\bORDER BY\b/.test(s.sql),
        );
        expect(continued.length, `${name}?sort=${sort}`).toBeGreaterThan(0);
        for (const statement of continued) {
          const nodes = await planOf(statement, [
            'enable_seqscan',
            'enable_sort',
          ]);
          // A batch starts where the last one ended: an index scan without
          // a bound would walk every row before it, batch after batch.
          const slow = nodes.filter(
            (node) =>
              node['Node Type'] === 'Sort' ||
              (node['Node Type'] === 'Incremental Sort' && !isUnique) ||
              (bigTables.includes(node['Relation Name'] ?? '') &&
                node['Index Cond'] === undefined),
          );
          if (slow.length > 0)
            failures.push(
              `${name}?sort=${sort}\n  ${slow.map((n) => n['Node Type']).join(', ')}:\n  ${shortSql(statement.sql)}`,
            );
        }
      }
    }
    expect(failures, failures.join('\n\n')).toEqual([]);
  },
  300_000,
);

test.skipIf(!isPostgres)(
  "a list's totals and the dashboard's cards, over what the rollups hold, read orders only for the days behind them, by index (needs PostgreSQL: set TEST_DATABASE_URL)",
  async () => {
    await server.rollups?.catchUp();
    const orders = apiPaths.collection('orders');
    const { rows } = await server.db.query<{ outlet: number }>(
      'SELECT outlet_id::int AS outlet FROM orders LIMIT 1',
    );
    const paths = [
      `${orders}?perPage=1&totals=subtotal,total`,
      `${orders}?perPage=1&totals=subtotal&search[status][in]=PENDING,ACCEPTED,READY,COMPLETED&search[placedAt][between]=${year - 1}-01-01,${year}-12-31`,
      `${orders}?perPage=1&totals=total&search[outletId]=${rows[0]?.outlet ?? 1}&search[channel]=DELIVERY`,
      `${orders}?perPage=1&totals=discount&search[promotionId][null]=false&search[placedAt][gte]=${year}-01-01`,
      apiPaths.dashboard,
    ];
    const failures: string[] = [];
    for (const path of paths) {
      const sums = (await statementsOf(path)).filter((s) =>
        /AS "t0"/.test(s.sql),
      );
      expect(sums.length, path).toBeGreaterThan(0);
      for (const statement of sums) {
        // A scan of orders without an index condition reads every order the
        // filters keep (2M took 0.8 s); the days behind are read by placed_at.
        const unbounded = (await planOf(statement, ['enable_seqscan'])).filter(
          (node) =>
            node['Relation Name'] === 'orders' &&
            node['Index Cond'] === undefined &&
            node['Recheck Cond'] === undefined,
        );
        if (unbounded.length > 0)
          failures.push(
            `${path}\n  reads orders ${unbounded.map((n) => n['Node Type']).join(', ')}:\n  ${shortSql(statement.sql)}`,
          );
      }
    }
    expect(failures, failures.join('\n\n')).toEqual([]);
  },
  300_000,
);
