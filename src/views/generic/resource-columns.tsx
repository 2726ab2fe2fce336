import type { GridColDef } from '@mui/x-data-grid';
import type { AnyResource, FieldSpec } from '../../registry/define-resource';
import { defaultColumnNames } from '../../registry/list-extras';
import { FieldValue } from '../../components/fields/field-value';
import type { ReferenceTitles } from '../../providers/response-extras';

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

const widths: Partial<Record<FieldSpec['kind'], number>> = {
  money: 130,
  percent: 90,
  number: 100,
  boolean: 90,
  enum: 150,
  date: 130,
  datetime: 180,
  time: 90,
  image: 90,
};

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
  if (!names.includes('createdAt') && resource.report === undefined)
    names.push('createdAt');
  return names.flatMap((name): GridColDef[] => {
    const field = fieldOf(resource, name);
    if (!field) return [];
    const isNumeric =
      field.kind === 'money' ||
      field.kind === 'number' ||
      field.kind === 'percent';
    const fixed = widths[field.kind];
    return [
      {
        field: name,
        headerName: field.label,
        sortable: Boolean(field.sortable),
        filterable: false,
        align: isNumeric ? 'right' : 'left',
        headerAlign: isNumeric ? 'right' : 'left',
        ...(name === 'id'
          ? { width: 80 }
          : fixed
            ? { width: fixed }
            : { flex: 1, minWidth: 160 }),
        renderCell: ({ value }: { value?: unknown }) => (
          <FieldValue field={field} value={value} dense titles={titles[name]} />
        ),
      },
    ];
  });
}
