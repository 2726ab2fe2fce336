import type { AnyResource } from '../../../registry/define-resource';
import { enums } from '../../../registry/enums';

/** Resources whose state machine is worth tabs even without `list.statusTabs`. */
const tabbedByName = new Set([
  'orders',
  'settlements',
  'payout-request',
  'pocket-withdrawals',
  'enquiries',
]);

/**
 * The states a list's status tabs offer ("All" comes first, not listed), or
 * null when the list has no tabs. A saved view only offers the states its
 * fixed filter lets through.
 */
export function statusTabStates(
  resource: AnyResource,
): readonly string[] | null {
  const stateField = resource.stateField;
  if (!stateField) return null;
  if (!resource.list?.statusTabs && !tabbedByName.has(resource.name))
    return null;
  const field = resource.fields[stateField];
  if (field?.kind !== 'enum') return null;
  const source = resource.source?.filter;
  if (source?.field === stateField) {
    return typeof source.value === 'string' ? [source.value] : source.value;
  }
  return enums[field.enumKey];
}
