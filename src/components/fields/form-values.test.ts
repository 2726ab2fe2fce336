import { expect, test } from 'vitest';
import type { FieldSpec } from '../../registry/define-resource';
import { formToApi } from './form-to-api';
import { toFormValue, toFormValues } from './form-values';

/** What one typed value becomes in the API's body, or its message. */
function sent(field: FieldSpec, typed: unknown) {
  const { body, errors } = formToApi({ fields: { f: field } }, ['f'], {
    f: typed,
  });
  return errors.f === undefined ? body.f : { error: errors.f };
}

test('money is typed in ringgit and sent in sen, without float drift', () => {
  const price = { kind: 'money', label: 'Price' } as const;
  expect(sent(price, '12.30')).toBe(1230);
  expect(sent(price, '0.29')).toBe(29);
  expect(toFormValue(price, 1230)).toBe('12.30');
});

test('an emptied optional input clears the value', () => {
  expect(sent({ kind: 'number', label: 'N' }, '')).toBeNull();
  expect(sent({ kind: 'text', label: 'S' }, '  ')).toBe('');
  expect(sent({ kind: 'boolean', label: 'B' }, undefined)).toBe(false);
});

test('references and JSON round-trip through text inputs', () => {
  const tags = {
    kind: 'references',
    label: 'Cuisines',
    to: 'cuisines',
  } as const;
  expect(sent(tags, '1, 2,3')).toEqual([1, 2, 3]);
  expect(toFormValue(tags, [1, 2])).toBe('1, 2');
  const meta = { kind: 'json', label: 'Meta' } as const;
  expect(sent(meta, '{"a":1}')).toEqual({ a: 1 });
  expect(sent(meta, '{oops')).toEqual({ error: 'Meta is not valid JSON' });
});

test('datetime inputs hold local time and send ISO instants', () => {
  const at = { kind: 'datetime', label: 'At' } as const;
  const local = toFormValue(at, '2026-05-01T04:30:00.000Z');
  expect(local).toMatch(/^2026-05-01T\d{2}:30$/);
  expect(sent(at, local)).toBe('2026-05-01T04:30:00.000Z');
});

test('a half-typed date or time asks for the rest', () => {
  expect(sent({ kind: 'datetime', label: 'Starts' }, 'incomplete')).toEqual({
    error: 'Enter a complete date and time for Starts',
  });
  expect(sent({ kind: 'time', label: 'Opens' }, '08:00')).toBe('08:00');
  expect(sent({ kind: 'date', label: 'Day' }, '2026-02-30T00:00')).toEqual({
    error: 'Enter a complete date for Day',
  });
});

test('a switch and a choice start at their defaults; other inputs start empty', () => {
  const resource = {
    fields: {
      isOpen: { kind: 'boolean', label: 'Open', default: true },
      valueType: {
        kind: 'enum',
        label: 'Value type',
        enumKey: 'setting.valueType',
        default: 'STRING',
      },
      status: { kind: 'enum', label: 'Status', enumKey: 'alert.status' },
      name: { kind: 'text', label: 'Name' },
    },
  } as const;
  expect(
    toFormValues(
      resource,
      ['isOpen', 'valueType', 'status', 'name'],
      undefined,
    ),
  ).toEqual({ isOpen: true, valueType: 'STRING', status: '', name: '' });
});

test('an end before its start is refused under the end, in the API’s words', () => {
  const fields = {
    startsAt: { kind: 'date', label: 'Starts' },
    endsAt: { kind: 'date', label: 'Ends', notBefore: 'startsAt' },
  } as const;
  const check = (startsAt: string, endsAt: string) =>
    formToApi({ fields }, ['startsAt', 'endsAt'], { startsAt, endsAt }).errors;
  expect(check('2026-12-10', '2026-12-01')).toEqual({
    endsAt: 'Ends must not be before Starts',
  });
  expect(check('2026-12-01', '2026-12-01')).toEqual({});
  expect(check('', '2026-12-01')).toEqual({});
});
