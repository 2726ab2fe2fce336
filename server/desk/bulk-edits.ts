import type { DeskBulkVerb } from '../../src/registry/enquiry-desk';
import { humanizeEnum } from '../../src/registry/humanize-enum';
import { enums } from '../../src/registry/enums';
import type { Db } from '../db/db';
import { quoteIdent } from '../db/table-model';
import { conflict, unprocessable } from '../http/errors';
import type { WireRecord } from '../resources/record-store';
import { isAssignee } from './assignees';
import type { DeskModels } from './desk-context';

type Body = Record<string, unknown>;
type Change = (before: WireRecord) => WireRecord;

const settled = new Set(['RESOLVED', 'CLOSED']);

const positiveId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

const labelIdsOf = (record: WireRecord): number[] =>
  Array.isArray(record.labelIds) ? record.labelIds.map(Number) : [];

async function exists(db: Db, table: string, id: number): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM ${quoteIdent(table)} WHERE "id" = $1`,
    [id],
  );
  return rows.length > 0;
}

/** Adds or removes one label: `{ ids, labelId, remove? }`. */
async function labelChange(
  db: Db,
  models: DeskModels,
  body: Body,
): Promise<Change> {
  const { labelId, remove } = body;
  if (!positiveId(labelId) || !(await exists(db, models.labels.table, labelId)))
    throw unprocessable({ labelId: ['Choose one of the enquiry labels'] });
  if (remove !== undefined && typeof remove !== 'boolean')
    throw unprocessable({ remove: ['Send true to remove the label'] });
  return (before) => {
    const held = labelIdsOf(before).filter((id) => id !== labelId);
    return {
      labelIds: remove ? held : [...held, labelId].sort((a, b) => a - b),
    };
  };
}

/** Moves to the inbox or to spam: `{ ids, mailbox }`. */
function moveChange(body: Body): Change {
  const mailboxes: readonly unknown[] = enums['enquiry.mailbox'];
  if (!mailboxes.includes(body.mailbox))
    throw unprocessable({
      mailbox: [`Move to ${mailboxes.join(' or ')}`],
    });
  return () => ({ mailbox: body.mailbox });
}

/**
 * Assigns to a user who may handle enquiries (`listAssignees`), or to
 * nobody with null: `{ ids, assignedTo }` in bulk, `{ assignedTo }` for one
 * enquiry. A settled enquiry keeps the assignee who settled it.
 */
export async function assignChange(
  db: Db,
  models: DeskModels,
  body: Body,
): Promise<Change> {
  const { assignedTo } = body;
  if (
    assignedTo !== null &&
    !(positiveId(assignedTo) && (await isAssignee(db, models, assignedTo)))
  )
    throw unprocessable({
      assignedTo: [
        'Choose a staff user who may handle enquiries, or null to unassign',
      ],
    });
  return (before) => {
    if (settled.has(String(before.status)))
      throw conflict(
        `This enquiry is ${humanizeEnum(before.status)}; only open enquiries are assigned`,
      );
    return { assignedTo };
  };
}

/**
 * The change a bulk call makes to each enquiry, once its body is checked
 * (a 422 for the whole call); a change may still refuse one enquiry (a 409
 * for that row of the report).
 */
export function bulkChange(
  verb: DeskBulkVerb,
  db: Db,
  models: DeskModels,
  body: Body,
): Promise<Change> | Change {
  switch (verb) {
    case 'label':
      return labelChange(db, models, body);
    case 'move':
      return moveChange(body);
    case 'assign':
      return assignChange(db, models, body);
  }
}
