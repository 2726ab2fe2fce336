import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import type {
  EnumField,
  FieldKind,
  NumberField,
  TemporalField,
} from '../../registry/define-resource';
import { enums } from '../../registry/enums';
import type { FieldOf } from '../../registry/field-kinds/kind-traits';
import { DateTimeInput } from './date-time-input';
import { humanizeEnum } from './format';
import { ImageThumb } from './image-thumb';
import { ReferenceInput } from './reference-input';
import { safeHref } from '../links/safe-href';
import { useFieldControl, type KindInputProps } from './use-field-control';

function BooleanInput(props: KindInputProps) {
  const { input } = useFieldControl(props);
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
        label={props.field.label}
      />
    </Box>
  );
}

function EnumInput(props: KindInputProps<EnumField>) {
  const { common } = useFieldControl(props);
  const { field } = props;
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
}

function MoneyInput(props: KindInputProps<NumberField>) {
  const { common } = useFieldControl(props);
  return (
    <TextField
      {...common}
      type="number"
      slotProps={{
        htmlInput: { step: '0.01', inputMode: 'decimal' },
        input: {
          startAdornment: <InputAdornment position="start">RM</InputAdornment>,
        },
      }}
    />
  );
}

function PercentInput(props: KindInputProps<NumberField>) {
  const { common } = useFieldControl(props);
  return (
    <TextField
      {...common}
      type="number"
      slotProps={{
        htmlInput: { step: '0.01' },
        input: {
          endAdornment: <InputAdornment position="end">%</InputAdornment>,
        },
      }}
    />
  );
}

function NumberInput(props: KindInputProps<NumberField>) {
  const { common } = useFieldControl(props);
  return (
    <TextField
      {...common}
      type="number"
      slotProps={{ htmlInput: { step: props.field.integer ? 1 : 'any' } }}
    />
  );
}

/** Long text, and JSON and id lists typed as text. */
function MultilineInput(props: KindInputProps) {
  const { common } = useFieldControl(props);
  return <TextField {...common} multiline minRows={3} />;
}

function TemporalInput(props: KindInputProps<TemporalField>) {
  const { input, fieldState, helperText } = useFieldControl(props);
  const { field, name } = props;
  return (
    <DateTimeInput
      kind={field.kind}
      name={name}
      value={typeof input.value === 'string' ? input.value : ''}
      onChange={input.onChange}
      onBlur={input.onBlur}
      inputRef={input.ref}
      label={field.label}
      required={Boolean(field.required)}
      error={Boolean(fieldState.error)}
      helperText={helperText}
    />
  );
}

function ImageInput(props: KindInputProps) {
  const { input, common } = useFieldControl(props);
  const preview = safeHref(input.value);
  return (
    <Box>
      <TextField {...common} type="url" placeholder="https://…" />
      {preview && (
        <Box sx={{ mt: 2 }}>
          <ImageThumb
            src={preview}
            alt={`${props.field.label} preview`}
            height={120}
            maxWidth={240}
          />
        </Box>
      )}
    </Box>
  );
}

/** A one-line text input of an HTML type (email, tel, url, color, text). */
function textInput(type: string) {
  return function TypedTextInput(props: KindInputProps) {
    const { common } = useFieldControl(props);
    return <TextField {...common} type={type} />;
  };
}

/**
 * One form input per field kind. Values are kept in the form exactly as
 * typed (strings for numbers) and converted on submit (`formToApi`), so an
 * error never rewrites what the user entered.
 */
export const kindInputs: {
  [K in FieldKind]: (props: KindInputProps<FieldOf<K>>) => ReactNode;
} = {
  text: textInput('text'),
  longText: MultilineInput,
  email: textInput('email'),
  phone: textInput('tel'),
  url: textInput('url'),
  image: ImageInput,
  color: textInput('color'),
  number: NumberInput,
  money: MoneyInput,
  percent: PercentInput,
  boolean: BooleanInput,
  enum: EnumInput,
  date: TemporalInput,
  datetime: TemporalInput,
  time: TemporalInput,
  reference: ReferenceInput,
  references: MultilineInput,
  json: MultilineInput,
  geo: MultilineInput,
};
