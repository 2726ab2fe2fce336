import type { ReactNode } from 'react';
import { DataGrid, type DataGridProps } from '@mui/x-data-grid';
import { gridSlots } from '../../../components/grid/grid-slots';
import { ListToolbar } from './list-toolbar';
import { EmptyState } from './empty-state';
import type { ListColumn } from './list-column';

declare module '@mui/x-data-grid' {
  interface NoRowsOverlayPropsOverrides {
    message: string;
    onClear?: () => void;
  }
}

export interface ListGridProps extends Omit<
  DataGridProps,
  'columns' | 'slots' | 'slotProps'
> {
  columns: readonly ListColumn[];
  /** The page's search and filters, in the toolbar's row. */
  filterBar: ReactNode;
  /** What an empty page says, and how to clear its filters. */
  empty: { message: string; onClear?: () => void };
}

/**
 * The generic list's DataGrid with its toolbar and empty state: a module of
 * its own, so that the grid's chunk (the largest a list loads) downloads
 * while the page's first paint (`ListGridPreview`) is already on screen
 * rather than before it.
 */
export default function ListGrid({
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
        noRowsOverlay: EmptyState,
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
