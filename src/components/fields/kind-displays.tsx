import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import CheckCircle from '@mui/icons-material/CheckCircle';
import RemoveCircleOutline from '@mui/icons-material/RemoveCircleOutline';
import type { CSSProperties, ReactNode } from 'react';
import type {
  FieldKind,
  FieldSpec,
  ReferenceField,
} from '../../registry/define-resource';
import type { FieldOf } from '../../registry/field-kinds/kind-traits';
import type { FieldTitles } from '../../providers/response-extras';
import { displayText } from './display-text';
import {
  formatDate,
  formatDateTime,
  formatWallClock,
  formatMoney,
  formatPercent,
  humanizeEnum,
} from './format';
import { ImageThumb } from './image-thumb';
import { LtrValue } from './ltr-value';
import { ReferenceLinks } from './reference-links';
import { safeHref } from '../links/safe-href';
import { statusTone } from './status-tone';
import { sharedClasses } from '../shared-classes';

/** What every kind's display is given: a value that is there (not null, not ''). */
export interface KindDisplayProps<F extends FieldSpec = FieldSpec> {
  field: F;
  value: unknown;
  /** Grid cells stay on one line; the show page may wrap and show images larger. */
  dense: boolean;
  /** For reference fields: the referenced records' titles by id (`include=`). */
  titles?: FieldTitles;
}

const figures = { fontVariantNumeric: 'tabular-nums' } as const;

/** Text isolated in a `<bdi>`, which takes its direction from its own first letter. */
const PlainText = ({ value }: KindDisplayProps) => (
  <bdi>{displayText(value)}</bdi>
);

/** A figure or code that reads left to right in a right-to-left page too. */
const ltr =
  (format: (value: unknown) => string, style?: CSSProperties) =>
  ({ value }: KindDisplayProps) => (
    <LtrValue style={style}>{format(value)}</LtrValue>
  );

function ReferenceDisplay({
  field,
  value,
  titles,
  dense,
}: KindDisplayProps<ReferenceField>) {
  const ids = field.kind === 'references' ? value : [value];
  return Array.isArray(ids) ? (
    <ReferenceLinks
      to={field.to}
      ids={ids as unknown[]}
      titles={titles}
      dense={dense}
    />
  ) : null;
}

function JsonDisplay({ value, dense }: KindDisplayProps) {
  return (
    <Typography
      component="code"
      dir="ltr"
      sx={{
        fontFamily: 'monospace',
        fontSize: 12,
        whiteSpace: dense ? 'nowrap' : 'pre-wrap',
        // A block of its own, so pretty-printed lines start at the left edge.
        display: dense ? undefined : 'block',
      }}
    >
      {dense ? JSON.stringify(value) : JSON.stringify(value, null, 2)}
    </Typography>
  );
}

/**
 * How a value of each field kind reads, in grids and on show pages alike,
 * so a kind looks the same everywhere. Text is rendered as text, never as
 * HTML. Numbers, amounts, dates, phone numbers, links and colours are
 * isolated left to right (LtrValue), so a right-to-left page does not
 * reorder their parts; text (names, codes, addresses) is isolated in a
 * `<bdi>`, so "ORD0000042" and an English address keep their order and an
 * Arabic name still reads right to left.
 */
export const kindDisplays: {
  [K in FieldKind]: (props: KindDisplayProps<FieldOf<K>>) => ReactNode;
} = {
  money: ltr(formatMoney, figures),
  percent: ltr(formatPercent),
  number: ltr(displayText, figures),
  boolean: ({ value }) =>
    value === true ? (
      <CheckCircle fontSize="small" color="success" titleAccess="Yes" />
    ) : (
      <RemoveCircleOutline fontSize="small" color="disabled" titleAccess="No" />
    ),
  enum: ({ value }) => (
    // A chip drawn by shared classes: grids show one on every row.
    <span className={sharedClasses.chip} data-tone={statusTone(value)}>
      <span>{humanizeEnum(value)}</span>
    </span>
  ),
  date: ltr(formatDate),
  // A grid's header names the zone once; elsewhere the time names it itself.
  datetime: ({ value, dense }) => (
    <LtrValue>
      {dense ? formatWallClock(value) : formatDateTime(value)}
    </LtrValue>
  ),
  time: ltr((value) => displayText(value).slice(0, 5)),
  reference: ReferenceDisplay,
  references: ReferenceDisplay,
  image: ({ field, value, dense }) => {
    const src = safeHref(value);
    return src ? (
      <ImageThumb
        src={src}
        alt={field.label}
        height={dense ? 32 : 120}
        maxWidth={dense ? 56 : 240}
      />
    ) : (
      <bdi>{displayText(value)}</bdi>
    );
  },
  url: ({ value }) => {
    const href = safeHref(value);
    return href ? (
      <Link href={href} target="_blank" rel="noopener noreferrer" dir="ltr">
        {href}
      </Link>
    ) : (
      <bdi>{displayText(value)}</bdi>
    );
  },
  phone: ltr(displayText),
  email: ({ value }) => (
    <Link href={`mailto:${displayText(value)}`} dir="ltr">
      {displayText(value)}
    </Link>
  ),
  color: ({ value }) => (
    <Box
      component="span"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}
    >
      <Box
        component="span"
        sx={{
          width: 14,
          height: 14,
          borderRadius: '50%',
          bgcolor: displayText(value),
        }}
      />
      <LtrValue>{displayText(value)}</LtrValue>
    </Box>
  ),
  json: JsonDisplay,
  geo: JsonDisplay,
  longText: ({ value, dense }) => (
    <Typography
      component="bdi"
      sx={{ whiteSpace: dense ? 'nowrap' : 'pre-wrap' }}
    >
      {displayText(value)}
    </Typography>
  ),
  text: PlainText,
};
