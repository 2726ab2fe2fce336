import { createContext, useContext } from 'react';
import type { FieldSpec } from '../../../registry/define-resource';
import type { ReferenceTitles } from '../../../providers/response-extras';
import { FieldValue } from '../../../components/fields/field-value';

/**
 * The titles the list's page on screen came with (`include=`). A list
 * provides them here rather than in its columns: every page answers new
 * titles, and new columns make the grid rebuild its columns and re-render
 * every header and cell on each page turn.
 */
export const ListTitles = createContext<ReferenceTitles | undefined>(undefined);

/** A cell's value, its reference titles from the list if one provides them. */
export function CellValue({
  field,
  name,
  value,
  titles,
}: {
  field: FieldSpec;
  name: string;
  value: unknown;
  /** The titles the columns were made with: used where no list provides any. */
  titles: ReferenceTitles;
}) {
  const listed = useContext(ListTitles);
  return (
    <FieldValue
      field={field}
      value={value}
      dense
      titles={(listed ?? titles)[name]}
    />
  );
}
