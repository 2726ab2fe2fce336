import type { ReactNode } from 'react';
import type { FieldSpec } from '../../registry/define-resource';
import { kindInputs } from './kind-inputs';
import type { KindInputProps } from './use-field-control';

/** The form input of a registry field: its kind's input (kind-inputs.tsx). */
export function FieldInput(props: KindInputProps) {
  // The table is keyed by kind, so the kind's input takes this field's spec.
  const Input = kindInputs[props.field.kind] as (
    props: KindInputProps<FieldSpec>,
  ) => ReactNode;
  return <Input {...props} />;
}
