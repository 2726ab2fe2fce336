import type { AnyResource } from '../../src/registry/define-resource';
import type { Db } from '../db/db';
import { quoteIdent, tableModel } from '../db/table-model';

/**
 * The bytes of files uploaded through the desk, one row per
 * `enquiry-attachments` record. Kept out of the registry, like auth's
 * tables: no screen lists raw bytes, and the record (name, type, size) is
 * what the generic routes, the audit trail and the socket deal in. A
 * deleted attachment takes its bytes with it.
 */
const filesTable = 'enquiry_attachment_files';

/** The table of stored bytes, when the registry has attachments (for `migrate`). */
export function attachmentFilesDdl(
  registry: readonly AnyResource[],
): readonly string[] {
  const attachments = registry.find((r) => r.name === 'enquiry-attachments');
  if (!attachments) return [];
  return [
    `CREATE TABLE IF NOT EXISTS ${filesTable} (
    attachment_id bigint PRIMARY KEY REFERENCES ${quoteIdent(tableModel(attachments).table)} (id) ON DELETE CASCADE,
    content bytea NOT NULL
  )`,
  ];
}

/** Stores an attachment's bytes, in the transaction that made its record. */
export async function storeAttachmentFile(
  tx: Db,
  attachmentId: number,
  content: Uint8Array,
): Promise<void> {
  await tx.query(
    `INSERT INTO ${filesTable} (attachment_id, content) VALUES ($1, $2)`,
    [attachmentId, content],
  );
}

/** An attachment's stored bytes, or undefined for one kept elsewhere (a link). */
export async function loadAttachmentFile(
  db: Db,
  attachmentId: number,
): Promise<Uint8Array | undefined> {
  const { rows } = await db.query<{ content: Uint8Array }>(
    `SELECT content FROM ${filesTable} WHERE attachment_id = $1`,
    [attachmentId],
  );
  return rows[0]?.content;
}

/** Which of `ids` have stored bytes. */
export async function storedAttachmentIds(
  db: Db,
  ids: readonly number[],
): Promise<Set<number>> {
  const { rows } = await db.query<{ id: number }>(
    `SELECT attachment_id AS id FROM ${filesTable} WHERE attachment_id = ANY($1::bigint[])`,
    [ids],
  );
  return new Set(rows.map((row) => Number(row.id)));
}
