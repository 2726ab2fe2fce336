import {
  enquiryFolders,
  folderFilters,
  type DeskContact,
  type DeskFilter,
  type FolderCount,
  type FolderCounts,
} from '../../src/registry/enquiry-desk';
import type { Db } from '../db/db';
import { quoteIdent } from '../db/table-model';
import { buildListQuery } from '../http/list-query';
import { column, type DeskModels } from './desk-context';

/** A folder's filters as the list query takes them (`search[status][in]`). */
export function searchQuery(
  filters: readonly DeskFilter[],
): Record<string, string> {
  return Object.fromEntries(
    filters.map(({ field, op, value }) => [
      op === 'eq' ? `search[${field}]` : `search[${field}][${op}]`,
      value,
    ]),
  );
}

/**
 * SQL that is true for an enquiry the user `$n` has not read since its last
 * message: no read marker of theirs (a new message deletes the others').
 */
export function unreadCondition(models: DeskModels, userParam: string): string {
  const reads = quoteIdent(models.reads.table);
  const enquiries = quoteIdent(models.enquiries.table);
  return `NOT EXISTS (SELECT 1 FROM ${reads} r WHERE r.${column(models.reads, 'enquiryId')} = ${enquiries}."id" AND r.${column(models.reads, 'userId')} = ${userParam})`;
}

/**
 * Each folder's total and the caller's unread count, with the same filters
 * the console lists the folder with (and the same `q`, when searching), so
 * a count always matches the list beside it.
 */
export async function folderCounts(
  db: Db,
  models: DeskModels,
  userId: number,
  extra: Record<string, unknown>,
): Promise<FolderCounts> {
  const table = quoteIdent(models.enquiries.table);
  const counted = await Promise.all(
    enquiryFolders.map(async (folder) => {
      const q = buildListQuery(
        models.enquiries,
        { ...extra, ...searchQuery(folderFilters(folder, userId)) },
        { paramOffset: 1 },
      );
      const { rows } = await db.query<FolderCount>(
        `SELECT count(*)::int AS total, count(*) FILTER (WHERE ${unreadCondition(models, '$1')})::int AS unread FROM ${table} ${q.where}`,
        [userId, ...q.params],
      );
      return [folder, rows[0] ?? { total: 0, unread: 0 }] as const;
    }),
  );
  return Object.fromEntries(counted) as FolderCounts;
}

/** Customers with open enquiries in the inbox, most recent conversation first. */
export async function openContacts(
  db: Db,
  models: DeskModels,
  limit: number,
): Promise<DeskContact[]> {
  const e = models.enquiries;
  const u = models.users;
  const at = `e.${column(e, 'lastMessageAt')}`;
  const image = u.byName.has('imageUrl')
    ? `u.${column(u, 'imageUrl')}`
    : 'NULL';
  const { rows } = await db.query<DeskContact>(
    `SELECT u."id" AS "userId", u.${column(u, 'name')} AS "name", ${image} AS "imageUrl",
            count(*)::int AS "openEnquiries",
            (array_agg(e."id" ORDER BY ${at} DESC NULLS LAST, e."id" DESC))[1]::int AS "latestEnquiryId",
            max(${at}) AS "lastMessageAt"
       FROM ${quoteIdent(e.table)} e
       JOIN ${quoteIdent(u.table)} u ON u."id" = e.${column(e, 'userId')}
      WHERE e.${column(e, 'mailbox')} = 'INBOX' AND e.${column(e, 'status')} IN ('OPEN', 'IN_PROGRESS')
      GROUP BY u."id"
      ORDER BY max(${at}) DESC NULLS LAST, u."id" DESC
      LIMIT $1`,
    [limit],
  );
  return rows;
}
