import { createHash } from 'node:crypto';
import type { AnyResource } from '../../src/registry/define-resource';
import type { Db } from '../db/db';
import { quoteIdent } from '../db/table-model';
import { averageOf } from '../figures/order-figures';
import { rangeChanges } from '../rollups/order-facts';
import { hasRollups } from '../rollups/rollup-ddl';
import { marketplaceToday } from '../time/zoned-sql';
import type { ReportEndpoint } from '../../src/registry/names';
import {
  marketplaceDate,
  marketplaceInstant,
} from '../../src/registry/marketplace-clock';
import {
  reportQueries,
  reportsOfToday,
  reportSums,
  shareOf,
  type ReportSums,
} from './report-queries';
import { reportModel } from './report-query';

/**
 * Answers of reports over closed ranges, kept in the database (decision
 * 028's addendum of 2026-12-02). A report over a range that ended before
 * today changes only when something on one of its days does (an order, a
 * line, a pocket transaction, a record its facts read), and every such
 * change leaves a mark (rangeChanges): its answer is kept with that count,
 * and read back while the count is the same. A year of 67,082 dishes took
 * 0.6–1.1 s to add up at 10M orders, and reads back in tens of
 * milliseconds. A range that reaches today changes with every order: a
 * report whose rows add up (reportSums) answers it from the kept answer of
 * its days before today and the report over today alone, in one snapshot;
 * any other is added up afresh.
 *
 * The rows live in a typed table per report (its columns and types as the
 * report's SQL gives them, found when the server prepares its database),
 * so that sorting, filtering and paging run on them as on the report
 * itself. Both tables are UNLOGGED: a crash empties them together, and a
 * cache is worth no WAL. All instances on one database share them.
 */

/** How long after a range's end its answer may be kept. */
export const closingMs = 60_000;

/**
 * From when the days before `now`'s marketplace day may be kept: a minute
 * (closingMs) after its midnight. Before, a range that reaches today is
 * added up afresh, and nothing ahead of it is made.
 */
export const dayKeptFrom = (now: number): number =>
  marketplaceInstant(marketplaceDate(new Date(now))).getTime() + closingMs;

/** Rows kept across every answer, by default; beyond it the least recently read go. */
const defaultKeptRows = 2_000_000;
/** Advisory lock classes: one answer's making (the key's hash second), and the clearing out. */
const makingLockClass = 28_003;
const clearingLockClass = 28_004;
/** Advisory lock class (key 0) of the one answer being made at a time, across instances. */
export const makingTurnLockClass = 28_005;
const tablePrefix = 'report_answer_rows_';

/** The answers' own tables, for `migrate`. */
export const reportAnswersDdl: readonly string[] = [
  `CREATE UNLOGGED TABLE IF NOT EXISTS report_answers (
     id bigserial PRIMARY KEY,
     rows_table text NOT NULL,
     range_start timestamptz NOT NULL,
     range_end timestamptz NOT NULL,
     merchant_ids bigint[],
     outlet_ids bigint[],
     zone text NOT NULL,
     -- The day it was made on, for a report whose answer moves with today.
     today date,
     changes bigint NOT NULL,
     row_count int NOT NULL,
     read_at timestamptz NOT NULL DEFAULT now())`,
  `CREATE INDEX IF NOT EXISTS report_answers_range
     ON report_answers (rows_table, range_start, range_end)`,
  // Made NOT NULL on the first day it existed, when every answer held one.
  'ALTER TABLE report_answers ALTER COLUMN today DROP NOT NULL',
  // An answer over a range to today, kept up to date as today changes
  // (ReportAnswers.readLive): the kept answer of its days before today it
  // adds today's rows to, how far into today's rollups it reads
  // (rollup_rolled_outlets' seq), and the marks of today's changes not yet
  // rolled up that its rows were last made with.
  'ALTER TABLE report_answers ADD COLUMN IF NOT EXISTS base_id bigint',
  'ALTER TABLE report_answers ADD COLUMN IF NOT EXISTS live_seq bigint',
  'ALTER TABLE report_answers ADD COLUMN IF NOT EXISTS live_marks bigint[]',
  // Each kept report's rows table and its columns (prepareReportAnswers).
  `CREATE TABLE IF NOT EXISTS report_answer_tables (
     endpoint text PRIMARY KEY, rows_table text NOT NULL, columns text[] NOT NULL)`,
];

/** A report whose answers are kept: the table its rows go to, and their columns. */
interface KeptReport {
  table: string;
  /** The output columns, quoted, in the table's order. */
  columns: string;
  /** Each output column's name and SQL type, in the table's order. */
  typed: readonly { name: string; type: string }[];
  /** Whether its answer moves with today (a customer's age band does). */
  daily: boolean;
}

/**
 * The reports whose answers are kept (every report, since each change to
 * what one reads marks its days: rollup-ddl.ts), each with its SQL and the
 * name of its rows table. The name holds a hash of the SQL and of the
 * report's default order and tiebreak (list-query.ts), which its index
 * holds, so that a changed report gets a new table.
 */
function keptReportsOf(
  registry: readonly AnyResource[],
): ReadonlyMap<string, { sql: string; table: string; order: string[] }> {
  const reports = new Map<
    string,
    { sql: string; table: string; order: string[] }
  >();
  if (!hasRollups(registry)) return reports;
  for (const resource of registry) {
    const endpoint = resource.report?.endpoint;
    if (!endpoint) continue;
    const sql = reportQueries[endpoint];
    const model = reportModel(resource);
    const lead = model.resource.list?.defaultSort?.replace(/^-/, '') ?? '';
    const order = [lead, ...(model.tieBreak ?? [])];
    const sums = reportSums[endpoint];
    const keys = sums?.keys ?? [];
    // A report kept to today has an index by outlet besides.
    const outlet = sums?.outlet ? `\n${sums.outlet}` : '';
    const hash = createHash('sha256')
      .update(`${sql}\n${order.join(',')}\n${keys.join(',')}${outlet}`)
      .digest('hex')
      .slice(0, 10);
    const slug = endpoint.replace(/^.*\//, '').replace(/[^a-z0-9]+/g, '_');
    reports.set(endpoint, {
      sql,
      table: `${tablePrefix}${slug}_${hash}`,
      order,
    });
  }
  return reports;
}

/**
 * Makes the rows table of each kept report whose table is not there yet,
 * with its columns and types as the report's SQL gives them, and records
 * them in `report_answer_tables`; drops the tables of reports that are no
 * longer (with their answers). Run when the server prepares its database,
 * under the startup lock: when no report changed it only reads two lists.
 */
export async function prepareReportAnswers(
  db: Db,
  registry: readonly AnyResource[],
): Promise<void> {
  if (!hasRollups(registry)) return;
  const { rows: old } = await db.query<{ name: string }>(
    `SELECT tablename AS name FROM pg_tables
     WHERE schemaname = current_schema() AND tablename LIKE $1`,
    [`${tablePrefix}%`],
  );
  const { rows: recorded } = await db.query<{ table: string }>(
    'SELECT rows_table AS table FROM report_answer_tables',
  );
  const made = new Set(old.map((t) => t.name));
  const known = new Set(recorded.map((r) => r.table));
  const kept = keptReportsOf(registry);
  for (const [endpoint, { sql, table, order }] of kept) {
    if (made.has(table) && known.has(table)) continue;
    const { names, types } = await outputColumns(db, sql);
    // The page the console opens, in the report's default order, read from
    // the index: a top-N sort of 89,411 pockets took 68 ms of two cores.
    const indexed = order.filter((name) => names.includes(name));
    await db.query(
      `CREATE UNLOGGED TABLE IF NOT EXISTS ${table} (answer_id bigint NOT NULL, ${names
        .map((c, i) => `${quoteIdent(c)} ${types[i] ?? ''}`)
        .join(', ')})`,
    );
    await db.query(
      `CREATE INDEX IF NOT EXISTS ${table}_answer
       ON ${table} (${['answer_id', ...indexed.map(quoteIdent)].join(', ')})`,
    );
    // Today's rows find their kept rows by key (withToday): 566 subsidies
    // of today among 36,878 kept.
    const sums = reportSums[endpoint as ReportEndpoint];
    const keys = sums?.keys;
    if (keys)
      await db.query(
        `CREATE INDEX IF NOT EXISTS ${table}_key ON ${table} (answer_id, ${keyTerms(
          keys,
          (name) => types[names.indexOf(name)] ?? '',
        )
          .map((term) => `(${term})`)
          .join(', ')})`,
      );
    // A range kept to today makes an outlet's rows again (readLive).
    if (sums?.outlet)
      await db.query(
        `CREATE INDEX IF NOT EXISTS ${table}_outlet
         ON ${table} (answer_id, ${quoteIdent(sums.outlet)})`,
      );
    await db.query(
      `INSERT INTO report_answer_tables (endpoint, rows_table, columns)
       VALUES ($1, $2, $3::text[])
       ON CONFLICT (endpoint) DO UPDATE
         SET rows_table = EXCLUDED.rows_table, columns = EXCLUDED.columns`,
      [endpoint, table, names],
    );
  }
  const tables = new Set([...kept.values()].map((k) => k.table));
  await db.query(
    'DELETE FROM report_answer_tables WHERE NOT (rows_table = ANY($1::text[]))',
    [[...tables]],
  );
  for (const name of [...made].filter((name) => !tables.has(name))) {
    await db.query('DELETE FROM report_answers WHERE rows_table = $1', [name]);
    await db.query(`DROP TABLE IF EXISTS ${quoteIdent(name)}`);
  }
}

/**
 * The kept reports' tables as `prepareReportAnswers` recorded them: only
 * those named as this server names them, so that an instance of another
 * version never reads a table of another shape.
 */
async function keptTables(
  db: Db,
  registry: readonly AnyResource[],
): Promise<ReadonlyMap<string, KeptReport>> {
  const { rows } = await db.query<{
    endpoint: string;
    table: string;
    columns: string[];
    types: string[];
  }>(
    `SELECT t.endpoint, t.rows_table AS table, t.columns,
       ARRAY(SELECT format_type(a.atttypid, a.atttypmod)
             FROM unnest(t.columns) WITH ORDINALITY c(name, i)
             JOIN pg_attribute a
               ON a.attrelid = to_regclass(t.rows_table) AND a.attname = c.name
             ORDER BY c.i) AS types
     FROM report_answer_tables t`,
  );
  const kept = new Map<string, KeptReport>();
  const reports = keptReportsOf(registry);
  for (const { endpoint, table, columns, types } of rows)
    if (
      reports.get(endpoint)?.table === table &&
      types.length === columns.length
    )
      kept.set(endpoint, {
        table,
        columns: columns.map(quoteIdent).join(', '),
        typed: columns.map((name, i) => ({
          name,
          type: sqlType(name, types[i] ?? ''),
        })),
        daily: reportsOfToday.has(endpoint),
      });
  return kept;
}

/** Today's part of a range that reaches today: where it starts, how rows add up, the report. */
interface TodayPart {
  from: string;
  sums: ReportSums;
  sql: string;
}

/** Key types whose stand-in for null is 0. */
const numeric = new Set(['smallint', 'integer', 'bigint', 'numeric']);

/**
 * A report's key as values that are never null, two per column, so that
 * it matches by hashing or an index where IS NOT DISTINCT FROM does not:
 * whether it is null, and its value or a stand-in of its type. A
 * promotion's key may be null. `alias` names the row's table, if any.
 */
function keyTerms(
  keys: readonly string[],
  typeOf: (name: string) => string,
  alias?: string,
): string[] {
  return keys.flatMap((key) => {
    const column = alias ? `${alias}.${quoteIdent(key)}` : quoteIdent(key);
    const value = numeric.has(typeOf(key))
      ? `coalesce(${column}, 0)`
      : `coalesce(${column}::text, '')`;
    return [`(${column} IS NULL)`, value];
  });
}

/**
 * The first rows of a report in the order a page asks for, when its rows
 * are not filtered: `top` is the page's offset and size together.
 */
export interface PageOf {
  orderBy: string;
  top: number;
}

/** The column of a reader's source that holds the count of all its rows (a page's source). */
export const totalColumn = '__total';

/**
 * The rows of a range that reaches today: the kept rows of its days before
 * today (the answer `answerId` names) whose key had no sale today as they
 * are, and for each of today's rows of the report (over today alone) its
 * sums added to its kept row's; each share, of a sum over every row, taken
 * again. Today's part starts where the transaction's setting says (never
 * before the range, $1), and takes the range's other parameters as they
 * are. At 10M orders the menu report over 30 days to today took 430 ms
 * added up afresh, 200 ms grouping the kept rows with today's, 130 ms this
 * way.
 *
 * Given a `page` (of a report without shares: a share moves with every
 * sale, and so every row with it), only the kept rows that can reach it
 * are read: the first `top` of those untouched today, in its order, from
 * the answer's index, beside every row of today. The count of all rows
 * (`totalColumn`) is the kept answer's `keptCount` and today's new keys.
 * Reading and sorting all 67,082 kept dishes took most of the menu
 * report's 145 ms.
 *
 * `only`, a condition on a kept row `k`, keeps only the kept rows it holds
 * for: those of the outlets a live answer makes again (readLive), whose
 * today's rows the parameters scope to them.
 */
function withToday(
  kept: KeptReport,
  answerId: string,
  { sums, sql }: TodayPart,
  page?: PageOf & { keptCount: number },
  only = 'true',
): string {
  const from =
    "greatest($1::timestamptz, current_setting('zfood.report_today')::timestamptz)";
  const todaySql = sums.today
    ? sums.today(from)
    : sql.replace(/\$1(?![0-9])/g, from);
  const keyOf = (alias: string) =>
    keyTerms(
      sums.keys,
      (name) => kept.typed.find((c) => c.name === name)?.type ?? '',
      alias,
    );
  const matches = keyOf('k')
    .map((value, i) => `${value} = ${keyOf('t')[i] ?? ''}`)
    .join(' AND ');
  // Each of today's rows finds its kept row in the key's index, or, where
  // today's rows are many of the kept ones (todayByHash), all are joined by
  // hash. A join the planner chose itself sorted or hashed every kept row
  // (70 ms of the subsidies'), since it takes today's 566 rows for 212,200.
  // Keys and what is read from a record as it is now come from today's row.
  const together = (name: string) =>
    `(t.${quoteIdent(name)} + coalesce(k.${quoteIdent(name)}, 0))`;
  const added = kept.typed.map(({ name, type }) => {
    const average = sums.averages?.[name];
    const value = sums.sums.includes(name)
      ? `${together(name)}::${type}`
      : sums.openings?.includes(name)
        ? `(CASE WHEN k.answer_id IS NULL THEN t.${quoteIdent(name)} ELSE k.${quoteIdent(name)} END)::${type}`
        : average
          ? `${averageOf(together(average[0]), together(average[1]))}::${type}`
          : `t.${quoteIdent(name)}`;
    return `${value} AS ${quoteIdent(name)}`;
  });
  const untouched = `
    SELECT ${kept.columns} FROM ${kept.table} k
    WHERE k.answer_id = ${answerId} AND ${only}
      AND (${keyOf('k').join(', ')}) NOT IN (SELECT ${keyOf('t').join(', ')} FROM today t)`;
  const rows = page
    ? `SELECT x.*, ${page.keptCount} + (SELECT count(*) FROM touched WHERE "__new")::int AS ${totalColumn}
       FROM ((${untouched} ${page.orderBy} LIMIT ${page.top})
         UNION ALL SELECT ${kept.columns} FROM touched) x`
    : `${untouched} UNION ALL SELECT ${kept.columns} FROM touched`;
  const shares = sums.shares ?? {};
  const shared =
    Object.keys(shares).length === 0
      ? rows
      : `SELECT ${kept.typed
          .map(({ name }) => {
            const of = shares[name];
            return of
              ? `${shareOf(`x.${quoteIdent(of)}`)} AS ${quoteIdent(name)}`
              : `x.${quoteIdent(name)}`;
          })
          .join(', ')} FROM (${rows}) x`;
  // In the kept table's types, which the rows passed through have.
  return `WITH today AS MATERIALIZED (
      SELECT ${kept.typed
        .map(
          ({ name, type }) =>
            `s.${quoteIdent(name)}::${type} AS ${quoteIdent(name)}`,
        )
        .join(', ')} FROM (${todaySql}) s),
    touched AS MATERIALIZED (
      SELECT ${added.join(', ')}, k.answer_id IS NULL AS "__new" FROM today t
      ${
        sums.todayByHash
          ? `LEFT JOIN ${kept.table} k ON k.answer_id = ${answerId} AND ${matches}`
          : `LEFT JOIN LATERAL (
        SELECT * FROM ${kept.table} k
        WHERE k.answer_id = ${answerId} AND ${matches} LIMIT 1) k ON true`
      })
    ${shared}`;
}

/** The report SQL's parameters: $1 start, $2 end, $3 merchants, $4 outlets, $5 zone. */
type ScopeParams = readonly [
  string,
  string,
  number[] | null,
  number[] | null,
  string,
];

/**
 * Reads the report's rows from `source`, a SELECT of them that takes the
 * report's five parameters; `rowCount` is how many there are, when known,
 * or `totalColumn` when the source holds only the rows that can reach the
 * reader's page (its `PageOf`) and, in that column, the count of all.
 */
export type Reader<T> = (
  tx: Db,
  source: string,
  rowCount?: number | typeof totalColumn,
) => Promise<T>;

/**
 * What may be kept of a report's answer: all of it (a range that ended
 * before today), its days before `todayFrom` (a range that reaches today,
 * from the start of today's marketplace day), or nothing.
 */
export type Keeping = 'closed' | { todayFrom: string } | 'afresh';

/** How a report was answered: from a kept answer, by one made now, or added up afresh. */
export type AnswerStatus = 'hit' | 'miss' | 'bypass';

/**
 * The response's `Cache-Status` (RFC 9211) for how its report was
 * answered; `detail=today` when today's rows were added to a kept answer.
 */
export const cacheStatusOf = (status: AnswerStatus, today = false): string =>
  (status === 'hit'
    ? 'reports; hit'
    : status === 'miss'
      ? 'reports; fwd=miss; stored'
      : 'reports; fwd=bypass') + (today ? '; detail=today' : '');

/** A column type as format_type spells it: words, digits and brackets only. */
function sqlType(column: string, type: string): string {
  if (!/^[a-z][a-z0-9 ]*(\[\])?$/.test(type))
    throw new Error(`Report column ${column} has no usable type (${type})`);
  return type;
}

const sqlText = (text: string) => `'${text.replace(/'/g, "''")}'`;

/** The day an answer of `kept` holds for: today for one that moves with it, else none. */
const dayOf = (kept: KeptReport) =>
  kept.daily ? marketplaceToday('$5::text') : 'NULL::date';

/**
 * Answers of report `kept` over the range from $1 to `end`, of merchants
 * $3 and outlets $4, in zone $5: the report SQL's own parameters.
 */
const ofRangeAndScope = (kept: KeptReport, end = '$2') =>
  `rows_table = ${sqlText(kept.table)}
    AND range_start = $1::timestamptz AND range_end = ${end}::timestamptz
    AND merchant_ids IS NOT DISTINCT FROM $3::bigint[]
    AND outlet_ids IS NOT DISTINCT FROM $4::bigint[] AND zone = $5::text`;

/**
 * The kept answer of this report and scope that is still current, in the
 * statement's snapshot: same range, scope, zone and, for a report that
 * moves with today, day; and the range's changes as when it was made.
 */
const currentAnswer = (kept: KeptReport) => `
  SELECT id, row_count FROM report_answers
  WHERE ${ofRangeAndScope(kept)} AND today IS NOT DISTINCT FROM ${dayOf(kept)}
    AND base_id IS NULL AND changes = ${rangeChanges}
  ORDER BY id DESC LIMIT 1`;

/**
 * Whether a day from `from` (an instant, in `zone`'s days) is behind its
 * rollup, in the transaction's snapshot: its facts are then read from its
 * orders (factsOf).
 */
async function isTodayBehind(
  tx: Db,
  from: string,
  zone: string,
): Promise<boolean> {
  const { rows } = await tx.query<{ behind: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM rollup_dirty_days
       WHERE day >= ($1::timestamptz AT TIME ZONE $2::text)::date) AS behind`,
    [from, zone],
  );
  return rows[0]?.behind ?? false;
}

/**
 * The kept answer over a range to today (`end` its end) that extends kept
 * answer `base` of its days before today.
 */
const liveAnswerOf = (kept: KeptReport, base: string, end: string) => `
  SELECT id, live_seq, live_marks FROM report_answers
  WHERE ${ofRangeAndScope(kept, end)} AND base_id = ${base}
  ORDER BY id DESC LIMIT 1`;

/** Where today's rollups stand, for an answer kept to today (readLive). */
interface TodayState {
  /**
   * Whether a change today moved a record's facts from one outlet's rows to
   * another's (a dish moved): nothing is kept to today then.
   */
  regrouped: boolean;
  /** The last rollup of today, by rollup_rolled_outlets' seq. */
  seq: string;
  /** Today's marks not yet rolled up. */
  marks: string[];
  /**
   * The outlets rolled up today since an answer's `live_seq`, and those of
   * today's marks not yet rolled up but for its `live_marks`; null for a
   * change that may touch any (a dish's category, a customer's birth date).
   */
  outlets: (string | null)[];
}

/** How far an answer to today is made: its live_seq and live_marks. */
interface LiveMade {
  live_seq: string | null;
  live_marks: string[] | null;
}

/**
 * Today's rollups, from the marketplace day of `from` in `zone`: each
 * read is a statement of its own, so it must come before what it covers
 * is read (a rollup committed in between is then read twice, never
 * missed).
 */
async function todayState(
  tx: Db,
  from: string,
  zone: string,
  made: LiveMade,
): Promise<TodayState> {
  const { rows } = await tx.query<TodayState>(
    `WITH today AS (SELECT ($1::timestamptz AT TIME ZONE $2::text)::date AS day)
     SELECT
       EXISTS (SELECT 1 FROM rollup_rolled_outlets r, today t
               WHERE r.day = t.day AND r.regroups)
       OR EXISTS (SELECT 1 FROM rollup_dirty_days m, today t
                  WHERE m.day = t.day AND m.regroups) AS regrouped,
       (SELECT coalesce(max(r.seq), 0) FROM rollup_rolled_outlets r, today t
        WHERE r.day = t.day)::text AS seq,
       ARRAY(SELECT m.id FROM rollup_dirty_days m, today t
             WHERE m.day = t.day)::text[] AS marks,
       ARRAY(SELECT r.outlet_id FROM rollup_rolled_outlets r, today t
             WHERE r.day = t.day AND r.seq > coalesce($3::bigint, 0)
             UNION
             SELECT m.outlet_id FROM rollup_dirty_days m, today t
             WHERE m.day = t.day
               AND m.id <> ALL(coalesce($4::bigint[], '{}')))::text[] AS outlets`,
    [from, zone, made.live_seq, made.live_marks],
  );
  return rows[0] ?? { regrouped: true, seq: '0', marks: [], outlets: [] };
}

export class ReportAnswers {
  /** The kept reports' tables, found on first use (prepareReportAnswers made them). */
  private tables: Promise<ReadonlyMap<string, KeptReport>> | undefined;

  constructor(
    private readonly db: Db,
    private readonly registry: readonly AnyResource[],
    /** Told when keeping failed and the report was added up afresh instead. */
    private readonly onError: (error: unknown) => void,
    /** Rows kept across every answer; beyond it the least recently read go. */
    private readonly keptRows = defaultKeptRows,
  ) {}

  /**
   * Runs `read` over the report's rows (`source`, a SELECT of them that
   * takes the report's five parameters): the kept answer's when the range
   * ended before today and one is current or can be made; for a range that
   * reaches today, of a report whose rows add up, the kept answer of its
   * days before today with today's rows added; the report's own SQL
   * otherwise. The check and the read share one snapshot, so an answer
   * made stale or cleared out meanwhile is never half read. `page`, when
   * the reader takes one page of unfiltered rows, lets a range to today
   * read only the kept rows that can reach it (withToday).
   */
  async answer<T>(
    endpoint: string,
    sql: string,
    params: ScopeParams,
    keep: Keeping,
    read: Reader<T>,
    page?: PageOf,
  ): Promise<{ result: T; status: AnswerStatus; today: boolean }> {
    if (keep !== 'afresh')
      try {
        const kept = (
          await (this.tables ??= keptTables(this.db, this.registry))
        ).get(endpoint);
        const sums = reportSums[endpoint as ReportEndpoint];
        const part =
          keep === 'closed'
            ? { params, today: undefined }
            : sums && {
                params: [
                  params[0],
                  keep.todayFrom,
                  params[2],
                  params[3],
                  params[4],
                ] as const,
                today: { from: keep.todayFrom, sums, sql },
              };
        if (kept && part) {
          const live = part.today?.sums.outlet ? part.today : undefined;
          const readPart = async () =>
            (live &&
              (await this.readLive(
                kept,
                params,
                { ...part, today: live },
                read,
              ))) ||
            (await this.readKept(kept, part, read, page));
          const found = await readPart();
          if (found)
            return {
              result: found.result,
              today: found.today,
              status: 'made' in found && found.made ? 'miss' : 'hit',
            };
          await this.make(kept, sql, part.params);
          // Made stale already when a change came meanwhile: added up afresh below.
          const made = await readPart();
          if (made)
            return { result: made.result, today: made.today, status: 'miss' };
        }
      } catch (error) {
        this.tables = undefined;
        this.onError(error);
      }
    return {
      result: await this.db.transaction((tx) => read(tx, sql)),
      status: 'bypass',
      today: false,
    };
  }

  /**
   * Reads the kept answer over `part.params` when it is current, with
   * today's rows of the report added when `part.today` says so (only those
   * that can reach `page`, when one is given).
   */
  private async readKept<T>(
    kept: KeptReport,
    part: { params: ScopeParams; today?: TodayPart },
    read: Reader<T>,
    page: PageOf | undefined,
  ): Promise<{ result: T; today: boolean } | undefined> {
    const found = await this.db.transaction(async (tx) => {
      await tx.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ');
      const { rows } = await tx.query<{ id: string; row_count: number }>(
        currentAnswer(kept),
        part.params,
      );
      const answer = rows[0];
      if (answer === undefined) return undefined;
      if (!part.today)
        return {
          id: answer.id,
          result: await read(
            tx,
            `SELECT ${kept.columns} FROM ${kept.table}
             WHERE answer_id = (SELECT id FROM (${currentAnswer(kept)}) a)`,
            answer.row_count,
          ),
        };
      // The reader's parameters are the whole range's: the kept answer and
      // where today starts are named to it by this transaction's settings.
      // The planner takes a day's rows of a report for 67 (a grouping it
      // has no statistics for), so it probes by key: see todayByHash.
      // Without nested loops it hashes the facts of the days still behind
      // too, and in parallel: two workers started for no rows took 25 of
      // the menu report's 138 ms alone, and twice as long with four readers
      // on two cores (decision 028's last addendum). While today is behind
      // its rollup (most of a busy day: it is rolled up again after every
      // change), those facts are today's orders, and their lines joined by
      // hash read every line ever sold: 3.5 s at 1M orders, so then the
      // statement keeps its nested loops.
      await this.setToday(tx, answer.id, part.today, part.params[4]);
      // Of a report with shares, every row's share moves with today's sales.
      const paged = page && !part.today.sums.shares ? page : undefined;
      return {
        id: answer.id,
        result: await read(
          tx,
          withToday(
            kept,
            "current_setting('zfood.report_answer')::bigint",
            part.today,
            paged && { ...paged, keptCount: Number(answer.row_count) },
          ),
          paged ? totalColumn : undefined,
        ),
      };
    });
    if (!found) return undefined;
    await this.touch(found.id);
    return { result: found.result, today: part.today !== undefined };
  }

  /**
   * Reads a range to today of a report whose rows are each one outlet's
   * (ReportSums.outlet) from an answer kept to today: the kept answer of
   * its days before today with today's rows added, made once (makeLive),
   * then brought up to date by making again only the rows of the outlets
   * today's rollups have read changes of since, and of those whose changes
   * are still to be rolled up (refreshLive). The menu report to today added
   * today's 16,702 dishes to its kept days on every request at 1M orders
   * on a busy evening (342–369 ms p95 with four clients); an outlet's
   * change remakes its few dozen.
   *
   * A change that may touch any outlet (a dish's category, a customer's
   * birth date) makes all its rows again. Not on a day a dish moved to
   * another outlet (its facts of today are then two outlets'): the report
   * adds today's rows on every request then (readKept). Undefined when
   * there is no current kept answer of the days before today, or none to
   * today could be read.
   */
  private async readLive<T>(
    kept: KeptReport,
    whole: ScopeParams,
    part: { params: ScopeParams; today: TodayPart },
    read: Reader<T>,
  ): Promise<{ result: T; today: true; made: boolean } | undefined> {
    const { rows } = await this.db.query<
      { base: string; id: string | null } & LiveMade
    >(
      `SELECT b.id AS base, l.id, l.live_seq, l.live_marks
       FROM (${currentAnswer(kept)}) b
       LEFT JOIN LATERAL (${liveAnswerOf(kept, 'b.id', '$6')}) l ON true`,
      [...part.params, whole[1]],
    );
    const found = rows[0];
    if (!found) return undefined;
    const state = await todayState(this.db, part.today.from, whole[4], found);
    if (state.regrouped) return undefined;
    const live =
      found.id === null
        ? await this.makeLive(kept, whole, part.today, found.base)
        : (await this.refreshLive(kept, whole, part.today, found, state))
          ? { id: found.id, made: false }
          : undefined;
    if (!live) return undefined;
    const { id, made } = live;
    const result = await this.db.transaction(async (tx) => {
      await tx.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ');
      const { rows: answers } = await tx.query<{ row_count: number }>(
        'SELECT row_count FROM report_answers WHERE id = $1',
        [id],
      );
      const answer = answers[0];
      // Cleared out meanwhile.
      if (!answer) return undefined;
      await tx.query("SELECT set_config('zfood.report_answer', $1, true)", [
        id,
      ]);
      // The reader's parameters, asked of the answer: the one it names is theirs.
      const value = await read(
        tx,
        `SELECT ${kept.columns} FROM ${kept.table}
         WHERE answer_id = (
           SELECT id FROM report_answers
           WHERE id = current_setting('zfood.report_answer')::bigint
             AND ${ofRangeAndScope(kept)})`,
        answer.row_count,
      );
      return { value };
    });
    if (!result) return undefined;
    await this.touch(id);
    return { result: result.value, today: true, made };
  }

  /**
   * Makes the answer over a range to today (`whole`) from kept answer
   * `base` of its days before today, one instance at a time per range and
   * scope, and one making at a time as make() does; it records the last
   * rollup of today it was made after.
   *
   * @returns its id, and whether it was made here (not by another
   * instance meanwhile); undefined when today may no longer be kept live.
   */
  private async makeLive(
    kept: KeptReport,
    whole: ScopeParams,
    today: TodayPart,
    base: string,
  ): Promise<{ id: string; made: boolean } | undefined> {
    return this.db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1::int, hashtext($2))', [
        makingLockClass,
        JSON.stringify(['live', kept.table, ...whole]),
      ]);
      const { rows: current } = await tx.query<{ id: string }>(
        liveAnswerOf(kept, '$6::bigint', '$2'),
        [...whole, base],
      );
      if (current[0]) return { id: current[0].id, made: false };
      await tx.query('SELECT pg_advisory_xact_lock($1::int, 0)', [
        makingTurnLockClass,
      ]);
      const state = await todayState(tx, today.from, whole[4], {
        live_seq: null,
        live_marks: null,
      });
      if (state.regrouped) return undefined;
      // Those of this range and scope made from an earlier answer of its days before today.
      await this.remove(
        tx,
        `SELECT id, rows_table FROM report_answers
         WHERE ${ofRangeAndScope(kept)} AND base_id IS NOT NULL`,
        whole,
      );
      const { rows } = await tx.query<{ id: string }>(
        `INSERT INTO report_answers (rows_table, range_start, range_end,
           merchant_ids, outlet_ids, zone, today, changes, row_count, base_id,
           live_seq, live_marks)
         VALUES (${sqlText(kept.table)}, $1::timestamptz, $2::timestamptz,
           $3::bigint[], $4::bigint[], $5::text,
           ($6::timestamptz AT TIME ZONE $5::text)::date, 0, 0, $7::bigint,
           $8::bigint, $9::bigint[])
         RETURNING id`,
        [...whole, today.from, base, state.seq, state.marks],
      );
      const id = rows[0]?.id;
      if (id === undefined) return undefined;
      await this.setToday(tx, base, today, whole[4]);
      await tx.query(
        `WITH made AS (
           INSERT INTO ${kept.table} (answer_id, ${kept.columns})
           SELECT $6::bigint, ${kept.columns}
           FROM (${withToday(kept, "current_setting('zfood.report_answer')::bigint", today)}) r
           RETURNING 1)
         UPDATE report_answers SET row_count = (SELECT count(*) FROM made)
         WHERE id = $6::bigint`,
        [...whole, id],
      );
      await this.clearOut(tx);
      return { id, made: true };
    });
  }

  /**
   * Brings answer `live` to today up to date: makes again the rows of the
   * outlets `state` names (those in the answer's scope), from its kept
   * answer of the days before today and today's rows of those outlets, or
   * all its rows after a change that may touch any outlet; and records the
   * rollup it read to. One reader at a time, under the answer's row lock;
   * another that waited reads on from where it stopped.
   *
   * @returns false when the answer is gone or today may no longer be kept live.
   */
  private async refreshLive(
    kept: KeptReport,
    whole: ScopeParams,
    today: TodayPart,
    live: { base: string; id: string | null },
    state: TodayState,
  ): Promise<boolean> {
    if (state.outlets.length === 0) return true;
    const outlet = today.sums.outlet ?? '';
    return this.db.transaction(async (tx) => {
      const { rows } = await tx.query<LiveMade>(
        'SELECT live_seq, live_marks FROM report_answers WHERE id = $1 FOR UPDATE',
        [live.id],
      );
      const locked = rows[0];
      if (!locked) return false;
      const now = await todayState(tx, today.from, whole[4], locked);
      if (now.regrouped) return false;
      const all = now.outlets.includes(null);
      const scope = whole[3]?.map(String);
      const outlets = now.outlets.filter(
        (id): id is string => id !== null && (!scope || scope.includes(id)),
      );
      if (all || outlets.length > 0) {
        // Of the outlets alone, by their index, or all of it as it was made.
        const ofOutlets = `${quoteIdent(outlet)} = ANY($4::bigint[])`;
        await this.setToday(tx, live.base, today, whole[4], all);
        await tx.query(
          `WITH gone AS (
             DELETE FROM ${kept.table}
             WHERE answer_id = $6::bigint${all ? '' : ` AND ${ofOutlets}`}
             RETURNING 1),
           made AS (
             INSERT INTO ${kept.table} (answer_id, ${kept.columns})
             SELECT $6::bigint, ${kept.columns}
             FROM (${withToday(
               kept,
               "current_setting('zfood.report_answer')::bigint",
               today,
               undefined,
               all ? 'true' : `k.${ofOutlets}`,
             )}) r
             RETURNING 1)
           UPDATE report_answers
           SET row_count = row_count - (SELECT count(*) FROM gone) + (SELECT count(*) FROM made)
           WHERE id = $6::bigint`,
          [
            whole[0],
            whole[1],
            whole[2],
            all ? whole[3] : outlets,
            whole[4],
            live.id,
          ],
        );
      }
      await tx.query(
        'UPDATE report_answers SET live_seq = $2, live_marks = $3 WHERE id = $1',
        [live.id, now.seq, now.marks],
      );
      return true;
    });
  }

  /**
   * Names to today's rows (withToday) the kept answer `base` and where
   * today starts, for the transaction; and, for a report whose day's rows
   * are many of its kept ones (todayByHash), joins them by hash while
   * today is rolled up, as readKept does, unless `byHash` is false.
   */
  private async setToday(
    tx: Db,
    base: string,
    today: TodayPart,
    zone: string,
    byHash = true,
  ): Promise<void> {
    await tx.query(
      `SELECT set_config('zfood.report_answer', $1, true),
         set_config('zfood.report_today', $2, true)`,
      [base, today.from],
    );
    if (
      byHash &&
      today.sums.todayByHash &&
      !(await isTodayBehind(tx, today.from, zone))
    )
      await tx.query(
        `SELECT set_config('enable_nestloop', 'off', true),
           set_config('max_parallel_workers_per_gather', '0', true)`,
      );
  }

  /** Marks answer `id` read now: read recently, kept longest. */
  private async touch(id: string): Promise<void> {
    // At most once a minute, so that many readers of one answer do not queue on its row.
    await this.db.query(
      `UPDATE report_answers SET read_at = now()
       WHERE id = $1 AND read_at < now() - interval '1 minute'`,
      [id],
    );
  }

  /**
   * Adds the report up and keeps its rows, one instance at a time per
   * report and scope; the rows and the changes they were made from come
   * from one statement's snapshot. Then clears out the answers read least
   * recently beyond `keptRows`, and those of an earlier day of a report
   * that moves with today; and takes the table's statistics again when
   * they count fewer than half its rows.
   */
  private async make(
    kept: KeptReport,
    sql: string,
    params: ScopeParams,
  ): Promise<void> {
    const key = JSON.stringify([kept.table, ...params]);
    await this.db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1::int, hashtext($2))', [
        makingLockClass,
        key,
      ]);
      // Another instance may have made it while this one waited.
      const { rows: current } = await tx.query(currentAnswer(kept), params);
      if (current.length > 0) return;
      // One answer is made at a time, whichever instance asks: a making
      // adds up a whole report (1–2 s of a core for a year of dishes at 10M
      // orders), and several at once, on a shift's first reports, took both
      // cores from the lists (orders lists 256 ms at p95 instead of 118).
      await tx.query('SELECT pg_advisory_xact_lock($1::int, 0)', [
        makingTurnLockClass,
      ]);
      await this.remove(
        tx,
        `SELECT id, rows_table FROM report_answers WHERE ${ofRangeAndScope(kept)}`,
        params,
      );
      await tx.query(
        `WITH r AS MATERIALIZED (${sql}),
         answer AS (
           INSERT INTO report_answers (rows_table, range_start, range_end,
             merchant_ids, outlet_ids, zone, today, changes, row_count)
           SELECT ${sqlText(kept.table)}, $1::timestamptz, $2::timestamptz,
             $3::bigint[], $4::bigint[], $5::text, ${dayOf(kept)},
             ${rangeChanges}, (SELECT count(*) FROM r)
           RETURNING id)
         INSERT INTO ${kept.table} (answer_id, ${kept.columns})
         SELECT answer.id, ${kept.columns} FROM answer CROSS JOIN r`,
        params,
      );
      await this.clearOut(tx);
    });
    // Today's rows find their kept rows by the key's index only while the
    // table's statistics know its size. Taken when it was empty, they sent
    // each of today's 566 subsidies through the answer's 36,878 rows: 4.5 s
    // a request, until autovacuum took them again.
    const { rows } = await this.db.query<{ stale: boolean }>(
      `SELECT c.reltuples < (SELECT coalesce(sum(row_count), 0) FROM report_answers
                             WHERE rows_table = $1) / 2 AS stale
       FROM pg_class c WHERE c.oid = to_regclass($1)`,
      [kept.table],
    );
    if (rows[0]?.stale) await this.db.query(`ANALYZE ${kept.table}`);
  }

  /**
   * Clears out the answers read least recently beyond `keptRows`, and those
   * of an earlier day of a report that moves with today or of a range to
   * today; one instance at a time, and another making an answer meanwhile
   * leaves it.
   */
  private async clearOut(tx: Db): Promise<void> {
    const { rows: turn } = await tx.query<{ ok: boolean }>(
      'SELECT pg_try_advisory_xact_lock($1::int, 0) AS ok',
      [clearingLockClass],
    );
    if (turn[0]?.ok)
      await this.remove(
        tx,
        `SELECT id, rows_table FROM (
           SELECT id, rows_table, today < ${marketplaceToday('zone')} AS past,
             sum(row_count) OVER (ORDER BY read_at DESC, id DESC) AS held
           FROM report_answers) a
         WHERE held > $1 OR past`,
        [this.keptRows],
      );
  }

  /**
   * Deletes the answers `select` finds, those to today made from them, and
   * their rows.
   */
  private async remove(
    tx: Db,
    select: string,
    params: readonly unknown[],
  ): Promise<void> {
    const { rows } = await tx.query<{ id: string; rows_table: string }>(
      `WITH found AS MATERIALIZED (SELECT id FROM (${select}) s)
       DELETE FROM report_answers
       WHERE id IN (SELECT id FROM found) OR base_id IN (SELECT id FROM found)
       RETURNING id, rows_table`,
      params,
    );
    const tables = new Set(
      [...((await this.tables) ?? new Map<string, KeptReport>()).values()].map(
        (k) => k.table,
      ),
    );
    for (const table of new Set(rows.map((r) => r.rows_table)))
      if (tables.has(table))
        await tx.query(
          `DELETE FROM ${table} WHERE answer_id = ANY($1::bigint[])`,
          [rows.filter((r) => r.rows_table === table).map((r) => r.id)],
        );
  }
}

/**
 * A report's output columns and their SQL types, as PostgreSQL gives them:
 * the report joined to one row with none of its own (all its columns null),
 * which the planner answers without adding anything up.
 */
async function outputColumns(
  db: Db,
  sql: string,
): Promise<{ names: string[]; types: string[] }> {
  const now = new Date().toISOString();
  const params = [now, now, null, null, 'UTC'];
  const empty = `(SELECT 1) one LEFT JOIN LATERAL (SELECT * FROM (${sql}) q LIMIT 0) r ON true`;
  const { rows: shape } = await db.query(`SELECT r.* FROM ${empty}`, params);
  const names = Object.keys(shape[0] ?? {});
  const { rows } = await db.query<Record<string, string>>(
    `SELECT ${names.map((c, i) => `pg_typeof(r.${quoteIdent(c)})::text AS t${i}`).join(', ')}
     FROM ${empty}`,
    params,
  );
  const types = names.map((c, i) => sqlType(c, rows[0]?.[`t${i}`] ?? ''));
  return { names, types };
}
