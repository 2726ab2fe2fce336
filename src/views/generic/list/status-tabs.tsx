import type { CrudFilter, LogicalFilter } from '@refinedev/core';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { humanizeEnum } from '../../../components/fields/format';
import { LtrValue } from '../../../components/fields/ltr-value';
import { Phrase } from '../../../components/fields/phrase';

interface StatusTabsProps {
  stateField: string;
  states: readonly string[];
  /** The list's filters, to show which tab is selected. */
  filters: readonly CrudFilter[];
  /**
   * Rows per state as the list's own request counted them (`facets=`):
   * under every filter but the state field's, so each tab keeps its count
   * while another is selected. Undefined until the list has answered.
   */
  counts: Readonly<Record<string, number>> | undefined;
  onSelect: (filters: LogicalFilter[]) => void;
}

function selectedState(filters: readonly CrudFilter[], field: string): string {
  const mine = filters.filter(
    (f): f is LogicalFilter => 'field' in f && f.field === field,
  );
  const eq: unknown = mine.find((f) => f.operator === 'eq')?.value;
  return typeof eq === 'string' ? eq : 'ALL';
}

/**
 * Compact tabs: the orders' eight ("All" and seven states, with counts) fit
 * beside the 260 px sidebar at 1280 px; larger counts or narrower screens
 * scroll. Both scroll buttons then stay visible, the one with nothing left
 * to show dimmed, rather than one leaving a blank gap (MUI hides it).
 */
const tabsSx = {
  px: 2,
  borderBottom: 1,
  borderColor: 'divider',
  '& .MuiTab-root': { minWidth: 0, px: 3, fontSize: '0.875rem' },
  '& .MuiTabScrollButton-root': { width: 32, flexShrink: 0 },
  '& .MuiTabScrollButton-root.Mui-disabled': { opacity: 0.38 },
} as const;

/**
 * "All" and one tab per state with its count; a tab sets the state filter.
 * The counts come with the list's rows, so they cost no request of their
 * own and refresh whenever the list does (a filter, a live change).
 */
export function StatusTabs({
  stateField,
  states,
  filters,
  counts,
  onSelect,
}: StatusTabsProps) {
  const tabs = ['ALL', ...states];
  // A state the answer does not name has no rows.
  const countOf = (state: string) =>
    counts ? (counts[state] ?? 0) : undefined;
  // A saved view offers only some states; "All" is what its tabs add up to.
  const all = counts
    ? states.reduce((sum, state) => sum + (countOf(state) ?? 0), 0)
    : undefined;
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
      allowScrollButtonsMobile
      aria-label="Status"
      sx={tabsSx}
    >
      {tabs.map((state) => {
        const total = state === 'ALL' ? all : countOf(state);
        const label = state === 'ALL' ? 'All' : humanizeEnum(state);
        return (
          <Tab
            key={state}
            value={state}
            label={
              total === undefined ? (
                label
              ) : (
                <Phrase>
                  {label} (<LtrValue>{total.toLocaleString('en-MY')}</LtrValue>)
                </Phrase>
              )
            }
          />
        );
      })}
    </Tabs>
  );
}
