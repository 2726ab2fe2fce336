import { useRegistry } from '../providers/registry-context';
import type { AnyResource } from '../registry/define-resource';

/**
 * The registry entry behind a console route key. A missing key is a wiring
 * bug (routes are generated from the same registry), so it throws with the
 * fix rather than rendering an empty screen.
 */
export function useResourceEntry(key: string): AnyResource {
  const entry = useRegistry().byKey(key);
  if (!entry) {
    throw new Error(
      `No registry entry has the route key '${key}'; add it to the registry or fix the route.`,
    );
  }
  return entry;
}
