import type { AnyResource } from '../../registry/define-resource';
import { kindOf } from '../../registry/field-kinds/kind-table';
import {
  checkFieldValue,
  windowError,
} from '../../registry/field-kinds/value-schemas';
import type { FormValues } from './form-values';

export interface FormCheck {
  /** The request body: each field as the API takes it, when it passed. */
  body: FormValues;
  /** The message for each field that did not. */
  errors: Record<string, string>;
}

/**
 * What the user typed → the API's body, checked by the same schemas the
 * API validates with: a field's text is first read as its kind's value
 * (ringgit to sen, local time to an instant, text to JSON), then the
 * field's rules run on that value, then ends are checked against starts.
 * What the form holds is never rewritten; only the body is converted.
 */
export function formToApi(
  resource: Pick<AnyResource, 'fields'>,
  names: readonly string[],
  values: FormValues,
): FormCheck {
  const body: FormValues = {};
  const errors: Record<string, string> = {};
  for (const name of names) {
    const field = resource.fields[name];
    if (!field) continue;
    const typed = kindOf(field).form.toApi(field, values[name]);
    const checked =
      'error' in typed ? typed : checkFieldValue(field, typed.value);
    if ('error' in checked) errors[name] = checked.error;
    else body[name] = checked.value;
  }
  for (const name of names) {
    const startName = resource.fields[name]?.notBefore;
    const field = resource.fields[name];
    const start = startName ? resource.fields[startName] : undefined;
    if (!field || !startName || !start || !names.includes(startName)) continue;
    if (errors[name] || errors[startName]) continue;
    const error = windowError(field, start.label, body[name], body[startName]);
    if (error) errors[name] = error;
  }
  return { body, errors };
}
