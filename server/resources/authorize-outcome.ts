import type { AnyResource } from '../../src/registry/define-resource';
import type { AuthUser } from '../context';
import type { Db } from '../db/db';
import { authorizeRecord } from './authorize';
import { guardAccountWrite } from './guard-accounts';
import type { WireRecord } from './record-store';

/**
 * The record-level check run again on the record a create or update left,
 * inside the write's transaction: the checks before the write look at the
 * record as it was, so without this one a write could move a record where
 * the caller may not manage it (a rank above their own, another account).
 * A refusal throws, and the transaction rolls the write back.
 *
 * @throws ApiError 403 when the caller may not manage the record as written.
 */
export async function authorizeOutcome(
  tx: Db,
  input: {
    registry: readonly AnyResource[];
    user: AuthUser;
    resource: AnyResource;
    verb: 'create' | 'update';
    record: WireRecord;
  },
): Promise<void> {
  const { registry, user, resource, verb, record } = input;
  authorizeRecord(user, resource, verb, record);
  if (resource.accountOf)
    await guardAccountWrite(tx, { registry, user, resource, verb, record });
}
