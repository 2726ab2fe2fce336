/**
 * Query-key prefix of a resource's status-tab counts; invalidate
 * `[STATUS_COUNTS_KEY, resourceKey]` to recount. A module of its own so the
 * realtime layer can name it without loading the list page's code.
 */
export const STATUS_COUNTS_KEY = 'status-counts';
