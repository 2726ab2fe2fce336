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

  test('free text shares the free space above a floor', () => {
    expect(columnWidth('summary', { kind: 'text', label: 'Summary' })).toEqual({
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

  test('names get room for a name and twice the share of what is left', () => {
    const customer = columnWidth('customerId', {
      kind: 'reference',
      to: 'users',
      label: 'Customer',
    });
    const brand = columnWidth('name', { kind: 'text', label: 'Brand name' });
    const contact = columnWidth('contactName', {
      kind: 'text',
      label: 'Contact person',
    });
    // "Nur Aisyah Kamaruddin" measured 139 px as a link, and the cell's padding.
    for (const name of [customer, brand, contact])
      expect(name).toEqual({ flex: 2, minWidth: 160 });
    expect(
      columnWidth('summary', { kind: 'text', label: 'Summary' }),
    ).toMatchObject({ flex: 1 });
  });

  test('the column that links to the record gets room for its code', () => {
    const field = { kind: 'text', label: 'Order no.' } as const;
    expect(columnWidth('code', field, { isKey: true })).toEqual({
      flex: 1,
      minWidth: 140,
    });
    // Elsewhere its header sets the floor: "Order no.", its padding and sort arrow.
    expect(columnWidth('code', field)).toEqual({ flex: 1, minWidth: 113 });
  });

  test("a wrapping header widens a figure's column only by its longest word", () => {
    const field = {
      kind: 'number',
      label: 'Cancelled / rejected',
      integer: true,
    } as const;
    const oneLine = columnWidth('cancelledOrders', field);
    const wrapped = columnWidth('cancelledOrders', field, {
      headerWraps: true,
    });
    // "Cancelled", its padding and sort arrow: 9 × 7.2 + 20 + 28.
    expect(wrapped).toEqual({ width: 113 });
    expect('width' in oneLine && oneLine.width).toBeGreaterThan(180);
    // A hyphen breaks too.
    expect(
      columnWidth(
        'merchantFunded',
        { kind: 'money', label: 'Merchant-funded discounts' },
        { headerWraps: true },
      ),
    ).toEqual({ width: 113 });
  });
});
