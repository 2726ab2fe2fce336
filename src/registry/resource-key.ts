import type { AnyResource } from './define-resource';

/**
 * The key a resource is known by in the console: its route under /admin when
 * it has one ("user-withdrawal"), else its API name. Refine identifiers, route
 * paths and view lookups all use it, so two entries over one API
 * (payout-history and payout-request over settlements) stay distinct.
 */
export function resourceKey(
  resource: Pick<AnyResource, 'name' | 'route'>,
): string {
  return resource.route ?? resource.name;
}

/**
 * The path under /admin that a resource's list calls go to: the source's for
 * saved views, the report endpoint for reports, else its own name.
 */
export function apiResourceName(
  resource: Pick<AnyResource, 'name' | 'source' | 'report'>,
): string {
  return (
    resource.source?.resource ?? resource.report?.endpoint ?? resource.name
  );
}
