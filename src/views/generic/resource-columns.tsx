import type { GridColDef, GridRowId } from '@mui/x-data-grid';
import { columnLabel } from '../../registry/column-label';
import { columnWidth, isNameColumn } from '../../registry/column-width';
import type { AnyResource } from '../../registry/define-resource';
import { kindOf } from '../../registry/field-kinds/kind-table';
import {
  fieldOf,
  keyColumnName,
  shownColumnNames,
  WARNINGS_COLUMN_PX,
} from '../../registry/list-columns';
import { CellValue } from './list/list-titles';
import type { ReferenceTitles } from '../../providers/response-extras';
import { resourceKey } from '../../registry/resource-key';
import { RecordKeyLink } from './list/record-key-link';
import { pagePaths } from '../../registry/paths';
import { warningsField } from '../../registry/record-warnings';
import { RecordWarningsMarker } from '../../components/fields/record-warnings-marker';
import { wrapsClass } from '../../components/grid/report-grid';

/**
 * Registry fields → DataGrid columns: `names`, by default those the list
 * shows at first (list-columns.ts). Only fields the API declares sortable
 * are sortable in the grid, so a click never produces a 422. Reference
 * cells read their titles from `titles`, which the list request answered
 * (`include=`), so no cell asks anything of its own. Without `titles`
 * they read the page's from the list page (ListTitles), so that a list's
 * columns outlast a page turn.
 */
export function resourceColumns(
  resource: AnyResource,
  titles?: ReferenceTitles,
  names: readonly string[] = shownColumnNames(resource),
): GridColDef[] {
  // The cell that names the record links to its page (open in a new tab
  // works). Reports have no pages; their headers and names wrap to fit.
  const keyColumn = keyColumnName(resource, names);
  const headerWraps = resource.report !== undefined;
  const columns = names.flatMap((name): GridColDef[] => {
    const field = fieldOf(resource, name);
    if (!field) return [];
    const { align } = kindOf(field).grid;
    return [
      {
        field: name,
        headerName: columnLabel(field),
        sortable: Boolean(field.sortable),
        filterable: false,
        align,
        headerAlign: align,
        ...columnWidth(name, field, {
          isKey: name === keyColumn,
          headerWraps,
        }),
        // A report's long name takes a second line; a list's ends in an ellipsis.
        ...(headerWraps &&
          isNameColumn(name, field) && { cellClassName: wrapsClass }),
        renderCell: ({ id, value }: { id: GridRowId; value?: unknown }) => {
          const shown = (
            <CellValue
              field={field}
              name={name}
              value={value}
              titles={titles}
            />
          );
          return name === keyColumn ? (
            <RecordKeyLink to={pagePaths.show(resourceKey(resource), id)}>
              {shown}
            </RecordKeyLink>
          ) : (
            shown
          );
        },
      },
    ];
  });
  if (!resource.warnings) return columns;
  // What the server found wrong with a row, right after what names it.
  const at = columns.findIndex((c) => c.field === keyColumn) + 1;
  return [...columns.slice(0, at), warningsColumn, ...columns.slice(at)];
}

/** The entry's `warnings`, each row's as a marker; the API computes them, so nothing sorts by them. */
const warningsColumn: GridColDef = {
  field: warningsField,
  headerName: 'Warnings',
  sortable: false,
  filterable: false,
  width: WARNINGS_COLUMN_PX,
  // The marker is an element, not text: the grid centres it in the row.
  display: 'flex',
  renderCell: ({ row }: { row: Record<string, unknown> }) => (
    <RecordWarningsMarker record={row} />
  ),
};
