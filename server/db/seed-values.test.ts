import { expect, test } from 'vitest';
import { resources } from '../../resources.config';
import type { AnyResource } from '../../src/registry/define-resource';
import { Prng } from './prng';
import { seedValue } from './seed-values';

test('every seed hint of the registry gives its field values (no misspelt catalogue column)', () => {
  const silent: string[] = [];
  const registry: readonly AnyResource[] = resources;
  for (const resource of registry) {
    for (const [name, field] of Object.entries(resource.fields)) {
      const hint = field.seed;
      // Numbers, dates and places are drawn by the seed itself from their catalogues.
      if (!hint || !['text', 'longText', 'enum'].includes(field.kind)) continue;
      const rng = new Prng(1);
      const values = Array.from({ length: 30 }, (_, i) =>
        seedValue(hint, rng, i + 1, resource.name),
      );
      if (values.every((v) => v === null))
        silent.push(`${resource.name}.${name} (${hint})`);
    }
  }
  expect(silent).toEqual([]);
});

test('the fields of one row come from one catalogue entry', () => {
  const rng = new Prng(1);
  const row = (n: number) => ({
    name: seedValue('payment-method.name', rng, n, 'payment-methods'),
    code: seedValue('payment-method.code', rng, n, 'payment-methods'),
    bank: seedValue('bank.name', rng, n, 'banks'),
    swift: seedValue('bank.swift', rng, n, 'banks'),
  });
  expect(row(2)).toEqual({
    name: "Touch 'n Go eWallet",
    code: 'TNG_EWALLET',
    bank: 'CIMB Bank',
    swift: 'CIBBMYKL',
  });
});

test('codes carry their resource prefix and row number', () => {
  const rng = new Prng(1);
  expect(seedValue('code', rng, 42, 'enquiries')).toBe('ENQ000042');
  expect(seedValue('code', rng, 7, 'merchant-outlets')).toBe('MO000007');
});
