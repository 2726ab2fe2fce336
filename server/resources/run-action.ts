import { humanizeEnum } from '../../src/registry/humanize-enum';
import type {
  ActionSpec,
  AnyResource,
} from '../../src/registry/define-resource';
import type { AuthUser, ChangeNotice, ServerDeps } from '../context';
import type { Db } from '../db/db';
import { hasTable, tableModel, type TableModel } from '../db/table-model';
import { conflict, forbidden, notFound, unprocessable } from '../http/errors';
import { writeAudit } from '../audit/write-audit';
import { authorizeRecord } from './authorize';
import { effects } from './effects';
import {
  assertAnAdminRemains,
  guardAccountWrite,
  touchesAccounts,
} from './guard-accounts';
import { assertFresh, type Expected } from './precondition';
import {
  insertRecords,
  selectById,
  updateRecord,
  type WireRecord,
} from './record-store';

export interface ActionRequest {
  db: Db;
  registry: readonly AnyResource[];
  model: TableModel;
  verb: string;
  id: number;
  user: AuthUser;
  body: unknown;
  /** The version the caller read (If-Match); a moved-on record is a 409. */
  expected?: Expected;
  ip?: string;
  userAgent?: string;
  /** Announces the action's changes in its transaction. */
  publish: ServerDeps['publish'];
}

export interface ActionOutcome {
  record: WireRecord;
}

/** The most characters a reason takes (code points, as JSON Schema counts). */
export const maxReasonLength = 1000;

/** The typed reason, or a 422 when the action needs one and none (or a bad one) came. */
export function readReason(
  spec: ActionSpec,
  body: unknown,
): string | undefined {
  const raw =
    body && typeof body === 'object' && !Array.isArray(body)
      ? (body as Record<string, unknown>).reason
      : undefined;
  if (raw !== undefined && raw !== null && typeof raw !== 'string') {
    throw unprocessable({ reason: ['The reason must be text'] });
  }
  const reason = typeof raw === 'string' ? raw.trim() : '';
  if (reason.length > maxReasonLength && [...reason].length > maxReasonLength) {
    throw unprocessable({
      reason: [`The reason takes at most ${maxReasonLength} characters`],
    });
  }
  if (reason.includes('\u0000'))
    throw unprocessable({ reason: ['The reason contains a NUL character'] });
  if (spec.reason === 'required' && reason === '') {
    throw unprocessable({
      reason: [`Say why you ${spec.label.toLowerCase()} this record`],
    });
  }
  return reason === '' ? undefined : reason;
}

/** The table of the log the resource declares in `history`, if any. */
function historyOf(
  registry: readonly AnyResource[],
  resource: AnyResource,
): TableModel | undefined {
  const log = resource.history
    ? registry.find((r) => r.name === resource.history?.resource)
    : undefined;
  return log && hasTable(log) ? tableModel(log) : undefined;
}

async function logHistory(
  tx: Db,
  history: TableModel,
  resource: AnyResource,
  from: unknown,
  to: unknown,
  user: AuthUser,
  id: number,
  reason: string | undefined,
): Promise<number | undefined> {
  const columns = resource.history;
  if (!columns) return undefined;
  const record: WireRecord = {
    [columns.record]: id,
    [columns.from]: from,
    [columns.to]: to,
    [columns.by]: user.id,
    ...(columns.reason && reason && { [columns.reason]: reason }),
  };
  const [row] = await insertRecords(tx, history, [record]);
  return row ? Number(row.id) : undefined;
}

/**
 * Runs one state transition or command in its own transaction: locks the
 * row, checks the state, four-eyes and reason, stamps who and when, applies
 * the effect, logs the history and the audit row and announces the
 * changes, all or nothing. Of two concurrent calls the second waits for the
 * lock, sees the new state and gets a 409.
 */
export async function runAction(req: ActionRequest): Promise<ActionOutcome> {
  const { model, verb, user } = req;
  const resource = model.resource;
  const spec = resource.actions?.[verb];
  if (!spec) throw notFound(`${resource.label.many} have no action ${verb}`);
  const reason = readReason(spec, req.body);
  return req.db.transaction(async (tx) => {
    const before = await selectById(tx, model, req.id, true);
    if (!before)
      throw notFound(
        `No ${resource.label.one.toLowerCase()} with id ${req.id}`,
      );
    assertFresh(resource, before, req.expected);
    authorizeRecord(user, resource, verb, before);
    if (touchesAccounts(resource))
      await guardAccountWrite(tx, {
        registry: req.registry,
        user,
        resource,
        verb,
        record: before,
      });
    const stateField = resource.stateField;
    const current = stateField ? before[stateField] : undefined;
    if (spec.from.length > 0 && !spec.from.includes(String(current))) {
      throw conflict(
        `This ${resource.label.one.toLowerCase()} is ${humanizeEnum(current)}; ${spec.label} needs ${spec.from.map(humanizeEnum).join(' or ')}`,
      );
    }
    if (spec.fourEyes && before[spec.fourEyes.notBy] === user.id) {
      throw forbidden(
        `You set ${resource.fields[spec.fourEyes.notBy]?.label ?? spec.fourEyes.notBy} on this ${resource.label.one.toLowerCase()}; another person must ${spec.label.toLowerCase()} it`,
      );
    }
    const values: WireRecord = {};
    if (spec.to !== undefined && stateField) values[stateField] = spec.to;
    if (spec.stampBy) values[spec.stampBy] = user.id;
    if (spec.stampAt) values[spec.stampAt] = new Date().toISOString();
    const reasonField =
      spec.reasonField ??
      (model.byName.has(`${verb}Reason`) ? `${verb}Reason` : undefined);
    if (reason !== undefined && reasonField && model.byName.has(reasonField)) {
      values[reasonField] = reason.slice(0, 2000);
    }
    let after =
      Object.keys(values).length > 0
        ? await updateRecord(
            tx,
            model,
            req.id,
            values,
            stateField ? { [stateField]: current } : {},
          )
        : before;
    if (!after)
      throw conflict(
        `This ${resource.label.one.toLowerCase()} changed meanwhile; reload it and try again`,
      );
    const changes: ChangeNotice[] = [];
    if (spec.effect) {
      const effect = effects[spec.effect];
      if (!effect)
        throw new Error(
          `Action ${verb} of ${resource.name} names unknown effect '${spec.effect}'; add it to server/resources/effects.ts`,
        );
      after =
        (await effect({
          tx,
          body: req.body,
          registry: req.registry,
          user,
          resource,
          before,
          after,
          changes,
        })) ?? after;
    }
    if (spec.to !== undefined && spec.to !== current) {
      const history = historyOf(req.registry, resource);
      if (history) {
        const logId = await logHistory(
          tx,
          history,
          resource,
          current,
          spec.to,
          user,
          req.id,
          reason,
        );
        if (logId !== undefined)
          changes.push({
            resource: history.resource.name,
            type: 'created',
            ids: [logId],
          });
      }
    }
    if (touchesAccounts(resource)) await assertAnAdminRemains(tx);
    await writeAudit(tx, req.registry, {
      actorId: user.id,
      kind: 'ACTION',
      verb,
      resource: resource.name,
      recordId: req.id,
      before,
      after,
      reason,
      ip: req.ip,
      userAgent: req.userAgent,
    });
    changes.unshift({
      resource: resource.name,
      type: 'updated',
      ids: [req.id],
    });
    await req.publish(tx, ...changes);
    return { record: after };
  });
}
