import type { CrudFilter, LogicalFilter } from '@refinedev/core';
import { useAutocomplete } from '@refinedev/mui';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { getResource } from '../../../resources.config';
import { resourceKey } from '../../registry/resource-key';
import { humanizeEnum } from '../fields/format';
import {
  chipLabel,
  controlFilters,
  emptyValue,
  isActive,
  readControlValue,
  type ControlValue,
  type FilterControl,
} from './filter-controls';

interface FilterPanelProps {
  controls: readonly FilterControl[];
  /** The list's current filters (from the URL). */
  filters: readonly CrudFilter[];
  onChange: (filters: LogicalFilter[]) => void;
}

/**
 * The registry-driven filter panel: one input per filterable field, the
 * active ones repeated as removable chips, and "Clear all". Values are read
 * from the list's filters every render, so a reload shows the same panel.
 */
export function FilterPanel({ controls, filters, onChange }: FilterPanelProps) {
  const values = controls.map(
    (c) => [c, readControlValue(c, filters)] as const,
  );
  const active = values.filter(([, v]) => isActive(v));
  const set = (control: FilterControl, value: ControlValue) =>
    onChange(controlFilters(control, value));
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" flexWrap="wrap" useFlexGap spacing={1.5}>
        {values.map(([control, value]) => (
          <ControlInput
            key={control.name}
            control={control}
            value={value}
            onChange={(v) => set(control, v)}
          />
        ))}
      </Stack>
      {active.length > 0 && (
        <Stack
          direction="row"
          flexWrap="wrap"
          useFlexGap
          spacing={1}
          alignItems="center"
        >
          {active.map(([control, value]) => (
            <Chip
              key={control.name}
              size="small"
              label={chipLabel(control, value)}
              onDelete={() => set(control, emptyValue(control))}
            />
          ))}
          <Button
            size="small"
            onClick={() =>
              onChange(
                active.flatMap(([c]) => controlFilters(c, emptyValue(c))),
              )
            }
          >
            Clear all
          </Button>
        </Stack>
      )}
    </Stack>
  );
}

const inputSx = { width: 200 } as const;

function ControlInput({
  control,
  value,
  onChange,
}: {
  control: FilterControl;
  value: ControlValue;
  onChange: (value: ControlValue) => void;
}) {
  switch (control.kind) {
    case 'enum': {
      const list = Array.isArray(value) ? value : [];
      return (
        <TextField
          select
          size="small"
          label={control.label}
          sx={inputSx}
          value={control.multiple ? list : (list[0] ?? '')}
          onChange={(e) => {
            const next: unknown = e.target.value;
            onChange(
              Array.isArray(next)
                ? next.map(String)
                : typeof next === 'string' && next !== ''
                  ? [next]
                  : [],
            );
          }}
          slotProps={{
            select: {
              multiple: control.multiple,
              renderValue: (selected: unknown) =>
                (Array.isArray(selected) ? selected : [selected])
                  .map(humanizeEnum)
                  .join(', '),
            },
          }}
        >
          {!control.multiple && (
            <MenuItem value="">
              <em>Any</em>
            </MenuItem>
          )}
          {control.options.map((option) => (
            <MenuItem key={option} value={option}>
              {humanizeEnum(option)}
            </MenuItem>
          ))}
        </TextField>
      );
    }
    case 'range': {
      const range =
        typeof value === 'object' && !Array.isArray(value)
          ? value
          : { from: '', to: '' };
      const type = control.input === 'date' ? 'date' : 'number';
      const unit = control.money ? ' (RM)' : '';
      return (
        <Stack direction="row" spacing={0.5}>
          <TextField
            size="small"
            type={type}
            label={`${control.label} from${unit}`}
            value={range.from}
            onChange={(e) => onChange({ ...range, from: e.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
            sx={{ width: 160 }}
          />
          <TextField
            size="small"
            type={type}
            label={`${control.label} to${unit}`}
            value={range.to}
            onChange={(e) => onChange({ ...range, to: e.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
            sx={{ width: 160 }}
          />
        </Stack>
      );
    }
    case 'reference':
      return (
        <ReferenceFilter
          control={control}
          value={Array.isArray(value) ? value : []}
          onChange={onChange}
        />
      );
    case 'boolean':
      return (
        <TextField
          select
          size="small"
          label={control.label}
          sx={inputSx}
          value={typeof value === 'string' ? value : ''}
          onChange={(e) => onChange(e.target.value)}
        >
          <MenuItem value="">
            <em>Any</em>
          </MenuItem>
          <MenuItem value="true">Yes</MenuItem>
          <MenuItem value="false">No</MenuItem>
        </TextField>
      );
    case 'text':
      return (
        <TextField
          size="small"
          label={control.label}
          sx={inputSx}
          defaultValue={typeof value === 'string' ? value : ''}
          key={typeof value === 'string' ? value : ''}
          onBlur={(e) => onChange(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter')
              onChange((e.target as HTMLInputElement).value);
          }}
        />
      );
  }
}

interface Option {
  id: string;
  label: string;
}

/** Searches the referenced resource on the server as the user types (`q`). */
function ReferenceFilter({
  control,
  value,
  onChange,
}: {
  control: Extract<FilterControl, { kind: 'reference' }>;
  value: string[];
  onChange: (value: string[]) => void;
}) {
  const target = getResource(control.to);
  const titleField = target?.titleField ?? 'id';
  const { autocompleteProps } = useAutocomplete<Record<string, unknown>>({
    resource: target ? resourceKey(target) : control.to,
    onSearch: (text) => [{ field: 'q', operator: 'contains', value: text }],
    pagination: { pageSize: 20 },
    defaultValue: value,
  });
  const options: Option[] = autocompleteProps.options.map((o) => ({
    id: String(o.id),
    label: `${String((o[titleField] as string | number | undefined) ?? '')} (#${String(o.id)})`,
  }));
  const selected = value.map(
    (id) => options.find((o) => o.id === id) ?? { id, label: `#${id}` },
  );
  return (
    <Autocomplete<Option, true>
      multiple
      size="small"
      options={options}
      loading={autocompleteProps.loading}
      value={selected}
      limitTags={1}
      onChange={(_, next) =>
        onChange(
          control.multiple
            ? next.map((o) => o.id)
            : next.slice(-1).map((o) => o.id),
        )
      }
      onInputChange={autocompleteProps.onInputChange}
      filterOptions={(x) => x}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      renderInput={(params) => <TextField {...params} label={control.label} />}
      sx={{ width: 260 }}
    />
  );
}
