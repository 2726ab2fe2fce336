import type { Db } from '../db/db';
import { quoteIdent } from '../db/table-model';
import { column, type DeskModels } from './desk-context';

/**
 * Marks the enquiry read for `userId` now; returns the marker's id. Call it
 * in a transaction that holds the enquiry's row lock: one marker per user
 * and enquiry then holds without a unique index (the registry's
 * `uniqueTogether` is not a constraint in the schema).
 */
export async function markRead(
  tx: Db,
  models: DeskModels,
  enquiryId: number,
  userId: number,
): Promise<number> {
  const r = models.reads;
  const table = quoteIdent(r.table);
  const enquiry = column(r, 'enquiryId');
  const user = column(r, 'userId');
  const readAt = column(r, 'readAt');
  const updated = await tx.query<{ id: number }>(
    `UPDATE ${table} SET ${readAt} = now(), "updated_at" = now(), "version" = "version" + 1 WHERE ${enquiry} = $1 AND ${user} = $2 RETURNING "id"`,
    [enquiryId, userId],
  );
  const inserted =
    updated.rows.length > 0
      ? updated
      : await tx.query<{ id: number }>(
          `INSERT INTO ${table} (${enquiry}, ${user}, ${readAt}) VALUES ($1, $2, now()) RETURNING "id"`,
          [enquiryId, userId],
        );
  return Number(inserted.rows[0]?.id);
}

/**
 * Removes read markers of the enquiry: the caller's own ("mark unread"),
 * or everyone's but the caller's when a new message arrives. Returns the
 * removed markers' ids.
 */
export async function clearReads(
  db: Db,
  models: DeskModels,
  enquiryId: number,
  user: { only: number } | { except: number },
): Promise<number[]> {
  const r = models.reads;
  const { rows } = await db.query<{ id: number }>(
    `DELETE FROM ${quoteIdent(r.table)} WHERE ${column(r, 'enquiryId')} = $1 AND ${column(r, 'userId')} ${'only' in user ? '=' : '<>'} $2 RETURNING "id"`,
    [enquiryId, 'only' in user ? user.only : user.except],
  );
  return rows.map((row) => Number(row.id));
}
