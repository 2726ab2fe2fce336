import { expect, test } from 'vitest';
import type { FieldKind, FieldSpec } from '../define-resource';
import { allKinds, kindOf } from './kind-table';

/**
 * For each kind: a field, a stored value and its cell as exported, and a
 * cell that does not import (null where every non-empty text is a value).
 * Keyed by kind, so a new kind is a compile error until it has its cases.
 */
const cells: {
  [K in FieldKind]: {
    field: FieldSpec;
    stored: unknown;
    cell: string;
    bad: [string, string] | null;
  };
} = {
  text: {
    field: { kind: 'text', label: 'Name' },
    stored: 'Kopi, O',
    cell: 'Kopi, O',
    bad: null,
  },
  longText: {
    field: { kind: 'longText', label: 'Notes' },
    stored: 'a\nb',
    cell: 'a\nb',
    bad: null,
  },
  email: {
    field: { kind: 'email', label: 'Email' },
    stored: 'a@b.my',
    cell: 'a@b.my',
    bad: null,
  },
  phone: {
    field: { kind: 'phone', label: 'Phone' },
    stored: '+60123456789',
    cell: '+60123456789',
    bad: null,
  },
  url: {
    field: { kind: 'url', label: 'Link' },
    stored: 'https://x.my',
    cell: 'https://x.my',
    bad: null,
  },
  image: {
    field: { kind: 'image', label: 'Logo' },
    stored: '/a.svg',
    cell: '/a.svg',
    bad: null,
  },
  color: {
    field: { kind: 'color', label: 'Colour' },
    stored: '#F5A623',
    cell: '#F5A623',
    bad: null,
  },
  number: {
    field: { kind: 'number', label: 'Seats', integer: true },
    stored: 12,
    cell: '12',
    bad: ['1.5', '"1.5" is not a whole number'],
  },
  money: {
    field: { kind: 'money', label: 'Price' },
    stored: 1290,
    cell: '1290',
    bad: ['12.90', '"12.90" is not a whole number'],
  },
  percent: {
    field: { kind: 'percent', label: 'Rate' },
    stored: 12.5,
    cell: '12.5',
    bad: ['ten', '"ten" is not a number'],
  },
  boolean: {
    field: { kind: 'boolean', label: 'Open' },
    stored: true,
    cell: 'true',
    bad: ['yes', 'must be true or false'],
  },
  enum: {
    field: { kind: 'enum', label: 'Status', enumKey: 'alert.status' },
    stored: 'OPEN',
    cell: 'OPEN',
    bad: ['open', 'must be one of OPEN, ACKNOWLEDGED, CLOSED'],
  },
  date: {
    field: { kind: 'date', label: 'Day' },
    stored: '2026-02-28',
    cell: '2026-02-28',
    bad: ['28/02/2026', '"28/02/2026" is not a date (YYYY-MM-DD)'],
  },
  datetime: {
    field: { kind: 'datetime', label: 'At' },
    stored: '2026-05-01T04:30:00.000Z',
    cell: '2026-05-01T04:30:00.000Z',
    bad: ['yesterday', '"yesterday" is not a date-time (ISO-8601)'],
  },
  time: {
    field: { kind: 'time', label: 'Opens' },
    stored: '08:30',
    cell: '08:30',
    bad: ['8.30', '"8.30" is not a time (HH:mm)'],
  },
  reference: {
    field: { kind: 'reference', label: 'Outlet', to: 'merchant-outlets' },
    stored: 7,
    cell: '7',
    bad: ['#7', '"#7" is not a number'],
  },
  references: {
    field: { kind: 'references', label: 'Cuisines', to: 'cuisines' },
    stored: [1, 2, 3],
    cell: '1;2;3',
    bad: ['1,2', 'must be ids separated by ;'],
  },
  json: {
    field: { kind: 'json', label: 'Meta' },
    stored: { a: [1, 'b'] },
    cell: '{"a":[1,"b"]}',
    bad: ['{a:1}', 'is not valid JSON'],
  },
  geo: {
    field: { kind: 'geo', label: 'Location' },
    stored: { lat: 3.1, lng: 101.7 },
    cell: '{"lat":3.1,"lng":101.7}',
    bad: ['3.1,101.7', 'is not valid JSON'],
  },
};

test('every field kind has CSV cases', () => {
  expect(Object.keys(cells).sort()).toEqual([...allKinds].sort());
});

test.each(Object.entries(cells))(
  '%s: a stored value exports as its cell and imports back as itself',
  (_kind, { field, stored, cell }) => {
    const { csv } = kindOf(field);
    expect(csv.format(stored)).toBe(cell);
    expect(csv.parse(field, cell)).toEqual({ value: stored });
  },
);

test.each(
  Object.entries(cells).flatMap(([kind, { field, bad }]) =>
    bad ? [{ kind, field, text: bad[0], error: bad[1] }] : [],
  ),
)('$kind: a cell that means nothing of the kind says why', (c) => {
  expect(kindOf(c.field).csv.parse(c.field, c.text)).toEqual({
    error: c.error,
  });
});

test('an empty cell is no value: empty text for text, no ids for id lists, else null', () => {
  const empty = (field: FieldSpec) => kindOf(field).csv.empty;
  expect(empty(cells.text.field)).toBe('');
  expect(empty(cells.references.field)).toEqual([]);
  expect(empty(cells.money.field)).toBeNull();
  expect(empty(cells.json.field)).toBeNull();
});
