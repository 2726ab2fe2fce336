import type { ReactNode } from 'react';
import type {
  GridColDef,
  GridRowId,
  GridValidRowModel,
} from '@mui/x-data-grid';

/** What a list's cell is drawn from: its row's id and record, its field's value. */
export interface ListCellParams {
  id: GridRowId;
  value?: unknown;
  row: GridValidRowModel;
}

/**
 * A list's column: a DataGrid column whose cell needs only its row and
 * value, not the grid's API, so that the list's first paint
 * (`ListGridPreview`) draws the same cells before the grid has loaded.
 */
export type ListColumn = GridColDef & {
  renderCell: (params: ListCellParams) => ReactNode;
};
