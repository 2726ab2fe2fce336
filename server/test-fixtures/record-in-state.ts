import type { AnyResource } from '../../src/registry/define-resource';
import { enums } from '../../src/registry/enums';
import { kindOf } from '../../src/registry/field-kinds/kind-table';
import type { Db } from '../db/db';
import { Prng } from '../db/prng';
import { valueForPattern } from '../db/seed-values';
import {
  hasTable,
  isImplicitField,
  quoteIdent,
  resolveTarget,
  tableModel,
  type ColumnModel,
} from '../db/table-model';
import { conflict, unprocessable } from '../http/errors';
import {
  placeholder,
  toParam,
  type WireRecord,
} from '../resources/record-store';

/** The states a resource's state field may hold; empty when it has none. */
export function statesOf(resource: AnyResource): readonly string[] {
  const field = resource.fields[resource.stateField ?? ''];
  return field?.kind === 'enum' ? enums[field.enumKey] : [];
}

/**
 * A value of a unique column that no other row holds: derived from the new
 * row's id, in the shape the column's values already have (`ORD0000123`
 * stays `ORD` and seven digits), or the newest target row nobody references
 * yet for a unique reference (a pocket's owner).
 */
async function uniqueValue(
  db: Db,
  registry: readonly AnyResource[],
  table: string,
  col: ColumnModel,
  copied: unknown,
  id: number,
): Promise<unknown> {
  const { field } = col;
  if (field.kind === 'reference') {
    const target = resolveTarget(registry, field.to);
    if (!target) throw conflict(`${col.name} refers to no table`);
    const { rows } = await db.query<{ id: number }>(
      `SELECT t.id FROM ${quoteIdent(tableModel(target).table)} t
       WHERE NOT EXISTS (SELECT 1 FROM ${quoteIdent(table)} x WHERE x.${quoteIdent(col.column)} = t.id)
       ORDER BY t.id DESC LIMIT 1`,
    );
    if (!rows[0])
      throw conflict(
        `Every ${target.label.one} already has one; create one first`,
      );
    return Number(rows[0].id);
  }
  const text = typeof copied === 'string' ? copied : '';
  const digits = /\d+$/.exec(text)?.[0];
  /** The value numbered `n`: in the field's pattern, or the copied one renumbered. */
  const numbered = (n: number): unknown => {
    if (field.kind === 'email') return `fixture-${String(n)}@fixtures.zfood.my`;
    const patterned =
      'pattern' in field && field.pattern
        ? valueForPattern(field.pattern, new Prng(n), n)
        : undefined;
    if (patterned !== undefined) return patterned;
    if (digits)
      return `${text.slice(0, -digits.length)}${String(n).padStart(digits.length, '0')}`;
    return `${text}${String(n)}`;
  };
  // Numbered by the new id first. The API numbers some codes its own way (an
  // enquiry's ticket), so the one a fixture would give may be taken already:
  // then the next number is tried.
  for (let n = id; ; n += 1) {
    const value = numbered(n);
    const { rows } = await db.query(
      `SELECT 1 FROM ${quoteIdent(table)} WHERE ${quoteIdent(col.column)} = $1 LIMIT 1`,
      [value],
    );
    if (rows.length === 0) return value;
  }
}

/**
 * Copies the rows that make up the template onto the new record, so it reads
 * as a whole one: of its `show.related` lists, those whose rows go when the
 * record goes (an order's lines, a settlement's days) and hold no unique
 * values. Its state history is left out: the copy has made no moves.
 */
async function copyParts(
  tx: Db,
  registry: readonly AnyResource[],
  resource: AnyResource,
  templateId: number,
  id: number,
): Promise<void> {
  for (const part of resource.show?.related ?? []) {
    const partResource = registry.find((r) => r.name === part.resource);
    if (
      !partResource ||
      !hasTable(partResource) ||
      part.resource === resource.history?.resource
    )
      continue;
    const model = tableModel(partResource);
    const owner = model.byName.get(part.field);
    const isPart =
      owner?.field.kind === 'reference' &&
      owner.field.onDelete === 'cascade' &&
      !model.columns.some((col) => col.field.unique);
    if (!owner || !isPart) continue;
    const columns = model.columns.filter(
      (col) => !isImplicitField(col.name) && col !== owner,
    );
    const names = columns.map((col) => quoteIdent(col.column));
    await tx.query(
      `INSERT INTO ${quoteIdent(model.table)} (${[...names, quoteIdent(owner.column)].join(', ')})
       SELECT ${[...names, '$1::bigint'].join(', ')} FROM ${quoteIdent(model.table)}
       WHERE ${quoteIdent(owner.column)} = $2 ORDER BY id`,
      [id, templateId],
    );
  }
}

/**
 * Inserts a record of `resource` in `state` of its state machine: a copy of
 * its newest row (so every required value and reference is a real one), with
 * a new id, its own copy of its parts (an order's lines), fresh values for
 * its unique columns, and the stamps, reasons and times that its actions
 * write cleared, as if the record had just arrived in that state. Tests use it for the states the admin API cannot create (an
 * order as the customer app places it, a settlement as the payout run writes
 * it) and act only on the records they made. Parameterised SQL throughout;
 * names come from the registry, never from the caller.
 */
export async function insertRecordInState(
  db: Db,
  registry: readonly AnyResource[],
  resource: AnyResource,
  state: string,
  /** Values the copy takes instead of the template's (an order's total), by wire name. */
  overrides: Readonly<Record<string, unknown>> = {},
): Promise<WireRecord> {
  const model = tableModel(resource);
  const stateColumn = model.byName.get(resource.stateField ?? '');
  const states = statesOf(resource);
  if (!stateColumn || states.length === 0)
    throw conflict(`${resource.label.many} have no state machine`);
  if (!states.includes(state))
    throw unprocessable({ state: [`Must be one of ${states.join(', ')}`] });
  const table = quoteIdent(model.table);
  return db.transaction(async (tx) => {
    const template = (
      await tx.query<WireRecord & { id: number }>(
        `SELECT ${model.selectList} FROM ${table} ORDER BY id DESC LIMIT 1`,
      )
    ).rows[0];
    if (!template)
      throw conflict(`There is no ${resource.label.one} to copy yet`);
    const id = Number(
      (
        await tx.query<{ id: string }>(
          "SELECT nextval(pg_get_serial_sequence($1, 'id')) AS id",
          [table],
        )
      ).rows[0]?.id,
    );
    const set = new Map<ColumnModel, unknown>([[stateColumn, state]]);
    for (const action of Object.values(resource.actions ?? {}))
      for (const name of [action.stampBy, action.stampAt, action.reasonField]) {
        const col = name ? model.byName.get(name) : undefined;
        if (col) set.set(col, null);
      }
    for (const [name, value] of Object.entries(overrides)) {
      const col = model.byName.get(name);
      if (!col || isImplicitField(name) || col === stateColumn)
        throw unprocessable({ values: [`${name} is no field to set here`] });
      set.set(col, value);
    }
    for (const col of model.columns)
      if (col.field.unique && !isImplicitField(col.name))
        set.set(
          col,
          await uniqueValue(
            tx,
            registry,
            model.table,
            col,
            template[col.name],
            id,
          ),
        );
    const copied = model.columns.filter(
      (col) => !isImplicitField(col.name) && !set.has(col),
    );
    const params: unknown[] = [id, template.id];
    const values = [...set].map(([col, value]) => {
      params.push(toParam(col.field, value));
      // Typed: in a SELECT list PostgreSQL cannot infer a parameter's type from its column.
      return `CAST(${placeholder(col.field, params.length)} AS ${kindOf(col.field).sqlType(col.field)})`;
    });
    const columns = [...copied, ...set.keys()].map((col) =>
      quoteIdent(col.column),
    );
    const { rows } = await tx.query<WireRecord>(
      `INSERT INTO ${table} (id, ${columns.join(', ')}) OVERRIDING SYSTEM VALUE
       SELECT $1::bigint, ${[...copied.map((col) => quoteIdent(col.column)), ...values].join(', ')}
       FROM ${table} WHERE id = $2 RETURNING ${model.selectList}`,
      params,
    );
    const inserted = rows[0];
    if (!inserted) throw conflict(`The ${resource.label.one} was not copied`);
    await copyParts(tx, registry, resource, template.id, id);
    return inserted;
  });
}
