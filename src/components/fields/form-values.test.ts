import { expect, test } from 'vitest';
import { FormValueError, toApiValue, toFormValue } from './form-values';

test('money is typed in ringgit and sent in sen, without float drift', () => {
  const price = { kind: 'money', label: 'Price' } as const;
  expect(toApiValue('price', price, '12.30')).toBe(1230);
  expect(toApiValue('price', price, '0.29')).toBe(29);
  expect(toFormValue(price, 1230)).toBe('12.30');
});

test('an emptied optional input clears the value', () => {
  expect(toApiValue('n', { kind: 'number', label: 'N' }, '')).toBeNull();
  expect(toApiValue('s', { kind: 'text', label: 'S' }, '  ')).toBe('');
  expect(toApiValue('b', { kind: 'boolean', label: 'B' }, undefined)).toBe(
    false,
  );
});

test('references and JSON round-trip through text inputs', () => {
  const tags = {
    kind: 'references',
    label: 'Cuisines',
    to: 'cuisines',
  } as const;
  expect(toApiValue('tags', tags, '1, 2,3')).toEqual([1, 2, 3]);
  expect(toFormValue(tags, [1, 2])).toBe('1, 2');
  const meta = { kind: 'json', label: 'Meta' } as const;
  expect(toApiValue('meta', meta, '{"a":1}')).toEqual({ a: 1 });
  expect(() => toApiValue('meta', meta, '{oops')).toThrow(FormValueError);
});

test('datetime inputs hold local time and send ISO instants', () => {
  const at = { kind: 'datetime', label: 'At' } as const;
  const local = toFormValue(at, '2026-05-01T04:30:00.000Z');
  expect(local).toMatch(/^2026-05-01T\d{2}:30$/);
  expect(toApiValue('at', at, local)).toBe('2026-05-01T04:30:00.000Z');
});
