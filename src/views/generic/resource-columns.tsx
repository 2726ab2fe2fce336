import { useMemo } from 'react';
import {
  gridRowsLookupSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
} from '@mui/x-data-grid';
import type {
  AnyResource,
  FieldSpec,
  ReferenceField,
} from '../../registry/define-resource';
import { FieldValue } from '../../components/fields/field-value';

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

/** The columns a list shows when the entry does not choose them. */
export function defaultColumnNames(resource: AnyResource): string[] {
  if (resource.list?.columns) return [...resource.list.columns];
  return Object.entries(resource.fields)
    .filter(
      ([, f]) => !f.hiddenInList && f.kind !== 'json' && f.kind !== 'longText',
    )
    .slice(0, 7)
    .map(([name]) => name);
}

/**
 * Registry fields → DataGrid columns. Only fields the API declares sortable
 * are sortable in the grid, so a click never produces a 422.
 */
export function resourceColumns(resource: AnyResource): GridColDef[] {
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
    const siblings =
      field.kind === 'reference' || field.kind === 'references'
        ? { field, names: referenceFieldNames(resource, field.to) }
        : undefined;
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
        renderCell: ({ value }: { value?: unknown }) =>
          siblings ? (
            <ReferenceCell
              field={siblings.field}
              value={value}
              fieldNames={siblings.names}
            />
          ) : (
            <FieldValue field={field} value={value} dense />
          ),
      },
    ];
  });
}

/** The entry's fields that point at resource `to`, in a stable order. */
function referenceFieldNames(resource: AnyResource, to: string): string[] {
  return Object.entries(resource.fields)
    .filter(
      ([, f]) =>
        (f.kind === 'reference' || f.kind === 'references') && f.to === to,
    )
    .map(([name]) => name);
}

interface ReferenceCellProps {
  field: ReferenceField;
  value: unknown;
  /** Every field of the row's entry that points at the same resource. */
  fieldNames: readonly string[];
}

/**
 * A reference cell that reads the title from the grid's current page: each
 * cell collects the same ids (all rows, all fields pointing at the same
 * resource), so every cell asks for the same query key and React Query sends
 * one request per referenced resource per page rather than one per row.
 */
function ReferenceCell({ field, value, fieldNames }: ReferenceCellProps) {
  const apiRef = useGridApiContext();
  const rows = useGridSelector(apiRef, gridRowsLookupSelector);
  const pageIds = useMemo(
    () =>
      Object.values(rows).flatMap((row: Record<string, unknown>) =>
        fieldNames.map((name) => row[name]),
      ),
    [rows, fieldNames],
  );
  return (
    <FieldValue field={field} value={value} dense referenceIds={pageIds} />
  );
}
