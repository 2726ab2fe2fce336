import type { FigureList, HomeCard } from '../../src/registry/business-figures';
import type { AnyResource } from '../../src/registry/define-resource';
import type { Db } from '../db/db';
import { hasTable, quoteIdent, tableModel } from '../db/table-model';
import { searchQuery } from '../desk/folder-counts';
import { buildListQuery } from '../http/list-query';
import { totalSums } from '../resources/total-sums';
import { sumsFromRollups } from '../rollups/list-sums';
import { hasRollups } from '../rollups/rollup-ddl';

/**
 * A figure measured over its list: the rows `GET /admin/{name}` answers for
 * the list's filters (a saved view's own filter included), through the same
 * query builder, counted or summed as the list's `meta.total` and
 * `meta.totals` are. 0 when the registry has no such list.
 */
export async function measureList(
  db: Db,
  registry: readonly AnyResource[],
  list: FigureList,
  measure: HomeCard['measure'],
): Promise<number> {
  const entry = registry.find((r) => r.name === list.resource);
  const view = entry?.source;
  const table = view ? registry.find((r) => r.name === view.resource) : entry;
  if (!table || !hasTable(table)) return 0;
  const model = tableModel(table);
  const query = searchQuery([
    ...(view
      ? [
          {
            ...view.filter,
            value:
              typeof view.filter.value === 'string'
                ? view.filter.value
                : view.filter.value.join(','),
          },
        ]
      : []),
    ...list.filters,
  ]);
  if ('sum' in measure)
    return (
      (await totalSums(db, registry, model, query, [measure.sum]))[
        measure.sum
      ] ?? 0
    );
  const q = buildListQuery(model, query, { unpaged: true });
  // Orders today and in 30 days: their facts' count, as the list's totals.
  const [counted] =
    (hasRollups(registry)
      ? await sumsFromRollups(db, model, query, ['orders'])
      : undefined) ?? [];
  if (counted !== undefined) return counted;
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM ${quoteIdent(model.table)} ${q.where}`,
    q.params,
  );
  return rows[0]?.n ?? 0;
}
