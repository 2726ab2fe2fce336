/**
 * The rules about accounts that depend on stored state, not only on the
 * caller's ability: writing a record of someone's account (a session, a
 * deletion request) needs the right to manage that someone; nobody changes
 * the type of, suspends or erases their own account; and the last active
 * admin stays, so the console can never be locked out.
 */
import type { AnyResource } from '../../src/registry/define-resource';
import { authorityField } from '../../src/registry/policy';
import type { AuthUser } from '../context';
import type { Db } from '../db/db';
import { resolveTarget, tableModel } from '../db/table-model';
import { conflict, forbidden } from '../http/errors';
import { authorizeRecord } from './authorize';
import { selectById, type WireRecord } from './record-store';

/** Serialises every write that could remove an admin (any number, held per transaction). */
const adminsLock = 724_002;

/** The ranked resource an account record belongs to (`users`), and its owner's id. */
function ownerOf(
  registry: readonly AnyResource[],
  resource: AnyResource,
  record: WireRecord,
): { users: AnyResource; id: number } | undefined {
  const field = resource.accountOf
    ? resource.fields[resource.accountOf]
    : undefined;
  if (!resource.accountOf || field?.kind !== 'reference') return undefined;
  const users = resolveTarget(registry, field.to);
  const id = Number(record[resource.accountOf]);
  return users && Number.isSafeInteger(id) ? { users, id } : undefined;
}

/** Whether a write on `resource` can change who is an active admin. */
export function touchesAccounts(resource: AnyResource): boolean {
  return authorityField(resource) !== undefined || Boolean(resource.accountOf);
}

/**
 * Checks a write on a user or on a record of a user's account before it
 * happens. `verb` is `create`, `update`, `delete` or an action; `record` the
 * stored record (or the new values, on create).
 *
 * @throws ApiError 403 when the caller may not manage that account, or it is their own.
 */
export async function guardAccountWrite(
  tx: Db,
  input: {
    registry: readonly AnyResource[];
    user: AuthUser;
    resource: AnyResource;
    verb: string;
    record: WireRecord;
    values?: WireRecord;
  },
): Promise<void> {
  const { registry, user, resource, verb, record, values = {} } = input;
  const ranked = authorityField(resource);
  if (ranked && verb !== 'create' && Number(record.id) === user.id) {
    const changesRank = ranked in values && values[ranked] !== record[ranked];
    if (verb !== 'update' || changesRank) {
      throw forbidden(
        `You cannot ${changesRank ? 'change the type of' : verb} your own account; another admin must do it`,
      );
    }
  }
  const owner = ownerOf(registry, resource, record);
  if (!owner) return;
  if (owner.id === user.id && verb !== 'update' && verb !== 'delete') {
    throw forbidden(
      `You cannot ${verb} a ${resource.label.one.toLowerCase()} of your own account; another admin must do it`,
    );
  }
  const stored = await selectById(tx, tableModel(owner.users), owner.id);
  if (stored) authorizeRecord(user, owner.users, 'update', stored);
}

/**
 * Refuses the transaction when it left no active admin. Called after the
 * write, under a transaction lock: of two admins demoting each other at
 * once, the second counts after the first commits and is refused.
 *
 * @throws ApiError 409 when no active admin would remain.
 */
export async function assertAnAdminRemains(tx: Db): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock($1)', [adminsLock]);
  const { rows } = await tx.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM users WHERE user_type = 'ADMIN' AND status = 'ACTIVE'",
  );
  if ((rows[0]?.n ?? 0) === 0) {
    throw conflict(
      'This would leave no active admin; make someone else an admin first',
    );
  }
}
