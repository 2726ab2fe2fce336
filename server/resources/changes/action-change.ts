import { humanizeEnum } from '../../../src/registry/humanize-enum';
import type {
  ActionSpec,
  AnyResource,
} from '../../../src/registry/define-resource';
import { fourEyesRefusal } from '../../../src/registry/four-eyes';
import type { AuthUser, ChangeNotice } from '../../context';
import type { TableModel } from '../../db/table-model';
import { conflict, forbidden, notFound } from '../../http/errors';
import type { RequestOrigin } from '../../http/request-origin';
import { effects } from '../effects';
import type { Expected } from '../precondition';
import type { ChangeOfRecord, HoldableOutcome } from '../record-change';
import { updateRecord, type WireRecord } from '../record-store';
import { readReason } from './read-reason';
import { requestedBy, type ApprovedRequest } from './approved-request';
import { logStateChange } from './log-state-change';

/** The call's reason and the action's input: what a held call or a bulk job stores to run later as asked. */
export function payloadOf(spec: ActionSpec, body: unknown): WireRecord {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return {};
  const sent = body as WireRecord;
  return Object.fromEntries(
    ['reason', ...(spec.input ?? [])]
      .filter((name) => sent[name] !== undefined)
      .map((name) => [name, sent[name]]),
  );
}

/**
 * `POST /admin/{name}/{id}/{verb}` (and each record of a bulk call): one
 * state transition or command. Checks the state and four eyes, stamps who
 * and when, applies the effect and logs the state history. Of two
 * concurrent calls the second waits for the row lock, sees the new state
 * and gets a 409.
 *
 * @throws ApiError 404 when the entry has no such action, 422 on a missing
 * or malformed reason (before any record is read).
 */
export function actionChange(input: {
  registry: readonly AnyResource[];
  user: AuthUser;
  model: TableModel;
  verb: string;
  id: number;
  /** The action's input: its reason, and what its effect reads (a revision's quantity). */
  body: unknown;
  expected?: Expected;
  origin: RequestOrigin;
  /** Set when an approver runs a held call. */
  approvedRequest?: ApprovedRequest;
}): ChangeOfRecord<HoldableOutcome> {
  const { registry, user, model, verb, id } = input;
  const resource = model.resource;
  const spec = resource.actions?.[verb];
  if (!spec) throw notFound(`${resource.label.many} have no action ${verb}`);
  const reason = readReason(spec, input.body);
  const stateField = resource.stateField;
  const stateOf = (record: WireRecord) =>
    stateField ? record[stateField] : undefined;
  const what = resource.label.one.toLowerCase();
  return {
    kind: 'action',
    verb,
    user,
    model,
    origin: input.origin,
    target: { id, expected: input.expected },
    onBehalfOf: input.approvedRequest?.requester,
    ...(!input.approvedRequest &&
      spec.approval && {
        approval: {
          operation: verb,
          payload: payloadOf(spec, input.body),
          expected: input.expected,
          held: (request) => ({ held: request }),
        },
      }),
    // The caller names no fields: what an action sets, the registry declares.
    check: () => Promise.resolve({}),
    guard(_tx, before) {
      const current = stateOf(before);
      if (spec.from.length > 0 && !spec.from.includes(String(current))) {
        throw conflict(
          `This ${what} is ${humanizeEnum(current)}; ${spec.label} needs ${spec.from.map(humanizeEnum).join(' or ')}`,
        );
      }
      const refusal = fourEyesRefusal(resource, spec, before, user.id);
      if (refusal) throw forbidden(refusal);
      return Promise.resolve();
    },
    async apply(tx, before, _values, scope) {
      const current = stateOf(before);
      const values: WireRecord = {};
      if (spec.to !== undefined && stateField) values[stateField] = spec.to;
      if (spec.stampBy) values[spec.stampBy] = user.id;
      if (spec.stampAt) values[spec.stampAt] = new Date().toISOString();
      const reasonField =
        spec.reasonField ??
        (model.byName.has(`${verb}Reason`) ? `${verb}Reason` : undefined);
      if (reason !== undefined && reasonField && model.byName.has(reasonField))
        values[reasonField] = reason.slice(0, 2000);
      let after =
        Object.keys(values).length > 0
          ? await updateRecord(
              tx,
              model,
              id,
              values,
              stateField ? { [stateField]: current } : {},
            )
          : before;
      if (!after)
        throw conflict(
          `This ${what} changed meanwhile; reload it and try again`,
        );
      const notices: ChangeNotice[] = [
        { resource: resource.name, type: 'updated', ids: [id] },
      ];
      if (spec.effect) {
        const effect = effects[spec.effect];
        if (!effect)
          throw new Error(
            `Action ${verb} of ${resource.name} names unknown effect '${spec.effect}'; add it to server/resources/effects.ts`,
          );
        after =
          (await effect({
            tx,
            scope,
            origin: input.origin,
            body: input.body,
            registry,
            user,
            resource,
            before,
            after,
            changes: notices,
          })) ?? after;
      }
      if (spec.to !== undefined && spec.to !== current) {
        const logged = await logStateChange(tx, registry, resource, {
          id,
          from: current,
          to: spec.to,
          user,
          reason,
        });
        if (logged) notices.push(logged);
      }
      const requested = requestedBy(input.approvedRequest);
      return {
        isWritten: true,
        result: { ran: after },
        audit: {
          kind: 'ACTION',
          verb,
          recordId: id,
          before,
          after,
          reason: [reason, requested].filter(Boolean).join('; ') || undefined,
        },
        notices,
      };
    },
  };
}
