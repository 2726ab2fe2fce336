import type { Registry } from './create-registry';
import type { AnyResource } from './define-resource';

/**
 * What one of a resource's records is called in a sentence. A saved view's
 * records are its source's, and its own label names the screen (Finance ›
 * Payout Request lists settlements): so its actions read "Verify 4
 * settlements?", not "Verify 4 payout request?".
 *
 * @example
 * recordLabel(payoutRequest, registry); // { one: 'Settlement', many: 'Settlements' }
 */
export function recordLabel(
  resource: AnyResource,
  registry: Pick<Registry, 'byName'>,
): AnyResource['label'] {
  const source = resource.source && registry.byName(resource.source.resource);
  return source ? source.label : resource.label;
}
