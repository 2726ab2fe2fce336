import type { FieldKind, FieldSpec } from '../define-resource';
import { choiceKinds } from './choice-kinds';
import type { FieldOf, KindTraits } from './kind-traits';
import { numberKinds } from './number-kinds';
import { referenceKinds } from './reference-kinds';
import { structuredKinds } from './structured-kinds';
import { temporalKinds } from './temporal-kinds';
import { textKinds } from './text-kinds';

/**
 * Every field kind and what it means (see KindTraits). A kind added to
 * `FieldSpec` is a compile error here until it has an entry, and in the
 * validation, seed and console tables that are keyed the same way.
 */
export const fieldKinds: { [K in FieldKind]: KindTraits<FieldOf<K>> } = {
  ...textKinds,
  ...numberKinds,
  ...choiceKinds,
  ...temporalKinds,
  ...referenceKinds,
  ...structuredKinds,
};

/**
 * The traits of a field's kind, typed for that field. TypeScript cannot
 * tie `fieldKinds[field.kind]` to `field` itself, so this one lookup says so.
 */
export function kindOf<F extends FieldSpec>(field: F): KindTraits<F> {
  return fieldKinds[field.kind] as unknown as KindTraits<F>;
}

export const allKinds = Object.keys(fieldKinds) as FieldKind[];
