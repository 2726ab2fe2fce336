import type { AnyResource } from '../../src/registry/define-resource';
import type { WarningCheckName } from '../../src/registry/names';
import { payoutAccountWarnings } from '../../src/registry/payout-account-checks';
import {
  warningsField,
  type RecordWarning,
} from '../../src/registry/record-warnings';
import type { Db } from '../db/db';
import type { WireRecord } from './record-store';

/** A check's warnings for the records `ids`, by id; a record with none may be left out. */
type WarningCheck = (
  db: Db,
  ids: readonly number[],
) => Promise<Map<number, RecordWarning[]>>;

/** An instant as the rule reads it (ISO), whichever way the engine returned it. */
const instantText = (value: string | Date) =>
  (value instanceof Date ? value : new Date(value)).toISOString();

/**
 * Each settlement's payout account against its merchant's registered name
 * and its outlet's last account change, by the one rule the console reads.
 */
const payoutAccount: WarningCheck = async (db, ids) => {
  const { rows } = await db.query<{
    id: number;
    holder: string | null;
    registeredName: string | null;
    requestedAt: string | Date;
    accountChangedAt: string | Date | null;
  }>(
    `SELECT s.id::int AS "id", s.bank_account_name AS "holder",
       me.legal_name AS "registeredName", s.created_at AS "requestedAt",
       mo.bank_account_changed_at AS "accountChangedAt"
     FROM settlements s
     JOIN merchants me ON me.id = s.merchant_id
     JOIN merchant_outlets mo ON mo.id = s.outlet_id
     WHERE s.id = ANY($1::bigint[])`,
    [ids],
  );
  return new Map(
    rows.map((row) => [
      row.id,
      payoutAccountWarnings({
        holder: row.holder,
        registeredName: row.registeredName,
        requestedAt: instantText(row.requestedAt),
        accountChangedAt:
          row.accountChangedAt === null
            ? null
            : instantText(row.accountChangedAt),
      }),
    ]),
  );
};

/** The checks an entry's `warnings` names. */
const warningChecks: Readonly<Record<WarningCheckName, WarningCheck>> = {
  'payout-account': payoutAccount,
};

/** The warnings of `resource`'s records `ids` by id; empty when the entry declares no check. */
export async function recordWarnings(
  db: Db,
  resource: AnyResource,
  ids: readonly number[],
): Promise<Map<number, RecordWarning[]>> {
  if (!resource.warnings || ids.length === 0) return new Map();
  return warningChecks[resource.warnings](db, ids);
}

/**
 * The records as the API answers them: each with its `warnings` (an empty
 * list when nothing is wrong) where the entry declares a check.
 */
export async function withWarnings(
  db: Db,
  resource: AnyResource,
  records: readonly WireRecord[],
): Promise<WireRecord[]> {
  if (!resource.warnings) return [...records];
  const found = await recordWarnings(
    db,
    resource,
    records.map((record) => Number(record.id)),
  );
  return records.map((record) => ({
    ...record,
    [warningsField]: found.get(Number(record.id)) ?? [],
  }));
}
