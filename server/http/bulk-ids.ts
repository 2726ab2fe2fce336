import { unprocessable } from './errors';

/** The most ids one bulk call takes: a resource's bulk actions and the desk's alike. */
export const maxBulkIds = 500;

/** The most rows one bulk job runs on, named by ids or matched by a filter. */
export const maxJobIds = 10_000;

/** A list of `max` ids at most as JSON Schema: what the routes' checks take. */
export const idsSchema = (max: number) =>
  ({
    type: 'array',
    minItems: 1,
    maxItems: max,
    items: { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER },
  }) as const;

/** A bulk call's `ids` as JSON Schema. */
export const bulkIdsSchema = idsSchema(maxBulkIds);

/**
 * The body's `ids`: 1 to `max` positive whole numbers, each kept once in
 * the order first sent, or a 422 on `ids`.
 */
export function readBulkIds(body: unknown, max: number): number[] {
  const ids =
    body && typeof body === 'object' && !Array.isArray(body)
      ? (body as Record<string, unknown>).ids
      : undefined;
  if (!Array.isArray(ids) || ids.length === 0)
    throw unprocessable({
      ids: ['Send { "ids": [1, 2, …] } with at least one id'],
    });
  if (ids.length > max)
    throw unprocessable({
      ids: [`At most ${max.toLocaleString('en-US')} ids at a time`],
    });
  if (
    !ids.every(
      (id) => typeof id === 'number' && Number.isSafeInteger(id) && id > 0,
    )
  ) {
    throw unprocessable({ ids: ['Every id must be a positive whole number'] });
  }
  return [...new Set(ids as number[])];
}
