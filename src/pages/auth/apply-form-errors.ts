import type { HttpError } from '@refinedev/core';
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';

/**
 * Puts an API error on the form: each `errors` entry under its field (the
 * first one focused), the summary as the root error shown above the fields.
 */
export function applyFormErrors<T extends FieldValues>(
  error: Partial<HttpError> | undefined,
  fields: readonly FieldPath<T>[],
  setError: UseFormSetError<T>,
): void {
  let isFirst = true;
  for (const [field, messages] of Object.entries(error?.errors ?? {})) {
    const name = fields.find((f) => f === field);
    if (!name) continue;
    const message = Array.isArray(messages)
      ? messages.join(' ')
      : typeof messages === 'string'
        ? messages
        : typeof messages === 'object'
          ? messages.message
          : '';
    setError(name, { type: 'server', message }, { shouldFocus: isFirst });
    isFirst = false;
  }
  setError('root.server', {
    type: 'server',
    message: error?.message ?? 'Something went wrong; try again.',
  });
}
