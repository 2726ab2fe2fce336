import type { AnyResource } from '../../../registry/define-resource';
import {
  toFormValue,
  type FormValues,
} from '../../../components/fields/form-values';

/** Someone else saved the record while this form was open. */
export interface StaleWrite {
  /** The record as it is now. */
  current: FormValues;
  /** Fields they changed since the version this form was based on. */
  theirs: string[];
  /** Fields both they and this form changed: saving would replace theirs. */
  both: string[];
}

const asText = (value: unknown) => JSON.stringify(value ?? null);

/**
 * Compares what the form was based on with what the record is now, field by
 * field as the inputs show them (ringgit, local times), so "changed" means
 * what a person would call changed; `mine` are the fields the user changed.
 *
 * @example
 * staleWrite(menus, ['name', 'price'], base, current, ['name'])
 * // → { current, theirs: ['price'], both: [] }
 */
export function staleWrite(
  resource: AnyResource,
  names: readonly string[],
  base: FormValues,
  current: FormValues,
  mine: readonly string[],
): StaleWrite {
  const theirs: string[] = [];
  const both: string[] = [];
  for (const name of names) {
    const field = resource.fields[name];
    if (!field) continue;
    const was = asText(toFormValue(field, base[name]));
    if (asText(toFormValue(field, current[name])) === was) continue;
    theirs.push(name);
    if (mine.includes(name)) both.push(name);
  }
  return { current, theirs, both };
}
