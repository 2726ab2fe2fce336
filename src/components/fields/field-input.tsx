import {
  Controller,
  useController,
  type Control,
  type FieldValues,
} from 'react-hook-form';
import Autocomplete from '@mui/material/Autocomplete';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Box from '@mui/material/Box';
import type { FieldSpec, ReferenceField } from '../../registry/define-resource';
import { enums } from '../../registry/enums';
import { getResource } from '../../../resources.config';
import { resourceKey } from '../../registry/resource-key';
import { DateTimeInput } from './date-time-input';
import { fieldRules } from './field-rules';
import { ImageThumb } from './image-thumb';
import { humanizeEnum } from './format';
import { displayText } from './display-text';
import { referenceKey } from './reference-key';
import { useRecordSearch } from './use-record-search';
import { useReferenceTitles } from './use-reference-titles';

interface FieldInputProps {
  name: string;
  field: FieldSpec;
  control: Control<FieldValues>;
  /** The label of the field named by `field.notBefore`, when the form has it. */
  notBeforeLabel?: string;
}

const inputTypes: Partial<Record<FieldSpec['kind'], string>> = {
  email: 'email',
  phone: 'tel',
  url: 'url',
  color: 'color',
};

/**
 * One form input per field kind. Values are kept in the form exactly as typed
 * (strings for numbers) and converted on submit by `toApiValues`, so an error
 * never rewrites what the user entered.
 */
export function FieldInput({
  name,
  field,
  control,
  notBeforeLabel,
}: FieldInputProps) {
  const startName = field.notBefore;
  const rules = {
    ...fieldRules(field),
    // Local text of one kind sorts like time itself ('2026-11-21T09:30').
    validate: (value: unknown, values: FieldValues) => {
      const start: unknown = startName ? values[startName] : undefined;
      return !notBeforeLabel ||
        typeof value !== 'string' ||
        typeof start !== 'string' ||
        value === '' ||
        start === '' ||
        value >= start
        ? true
        : `${field.label} must not be before ${notBeforeLabel}`;
    },
  };
  if (field.kind === 'reference') {
    return <ReferenceInput name={name} field={field} control={control} />;
  }
  return (
    <Controller
      name={name}
      control={control}
      rules={rules}
      render={({ field: input, fieldState }) => {
        const helperText = fieldState.error?.message ?? field.help ?? ' ';
        const { ref, ...inputProps } = input;
        const common = {
          ...inputProps,
          // The input element, not TextField's root, so setFocus() reaches it (F1).
          inputRef: ref,
          value: (input.value as unknown) ?? '',
          fullWidth: true,
          label: field.label,
          required: Boolean(field.required),
          error: Boolean(fieldState.error),
          helperText,
        };
        switch (field.kind) {
          case 'boolean':
            return (
              <Box>
                <FormControlLabel
                  control={
                    <Switch
                      checked={input.value === true}
                      onChange={(e) => input.onChange(e.target.checked)}
                      inputRef={input.ref}
                    />
                  }
                  label={field.label}
                />
              </Box>
            );
          case 'enum':
            return (
              <TextField {...common} select>
                {!field.required && (
                  <MenuItem value="">
                    <em>None</em>
                  </MenuItem>
                )}
                {enums[field.enumKey].map((v) => (
                  <MenuItem key={v} value={v}>
                    {humanizeEnum(v)}
                  </MenuItem>
                ))}
              </TextField>
            );
          case 'money':
            return (
              <TextField
                {...common}
                type="number"
                slotProps={{
                  htmlInput: { step: '0.01', inputMode: 'decimal' },
                  input: {
                    startAdornment: (
                      <InputAdornment position="start">RM</InputAdornment>
                    ),
                  },
                }}
              />
            );
          case 'percent':
            return (
              <TextField
                {...common}
                type="number"
                slotProps={{
                  htmlInput: { step: '0.01' },
                  input: {
                    endAdornment: (
                      <InputAdornment position="end">%</InputAdornment>
                    ),
                  },
                }}
              />
            );
          case 'number':
            return (
              <TextField
                {...common}
                type="number"
                slotProps={{ htmlInput: { step: field.integer ? 1 : 'any' } }}
              />
            );
          case 'longText':
          case 'json':
          case 'geo':
          case 'references':
            return <TextField {...common} multiline minRows={3} />;
          case 'date':
          case 'datetime':
          case 'time':
            return (
              <DateTimeInput
                kind={field.kind}
                name={name}
                value={typeof input.value === 'string' ? input.value : ''}
                onChange={input.onChange}
                onBlur={input.onBlur}
                inputRef={ref}
                label={field.label}
                required={Boolean(field.required)}
                error={Boolean(fieldState.error)}
                helperText={helperText}
              />
            );
          case 'image':
            return (
              <Box>
                <TextField {...common} type="url" placeholder="https://…" />
                {typeof input.value === 'string' &&
                  /^https?:\/\//.test(input.value) && (
                    <Box sx={{ mt: 2 }}>
                      <ImageThumb
                        src={input.value}
                        alt={`${field.label} preview`}
                        height={120}
                        maxWidth={240}
                      />
                    </Box>
                  )}
              </Box>
            );
          default:
            return (
              <TextField {...common} type={inputTypes[field.kind] ?? 'text'} />
            );
        }
      }}
    />
  );
}

interface Option {
  id: string | number;
  label: string;
}

/** How a record reads in the picker; the id tells apart two records with one name. */
function optionLabel(title: string | undefined, key: string): string {
  return title ? `${title} (#${key})` : `#${key}`;
}

/**
 * Searches the referenced resource on the server as the user types, and
 * shows the current value by its title (fetched once) rather than its id.
 */
function ReferenceInput({
  name,
  field,
  control,
}: {
  name: string;
  field: ReferenceField;
  control: Control<FieldValues>;
}) {
  const target = getResource(field.to);
  const titleField = target?.titleField ?? 'id';
  const { field: input, fieldState } = useController({
    name,
    control,
    rules: fieldRules(field),
  });
  const search = useRecordSearch<Record<string, unknown>>({
    resource: target ? resourceKey(target) : field.to,
  });
  const titles = useReferenceTitles(field.to, [input.value]);
  const found: Option[] = search.records.map((o) => ({
    id: o.id as string | number,
    label: optionLabel(displayText(o[titleField]), displayText(o.id)),
  }));
  const selectedKey = referenceKey(input.value);
  const selected =
    selectedKey === undefined
      ? null
      : (found.find((o) => String(o.id) === selectedKey) ?? {
          id: input.value as string | number,
          label: optionLabel(titles.get(selectedKey), selectedKey),
        });
  // The current value stays an option while a search lists other records,
  // so the picker still shows it and MUI finds the value among its options.
  const options =
    selected && !found.includes(selected) ? [selected, ...found] : found;
  return (
    <Autocomplete<Option>
      options={options}
      loading={search.isLoading}
      value={selected}
      onChange={(_, option) => input.onChange(option?.id ?? null)}
      onBlur={input.onBlur}
      onInputChange={search.onInputChange}
      filterOptions={(x) => x}
      isOptionEqualToValue={(a, b) => String(a.id) === String(b.id)}
      renderInput={(params) => (
        <TextField
          {...params}
          inputRef={input.ref}
          name={input.name}
          label={field.label}
          required={Boolean(field.required)}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? field.help ?? ' '}
        />
      )}
    />
  );
}
