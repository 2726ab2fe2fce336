import { useRef, type ReactNode } from 'react';
import { DataGrid, type DataGridProps } from '@mui/x-data-grid';
import Box from '@mui/material/Box';
import { gridSlots } from '../../../components/grid/grid-slots';
import { ListToolbar } from './list-toolbar';
import { EmptyState } from './empty-state';
import { askSort, type AskedSorts } from './ask-sort';

declare module '@mui/x-data-grid' {
  interface NoRowsOverlayPropsOverrides {
    message: string;
    onClear?: () => void;
    failure?: ReactNode;
  }
  interface NoResultsOverlayPropsOverrides {
    failure?: ReactNode;
  }
}

/**
 * An overlay as the grid's one row. A grid may own only rows, and the empty
 * state and the failed read both hold a button ("Clear filters", "Try
 * again"): as the overlay's bare content the empty state broke that rule
 * (axe: aria-required-children) for every list whose filters matched
 * nothing.
 */
function OverlayRow({ children }: { children: ReactNode }) {
  return (
    <Box role="row" sx={{ height: '100%' }}>
      <Box role="gridcell" sx={{ height: '100%' }}>
        {children}
      </Box>
    </Box>
  );
}

function NoRowsRow({
  failure,
  ...empty
}: {
  message: string;
  onClear?: () => void;
  failure?: ReactNode;
}) {
  return <OverlayRow>{failure ?? <EmptyState {...empty} />}</OverlayRow>;
}

/**
 * A failed read whose page held rows before: the grid's row count is still
 * the last total (a deep link's page stays in range), so the grid takes its
 * empty rows for a filter's "No results".
 */
function FailedRow({ failure }: { failure?: ReactNode }) {
  return <OverlayRow>{failure}</OverlayRow>;
}

export interface ListGridProps extends Omit<
  DataGridProps,
  'slots' | 'slotProps'
> {
  /** The page's search and filters, in the toolbar's row. */
  filterBar: ReactNode;
  /** What an empty page says, and how to clear its filters. */
  empty: { message: string; onClear?: () => void };
  /**
   * The read that failed, in the rows' place (with no pager). The grid
   * stays, so its toolbar's search box keeps the focus and what was typed.
   */
  failure?: ReactNode;
}

/**
 * The generic list's DataGrid with its toolbar (the page's filters in the
 * grid's own row), empty state and failed read.
 */
export function ListGrid({
  filterBar,
  empty,
  failure,
  hideFooter,
  density = 'standard',
  onDensityChange,
  sortModel,
  onSortModelChange,
  ...props
}: ListGridProps) {
  // The sorts the header asked for that the list has not shown yet: a
  // second click builds on them (ask-sort.ts).
  const askedSorts = useRef<AskedSorts | null>(null);
  return (
    <DataGrid
      {...props}
      sortModel={sortModel}
      onSortModelChange={(computed, details) => {
        const { model, asked } = askSort(
          askedSorts.current,
          sortModel ?? [],
          computed,
        );
        askedSorts.current = asked;
        onSortModelChange?.(model, details);
      }}
      density={density}
      onDensityChange={onDensityChange}
      showToolbar
      hideFooter={hideFooter || Boolean(failure)}
      slots={{
        ...gridSlots,
        toolbar: ListToolbar,
        noRowsOverlay: NoRowsRow,
        ...(failure ? { noResultsOverlay: FailedRow } : {}),
      }}
      slotProps={{
        toolbar: {
          density,
          onDensityChange: (next) => onDensityChange?.(next),
          filterBar,
        },
        noRowsOverlay: { ...empty, failure },
        noResultsOverlay: { failure },
        loadingOverlay: { variant: 'skeleton', noRowsVariant: 'skeleton' },
      }}
    />
  );
}
