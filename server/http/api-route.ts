import { apiVersionPrefix } from '../../src/registry/paths';

/**
 * A route's full path from the registry's path builders, which are relative
 * to the API's version prefix like the console's calls.
 *
 * @example
 * app.get(apiRoute(apiPaths.record('orders', ':id')), handler)
 */
export function apiRoute(path: string): string {
  return `${apiVersionPrefix}${path}`;
}
