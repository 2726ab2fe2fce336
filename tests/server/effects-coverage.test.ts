/**
 * An action's `effect` is typed by `effectNames`, and `effects` is keyed by
 * the same names, so the compiler refuses a misspelt or unimplemented effect.
 * What it cannot see is an effect no action names any more: dead code.
 */
import { expect, test } from 'vitest';
import { resources } from '../../resources.config';
import type { AnyResource } from '../../src/registry/define-resource';
import { effectNames } from '../../src/registry/names';

test('every effect is named by some action of the registry', () => {
  const named = new Set(
    (resources as readonly AnyResource[]).flatMap((r) =>
      Object.values(r.actions ?? {}).flatMap((action) =>
        action.effect === undefined ? [] : [action.effect],
      ),
    ),
  );
  expect(effectNames.filter((name) => !named.has(name))).toEqual([]);
});
