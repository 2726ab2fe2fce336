/**
 * Every path of the API (under `/api/v1`) and of the console's pages, built in
 * one place from the registry's names. The API's routes (ids as `:id`), its
 * OpenAPI document (`{id}`) and the console's calls and links (the record's id)
 * use the same builders, so a renamed segment cannot leave one of them behind.
 * Lint forbids writing an `/admin` path anywhere else.
 */

/** The API's version prefix; the console's base URL ends with it too. */
export const apiVersionPrefix = '/api/v1';

const admin = '/admin';

/** The id placeholders of Fastify routes and OpenAPI paths, kept as they are. */
const idPlaceholders: ReadonlySet<string> = new Set([
  ':id',
  '{id}',
  ':revisionId',
  '{revisionId}',
]);

/** A record id as a path segment: a real id is encoded, a placeholder is not. */
function idSegment(id: string | number): string {
  const text = String(id);
  return idPlaceholders.has(text) ? text : encodeURIComponent(text);
}

/**
 * Paths of the admin API relative to `/api/v1`, by API name (a resource's
 * `apiResourceName`: the source of a saved view, a report's endpoint).
 *
 * @example
 * apiPaths.action('orders', 42, 'approve') // '/admin/orders/42/approve'
 * apiPaths.record('orders', ':id')         // '/admin/orders/:id' (a route)
 */
/**
 * The socket's name for a bulk job's progress notices: no registry entry,
 * heard by the job's owner alone (the live provider passes them on).
 */
export const bulkJobsNotices = 'bulk-jobs';

export const apiPaths = {
  /** Every admin path starts with it: the server authenticates below it. */
  adminRoot: admin,
  collection: (apiName: string) => `${admin}/${apiName}`,
  record: (apiName: string, id: string | number) =>
    `${admin}/${apiName}/${idSegment(id)}`,
  action: (apiName: string, id: string | number, action: string) =>
    `${admin}/${apiName}/${idSegment(id)}/${action}`,
  bulkAction: (apiName: string, action: string) =>
    `${admin}/${apiName}/bulk-${action}`,
  /** Starts the bulk action as a job on the server (`{ ids }` or `{ filter }`): 202 with the job. */
  bulkActionJobs: (apiName: string, action: string) =>
    `${admin}/${apiName}/bulk-${action}/jobs`,
  /** A bulk job's progress and report, for the user who started it. */
  bulkJob: (id: string | number) => `${admin}/bulk-jobs/${idSegment(id)}`,
  importCsv: (apiName: string) => `${admin}/${apiName}/import`,
  exportCsv: (apiName: string) => `${admin}/${apiName}/export`,
  /** A record's section declared in `show.sections` (`/admin/merchants/7/outlet-performance-report`). */
  section: (ownerName: string, id: string | number, sectionPath: string) =>
    `${admin}/${ownerName}/${idSegment(id)}/${sectionPath}`,
  /** A record's revisions, newest first. */
  revisions: (apiName: string, id: string | number) =>
    `${admin}/${apiName}/${idSegment(id)}/revisions`,
  /** One revision with the record as it stood; 0 is the record before its first revision. */
  revision: (
    apiName: string,
    id: string | number,
    revisionId: string | number,
  ) =>
    `${admin}/${apiName}/${idSegment(id)}/revisions/${idSegment(revisionId)}`,
  /** Makes a new revision with a past one's editable values (If-Match). */
  restoreRevision: (
    apiName: string,
    id: string | number,
    revisionId: string | number,
  ) =>
    `${admin}/${apiName}/${idSegment(id)}/revisions/${idSegment(revisionId)}/restore`,
  profile: `${admin}/users/profile`,
  /** The signed-in user's own sidebar favourites and recent pages. */
  profilePreferences: `${admin}/users/profile/preferences`,
  /** The command palette's search: a few records of each entry the caller may read. */
  search: `${admin}/search`,
  /** The caller's saved list views: their own, their roles' and everyone's. */
  listViews: `${admin}/list-views`,
  listView: (id: string | number) => `${admin}/list-views/${idSegment(id)}`,
  /** Whether one view opens its list for the caller (`PUT { isDefault }`). */
  listViewDefault: (id: string | number) =>
    `${admin}/list-views/${idSegment(id)}/default`,
  dashboard: `${admin}/reportings/dashboard`,
  maintenance: `${admin}/maintenance`,
  realtimeStats: `${admin}/realtime/stats`,
} as const;

/** A list page's query that filters one field by equality, as the list's URL state reads it. */
function equalsFilterQuery(field: string, value: string | number): string {
  const encoded = encodeURIComponent(String(value));
  return `filters[0][field]=${encodeURIComponent(field)}&filters[0][operator]=eq&filters[0][value]=${encoded}`;
}

/**
 * The console's pages, by a resource's key (`resourceKey`: its route, else
 * its name). Route patterns pass `':id'`.
 *
 * @example
 * pagePaths.show('orders', 42)                        // '/admin/orders/show/42'
 * pagePaths.list('orders', { field: 'userId', value: 7 }) // filtered list
 */
export const pagePaths = {
  /** Not a page: it leads to Home, where a typed-in `/admin` means to go. */
  consoleRoot: admin,
  home: `${admin}/home`,
  profile: `${admin}/users/profile`,
  holidayCalendar: `${admin}/holidays/calendar`,
  list: (key: string, filter?: { field: string; value: string | number }) =>
    filter
      ? `${admin}/${key}?${equalsFilterQuery(filter.field, filter.value)}`
      : `${admin}/${key}`,
  show: (key: string, id: string | number) =>
    `${admin}/${key}/show/${idSegment(id)}`,
  edit: (key: string, id: string | number) =>
    `${admin}/${key}/edit/${idSegment(id)}`,
  create: (key: string) => `${admin}/${key}/create`,
} as const;
