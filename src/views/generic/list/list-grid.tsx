import type { ReactNode } from 'react';
import { DataGrid, type DataGridProps } from '@mui/x-data-grid';
import { gridSlots } from '../../../components/grid/grid-slots';
import { ListToolbar } from './list-toolbar';
import { EmptyState } from './empty-state';

declare module '@mui/x-data-grid' {
  interface NoRowsOverlayPropsOverrides {
    message: string;
    onClear?: () => void;
  }
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
