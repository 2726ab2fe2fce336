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

const noTitles: ReferenceTitles = {};

/**
 * A cell's value, its references named by the titles its columns were made
 * with, or else by the list page's: a grid inside a list page (a row's
 * panel) that has titles of its own keeps them.
 */
export function CellValue({
  field,
  name,
  value,
  titles,
}: {
  field: FieldSpec;
  name: string;
  value: unknown;
  /** The titles the columns were made with, if any. */
  titles: ReferenceTitles | undefined;
}) {
  const listed = useContext(ListTitles);
  return (
    <FieldValue
      field={field}
      value={value}
      dense
      titles={(titles ?? listed ?? noTitles)[name]}
    />
  );
}
