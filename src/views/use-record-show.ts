import { useShow } from '@refinedev/core';
import { referenceFields } from '../registry/list-extras';
import { titlesOf } from '../providers/response-extras';
import { useResourceEntry } from './use-resource-entry';
import { listedRow } from './listed-rows';

type Row = Record<string, unknown>;

/**
 * A show page's record and the titles of everything it refers to, in one
 * request (`include=` every reference field), so the page's links name
 * their records without a call each; and, until it answers, the row the
 * list that opened the page showed (`listed`), whose title the heading can
 * show at once.
 *
 * @example
 * const { query, record, titles } = useRecordShow('orders', '42');
 * titles.outletId?.[String(record?.outletId)]; // 'Nasi Kandar Pelita Bangsar'
 */
export function useRecordShow(resourceKey: string, id: string) {
  const resource = useResourceEntry(resourceKey);
  const { query, result } = useShow<Row>({
    resource: resourceKey,
    id,
    meta: { include: referenceFields(resource) },
  });
  const listed = query.isLoading ? listedRow(resourceKey, id) : undefined;
  return { query, record: result, titles: titlesOf(query.data), listed };
}
