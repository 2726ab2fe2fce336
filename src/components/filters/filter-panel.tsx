import { useEffect, useState, type ReactNode } from 'react';
import type { CrudFilter, LogicalFilter } from '@refinedev/core';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import Close from '@mui/icons-material/Close';
import FilterList from '@mui/icons-material/FilterList';
import { useRegistry } from '../../providers/registry-context';
import { resourceKey } from '../../registry/resource-key';
import { titleText } from '../../registry/record-title';
import { humanizeEnum } from '../fields/format';
import {
  useRecordSearch,
  type RecordSearch,
} from '../fields/use-record-search';
import {
  chipLabel,
  controlFilters,
  emptyValue,
  isActive,
  pickInlineControls,
  readControlValue,
  type ControlValue,
  type FilterControl,
} from './filter-controls';
import { useAskedValue } from '../use-asked-value';

interface FilterPanelProps {
  controls: readonly FilterControl[];
  /** The list's current filters (from the URL). */
  filters: readonly CrudFilter[];
  onChange: (filters: LogicalFilter[]) => void;
  /** The entry's state field, whose control leads the bar. */
  stateField?: string;
  /** Leads the bar, e.g. the list's search box. */
  search?: ReactNode;
}

/** How many controls fit the bar beside the search box on a wide screen. */
const INLINE_CONTROLS = 3;

/**
 * The registry-driven filter bar: the few most useful inputs in one row,
 * the rest in a "More filters" drawer that counts its active ones, and
 * every active filter repeated as a removable chip, with "Clear all".
 * Values are read from the list's filters every render, so a reload or a
 * shared link shows the same bar. Below md only the drawer holds inputs.
 */
export function FilterPanel({
  controls,
  filters,
  onChange,
  stateField,
  search,
}: FilterPanelProps) {
  const theme = useTheme();
  const isWide = useMediaQuery(theme.breakpoints.up('md'));
  const [isDrawerOpen, setDrawerOpen] = useState(false);
  const { inline, more } = isWide
    ? pickInlineControls(controls, { stateField, count: INLINE_CONTROLS })
    : { inline: [], more: [...controls] };
  const valueOf = (c: FilterControl) => readControlValue(c, filters);
  const active = controls
    .map((c) => [c, valueOf(c)] as const)
    .filter(([, v]) => isActive(v));
  const activeInDrawer = more.filter((c) => isActive(valueOf(c))).length;
  const set = (control: FilterControl, value: ControlValue) =>
    onChange(controlFilters(control, value));
  const clearAll = () =>
    onChange(active.flatMap(([c]) => controlFilters(c, emptyValue(c))));
  const drawerLabel = isWide ? 'More filters' : 'Filters';
  return (
    <Stack spacing={3} sx={{ minWidth: 0 }}>
      <Stack
        direction="row"
        flexWrap="wrap"
        useFlexGap
        spacing={3}
        alignItems="center"
      >
        {search}
        {inline.map((control) => (
          <ControlInput
            key={control.name}
            control={control}
            value={valueOf(control)}
            onChange={(v) => set(control, v)}
          />
        ))}
        {more.length > 0 && (
          <Button
            variant="outlined"
            color={activeInDrawer > 0 ? 'primary' : 'inherit'}
            startIcon={<FilterList />}
            onClick={() => setDrawerOpen(true)}
            aria-haspopup="dialog"
            aria-label={
              activeInDrawer > 0
                ? `${drawerLabel}, ${activeInDrawer} active`
                : drawerLabel
            }
            sx={{
              height: 40,
              flexShrink: 0,
              borderColor: activeInDrawer > 0 ? undefined : 'divider',
            }}
          >
            {drawerLabel}
            {activeInDrawer > 0 && (
              <Box component="span" aria-hidden sx={countSx}>
                {activeInDrawer}
              </Box>
            )}
          </Button>
        )}
      </Stack>
      {active.length > 0 && (
        <Stack
          direction="row"
          flexWrap="wrap"
          useFlexGap
          spacing={2}
          alignItems="center"
          aria-label="Active filters"
          role="group"
        >
          {active.map(([control, value]) => (
            <Chip
              key={control.name}
              size="small"
              label={chipLabel(control, value)}
              onDelete={() => set(control, emptyValue(control))}
              sx={{ maxWidth: '100%' }}
            />
          ))}
          <Button size="small" onClick={clearAll}>
            Clear all
          </Button>
        </Stack>
      )}
      <Drawer
        anchor="right"
        open={isDrawerOpen}
        onClose={() => setDrawerOpen(false)}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-label': 'Filters',
            sx: { width: { xs: '100%', sm: 400 } },
          },
        }}
      >
        <Stack
          direction="row"
          alignItems="center"
          justifyContent="space-between"
          sx={{ px: 6, py: 4, borderBottom: 1, borderColor: 'divider' }}
        >
          <Typography variant="h6" component="h2">
            Filters
          </Typography>
          <IconButton
            aria-label="Close filters"
            onClick={() => setDrawerOpen(false)}
            edge="end"
          >
            <Close />
          </IconButton>
        </Stack>
        <Stack spacing={5} sx={{ px: 6, py: 5, flex: 1, overflowY: 'auto' }}>
          {more.map((control) => (
            <ControlInput
              key={control.name}
              control={control}
              value={valueOf(control)}
              onChange={(v) => set(control, v)}
              fullWidth
            />
          ))}
        </Stack>
        <Stack
          direction="row"
          spacing={2}
          justifyContent="flex-end"
          sx={{ px: 6, py: 4, borderTop: 1, borderColor: 'divider' }}
        >
          <Button onClick={clearAll} disabled={active.length === 0}>
            Clear all
          </Button>
          <Button variant="contained" onClick={() => setDrawerOpen(false)}>
            Done
          </Button>
        </Stack>
      </Drawer>
    </Stack>
  );
}

const countSx = {
  ml: 2,
  minWidth: 20,
  height: 20,
  px: 1.5,
  borderRadius: 10,
  bgcolor: 'primary.main',
  color: 'primary.contrastText',
  fontSize: '0.75rem',
  fontWeight: 600,
  lineHeight: '20px',
  textAlign: 'center',
} as const;

/**
 * In the bar an input shrinks towards 150 px before the row wraps and grows
 * up to its natural width; in the drawer it takes the full width.
 */
function widthSx(fullWidth: boolean, width: number) {
  return fullWidth
    ? { width: '100%' }
    : { flex: '1 1 150px', minWidth: 0, maxWidth: width };
}

function ControlInput({
  control,
  value: current,
  onChange: change,
  fullWidth = false,
}: {
  control: FilterControl;
  value: ControlValue;
  onChange: (value: ControlValue) => void;
  fullWidth?: boolean;
}) {
  const [value, ask] = useAskedValue(current);
  const onChange = (next: ControlValue) => {
    ask(next);
    change(next);
  };
  const inputSx = widthSx(fullWidth, 200);
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
        <Stack direction="row" spacing={2} sx={widthSx(fullWidth, 324)}>
          <TextField
            size="small"
            type={type}
            label={`${control.label} from${unit}`}
            value={range.from}
            onChange={(e) => onChange({ ...range, from: e.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
            sx={{ flex: 1, minWidth: 0 }}
          />
          <TextField
            size="small"
            type={type}
            label={`${control.label} to${unit}`}
            value={range.to}
            onChange={(e) => onChange({ ...range, to: e.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
            sx={{ flex: 1, minWidth: 0 }}
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
          fullWidth={fullWidth}
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

type Row = Record<string, unknown>;

/** A picker's options before its search has mounted. */
const noSearch: RecordSearch<Row> = {
  records: [],
  isLoading: false,
  onInputChange: () => undefined,
  noOptionsText: 'No options',
};

/**
 * Runs a picker's search and hands each answer to the picker. It mounts
 * beside the picker, not around it, so mounting it later does not rebuild
 * the picker's input (which may hold focus).
 */
function RecordSearchSource({
  resource,
  enabled,
  chosenIds,
  onSearch,
}: {
  resource: string;
  enabled: boolean;
  chosenIds: readonly string[];
  onSearch: (search: RecordSearch<Row>) => void;
}) {
  const { records, isLoading, onInputChange, noOptionsText } =
    useRecordSearch<Row>({
      resource,
      enabled,
      chosenIds,
    });
  useEffect(
    () => onSearch({ records, isLoading, onInputChange, noOptionsText }),
    [records, isLoading, onInputChange, noOptionsText, onSearch],
  );
  return null;
}

/**
 * Searches the referenced resource on the server as the user types (`q`).
 * The options load when the list first opens, not with the page, so they
 * never queue ahead of the grid's own request. The search itself (two
 * Refine queries) mounts when the picker first takes focus, or at once
 * when the URL already picks a record: a list's two or three pickers
 * otherwise held a third of a MiB for searches nobody ran.
 */
function ReferenceFilter({
  control,
  value,
  onChange,
  fullWidth,
}: {
  control: Extract<FilterControl, { kind: 'reference' }>;
  value: string[];
  onChange: (value: string[]) => void;
  fullWidth: boolean;
}) {
  const target = useRegistry().byName(control.to);
  const titleField = target?.titleField ?? 'id';
  const [wasOpened, setWasOpened] = useState(false);
  // Focus comes before typing: the search is there for the first letter.
  const [wasFocused, setWasFocused] = useState(false);
  const [search, setSearch] = useState(noSearch);
  const isSearching = wasFocused || wasOpened || value.length > 0;
  const options: Option[] = search.records.map((o) => ({
    id: String(o.id),
    label: `${titleText(target, o[titleField])} (#${String(o.id)})`,
  }));
  const selected = value.map(
    (id) => options.find((o) => o.id === id) ?? { id, label: `#${id}` },
  );
  const picker = (
    <Autocomplete<Option, true>
      multiple
      size="small"
      options={options}
      loading={search.isLoading}
      noOptionsText={search.noOptionsText}
      value={selected}
      limitTags={1}
      onChange={(_, next) =>
        onChange(
          control.multiple
            ? next.map((o) => o.id)
            : next.slice(-1).map((o) => o.id),
        )
      }
      onOpen={() => setWasOpened(true)}
      onFocus={() => setWasFocused(true)}
      onInputChange={search.onInputChange}
      filterOptions={(x) => x}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      renderInput={(params) => <TextField {...params} label={control.label} />}
      sx={widthSx(fullWidth, 240)}
    />
  );
  return (
    <>
      {picker}
      {isSearching && (
        <RecordSearchSource
          resource={target ? resourceKey(target) : control.to}
          enabled={wasOpened}
          // The chosen ids' names load at once.
          chosenIds={value}
          onSearch={setSearch}
        />
      )}
    </>
  );
}
