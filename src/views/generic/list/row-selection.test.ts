import { expect, test } from 'vitest';
import {
  noRowsSelected,
  pageSelectionOf,
  withRowsSelected,
  type RowSelection,
} from './row-selection';

const chosen = (...ids: (string | number)[]): RowSelection => ({
  type: 'include',
  ids: new Set(ids),
});

test.each([
  ['adds a page to what other pages hold', chosen(1), [2, 3], true, [1, 2, 3]],
  ['lets a page go, keeping other pages', chosen(1, 2, 3), [2, 3], false, [1]],
  ['adds an id once', chosen(1), [1], true, [1]],
  ["matches a bulk answer's ids as text", chosen(7, 8), ['7'], false, [8]],
])('%s', (_, selection, ids, isSelected, expected) => {
  expect([...withRowsSelected(selection, ids, isSelected).ids]).toEqual(
    expected,
  );
});

test.each([
  ['nothing', noRowsSelected, 'none'],
  ['another page’s row', chosen(9), 'none'],
  ['one of its rows', chosen(1, 9), 'some'],
  ['both its rows', chosen(1, 2, 9), 'all'],
] as const)('a page of two with %s chosen is %s', (_, selection, state) => {
  expect(pageSelectionOf(selection, [1, 2])).toBe(state);
});
