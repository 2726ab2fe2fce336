import { useMemo } from 'react';
import { useMany, useOne } from '@refinedev/core';
import { useAbility } from '../../access/ability-context';
import { useRegistry } from '../../providers/registry-context';
import { resourceKey } from '../../registry/resource-key';
import { titleText } from '../../registry/record-title';
import { distinctReferenceKeys, referenceKey } from './reference-key';

type Row = Record<string, unknown>;

const noTitles: ReadonlyMap<string, string> = new Map();

/**
 * How long fetched titles count as fresh: a form re-rendering or remounting
 * its picker does not ask again. A rename shows after this or a reload.
 */
const TITLES_STALE_MS = 60_000;

/**
 * Titles of the records of resource `to` (a reference field's `to`) with the
 * given ids, as a map from the id (as a string) to the target's `titleField`.
 *
 * For what has no list or record request to name it (a form's chosen
 * reference); lists and show pages get titles with their own request
 * (`include=`). It sends at most one request per call: `GET /admin/{to}/{id}`
 * for a single id, else one list call filtered on `search[id][in]`.
 * Nothing is asked when the user may not read the target (the server would
 * answer 403) or when the target has no title; a failed or pending call
 * leaves the map empty, and callers show `#id` for what is missing.
 *
 * @example
 * const titles = useReferenceTitles('merchants', [12]);
 * titles.get('12'); // 'Nasi Lemak House'
 */
export function useReferenceTitles(
  to: string,
  ids: readonly unknown[],
): ReadonlyMap<string, string> {
  const ability = useAbility();
  const target = useRegistry().byName(to);
  const titleField = target?.titleField;
  const keys = distinctReferenceKeys(ids);
  const isAllowed =
    target !== undefined &&
    titleField !== undefined &&
    ability.can('read', target.subject);
  const single = keys.length === 1 ? keys[0] : undefined;
  const resource = target ? resourceKey(target) : to;
  // A 403 or 404 will not turn into a title on a second try, and `#id` still
  // links to the record, so a failed lookup is neither retried nor toasted.
  const one = useOne<Row>({
    resource,
    id: single ?? '',
    queryOptions: {
      enabled: isAllowed && single !== undefined,
      retry: false,
      staleTime: TITLES_STALE_MS,
    },
    errorNotification: false,
  });
  const many = useMany<Row>({
    resource,
    ids: keys,
    queryOptions: {
      enabled: isAllowed && keys.length > 1,
      retry: false,
      staleTime: TITLES_STALE_MS,
    },
    errorNotification: false,
  });
  const oneRecord = single !== undefined ? one.result : undefined;
  const records = keys.length > 1 ? many.result.data : undefined;
  return useMemo(() => {
    if (!isAllowed || !titleField) return noTitles;
    const found = records ?? (oneRecord ? [oneRecord] : []);
    const titles = new Map<string, string>();
    for (const record of found) {
      const key = referenceKey(record.id);
      const title = titleText(target, record[titleField]);
      if (key !== undefined && title !== '') titles.set(key, title);
    }
    return titles;
  }, [isAllowed, titleField, target, records, oneRecord]);
}
