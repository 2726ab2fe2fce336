import { useController, type Control, type FieldValues } from 'react-hook-form';
import type { FieldSpec } from '../../registry/define-resource';

/** What every kind's input is given: the field, and the form it belongs to. */
export interface KindInputProps<F extends FieldSpec = FieldSpec> {
  name: string;
  field: F;
  control: Control<FieldValues>;
}

/**
 * One field's form state, and the props a text field takes from it: the
 * label, the required mark, and the error (or help) under the input. Its
 * ref is the input element, not the TextField's root, so that setFocus()
 * reaches it.
 */
export function useFieldControl({ name, field, control }: KindInputProps) {
  const { field: input, fieldState } = useController({ name, control });
  const helperText = fieldState.error?.message ?? field.help ?? ' ';
  const { ref, ...inputProps } = input;
  const common = {
    ...inputProps,
    inputRef: ref,
    value: (input.value as unknown) ?? '',
    fullWidth: true,
    label: field.label,
    required: Boolean(field.required),
    error: Boolean(fieldState.error),
    helperText,
  };
  return { input, fieldState, helperText, common };
}
