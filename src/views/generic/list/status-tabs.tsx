import {
  useDataProvider,
  type CrudFilter,
  type LogicalFilter,
} from '@refinedev/core';
import { useQueries, type QueryFunctionContext } from '@tanstack/react-query';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { humanizeEnum } from '../../../components/fields/format';
import { STATUS_COUNTS_KEY } from './status-counts-key';

interface StatusTabsProps {
  resourceKey: string;
  stateField: string;
  states: readonly string[];
  /** The list's filters; the counts respect every one but the state field's. */
  filters: readonly CrudFilter[];
  /** A saved view's fixed filters, which every count keeps. */
  permanent: readonly CrudFilter[];
  onSelect: (filters: LogicalFilter[]) => void;
  /**
   * False while the grid loads its rows: the counts wait, so the grid's own
   * request is not queued behind them (a browser opens 6 connections per host).
   */
  isEnabled: boolean;
}

const COUNT_STALE_MS = 30_000;

function selectedState(filters: readonly CrudFilter[], field: string): string {
  const mine = filters.filter(
    (f): f is LogicalFilter => 'field' in f && f.field === field,
  );
  const eq: unknown = mine.find((f) => f.operator === 'eq')?.value;
  return typeof eq === 'string' ? eq : 'ALL';
}

/**
 * "All" and one tab per state with live counts: one `perPage=1` request per
 * state, in parallel once the grid has its rows, and cached (`meta.total`).
 * A tab sets the state filter.
 */
export function StatusTabs({
  resourceKey,
  stateField,
  states,
  filters,
  permanent,
  onSelect,
  isEnabled,
}: StatusTabsProps) {
  const getDataProvider = useDataProvider();
  const others = filters.filter(
    (f) => !('field' in f && f.field === stateField),
  );
  const tabs = ['ALL', ...states];
  const counts = useQueries({
    queries: tabs.map((state) => {
      const stateFilters: CrudFilter[] =
        state === 'ALL'
          ? [...others, ...permanent]
          : [
              ...others,
              ...permanent,
              { field: stateField, operator: 'eq', value: state },
            ];
      return {
        queryKey: [STATUS_COUNTS_KEY, resourceKey, state, stateFilters],
        queryFn: async (context: QueryFunctionContext) => {
          const { total } = await getDataProvider().getList({
            resource: resourceKey,
            pagination: { currentPage: 1, pageSize: 1 },
            filters: stateFilters,
            meta: { queryContext: context },
          });
          return total;
        },
        staleTime: COUNT_STALE_MS,
        enabled: isEnabled,
      };
    }),
  });
  const current = selectedState(filters, stateField);
  return (
    <Tabs
      value={tabs.includes(current) ? current : 'ALL'}
      onChange={(_, value: string) =>
        onSelect([
          {
            field: stateField,
            operator: 'eq',
            value: value === 'ALL' ? undefined : value,
          },
          { field: stateField, operator: 'in', value: undefined },
        ])
      }
      variant="scrollable"
      scrollButtons="auto"
      aria-label="Status"
      sx={{ px: 2, borderBottom: 1, borderColor: 'divider' }}
    >
      {tabs.map((state, i) => {
        const total = counts[i]?.data;
        const label = state === 'ALL' ? 'All' : humanizeEnum(state);
        return (
          <Tab
            key={state}
            value={state}
            label={
              total === undefined
                ? label
                : `${label} (${total.toLocaleString('en-MY')})`
            }
          />
        );
      })}
    </Tabs>
  );
}
