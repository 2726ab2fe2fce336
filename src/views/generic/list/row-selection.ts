import type { GridRowId, GridRowSelectionModel } from '@mui/x-data-grid';

/**
 * A list's one selection, held by the page and shared by its grid, its
 * cards and its bulk bar. Always a list of the chosen ids (`include`): the
 * grid is told never to answer "select all" with an `exclude` model, whose
 * empty id list would leave the bulk bar nothing to act on.
 */
export type RowSelection = GridRowSelectionModel;

export const noRowsSelected: RowSelection = { type: 'include', ids: new Set() };

/** A row's id as the grid keys it (the API's `id`). */
export const rowIdOf = (row: Record<string, unknown>): GridRowId =>
  typeof row.id === 'number' ? row.id : String(row.id);

/**
 * `selection` with `ids` chosen, or let go when `isSelected` is false; ids
 * on other pages stay, as the grid keeps them. Ids are matched as text: a
 * bulk answer's ids and a row's may differ in type.
 */
export function withRowsSelected(
  selection: RowSelection,
  ids: readonly GridRowId[],
  isSelected: boolean,
): RowSelection {
  const changed = new Set(ids.map(String));
  const kept = [...selection.ids].filter((id) => !changed.has(String(id)));
  return {
    type: 'include',
    ids: new Set(isSelected ? [...kept, ...ids] : kept),
  };
}

/** How much of a page is chosen: its select-all box's checked or mixed state. */
export function pageSelectionOf(
  selection: RowSelection,
  pageIds: readonly GridRowId[],
): 'all' | 'some' | 'none' {
  const chosen = new Set([...selection.ids].map(String));
  const count = pageIds.filter((id) => chosen.has(String(id))).length;
  if (count === 0) return 'none';
  return count === pageIds.length ? 'all' : 'some';
}
