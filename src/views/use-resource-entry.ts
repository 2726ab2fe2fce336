import { resources } from '../../resources.config';
import type { AnyResource } from '../registry/define-resource';
import { resourceKey } from '../registry/resource-key';

const byKey = new Map<string, AnyResource>(
  (resources as readonly AnyResource[]).map((r) => [resourceKey(r), r]),
);

/**
 * The registry entry behind a console route key. A missing key is a wiring
 * bug (routes are generated from the same registry), so it throws with the
 * fix rather than rendering an empty screen.
 */
export function useResourceEntry(key: string): AnyResource {
  const entry = byKey.get(key);
  if (!entry) {
    throw new Error(
      `No registry entry has the route key '${key}'; add it to resources.config.ts or fix the route.`,
    );
  }
  return entry;
}
