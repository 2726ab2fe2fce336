import { Controller, type Control, type FieldValues } from 'react-hook-form';
import { useAutocomplete } from '@refinedev/mui';
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
import { fieldRules } from './field-rules';
import { humanizeEnum } from './format';
import { displayText } from './display-text';

interface FieldInputProps {
  name: string;
  field: FieldSpec;
  control: Control<FieldValues>;
}

const inputTypes: Partial<Record<FieldSpec['kind'], string>> = {
  email: 'email',
  phone: 'tel',
  url: 'url',
  date: 'date',
  datetime: 'datetime-local',
  time: 'time',
  color: 'color',
};

/**
 * One form input per field kind. Values are kept in the form exactly as typed
 * (strings for numbers) and converted on submit by `toApiValues`, so an error
 * never rewrites what the user entered.
 */
export function FieldInput({ name, field, control }: FieldInputProps) {
  const rules = fieldRules(field);
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
        const common = {
          ...input,
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
              <TextField
                {...common}
                type={inputTypes[field.kind]}
                slotProps={{ inputLabel: { shrink: true } }}
              />
            );
          case 'image':
            return (
              <Box>
                <TextField {...common} type="url" placeholder="https://…" />
                {typeof input.value === 'string' &&
                  /^https?:\/\//.test(input.value) && (
                    <Box
                      component="img"
                      src={input.value}
                      alt={`${field.label} preview`}
                      sx={{
                        mt: 1,
                        maxHeight: 120,
                        maxWidth: '100%',
                        borderRadius: 1,
                      }}
                    />
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

/** Searches the referenced resource on the server as the user types. */
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
  const { autocompleteProps } = useAutocomplete<Record<string, unknown>>({
    resource: target ? resourceKey(target) : field.to,
    onSearch: (value) => [{ field: 'q', operator: 'contains', value }],
    pagination: { pageSize: 20 },
  });
  const options: Option[] = autocompleteProps.options.map((o) => ({
    id: o.id as string | number,
    label: `${displayText(o[titleField])} (#${displayText(o.id)})`,
  }));
  return (
    <Controller
      name={name}
      control={control}
      rules={fieldRules(field)}
      render={({ field: input, fieldState }) => {
        const selected =
          options.find((o) => String(o.id) === String(input.value)) ??
          (input.value
            ? {
                id: input.value as string | number,
                label: `#${String(input.value)}`,
              }
            : null);
        return (
          <Autocomplete<Option>
            options={options}
            loading={autocompleteProps.loading}
            value={selected}
            onChange={(_, option) => input.onChange(option?.id ?? null)}
            onInputChange={autocompleteProps.onInputChange}
            filterOptions={(x) => x}
            isOptionEqualToValue={(a, b) => String(a.id) === String(b.id)}
            renderInput={(params) => (
              <TextField
                {...params}
                inputRef={input.ref}
                label={field.label}
                required={Boolean(field.required)}
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message ?? field.help ?? ' '}
              />
            )}
          />
        );
      }}
    />
  );
}
