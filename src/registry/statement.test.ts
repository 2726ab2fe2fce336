import { expect, test } from 'vitest';
import { resources } from '../../resources.config';
import type { AnyResource } from './define-resource';
import { totalFields } from './list-extras';
import { statementOwners } from './statement';

const registry = resources as readonly AnyResource[];

test('settlements, and only they, have statements (Finance › Merchant Statements)', () => {
  expect(statementOwners(registry).map((r) => r.name)).toEqual(['settlements']);
});

test("every list's totals are number or money fields the API may sum", () => {
  const found = registry.flatMap((r) =>
    (r.list?.totals ?? [])
      .filter((name) => !totalFields(r).includes(name))
      .map((name) => `${r.name}.${name}`),
  );
  expect(found).toEqual([]);
  expect(totalFields(registry.find((r) => r.name === 'settlements')!)).toEqual(
    expect.arrayContaining(['grossSales', 'netPayout', 'orderCount']),
  );
});
