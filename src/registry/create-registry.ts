import type { AnyResource } from './define-resource';
import { resourceKey } from './resource-key';

/**
 * The registry the console runs on: its entries, in sidebar order, and the
 * two lookups every screen makes, by API name (a reference field's `to`) and
 * by console route key (a route's resource). Built once per console from the
 * entries `createConsoleApp` is given.
 */
export interface Registry {
  readonly resources: readonly AnyResource[];
  /** The entry whose `name` (API segment) is `name`, if any. */
  byName: (name: string) => AnyResource | undefined;
  /** The entry whose route key (`resourceKey`) is `key`, if any. */
  byKey: (key: string) => AnyResource | undefined;
}

/**
 * Indexes a list of entries (the product's `resources`, or a test's list
 * with one more) for lookups by API name and by route key.
 *
 * @example
 * const registry = createRegistry(resources);
 * registry.byName('merchant-outlets')?.titleField; // 'name'
 */
export function createRegistry(resources: readonly AnyResource[]): Registry {
  const byName = new Map(resources.map((r) => [r.name, r]));
  const byKey = new Map(resources.map((r) => [resourceKey(r), r]));
  return {
    resources,
    byName: (name) => byName.get(name),
    byKey: (key) => byKey.get(key),
  };
}
