import { describe, expect, test } from 'vitest';
import { distinctReferenceKeys, referenceKey } from './reference-key';

describe('referenceKey', () => {
  test.each([
    [12, '12'],
    ['12', '12'],
    ['a1b2', 'a1b2'],
    [0, '0'],
    ['', undefined],
    [null, undefined],
    [undefined, undefined],
    [Number.NaN, undefined],
    [{ id: 12 }, undefined],
  ])('%j → %j', (id, expected) => {
    expect(referenceKey(id)).toBe(expected);
  });
});

describe('distinctReferenceKeys', () => {
  test('drops empty ids and repeats and sorts numerically, so every cell builds one key', () => {
    expect(
      distinctReferenceKeys([10, null, 9, '10', undefined, 100, '']),
    ).toEqual(['9', '10', '100']);
  });

  test('flattens the id arrays of references fields', () => {
    expect(distinctReferenceKeys([[3, 1], 2, [], [1]])).toEqual([
      '1',
      '2',
      '3',
    ]);
  });

  test('the same ids in another order give the same list', () => {
    expect(distinctReferenceKeys([4, 3, 3])).toEqual(
      distinctReferenceKeys([3, 4]),
    );
  });
});
