import type { GridSortDirection, GridSortModel } from '@mui/x-data-grid';

/** The header's cycle: DataGrid's default `sortingOrder`, which no list changes. */
const CYCLE: readonly GridSortDirection[] = ['asc', 'desc', null];

/** Sorts asked for that the list has not shown yet, in order. */
export interface AskedSorts {
  /** The sort the grid was given when the first of them was asked for. */
  before: string;
  waiting: readonly string[];
  latest: GridSortModel;
}

const keyOf = (model: GridSortModel) => JSON.stringify(model);

const nextInCycle = (from: GridSortDirection) =>
  CYCLE[(CYCLE.indexOf(from) + 1) % CYCLE.length];

const sortOf = (model: GridSortModel, field: string) =>
  model.find((item) => item.field === field)?.sort ?? null;

/**
 * The sort a header click asks for. The grid turns the sort it was given,
 * the list's, which changes only after the click's frame, in a transition:
 * a second click before the first one has shown built on the old sort, and
 * a quick double click sorted ascending instead of descending. While sorts
 * asked for have not shown, the clicked column turns from the last one
 * asked for. Worked out in the click, not shown by a render of its own: a
 * render of the grid re-renders every cell, in the click's frame.
 *
 * `computed` is what the grid asked for, from `given`. A sort that is not
 * the header's next step (the column menu's "Sort descending") stands.
 */
export function askSort(
  asked: AskedSorts | null,
  given: GridSortModel,
  computed: GridSortModel,
): { model: GridSortModel; asked: AskedSorts } {
  const givenKey = keyOf(given);
  let pending = asked;
  if (pending && givenKey !== pending.before) {
    const at = pending.waiting.indexOf(givenKey);
    pending =
      at !== -1 && at < pending.waiting.length - 1
        ? {
            ...pending,
            before: givenKey,
            waiting: pending.waiting.slice(at + 1),
          }
        : null;
  }
  let model = computed;
  const field = computed[0]?.field ?? given[0]?.field;
  const isHeaderStep =
    field !== undefined &&
    sortOf(computed, field) === nextInCycle(sortOf(given, field));
  if (pending && field !== undefined && isHeaderStep) {
    const next = nextInCycle(sortOf(pending.latest, field));
    model = next ? [{ field, sort: next }] : [];
  }
  return {
    model,
    asked: {
      before: pending?.before ?? givenKey,
      waiting: [...(pending?.waiting ?? []), keyOf(model)],
      latest: model,
    },
  };
}
