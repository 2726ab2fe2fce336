import type { AuthUser, ChangeNotice } from '../../context';
import type { Db } from '../../db/db';
import { quoteIdent, type TableModel } from '../../db/table-model';
import { unprocessable } from '../../http/errors';
import type { RequestOrigin } from '../../http/request-origin';
import { heldMemberIds, type MemberSetTable } from '../member-set-table';
import type { Expected } from '../precondition';
import type { ChangeOfRecord, HoldableOutcome } from '../record-change';
import { setOperation } from '../../../src/registry/approval';
import { requestedBy, type ApprovedRequest } from './approved-request';
import { insertRecords, serverDefaults, updateRecord } from '../record-store';

/** Members as the audit trail names them: their titles where they have one. */
async function titlesOf(
  tx: Db,
  table: MemberSetTable,
  ids: readonly number[],
): Promise<unknown[]> {
  const { set, members } = table;
  const title = set.members.titleField
    ? members.byName.get(set.members.titleField)?.column
    : undefined;
  if (!title || ids.length === 0) return [...ids];
  const { rows } = await tx.query<{ title: string }>(
    `SELECT ${quoteIdent(title)}::text AS title FROM ${quoteIdent(members.table)} WHERE id = ANY($1::bigint[]) ORDER BY 1`,
    [ids],
  );
  return rows.map((row) => row.title);
}

/**
 * `PUT /admin/{name}/{id}/{set}`: the owner's members replaced by `wanted`
 * (a role's permissions). Join rows are added and removed, and the owner's
 * version moves, since the set is part of the record; the audit row on the
 * owner lists the members before and after. Saving the set as it is
 * changes nothing, not even the version.
 */
export function memberSetChange(input: {
  user: AuthUser;
  owner: TableModel;
  table: MemberSetTable;
  id: number;
  expected: Expected;
  /** The member ids, de-duplicated, lowest first. */
  wanted: readonly number[];
  origin: RequestOrigin;
  /** Set when an approver runs a held set change. */
  approvedRequest?: ApprovedRequest;
}): ChangeOfRecord<HoldableOutcome> {
  const { user, owner, table, id, wanted } = input;
  const { set } = table;
  /** The members held now, and what saving `wanted` adds and removes. */
  const difference = async (tx: Db) => {
    const held = await heldMemberIds(tx, table, id);
    return {
      held,
      added: wanted.filter((memberId) => !held.includes(memberId)),
      removed: held.filter((memberId) => !wanted.includes(memberId)),
    };
  };
  return {
    kind: 'update',
    verb: 'update',
    user,
    model: owner,
    origin: input.origin,
    target: { id, expected: input.expected },
    onBehalfOf: input.approvedRequest?.requester,
    ...(!input.approvedRequest &&
      set.section.approval && {
        approval: {
          operation: setOperation(set.section),
          payload: { [set.key]: [...wanted] },
          expected: input.expected,
          async describe(tx) {
            const { added, removed } = await difference(tx);
            const line = async (verb: string, ids: number[]) =>
              ids.length > 0
                ? [`${verb}: ${(await titlesOf(tx, table, ids)).join(', ')}`]
                : [];
            return [
              ...(await line('Adds', added)),
              ...(await line('Removes', removed)),
            ];
          },
          held: (request) => ({ held: request }),
        },
      }),
    async check(tx) {
      const { rows: known } = await tx.query<{ id: number | string }>(
        `SELECT id FROM ${quoteIdent(table.members.table)} WHERE id = ANY($1::bigint[])`,
        [wanted],
      );
      const knownIds = new Set(known.map((row) => Number(row.id)));
      const unknown = wanted.filter((memberId) => !knownIds.has(memberId));
      if (unknown.length > 0)
        throw unprocessable({
          [set.key]: [
            `No ${set.members.label.one.toLowerCase()} with id ${unknown.slice(0, 10).join(', ')}${unknown.length > 10 ? ', …' : ''}`,
          ],
        });
      // The set changes no field of the owner.
      return {};
    },
    async apply(tx, before) {
      const { held, added, removed } = await difference(tx);
      if (removed.length === 0 && added.length === 0)
        return { isWritten: false, result: { ran: before } };
      const { rows: deleted } = await tx.query<{ id: number | string }>(
        `DELETE FROM ${table.sql.via} WHERE ${table.sql.owner} = $1 AND ${table.sql.member} = ANY($2::bigint[]) RETURNING id`,
        [id, removed],
      );
      const created = await insertRecords(
        tx,
        table.via,
        added.map((memberId) => ({
          ...serverDefaults(table.via, user.id),
          [set.ownerField]: id,
          [set.memberField]: memberId,
        })),
      );
      // An editor that read the old set gets a 409 instead of undoing this change unseen.
      const after = await updateRecord(tx, owner, id, {});
      if (!after) throw new Error(`${owner.table} ${id} vanished while locked`);
      const notices: ChangeNotice[] = [
        { resource: owner.resource.name, type: 'updated', ids: [id] },
      ];
      if (deleted.length > 0)
        notices.push({
          resource: set.via.name,
          type: 'deleted',
          ids: deleted.map((row) => Number(row.id)),
        });
      if (created.length > 0)
        notices.push({
          resource: set.via.name,
          type: 'created',
          ids: created.map((row) => Number(row.id)),
        });
      return {
        isWritten: true,
        result: { ran: after },
        after,
        audit: {
          kind: 'UPDATE',
          recordId: id,
          reason: requestedBy(input.approvedRequest),
          before: { [set.section.path]: await titlesOf(tx, table, held) },
          after: { [set.section.path]: await titlesOf(tx, table, wanted) },
        },
        notices,
      };
    },
  };
}
