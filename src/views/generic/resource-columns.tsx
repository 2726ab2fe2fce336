import { columnLabel } from './list/column-label';
import type { GridColDef, GridRowId } from '@mui/x-data-grid';
import type { AnyResource, FieldSpec } from '../../registry/define-resource';
import { kindOf } from '../../registry/field-kinds/kind-table';
import { defaultColumnNames } from '../../registry/list-extras';
import { FieldValue } from '../../components/fields/field-value';
import type { ReferenceTitles } from '../../providers/response-extras';
import { resourceKey } from '../../registry/resource-key';
import { columnWidth } from './list/column-width';
import { RecordKeyLink } from './list/record-key-link';
import { pagePaths } from '../../registry/paths';
import { warningsField } from '../../registry/record-warnings';
import { RecordWarningsMarker } from '../../components/fields/record-warnings-marker';

const implicitFields: Record<string, FieldSpec> = {
  id: { kind: 'number', label: 'ID', sortable: true, readOnly: true },
  createdAt: {
    kind: 'datetime',
    label: 'Created',
    sortable: true,
    readOnly: true,
  },
  updatedAt: {
    kind: 'datetime',
    label: 'Updated',
    sortable: true,
    readOnly: true,
  },
};

/** A field of the entry, including the implicit id/createdAt/updatedAt. */
export function fieldOf(
  resource: AnyResource,
  name: string,
): FieldSpec | undefined {
  return resource.fields[name] ?? implicitFields[name];
}

/**
 * Registry fields → DataGrid columns. Only fields the API declares sortable
 * are sortable in the grid, so a click never produces a 422. Reference
 * cells read their titles from `titles`, which the list request answered
 * (`include=`), so no cell asks anything of its own.
 */
export function resourceColumns(
  resource: AnyResource,
  titles: ReferenceTitles = {},
): GridColDef[] {
  const names = [
    'id',
    ...defaultColumnNames(resource).filter((n) => n !== 'id'),
  ];
  // When a record has no time of its own among the columns (an order's
  // Placed), its creation time tells rows apart.
  const hasTime = names.some((n) => fieldOf(resource, n)?.kind === 'datetime');
  if (!hasTime && resource.report === undefined) names.push('createdAt');
  // The cell that names the record links to its page (open in a new tab
  // works): the title field when shown, else the id. Reports have no pages.
  const keyColumn =
    resource.report !== undefined
      ? undefined
      : resource.titleField && names.includes(resource.titleField)
        ? resource.titleField
        : 'id';
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
        ...columnWidth(name, field, name === keyColumn),
        renderCell: ({ id, value }: { id: GridRowId; value?: unknown }) => {
          const shown = (
            <FieldValue
              field={field}
              value={value}
              dense
              titles={titles[name]}
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
  width: 170,
  renderCell: ({ row }: { row: Record<string, unknown> }) => (
    <RecordWarningsMarker record={row} />
  ),
};
