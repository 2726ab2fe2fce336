import type { AnyResource } from '../../src/registry/define-resource';
import { isBuiltInRecord } from '../../src/registry/built-in-records';
import { conflict } from '../http/errors';
import type { WireRecord } from './record-store';

/**
 * Records the code depends on by name (the built-in roles: finance review
 * and four eyes ask for FINANCE_REVIEWER) stay: they are neither deleted nor
 * renamed. The entry's `builtIn` declares the flag and the fixed fields.
 *
 * @throws ApiError 409 naming the record and why it stays.
 */
export function guardBuiltIn(
  resource: AnyResource,
  verb: 'update' | 'delete',
  before: WireRecord,
  values: WireRecord = {},
): void {
  const rule = resource.builtIn;
  if (!rule || !isBuiltInRecord(resource, before)) return;
  const title = String(before[resource.titleField ?? 'id']);
  const what = `${resource.label.one} ${title} is built in`;
  if (verb === 'delete')
    throw conflict(`${what} and cannot be deleted: ${rule.why}`);
  const changed = rule.fixed.filter(
    (field) => field in values && values[field] !== before[field],
  );
  if (changed.length > 0)
    throw conflict(
      `${what}: its ${changed.join(', ')} cannot change, because ${rule.why}`,
    );
  if (rule.flag in values && values[rule.flag] !== true)
    throw conflict(`${what} and stays so: ${rule.why}`);
}
