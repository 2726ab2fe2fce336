import { createContext, useContext, type RefObject } from 'react';
import type { FieldSpec } from '../../../registry/define-resource';
import type {
  FieldTitles,
  ReferenceTitles,
} from '../../../providers/response-extras';
import { FieldValue } from '../../../components/fields/field-value';

/**
 * The titles the list's page on screen came with (`include=`). A list
 * provides them here rather than in its columns: every page answers new
 * titles, and new columns make the grid rebuild its columns and re-render
 * every header and cell on each page turn.
 */
export const ListTitles = createContext<ReferenceTitles | undefined>(undefined);

/**
 * The titles of the rows the list's grid drew last. The page's titles
 * (ListTitles) and the grid's rows change in different passes: a question
 * whose answer is in memory puts its rows into the grid before the page
 * renders it (use-resource-grid.ts), and otherwise the grid takes the
 * page's new rows in an effect after the render that brought their titles.
 * In between, a cell whose reference the page's titles do not name reads
 * these, rather than show `#id` for a frame.
 */
export const DrawnRowsTitles = createContext<
  RefObject<ReferenceTitles | undefined>
>({ current: undefined });

/** Whether `titles` names every record `value` refers to. */
function names(titles: FieldTitles | undefined, value: unknown): boolean {
  if (!titles) return false;
  const ids: unknown[] = Array.isArray(value) ? value : [value];
  return ids.every(
    (id) =>
      id == null ||
      ((typeof id === 'number' || typeof id === 'string') &&
        String(id) in titles),
  );
}

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
  const drawn = useContext(DrawnRowsTitles);
  const onPage = (titles ?? listed)?.[name];
  // The page's titles first: they are the newest of the rows it rendered.
  const fieldTitles =
    titles || names(onPage, value) ? onPage : (drawn.current?.[name] ?? onPage);
  return <FieldValue field={field} value={value} dense titles={fieldTitles} />;
}
