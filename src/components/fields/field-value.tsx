import { displayText } from './display-text';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import CheckCircle from '@mui/icons-material/CheckCircle';
import RemoveCircleOutline from '@mui/icons-material/RemoveCircleOutline';
import type { FieldSpec } from '../../registry/define-resource';
import type { FieldTitles } from '../../providers/response-extras';
import {
  formatDate,
  formatDateTime,
  formatMoney,
  formatPercent,
  humanizeEnum,
} from './format';
import { statusTone } from './status-tone';
import { ImageThumb } from './image-thumb';
import { LtrValue } from './ltr-value';
import { ReferenceLinks } from './reference-links';

interface FieldValueProps {
  field: FieldSpec;
  value: unknown;
  /** Grid cells stay on one line; the show page may wrap and show images larger. */
  dense?: boolean;
  /** For reference fields: the referenced records' titles by id (`include=`). */
  titles?: FieldTitles;
}

/**
 * How one value of a registry field reads, in grids and on show pages alike:
 * one renderer per field kind (STYLE.md §2.2), so a kind looks the same
 * everywhere. Text is rendered as text, never as HTML.
 *
 * Numbers, amounts, dates, phone numbers, links and colours are isolated
 * left to right (LtrValue), so a right-to-left page does not reorder their
 * parts; text (names, codes, addresses) is isolated in a `<bdi>` that takes
 * its direction from its own first letter, so "ORD0000042" and an English
 * address keep their order and an Arabic name still reads right to left.
 */
export function FieldValue({
  field,
  value,
  dense = false,
  titles,
}: FieldValueProps) {
  if (value === null || value === undefined || value === '') {
    return (
      <Typography component="span" color="text.secondary">
        —
      </Typography>
    );
  }
  switch (field.kind) {
    case 'money':
      return (
        <LtrValue style={{ fontVariantNumeric: 'tabular-nums' }}>
          {formatMoney(value)}
        </LtrValue>
      );
    case 'percent':
      return <LtrValue>{formatPercent(value)}</LtrValue>;
    case 'number':
      return (
        <LtrValue style={{ fontVariantNumeric: 'tabular-nums' }}>
          {displayText(value)}
        </LtrValue>
      );
    case 'boolean':
      return value === true ? (
        <CheckCircle fontSize="small" color="success" titleAccess="Yes" />
      ) : (
        <RemoveCircleOutline
          fontSize="small"
          color="disabled"
          titleAccess="No"
        />
      );
    case 'enum':
      return (
        <Chip
          size="small"
          variant="outlined"
          color={statusTone(value)}
          label={humanizeEnum(value)}
          sx={{ fontWeight: 500 }}
        />
      );
    case 'date':
      return <LtrValue>{formatDate(value)}</LtrValue>;
    case 'datetime':
      return <LtrValue>{formatDateTime(value)}</LtrValue>;
    case 'time':
      return <LtrValue>{displayText(value).slice(0, 5)}</LtrValue>;
    case 'reference':
      return (
        <ReferenceLinks
          to={field.to}
          ids={[value]}
          titles={titles}
          dense={dense}
        />
      );
    case 'references':
      return Array.isArray(value) ? (
        <ReferenceLinks
          to={field.to}
          ids={value as unknown[]}
          titles={titles}
          dense={dense}
        />
      ) : null;
    case 'image':
      return typeof value === 'string' ? (
        <ImageThumb
          src={value}
          alt={field.label}
          height={dense ? 32 : 120}
          maxWidth={dense ? 56 : 240}
        />
      ) : null;
    case 'url':
      return typeof value === 'string' && /^https?:\/\//i.test(value) ? (
        <Link href={value} target="_blank" rel="noopener noreferrer" dir="ltr">
          {value}
        </Link>
      ) : (
        <bdi>{displayText(value)}</bdi>
      );
    case 'phone':
      return <LtrValue>{displayText(value)}</LtrValue>;
    case 'email':
      return (
        <Link href={`mailto:${displayText(value)}`} dir="ltr">
          {displayText(value)}
        </Link>
      );
    case 'color':
      return (
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
      );
    case 'json':
    case 'geo':
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
    case 'longText':
      return (
        <Typography
          component="bdi"
          sx={{ whiteSpace: dense ? 'nowrap' : 'pre-wrap' }}
        >
          {displayText(value)}
        </Typography>
      );
    default:
      return <bdi>{displayText(value)}</bdi>;
  }
}
