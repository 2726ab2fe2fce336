/**
 * A code of letters then digits (`codePrefix`) contains a term only where
 * the term's letters end the prefix and its digits begin the number, so a
 * search for it is a search by the code's start (list-query.ts).
 */
import { describe, expect, test } from 'vitest';
import { codeStart, entryPattern } from './text-kinds';

/** What `LIKE '%term%'` finds among `codes`, and what the start finds. */
function both(codes: readonly string[], term: string) {
  const lower = term.toLowerCase();
  const start = codeStart('ORD', term);
  return {
    contains: codes.filter((c) => c.toLowerCase().includes(lower)),
    byStart:
      start === undefined
        ? codes.filter((c) => c.toLowerCase().includes(lower))
        : start === null
          ? []
          : codes.filter((c) => c.toLowerCase().startsWith(start)),
  };
}

describe('codeStart', () => {
  test('letters and digits become the start of the codes that contain them', () => {
    expect(codeStart('ORD', 'ORD001')).toBe('ord001');
    expect(codeStart('ORD', 'rd001')).toBe('ord001');
    expect(codeStart('ORD', 'd0')).toBe('ord0');
    expect(codeStart('ORD', 'Or')).toBe('ord');
    expect(codeStart('ORD', 'R')).toBe('ord');
  });

  test('digits alone may sit anywhere in the number: no start', () => {
    expect(codeStart('ORD', '0012')).toBeUndefined();
  });

  test('text no code of the shape contains is no match', () => {
    for (const term of ['tan', 'OR1', 'ORD1A', 'ORD-1', 'XORD1', '1ORD', '%'])
      expect(codeStart('ORD', term), term).toBeNull();
  });

  test('it finds exactly what a search for the text anywhere in the code finds', () => {
    const codes = [
      'ORD0000001',
      'ORD0000012',
      'ORD0001200',
      'ORD0012345',
      'ORD1000000',
      'ORD12000000',
      'ORD408215539170',
    ];
    for (const term of [
      'ORD',
      'ord000',
      'RD0012',
      'D1',
      'd12',
      'O',
      'r',
      '12',
      '00',
      'ORD0012345',
      'ORD00123456',
      'tan',
      'DO',
      'ORDORD1',
    ]) {
      const { contains, byStart } = both(codes, term);
      expect(byStart, term).toEqual(contains);
    }
  });

  test('a prefixed code is validated as the prefix then digits', () => {
    const pattern = new RegExp(
      entryPattern({ kind: 'text', label: 'Order no.', codePrefix: 'ORD' }) ??
        '',
    );
    expect(pattern.test('ORD0001234')).toBe(true);
    expect(pattern.test('ORD408215539170')).toBe(true);
    for (const wrong of ['ORD', 'ORD-12', 'ord12', 'XORD12', 'ORD12A'])
      expect(pattern.test(wrong), wrong).toBe(false);
  });
});
