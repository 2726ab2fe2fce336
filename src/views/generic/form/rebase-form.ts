import type { UseFormReturn } from 'react-hook-form';
import type { FormValues } from '../../../components/fields/form-values';

type Form = Pick<
  UseFormReturn<FormValues>,
  'getValues' | 'getFieldState' | 'reset' | 'setValue'
>;

/**
 * Moves a form onto a newer version of its record: fields the user has not
 * touched take the new values, typed ones keep what was typed, and
 * "unsaved changes" is measured against the new version.
 *
 * react-hook-form's own `reset(values, { keepDirtyValues: true })` makes
 * the typed values part of the new defaults, so the form stops counting as
 * dirty and leaving it no longer asks first; hence the two steps here.
 *
 * @example
 * rebaseForm(form, toFormValues(resource, names, refetchedRecord));
 */
export function rebaseForm(form: Form, server: FormValues): void {
  const typed = form.getValues();
  const dirty = Object.keys(typed).filter(
    (name) => form.getFieldState(name).isDirty,
  );
  form.reset(server);
  for (const name of dirty)
    form.setValue(name, typed[name], { shouldDirty: true });
}
