import type { ReactNode } from 'react';
import { DataGrid, type DataGridProps } from '@mui/x-data-grid';
import Box from '@mui/material/Box';
import { gridSlots } from '../../../components/grid/grid-slots';
import { ListToolbar } from './list-toolbar';
import { EmptyState } from './empty-state';

declare module '@mui/x-data-grid' {
  interface NoRowsOverlayPropsOverrides {
    message: string;
    onClear?: () => void;
  }
}

/**
 * The empty state as the grid's one row. A grid may own only rows, and this
 * one holds a button ("Clear filters"): as the overlay's bare content it
 * broke that rule (axe: aria-required-children) for every list whose
 * filters matched nothing.
 */
function EmptyRow(props: { message: string; onClear?: () => void }) {
  return (
    <Box role="row" sx={{ height: '100%' }}>
      <Box role="gridcell" sx={{ height: '100%' }}>
        <EmptyState {...props} />
      </Box>
    </Box>
  );
}

export interface ListGridProps extends Omit<
  DataGridProps,
  'slots' | 'slotProps'
> {
  /** The page's search and filters, in the toolbar's row. */
  filterBar: ReactNode;
  /** What an empty page says, and how to clear its filters. */
  empty: { message: string; onClear?: () => void };
}

/**
 * The generic list's DataGrid with its toolbar (the page's filters in the
 * grid's own row) and empty state.
 */
export function ListGrid({
  filterBar,
  empty,
  density = 'standard',
  onDensityChange,
  ...props
}: ListGridProps) {
  return (
    <DataGrid
      {...props}
      density={density}
      onDensityChange={onDensityChange}
      showToolbar
      slots={{
        ...gridSlots,
        toolbar: ListToolbar,
        noRowsOverlay: EmptyRow,
      }}
      slotProps={{
        toolbar: {
          density,
          onDensityChange: (next) => onDensityChange?.(next),
          filterBar,
        },
        noRowsOverlay: empty,
        loadingOverlay: { variant: 'skeleton', noRowsVariant: 'skeleton' },
      }}
    />
  );
}
