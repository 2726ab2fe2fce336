import { expect, test } from 'vitest';
import { formToApi } from '../../src/components/fields/form-to-api';
import { toFormValue } from '../../src/components/fields/form-values';
import {
  defineResource,
  type FieldKind,
  type FieldSpec,
} from '../../src/registry/define-resource';
import { allKinds } from '../../src/registry/field-kinds/kind-table';
import { tableModel } from '../../server/db/table-model';
import { validateRecord } from '../../server/resources/validate-record';

/**
 * For each kind, a field and values an API client might send, bad and
 * good. Keyed by kind, so a new kind is a compile error here until it has
 * its cases.
 */
const cases: {
  [K in FieldKind]: { field: FieldSpec; values: unknown[] };
} = {
  text: {
    field: { kind: 'text', label: 'Name', required: true, maxLength: 5 },
    values: [null, '', 'abcdef', 'a\u0000b', 'abc'],
  },
  longText: {
    field: { kind: 'longText', label: 'Notes', minLength: 3 },
    values: ['ab', 'x'.repeat(20_001), 'abcd', null],
  },
  email: {
    field: { kind: 'email', label: 'Email' },
    values: ['not-an-email', 'a@b.my'],
  },
  phone: {
    field: {
      kind: 'phone',
      label: 'Phone',
      pattern: '\\+60\\d{8,10}',
      patternMessage: 'Phone is +60 and 8 to 10 digits',
    },
    values: ['0123', '+60123456789'],
  },
  url: {
    field: { kind: 'url', label: 'Link' },
    values: ['example', 'https://example.com'],
  },
  image: {
    field: { kind: 'image', label: 'Logo' },
    values: ['logo.png', '/seed-images/logo.svg'],
  },
  color: {
    field: { kind: 'color', label: 'Colour', maxLength: 7 },
    values: ['#12345678', '#F5A623'],
  },
  number: {
    field: { kind: 'number', label: 'Seats', integer: true, min: 1, max: 9 },
    values: [0, 10, 1.5, 4],
  },
  money: {
    field: { kind: 'money', label: 'Price', required: true, min: 100 },
    values: [null, 99, -1, 250],
  },
  percent: {
    field: { kind: 'percent', label: 'Rate' },
    values: [-1, 101, 12.345, 12.5],
  },
  boolean: {
    field: { kind: 'boolean', label: 'Open', required: true },
    values: [true, false],
  },
  enum: {
    field: {
      kind: 'enum',
      label: 'Status',
      enumKey: 'alert.status',
      required: true,
    },
    values: [null, 'LOST', 'OPEN'],
  },
  date: {
    field: { kind: 'date', label: 'Day' },
    values: ['2026-02-30', '0000-01-01', '2026-02-28'],
  },
  datetime: {
    field: { kind: 'datetime', label: 'Starts', required: true },
    values: [null, '2026-05-01T04:30:00.000Z'],
  },
  time: {
    field: { kind: 'time', label: 'Opens' },
    values: ['25:00', '08:30'],
  },
  reference: {
    field: {
      kind: 'reference',
      label: 'Outlet',
      to: 'merchant-outlets',
      required: true,
    },
    values: [null, 0, 12],
  },
  references: {
    field: { kind: 'references', label: 'Cuisines', to: 'cuisines' },
    values: [[0], [3, 3, 4]],
  },
  json: {
    field: { kind: 'json', label: 'Meta' },
    values: [{ text: 'x'.repeat(100_001) }, { a: [1, 2] }],
  },
  geo: {
    field: { kind: 'geo', label: 'Location' },
    values: [
      { lat: 91, lng: 0 },
      { lat: 3.1, lng: 101.7 },
    ],
  },
};

/** The API's answer for one value: its 422 message on the field, or undefined. */
function apiMessage(field: FieldSpec, value: unknown): string | undefined {
  const resource = defineResource({
    name: 'parity-checks',
    subject: 'ParityCheck',
    label: { one: 'Check', many: 'Checks' },
    fields: { f: field },
  });
  return validateRecord(tableModel(resource), { f: value }, 'create').errors
    .f?.[0];
}

/** The console's answer when its form holds that value: the message under the input, or undefined. */
function consoleMessage(field: FieldSpec, value: unknown): string | undefined {
  return formToApi({ fields: { f: field } }, ['f'], {
    f: toFormValue(field, value),
  }).errors.f;
}

test('every field kind has parity cases', () => {
  expect(Object.keys(cases).sort()).toEqual([...allKinds].sort());
});

test.each(
  Object.entries(cases).flatMap(([kind, { field, values }]) =>
    values.map((value) => ({ kind, field, value })),
  ),
)('$kind: the console and the API answer $value alike', ({ field, value }) => {
  const api = apiMessage(field, value);
  expect(consoleMessage(field, value)).toBe(api);
});

test('the shared rules give the messages users read', () => {
  const { money, text, number, date } = cases;
  expect(apiMessage(money.field, 99)).toBe('Price must be at least RM 1.00');
  expect(apiMessage(money.field, null)).toBe('Price is required');
  expect(apiMessage(text.field, 'abcdef')).toBe(
    'Name takes at most 5 characters',
  );
  expect(apiMessage(number.field, 1.5)).toBe('Seats must be a whole number');
  expect(apiMessage(date.field, '2026-02-30')).toBe(
    'Day: "2026-02-30" is not a date (YYYY-MM-DD)',
  );
});

test('lengths count characters as JSON Schema does, and a percent on two decimals is one', () => {
  const { text, percent } = cases;
  // Five emoji are five characters, though ten UTF-16 units.
  expect(apiMessage(text.field, '\u{1F600}'.repeat(5))).toBeUndefined();
  expect(apiMessage(text.field, '\u{1F600}'.repeat(6))).toBe(
    'Name takes at most 5 characters',
  );
  // 0.29 * 100 is 28.999999999999996 in a double.
  expect(apiMessage(percent.field, 0.29)).toBeUndefined();
  expect(apiMessage(percent.field, 0.295)).toBe(
    'Rate takes at most two decimals',
  );
});
