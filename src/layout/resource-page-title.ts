/** What Refine's DocumentTitleHandler knows about the current route. */
export interface RoutePageInfo {
  /** The resource's label (`meta.label`), when the route is a resource's. */
  label?: string;
  action?: string;
  id?: string;
}

/**
 * The page title of a registry resource's page: 'Orders', 'Orders #12',
 * 'Orders · New', 'Orders #12 · Edit'. Other routes have none here; their
 * pages set their own.
 */
export function resourcePageTitle({
  label,
  action,
  id,
}: RoutePageInfo): string | undefined {
  if (!label) return undefined;
  switch (action) {
    case 'list':
      return label;
    case 'show':
      return id ? `${label} #${id}` : label;
    case 'create':
      return `${label} · New`;
    case 'edit':
      return id ? `${label} #${id} · Edit` : `${label} · Edit`;
    default:
      return undefined;
  }
}
