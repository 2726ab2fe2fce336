import type { AnyResource } from '../../src/registry/define-resource';
import {
  foundPerResource,
  matchTiers,
  minContainsLength,
  type FoundRecord,
  type MatchTier,
} from '../../src/registry/found-records';
import { titleText } from '../../src/registry/record-title';
import { findTerms } from '../../src/registry/search-terms';
import type { Db } from '../db/db';
import {
  columnName,
  defaultOrder,
  hasTable,
  quoteIdent,
  resolveTarget,
  tableModel,
} from '../db/table-model';
import { escapeLike, type ListAccess } from '../http/list-query';

/** One identifier a record is found by: a column of its own table, or of the record a reference points at. */
interface Identifier {
  /** `code`, or `customerId.phone` through a reference. */
  matchedBy: string;
  /** The quoted column: `"code"`, or the referenced table's `"phone"`. */
  column: string;
  /** Through a reference: its column here, and the table it points at. */
  through?: { reference: string; table: string };
}

/**
 * The entry's `findBy` identifiers as columns. One through a reference
 * into what the caller may not read is left out, as the lists' `q` leaves
 * it out: finding an order by a phone number would tell whose it is.
 */
function identifiers(
  registry: readonly AnyResource[],
  resource: AnyResource,
  readsThrough: (name: string) => boolean,
): Identifier[] {
  const model = tableModel(resource);
  return findTerms(resource).flatMap(({ field, through }) => {
    const own = model.byName.get(field);
    if (!own) return [];
    if (through.length === 0)
      return [{ matchedBy: field, column: quoteIdent(own.column) }];
    const spec = resource.fields[field];
    const target =
      spec?.kind === 'reference' ? resolveTarget(registry, spec.to) : undefined;
    if (!target || !hasTable(target) || !readsThrough(target.name)) return [];
    const via = {
      reference: quoteIdent(own.column),
      table: quoteIdent(tableModel(target).table),
    };
    return through.map((name) => ({
      matchedBy: `${field}.${name}`,
      column: quoteIdent(columnName(name)),
      through: via,
    }));
  });
}

/** Every identifier is compared in lower case, as the lists' `q` compares it and its indexes hold it. */
const conditionOf: Record<MatchTier, (column: string) => string> = {
  exact: (column) => `lower(${column}) = $1`,
  prefix: (column) => `lower(${column}) LIKE $1`,
  contains: (column) => `lower(${column}) LIKE $1`,
};

/**
 * How many referenced records an identifier through a reference reaches
 * (the customers whose name contains "tan"): the palette shows the newest
 * records of these. Each is looked up in the reference's index; a join
 * instead left the planner, which cannot tell how many customers match,
 * walking all 1M orders newest first for one whose customer matched
 * (1.1 s when none did).
 */
const referencedLimit = 20;

const patternOf: Record<MatchTier, (text: string) => string> = {
  exact: (text) => text,
  prefix: (text) => `${escapeLike(text)}%`,
  contains: (text) => `%${escapeLike(text)}%`,
};

interface HitRow {
  id: string | number;
  title: unknown;
  matchedText: unknown;
  /** Which of the matchers found it. */
  arm: number;
}

/**
 * The few records of one entry whose identifiers match `text` (already
 * `findText`), best first: whole values, then starts, then (from three
 * characters) anywhere, each tier asked only while fewer than
 * `foundPerResource` are found, so a full order number costs one query.
 * Within a tier each identifier is one arm of a UNION ALL, newest first
 * with a small LIMIT: a b-tree on lower(column) serves whole values and
 * starts (schema-from-registry declares one for every identifier), the
 * trigram index text anywhere, and the reference's index a customer's
 * orders.
 */
export async function findRecords(
  db: Db,
  registry: readonly AnyResource[],
  resource: AnyResource,
  text: string,
  access: ListAccess,
): Promise<FoundRecord[]> {
  const matchers = identifiers(
    registry,
    resource,
    access.readsThrough ?? (() => true),
  );
  if (matchers.length === 0) return [];
  const model = tableModel(resource);
  const table = quoteIdent(model.table);
  const titleColumn = model.byName.get(resource.titleField ?? '');
  const title = titleColumn ? `t.${quoteIdent(titleColumn.column)}` : 'NULL';
  // The entry's default order (newest first), closed by the id: the
  // order of its (reference, default order, id) indexes. Each key goes
  // out of a subquery as k0, k1 for the order above it.
  const first = defaultOrder(resource);
  const firstColumn = model.byName.get(first.name);
  const direction = first.descending ? 'DESC' : 'ASC';
  const keys =
    !firstColumn || firstColumn.name === 'id'
      ? ['"id"']
      : [quoteIdent(firstColumn.column), '"id"'];
  const ordered = (alias: string, names: readonly string[]) =>
    names.map((name) => `${alias}.${name} ${direction}`).join(', ');
  const byKeys = ordered('t', keys);
  const byAliases = ordered(
    'h',
    keys.map((_, index) => `"k${index}"`),
  );
  const keyList = keys
    .map((key, index) => `t.${key} AS "k${index}"`)
    .join(', ');

  const found: FoundRecord[] = [];
  for (const match of matchTiers) {
    const wanted = foundPerResource - found.length;
    if (wanted <= 0) break;
    if (match === 'contains' && text.length < minContainsLength) break;
    const params: unknown[] = [patternOf[match](text), found.map((f) => f.id)];
    const scope = access.scope
      ? ` AND t."id" IN (SELECT "id" FROM ${table} WHERE ${access.scope(
          (value) => `$${params.push(value)}`,
        )})`
      : '';
    /** The newest records `where` keeps, with their order keys. */
    const newest = (where: string, matched: string) =>
      `SELECT t."id", ${title} AS "title", ${matched} AS "matchedText", ${keyList}
       FROM ${table} t WHERE ${where} AND t."id" <> ALL($2::bigint[])${scope}
       ORDER BY ${byKeys} LIMIT ${wanted}`;
    const arms = matchers.map(({ column, through }, arm) => {
      const numbered = `${arm} AS "arm", row_number() OVER (ORDER BY ${byAliases}) AS "at"`;
      if (!through)
        return `(SELECT h."id", h."title", h."matchedText", ${numbered}
          FROM (${newest(conditionOf[match](`t.${column}`), `t.${column}`)}) AS h)`;
      // Each matching referenced record's own newest records, read from the
      // reference's (reference, default order, id) index, then the newest
      // of those: a plan that depends on no estimate of how many match.
      return `(SELECT h."id", h."title", r."matchedText", ${numbered}
          FROM (SELECT "id", ${column} AS "matchedText" FROM ${through.table}
                WHERE ${conditionOf[match](column)} LIMIT ${referencedLimit}) AS r
          CROSS JOIN LATERAL (${newest(`t.${through.reference} = r."id"`, 'NULL')}) AS h
          ORDER BY ${byAliases} LIMIT ${wanted})`;
    });
    const { rows } = await db.query<HitRow>(
      `SELECT "id", "title", "matchedText", "arm" FROM (${arms.join(' UNION ALL ')}) AS "hits" ORDER BY "arm", "at"`,
      params,
    );
    for (const row of rows) {
      const id = Number(row.id);
      if (found.length >= foundPerResource) break;
      if (found.some((hit) => hit.id === id)) continue;
      found.push({
        resource: resource.name,
        id,
        title: titleText(resource, row.title),
        matchedBy: matchers[Number(row.arm)]?.matchedBy ?? '',
        matchedText: typeof row.matchedText === 'string' ? row.matchedText : '',
        match,
      });
    }
  }
  return found;
}
