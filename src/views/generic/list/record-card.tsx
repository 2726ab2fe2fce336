import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Checkbox from '@mui/material/Checkbox';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';
import type { AnyResource, FieldSpec } from '../../../registry/define-resource';
import type { CardFields } from '../../../registry/list-extras';
import type { ReferenceTitles } from '../../../providers/response-extras';
import { FieldValue } from '../../../components/fields/field-value';
import { displayText } from '../../../components/fields/display-text';
import { referenceKey } from '../../../components/fields/reference-key';
import { RowActionsMenu } from '../../../components/actions/row-actions-menu';
import { RecordWarningsMarker } from '../../../components/fields/record-warnings-marker';
import { fieldOf } from '../../../registry/list-columns';
import { pagePaths } from '../../../registry/paths';

type Row = Record<string, unknown>;

interface RecordCardProps {
  resource: AnyResource;
  resourceKey: string;
  row: Row;
  fields: CardFields;
  titles: ReferenceTitles;
  /** Whether the card is chosen for a bulk action, and how to change that; absent where the list has none. */
  selection?: CardSelection;
}

interface CardSelection {
  isSelected: boolean;
  onChange: (isSelected: boolean) => void;
}

/**
 * The card's heading link covers the whole card (its ::after), so a tap
 * anywhere opens the record while the link stays one real `<a href>`:
 * focusable, and open-in-new-tab works. Links and buttons inside the card
 * (a reference, the actions menu) sit above the cover and keep their own
 * target, as they do in a grid row.
 */
const cardSx = (theme: Theme): SystemStyleObject<Theme> => ({
  position: 'relative',
  p: 4,
  '&:hover': { borderColor: 'primary.main' },
  '& a:not([data-card-link]), & button, & .MuiCheckbox-root': {
    position: 'relative',
    zIndex: 1,
  },
  '& [data-card-link]::after': {
    content: '""',
    position: 'absolute',
    inset: 0,
    borderRadius: 'inherit',
  },
  '& [data-card-link]:focus-visible': { outline: 'none' },
  // Inside the card's edge: a card clips what overflows it.
  '& [data-card-link]:focus-visible::after': {
    outline: `2px solid ${theme.palette.primary.main}`,
    outlineOffset: -2,
  },
});

/** The same height for a line of text and for its skeleton. */
const LINE_SX = { lineHeight: '24px' } as const;

/** The text of a card's heading: the title field as plain text, never a link of its own. */
function headingOf(
  resource: AnyResource,
  name: string,
  row: Row,
  titles: ReferenceTitles,
): string {
  const id = displayText(row.id);
  const value = row[name];
  if (name === 'id') return `${resource.label.one} #${id}`;
  if (fieldOf(resource, name)?.kind === 'reference') {
    const key = referenceKey(value);
    return key === undefined ? `#${id}` : (titles[name]?.[key] ?? `#${key}`);
  }
  return displayText(value, `#${id}`);
}

/** The card's fields that exist, with their specs. */
function specsOf(
  resource: AnyResource,
  names: readonly string[],
): { name: string; field: FieldSpec }[] {
  return names.flatMap((name) => {
    const field = fieldOf(resource, name);
    return field ? [{ name, field }] : [];
  });
}

/** One record of a list on a phone: its heading, state, a few lines and short values. */
export function RecordCard({
  resource,
  resourceKey,
  row,
  fields,
  titles,
  selection,
}: RecordCardProps) {
  const id = displayText(row.id);
  const heading = headingOf(resource, fields.title, row, titles);
  const meta = specsOf(resource, fields.meta);
  // A chip reads for itself; other short values need their label.
  const chips = meta.filter(({ field }) => field.kind === 'enum');
  const values = meta.filter(({ field }) => field.kind !== 'enum');
  const valueOf = (name: string, field: FieldSpec) => (
    <FieldValue field={field} value={row[name]} titles={titles[name]} dense />
  );
  return (
    <Card
      component="li"
      variant="outlined"
      sx={[
        cardSx,
        Boolean(selection?.isSelected) && {
          borderColor: 'primary.main',
          bgcolor: 'action.selected',
        },
      ]}
    >
      {/* A gap, not margins: the box's own negative margin must stand. */}
      <Stack direction="row" alignItems="center" spacing={2} useFlexGap>
        {selection && (
          <Checkbox
            checked={selection.isSelected}
            onChange={(event) => selection.onChange(event.target.checked)}
            slotProps={{ input: { 'aria-label': `Select ${heading}` } }}
            // The box lines up with the card's edge and text; its 42 px target stays.
            sx={{ m: '-9px' }}
          />
        )}
        <Typography
          component="h2"
          variant="subtitle1"
          fontWeight={600}
          sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}
        >
          <Link
            component={RouterLink}
            to={pagePaths.show(resourceKey, id)}
            data-card-link
            color="inherit"
            underline="hover"
          >
            {heading}
          </Link>
        </Typography>
        {chips.map(({ name, field }) => (
          <Box key={name} component="span" sx={{ flexShrink: 0 }}>
            {valueOf(name, field)}
          </Box>
        ))}
        <RowActionsMenu
          resource={resource}
          resourceKey={resourceKey}
          row={row}
        />
      </Stack>
      <RecordWarningsMarker record={row} />
      {specsOf(resource, fields.subtitle).map(({ name, field }) => (
        <CardLine key={name} label={field.label}>
          {valueOf(name, field)}
        </CardLine>
      ))}
      {values.length > 0 && (
        <Stack
          direction="row"
          flexWrap="wrap"
          justifyContent="space-between"
          useFlexGap
          columnGap={4}
        >
          {values.map(({ name, field }) => (
            <CardLine key={name} label={field.label}>
              {valueOf(name, field)}
            </CardLine>
          ))}
        </Stack>
      )}
    </Card>
  );
}

/** A labelled value on one line; a long value ends in an ellipsis. */
function CardLine({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Typography
      component="div"
      variant="body2"
      sx={{ ...LINE_SX, display: 'flex', gap: 2, minWidth: 0, mt: 1 }}
    >
      <Box component="span" sx={{ color: 'text.secondary', flexShrink: 0 }}>
        {label}
      </Box>
      {/* Isolated, so a date or amount keeps its order in a right-to-left line. */}
      <Box
        component="bdi"
        sx={{
          minWidth: 0,
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          whiteSpace: 'nowrap',
        }}
      >
        {children}
      </Box>
    </Typography>
  );
}

/** A card's shape while its record loads: the same lines, so little moves when it arrives. */
export function RecordCardSkeleton({
  resource,
  fields,
  hasCheckbox,
}: {
  resource: AnyResource;
  fields: CardFields;
  /** Whether the card will hold a selection box (a list with bulk actions). */
  hasCheckbox: boolean;
}) {
  const hasValues = specsOf(resource, fields.meta).some(
    ({ field }) => field.kind !== 'enum',
  );
  const lines = fields.subtitle.length + (hasValues ? 1 : 0);
  return (
    <Card component="li" variant="outlined" sx={{ p: 4 }} aria-hidden>
      <Stack direction="row" alignItems="center" spacing={2}>
        {hasCheckbox && <Skeleton variant="rounded" width={24} height={24} />}
        <Typography variant="subtitle1" sx={{ flex: 1 }}>
          <Skeleton width="45%" />
        </Typography>
        <Skeleton variant="rounded" width={84} height={24} />
      </Stack>
      {Array.from({ length: lines }, (_, i) => (
        <Typography key={i} variant="body2" sx={{ ...LINE_SX, mt: 1 }}>
          <Skeleton width={i % 2 ? '55%' : '75%'} />
        </Typography>
      ))}
    </Card>
  );
}
