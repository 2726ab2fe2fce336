import { describe, expect, test } from 'vitest';
import type { GridSortModel } from '@mui/x-data-grid';
import { askSort, type AskedSorts } from './ask-sort';

const none: GridSortModel = [];
const asc: GridSortModel = [{ field: 'total', sort: 'asc' }];
const desc: GridSortModel = [{ field: 'total', sort: 'desc' }];
const byCode: GridSortModel = [{ field: 'code', sort: 'asc' }];

/** Clicks in a row on one grid whose given sort stays `given` throughout. */
function clicks(given: GridSortModel, computed: GridSortModel[]) {
  let asked: AskedSorts | null = null;
  return computed.map((one) => {
    const answer = askSort(asked, given, one);
    asked = answer.asked;
    return answer.model;
  });
}

describe('askSort', () => {
  test('a click with nothing pending asks what the grid computed', () => {
    expect(askSort(null, none, asc).model).toEqual(asc);
  });

  test('a double click before the first landed sorts descending', () => {
    // Both clicks turn the unmoved "none": the grid computes asc twice.
    expect(clicks(none, [asc, asc])).toEqual([asc, desc]);
  });

  test('a triple click goes round the cycle to no sort', () => {
    expect(clicks(none, [asc, asc, asc])).toEqual([asc, desc, none]);
  });

  test('from a descending sort, a quick double click asks none then ascending', () => {
    // The grid turns desc into none twice; the column comes from the given sort.
    expect(clicks(desc, [none, none])).toEqual([none, asc]);
  });

  test('another column clicked while one is pending starts at ascending', () => {
    expect(clicks(none, [asc, byCode])).toEqual([asc, byCode]);
  });

  test('once the last asked sort shows, the grid is read again', () => {
    const first = askSort(null, none, asc);
    // The list shows asc; the grid computes desc from it.
    expect(askSort(first.asked, asc, desc).model).toEqual(desc);
  });

  test('a sort shown on the way to the last asked one still waits', () => {
    const first = askSort(null, none, asc);
    const second = askSort(first.asked, none, asc);
    expect(second.model).toEqual(desc);
    // asc has shown, desc has not: a third click turns desc, not asc.
    expect(askSort(second.asked, asc, desc).model).toEqual(none);
  });

  test('a sort set elsewhere (a saved view) drops what was pending', () => {
    const first = askSort(null, none, asc);
    expect(askSort(first.asked, byCode, asc).model).toEqual(asc);
  });

  test("the column menu's explicit choice stands", () => {
    const first = askSort(null, none, asc);
    // "Sort descending" from none is not the header's next step (asc).
    expect(askSort(first.asked, none, desc).model).toEqual(desc);
  });
});
