import type { AnyResource } from '../../registry/define-resource';
import { resourceKey } from '../../registry/resource-key';

/**
 * The entry that shows `apiName`'s records as statements (Finance ›
 * Merchant Statements over settlements) and whether a record with state
 * `state` is one of its: a view's fixed filter decides which records it holds.
 */
export function statementPageOf(
  apiName: string,
  state: unknown,
  registry: readonly AnyResource[],
): string | undefined {
  const entry = registry.find(
    (r) =>
      r.show?.view === 'statement' &&
      (r.source?.resource ?? r.name) === apiName,
  );
  if (!entry) return undefined;
  const filter = entry.source?.filter;
  const holds =
    !filter ||
    filter.field !== entry.stateField ||
    (typeof filter.value === 'string'
      ? filter.value === state
      : filter.value.includes(String(state)));
  return holds ? resourceKey(entry) : undefined;
}
