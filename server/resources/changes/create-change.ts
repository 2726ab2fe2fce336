import type { AnyResource } from '../../../src/registry/define-resource';
import type { AuthUser } from '../../context';
import type { TableModel } from '../../db/table-model';
import type { RequestOrigin } from '../../http/request-origin';
import type { ChangeOfNewRecords } from '../record-change';
import {
  insertRecords,
  serverDefaults,
  type WireRecord,
} from '../record-store';
import { validateRecord, validValues } from '../validate-record';

/** `POST /admin/{name}`: one new record from the request's body. */
export function createChange(input: {
  registry: readonly AnyResource[];
  user: AuthUser;
  model: TableModel;
  body: unknown;
  origin: RequestOrigin;
}): ChangeOfNewRecords<WireRecord> {
  const { registry, user, model } = input;
  return {
    kind: 'create',
    verb: 'create',
    user,
    model,
    origin: input.origin,
    target: undefined,
    check: (tx) =>
      validValues(
        tx,
        registry,
        model,
        validateRecord(model, input.body, 'create'),
      ),
    async apply(tx, _before, values) {
      const [created] = await insertRecords(tx, model, [
        { ...serverDefaults(model, user.id), ...values },
      ]);
      if (!created)
        throw new Error(`INSERT into ${model.table} returned no row`);
      const id = Number(created.id);
      return {
        isWritten: true,
        result: created,
        after: created,
        audit: { kind: 'CREATE', recordId: id, after: created },
        notices: [
          { resource: model.resource.name, type: 'created', ids: [id] },
        ],
      };
    },
  };
}
