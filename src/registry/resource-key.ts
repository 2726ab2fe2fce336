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

/** The console's page of one record, by its resource's key (`/admin/orders/show/42`). */
export function recordPagePath(key: string, id: string | number): string {
  return `/admin/${key}/show/${encodeURIComponent(String(id))}`;
}

/** The console's list page of a resource, by its key (`/admin/orders`). */
export function listPagePath(key: string): string {
  return `/admin/${key}`;
}

/**
 * The console's list of a resource filtered to one value of a field, in the
 * list's URL format (`/admin/orders?filters[0][field]=customerId&…`): a
 * customer's orders, an outlet's menus.
 */
export function filteredListPath(
  key: string,
  field: string,
  value: string | number,
): string {
  return `${listPagePath(key)}?filters[0][field]=${encodeURIComponent(field)}&filters[0][operator]=eq&filters[0][value]=${encodeURIComponent(String(value))}`;
}

/** The API path of a bulk action (`/admin/settlements/bulk-verify`). */
export function bulkActionApiPath(
  resource: Pick<AnyResource, 'name' | 'source' | 'report'>,
  action: string,
): string {
  return `/admin/${apiResourceName(resource)}/bulk-${action}`;
}

/** The API path of a record's action (`/admin/orders/42/approve`). */
export function actionApiPath(
  resource: Pick<AnyResource, 'name' | 'source' | 'report'>,
  id: string | number,
  action: string,
): string {
  return `/admin/${apiResourceName(resource)}/${encodeURIComponent(String(id))}/${action}`;
}
