/**
 * A code the server makes for a new record keeps the shape its field
 * declares (`codePrefix`): searches read such codes by their start, which
 * holds only while every code is the prefix and then digits.
 */
import { expect, test } from 'vitest';
import { resources } from '../../resources.config';
import type { AnyResource } from '../../src/registry/define-resource';
import { entryPattern } from '../../src/registry/field-kinds/text-kinds';
import { tableModel } from '../db/table-model';
import { serverDefaults } from './record-store';

const orders = (resources as readonly AnyResource[]).find(
  (r) => r.name === 'orders',
);

test('a server-made order number is the declared prefix and then digits, and never a seeded number', () => {
  if (!orders) throw new Error('no orders in the registry');
  const field = orders.fields.code;
  if (field?.kind !== 'text') throw new Error('orders.code is not text');
  const shape = new RegExp(entryPattern(field) ?? '');
  // The server fills a read-only field only where a record needs it.
  const needed = {
    ...orders,
    fields: { ...orders.fields, code: { ...field, required: true } },
  };
  const codes = new Set<string>();
  for (let i = 0; i < 50; i += 1) {
    const code = serverDefaults(tableModel(needed), 1).code;
    expect(code).toMatch(shape);
    // Twelve digits: the seed numbers its codes in seven or eight.
    expect(String(code)).toMatch(/^ORD\d{12}$/);
    codes.add(String(code));
  }
  expect(codes.size).toBe(50);
});
