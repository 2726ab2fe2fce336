import { useController } from 'react-hook-form';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { ReferenceField } from '../../registry/define-resource';
import { useRegistry } from '../../providers/registry-context';
import { resourceKey } from '../../registry/resource-key';
import { titleText } from '../../registry/record-title';
import { displayText } from './display-text';
import { referenceKey } from './reference-key';
import type { KindInputProps } from './use-field-control';
import { useRecordSearch } from './use-record-search';
import { useReferenceTitles } from './use-reference-titles';

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
export function ReferenceInput({
  name,
  field,
  control,
}: KindInputProps<ReferenceField>) {
  const target = useRegistry().byName(field.to);
  const titleField = target?.titleField ?? 'id';
  const { field: input, fieldState } = useController({ name, control });
  const search = useRecordSearch<Record<string, unknown>>({
    resource: target ? resourceKey(target) : field.to,
  });
  const titles = useReferenceTitles(field.to, [input.value]);
  const found: Option[] = search.records.map((o) => ({
    id: o.id as string | number,
    label: optionLabel(titleText(target, o[titleField]), displayText(o.id)),
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
      noOptionsText={search.noOptionsText}
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
