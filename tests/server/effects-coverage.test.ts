/**
 * An action's `effect` is a name (the registry is data, shared with the
 * console), looked up in server/resources/effects.ts only when the action
 * runs; `effects` is keyed by string, so the compiler cannot catch a typo.
 * An unknown name would answer 500 at run time; these tests catch it first.
 */
import { describe, expect, test } from 'vitest';
import { resources } from '../../resources.config';
import { effects } from '../../server/resources/effects';
import type { AnyResource } from '../../src/registry/define-resource';

/** `resource.action → effect` for every action that names an effect. */
function namedEffects(
  registry: readonly AnyResource[],
): { where: string; effect: string }[] {
  return registry.flatMap((r) =>
    Object.entries(r.actions ?? {}).flatMap(([verb, action]) =>
      action.effect === undefined
        ? []
        : [{ where: `${r.name}.${verb}`, effect: action.effect }],
    ),
  );
}

/** One message per action whose effect has no implementation. */
function missingEffects(registry: readonly AnyResource[]): string[] {
  return namedEffects(registry)
    .filter(({ effect }) => !Object.hasOwn(effects, effect))
    .map(
      ({ where, effect }) =>
        `${where} names effect '${effect}', which server/resources/effects.ts does not implement`,
    );
}

describe('action effects', () => {
  test('every effect the registry names has a server implementation', () => {
    expect(missingEffects(resources)).toEqual([]);
  });

  test('every implemented effect is named by some action', () => {
    const named = new Set(namedEffects(resources).map((n) => n.effect));
    const unused = Object.keys(effects).filter((name) => !named.has(name));
    expect(unused).toEqual([]);
  });

  test('the check reports an action whose effect is misspelt', () => {
    const misspelt: AnyResource = {
      name: 'orders',
      subject: 'Order',
      label: { one: 'Order', many: 'Orders' },
      stateField: 'status',
      fields: {
        status: { kind: 'enum', label: 'Status', enumKey: 'order.status' },
      },
      actions: {
        cancel: {
          label: 'Cancel',
          from: ['PENDING'],
          to: 'CANCELLED',
          effect: 'refund-to-pockets',
        },
      },
    };
    expect(missingEffects([misspelt])).toEqual([
      "orders.cancel names effect 'refund-to-pockets', which server/resources/effects.ts does not implement",
    ]);
  });
});
