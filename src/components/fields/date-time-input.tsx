import { useState } from 'react';
import type { Ref } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

export type DateTimeKind = 'date' | 'datetime' | 'time';

/** How the form holds each kind: local wall-clock text, as form-values.ts converts it. */
export const formFormats: Record<DateTimeKind, string> = {
  date: 'YYYY-MM-DD',
  datetime: 'YYYY-MM-DDTHH:mm',
  time: 'HH:mm',
};

/** What the form holds while the picker shows a half-typed value. */
export const INCOMPLETE = 'incomplete';

function parse(kind: DateTimeKind, value: string): Dayjs | null {
  if (value === '' || value === INCOMPLETE) return null;
  const parsed = dayjs(kind === 'time' ? `1970-01-01T${value}` : value);
  return parsed.isValid() ? parsed : null;
}

interface DateTimeInputProps {
  kind: DateTimeKind;
  name: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  inputRef: Ref<HTMLInputElement>;
  label: string;
  required: boolean;
  error: boolean;
  helperText: string;
}

/**
 * MUI X's date, date-time and time pickers over the form's plain text
 * values, so drafts, conversions and server errors treat them like any
 * other input. A half-typed value stays on screen and fails the field's rule
 * instead of being dropped.
 */
export function DateTimeInput({
  kind,
  name,
  value,
  onChange,
  onBlur,
  inputRef,
  label,
  required,
  error,
  helperText,
}: DateTimeInputProps) {
  // The picker's own value while it is incomplete; the form's value otherwise.
  const [partial, setPartial] = useState<{ from: string; value: Dayjs } | null>(
    null,
  );
  const shown =
    partial && partial.from === value ? partial.value : parse(kind, value);
  const handleChange = (next: Dayjs | null) => {
    if (next === null) {
      setPartial(null);
      onChange('');
    } else if (next.isValid()) {
      setPartial(null);
      onChange(next.format(formFormats[kind]));
    } else {
      setPartial({ from: INCOMPLETE, value: next });
      onChange(INCOMPLETE);
    }
  };
  const slotProps = {
    textField: {
      name,
      required,
      error,
      helperText,
      fullWidth: true,
      onBlur,
    },
  };
  const common = {
    label,
    value: shown,
    onChange: handleChange,
    inputRef,
    slotProps,
  };
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {kind === 'date' ? (
        <DatePicker {...common} format="DD/MM/YYYY" />
      ) : kind === 'datetime' ? (
        <DateTimePicker {...common} format="DD/MM/YYYY HH:mm" ampm={false} />
      ) : (
        <TimePicker {...common} format="HH:mm" ampm={false} />
      )}
    </LocalizationProvider>
  );
}
