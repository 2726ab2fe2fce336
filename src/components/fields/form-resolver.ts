import type { FieldErrors, Resolver } from 'react-hook-form';
import type { AnyResource } from '../../registry/define-resource';
import { formToApi } from './form-to-api';
import type { FormValues } from './form-values';

/**
 * react-hook-form's resolver for a registry form: the values a submit
 * receives are the API's body, and each field's error is the message the
 * API would give for the same value (`formToApi`).
 */
export function formResolver(
  resource: Pick<AnyResource, 'fields'>,
  names: readonly string[],
): Resolver<FormValues> {
  return (values) => {
    const { body, errors } = formToApi(resource, names, values);
    const failed = Object.entries(errors);
    if (failed.length === 0) return { values: body, errors: {} };
    const fieldErrors: FieldErrors<FormValues> = {};
    for (const [name, message] of failed)
      fieldErrors[name] = { type: 'validate', message };
    return { values: {}, errors: fieldErrors };
  };
}
