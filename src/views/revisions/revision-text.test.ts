import { expect, test } from 'vitest';
import { merchants } from '../../registry/resources/merchants';
import { changedLabels, revisionWhat } from './revision-text';

test('a revision reads as what the user did: the action by its button, a restore by the revision it brought back', () => {
  const of = (kind: Parameters<typeof revisionWhat>[1]['kind'], extra = {}) =>
    revisionWhat(merchants, { kind, verb: null, restoredFrom: null, ...extra });
  expect(of('ACTION', { verb: 'suspend' })).toBe('Suspend');
  expect(of('UPDATE')).toBe('Edited');
  expect(of('RESTORE', { restoredFrom: 2 })).toBe('Restored revision 2');
  expect(of('RESTORE')).toBe('Restored as first recorded');
  expect(of('ORIGINAL')).toBe('As first recorded');
});

test('changed fields read by their labels', () => {
  expect(
    changedLabels(merchants, {
      changes: [
        { field: 'commissionPercent', before: 15, after: 18 },
        { field: 'gone', before: 1, after: 2 },
      ],
    }),
  ).toEqual([merchants.fields.commissionPercent.label, 'gone']);
});
