import { describe, expect, test } from 'vitest';
import { columnWidth } from './column-width';

describe('columnWidth', () => {
  test('money and dates get a fixed width that holds their widest value', () => {
    const money = columnWidth('total', { kind: 'money', label: 'Total' });
    const when = columnWidth('placedAt', { kind: 'datetime', label: 'Placed' });
    expect('flex' in money).toBe(false);
    // "RM 99,999.99" and "30 Sept 2026, 12:00 pm" at 6.9 px a character, plus padding.
    expect('width' in money && money.width).toBeGreaterThanOrEqual(
      12 * 6.9 + 20,
    );
    expect('width' in when && when.width).toBeGreaterThanOrEqual(22 * 6.9 + 20);
  });

  test('an id column holds a seven-digit id', () => {
    const id = columnWidth('id', { kind: 'number', label: 'ID' });
    // 100000 measured 50.6 px in the grid's 13 px Inter, tabular figures:
    // 68 px cut it to "1000…".
    expect('width' in id && id.width).toBeGreaterThanOrEqual(
      (50.6 / 6) * 7 + 20,
    );
  });

  test("a state chip column is as wide as the enum's longest label", () => {
    const status = columnWidth('status', {
      kind: 'enum',
      label: 'Status',
      enumKey: 'user.status',
    });
    // "Pending verification" is the longest user status.
    expect('width' in status && status.width).toBeGreaterThanOrEqual(
      'Pending verification'.length * 7.2,
    );
    const userType = columnWidth('userType', {
      kind: 'enum',
      label: 'Type',
      enumKey: 'user.userType',
    });
    expect('width' in userType && userType.width).toBeLessThan(
      'width' in status ? status.width : 0,
    );
  });

  test('a long header widens a fixed column so its label is not cut', () => {
    const narrow = columnWidth('isActive', { kind: 'boolean', label: 'On' });
    const wide = columnWidth('isOpen', {
      kind: 'boolean',
      label: 'Open on public holidays',
    });
    expect(
      'width' in wide && 'width' in narrow && wide.width > narrow.width,
    ).toBe(true);
  });

  test('text and references share the free space above a floor', () => {
    expect(columnWidth('name', { kind: 'text', label: 'Name' })).toEqual({
      flex: 1,
      minWidth: 110,
    });
    // A long header does not push the columns off screen: it is cut instead.
    expect(
      columnWidth('registrationNumber', {
        kind: 'text',
        label: 'SSM registration number of the company',
      }),
    ).toEqual({ flex: 1, minWidth: 130 });
  });

  test('the column that names the record gets room for a name', () => {
    const field = { kind: 'text', label: 'Brand name' } as const;
    expect(columnWidth('name', field, true)).toEqual({
      flex: 1,
      minWidth: 140,
    });
    // Elsewhere its header sets the floor: "Brand name", its padding and sort arrow.
    expect(columnWidth('name', field)).toEqual({ flex: 1, minWidth: 120 });
  });
});
