import type { ResolvedMemberSet } from '../../src/registry/show-sections';
import type { Db } from '../db/db';
import { quoteIdent, tableModel, type TableModel } from '../db/table-model';

/** A member set's join table (a role's permissions: `role_permissions`), as its SQL needs it. */
export interface MemberSetTable {
  set: ResolvedMemberSet;
  via: TableModel;
  members: TableModel;
  /** The quoted join table and its owner and member columns. */
  sql: { via: string; owner: string; member: string };
}

export function memberSetTable(set: ResolvedMemberSet): MemberSetTable {
  const via = tableModel(set.via);
  const column = (field: string) =>
    quoteIdent(via.byName.get(field)?.column ?? field);
  return {
    set,
    via,
    members: tableModel(set.members),
    sql: {
      via: quoteIdent(via.table),
      owner: column(set.ownerField),
      member: column(set.memberField),
    },
  };
}

/** The ids of the members the owner holds, lowest first. */
export async function heldMemberIds(
  db: Db,
  table: MemberSetTable,
  ownerId: number,
): Promise<number[]> {
  const { rows } = await db.query<{ member: number | string }>(
    `SELECT ${table.sql.member} AS member FROM ${table.sql.via} WHERE ${table.sql.owner} = $1 ORDER BY 1`,
    [ownerId],
  );
  return rows.map((row) => Number(row.member));
}
