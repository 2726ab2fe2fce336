import type { AnyResource, FieldSpec } from '../../registry/define-resource';
import { kindOf } from '../../registry/field-kinds/kind-table';

export type FormValues = Record<string, unknown>;

/**
 * Whether a form shows `field` without an input: a create-only field once
 * the record exists (the API refuses to change it).
 */
export function isLockedIn(field: FieldSpec, mode: 'create' | 'edit'): boolean {
  return mode === 'edit' && field.createOnly === true;
}

/** Fields a form shows for `mode`, in registry order, locked ones included. */
export function formShownNames(
  resource: AnyResource,
  mode: 'create' | 'edit',
): string[] {
  return Object.entries(resource.fields)
    .filter(([, f]) => {
      if (f.readOnly) return false;
      const where = f.form ?? 'both';
      return where === 'both' || where === mode;
    })
    .map(([name]) => name);
}

/** Fields a form edits and sends for `mode`, in registry order. */
export function formFieldNames(
  resource: AnyResource,
  mode: 'create' | 'edit',
): string[] {
  return formShownNames(resource, mode).filter((name) => {
    const field = resource.fields[name];
    return field !== undefined && !isLockedIn(field, mode);
  });
}

/** API value → what the input holds (ringgit for sen, local time for instants, text for JSON). */
export function toFormValue(field: FieldSpec, value: unknown): unknown {
  const { form } = kindOf(field);
  return value === null || value === undefined
    ? form.empty(field)
    : form.toForm(field, value);
}

export function toFormValues(
  resource: Pick<AnyResource, 'fields'>,
  names: string[],
  record: FormValues | undefined,
): FormValues {
  const values: FormValues = {};
  for (const name of names) {
    const field = resource.fields[name];
    if (field) values[name] = toFormValue(field, record?.[name]);
  }
  return values;
}
