import { useId } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { FieldSpec, ReferenceField } from '../../registry/define-resource';
import { FieldValue } from './field-value';
import { useReferenceTitles } from './use-reference-titles';

interface LockedFieldProps {
  field: FieldSpec;
  /** The stored value, as the API sent it. */
  value: unknown;
  /** Why it cannot change; by default, that it was set when the record was created. */
  note?: string;
}

/** A reference reads as its record's title, fetched as a picker would. */
function LockedReference({
  field,
  value,
}: {
  field: ReferenceField;
  value: unknown;
}) {
  const titles = useReferenceTitles(
    field.to,
    Array.isArray(value) ? value : [value],
  );
  return (
    <FieldValue
      field={field}
      value={value}
      titles={Object.fromEntries(titles)}
    />
  );
}

/**
 * A field the edit form shows but offers no input for (`createOnly`): its
 * label and its value as the show page reads it, and why it stays. Not part
 * of the form's values, so a save never sends it.
 */
export function LockedField({
  field,
  value,
  note = 'Set when the record was created; it cannot change.',
}: LockedFieldProps) {
  const labelId = useId();
  return (
    <Box role="group" aria-labelledby={labelId}>
      <Typography
        id={labelId}
        variant="caption"
        color="text.secondary"
        component="div"
      >
        {field.label}
      </Typography>
      <Box sx={{ mt: 1, wordBreak: 'break-word' }}>
        {field.kind === 'reference' || field.kind === 'references' ? (
          <LockedReference field={field} value={value} />
        ) : (
          <FieldValue field={field} value={value} />
        )}
      </Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {note}
      </Typography>
    </Box>
  );
}
