/** The most ids one bulk call takes: a resource's bulk actions and the desk's alike. */
export const maxBulkIds = 500;

/** A bulk call's `ids` as JSON Schema: what the routes' checks take. */
export const bulkIdsSchema = {
  type: 'array',
  minItems: 1,
  maxItems: maxBulkIds,
  items: { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER },
} as const;
