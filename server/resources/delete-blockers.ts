import type {
  AnyResource,
  ReferenceField,
} from '../../src/registry/define-resource';
import type { Db } from '../db/db';
import {
  hasTable,
  quoteIdent,
  resolveTarget,
  tableModel,
} from '../db/table-model';
import { ApiError } from '../http/errors';

/** Records that stop a delete: they refer, through a restricting reference, to a record it would remove. */
export interface DeleteBlocker {
  /** The resource of the referring records. */
  resource: string;
  /** Its label, singular or plural to agree with `count`. */
  label: string;
  count: number;
  /** The referring field. */
  field: string;
  /**
   * The resources the delete would cascade through before reaching the
   * records referred to, outermost first; empty when they refer to the
   * record itself.
   */
  via: string[];
}

/** A reference of `from.field` to another table, with what deleting its target does. */
interface Edge {
  from: AnyResource;
  field: string;
  spec: ReferenceField;
}

/** Records the delete would remove: a resource and the SQL selecting their ids. */
interface Reached {
  resource: AnyResource;
  /** `SELECT id FROM …`, over $1 (the record being deleted). */
  ids: string;
  via: AnyResource[];
}

/** Deeper cascades than this are not followed (the registry's longest is four). */
const maxDepth = 8;

function edgesTo(
  registry: readonly AnyResource[],
  target: AnyResource,
): Edge[] {
  const edges: Edge[] = [];
  for (const from of registry.filter(hasTable)) {
    for (const [field, spec] of Object.entries(from.fields)) {
      if (spec.kind !== 'reference') continue;
      if (resolveTarget(registry, spec.to) === target)
        edges.push({ from, field, spec });
    }
  }
  return edges;
}

/**
 * What stops `resource` record `id` from being deleted, at any depth: the
 * records that refer to it through a restricting reference, and those that
 * refer the same way to any record the delete would cascade to (an outlet's
 * menus, which order lines still name), with the cascade path. Cycles are
 * cut at the first resource met twice on a path. Referring records are
 * counted even when the cascade would remove them too: whether PostgreSQL
 * checks a RESTRICT before or after such a sibling cascade depends on the
 * order its triggers fire, so only a delete with no such record is safe.
 *
 * @example
 * const blockers = await findDeleteBlockers(tx, registry, outlets, 7);
 * if (blockers.length > 0) throw blockedDelete(outlets, blockers);
 */
export async function findDeleteBlockers(
  db: Db,
  registry: readonly AnyResource[],
  resource: AnyResource,
  id: number,
): Promise<DeleteBlocker[]> {
  const blockers: DeleteBlocker[] = [];
  const queue: Reached[] = [{ resource, ids: 'SELECT $1::bigint', via: [] }];
  for (let next = queue.shift(); next; next = queue.shift()) {
    const reached = next;
    for (const edge of edgesTo(registry, reached.resource)) {
      const onDelete = edge.spec.onDelete ?? 'restrict';
      if (onDelete === 'set-null') continue;
      const child = tableModel(edge.from);
      const column = child.byName.get(edge.field)?.column;
      if (!column) continue;
      const referring = `FROM ${quoteIdent(child.table)} WHERE ${quoteIdent(column)} IN (${reached.ids})`;
      if (onDelete === 'restrict') {
        const { rows } = await db.query<{ n: number }>(
          `SELECT count(*)::int AS n ${referring}`,
          [id],
        );
        const count = rows[0]?.n ?? 0;
        if (count > 0)
          blockers.push({
            resource: edge.from.name,
            label: count === 1 ? edge.from.label.one : edge.from.label.many,
            count,
            field: edge.field,
            via: reached.via.map((r) => r.name),
          });
        continue;
      }
      const isCycle = edge.from === resource || reached.via.includes(edge.from);
      if (isCycle || reached.via.length >= maxDepth) continue;
      const { rows } = await db.query<{ found: boolean }>(
        `SELECT EXISTS (SELECT 1 ${referring}) AS found`,
        [id],
      );
      if (rows[0]?.found)
        queue.push({
          resource: edge.from,
          ids: `SELECT "id" ${referring}`,
          via: [...reached.via, edge.from],
        });
    }
  }
  return blockers;
}

/** "3 Order lines via its Menus", or "12 Orders (Outlet)" for a direct reference. */
function describe(
  registry: readonly AnyResource[],
  blocker: DeleteBlocker,
): string {
  const labelOf = (name: string) =>
    registry.find((r) => r.name === name)?.label.many ?? name;
  if (blocker.via.length > 0)
    return `${blocker.count} ${blocker.label} via its ${blocker.via.map(labelOf).join(' › ')}`;
  const field = registry.find((r) => r.name === blocker.resource)?.fields[
    blocker.field
  ];
  return `${blocker.count} ${blocker.label} (${field?.label ?? blocker.field})`;
}

/** The 409 for a blocked delete: the blockers in the message and, structured, as `blockers`. */
export function blockedDelete(
  registry: readonly AnyResource[],
  resource: AnyResource,
  blockers: readonly DeleteBlocker[],
): ApiError {
  const list = blockers.map((b) => describe(registry, b)).join(', ');
  const isOne = blockers.length === 1 && blockers[0]?.count === 1;
  return new ApiError(
    409,
    `This ${resource.label.one.toLowerCase()} cannot be deleted: ${list} still ${isOne ? 'refers' : 'refer'} to it`,
    undefined,
    { blockers },
  );
}
