import { useEffect, type ReactNode, type RefObject } from 'react';
import { DataGrid, useGridApiRef, type DataGridProps } from '@mui/x-data-grid';
import { gridSlots } from '../../../components/grid/grid-slots';
import { ListToolbar } from './list-toolbar';
import { EmptyState } from './empty-state';
import type { ListColumn } from './list-column';
import type { FocusedCell } from './list-grid-preview';

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
  /** The first paint's focused cell, to be focused again in the grid. */
  handoffRef?: RefObject<FocusedCell | null>;
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
  handoffRef,
  apiRef: givenApiRef,
  ...props
}: ListGridProps) {
  const ownApiRef = useGridApiRef();
  const apiRef = givenApiRef ?? ownApiRef;
  // A keyboard user who tabbed into the first paint's rows keeps their place.
  useEffect(() => {
    const cell = handoffRef?.current;
    if (!cell || !apiRef.current) return;
    handoffRef.current = null;
    const id = apiRef.current
      .getAllRowIds()
      .find((rowId) => String(rowId) === String(cell.id));
    if (id !== undefined) apiRef.current.setCellFocus(id, cell.field);
  }, [apiRef, handoffRef]);
  return (
    <DataGrid
      {...props}
      apiRef={apiRef}
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
