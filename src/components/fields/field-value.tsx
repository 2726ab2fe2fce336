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
        <span style={{ fontVariantNumeric: 'tabular-nums' }}>
          {formatMoney(value)}
        </span>
      );
    case 'percent':
      return <span>{formatPercent(value)}</span>;
    case 'number':
      return (
        <span style={{ fontVariantNumeric: 'tabular-nums' }}>
          {displayText(value)}
        </span>
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
      return <span>{formatDate(value)}</span>;
    case 'datetime':
      return <span>{formatDateTime(value)}</span>;
    case 'time':
      return <span>{displayText(value).slice(0, 5)}</span>;
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
        <Link href={value} target="_blank" rel="noopener noreferrer">
          {value}
        </Link>
      ) : (
        <span>{displayText(value)}</span>
      );
    case 'email':
      return (
        <Link href={`mailto:${displayText(value)}`}>{displayText(value)}</Link>
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
          {displayText(value)}
        </Box>
      );
    case 'json':
    case 'geo':
      return (
        <Typography
          component="code"
          sx={{
            fontFamily: 'monospace',
            fontSize: 12,
            whiteSpace: dense ? 'nowrap' : 'pre-wrap',
          }}
        >
          {dense ? JSON.stringify(value) : JSON.stringify(value, null, 2)}
        </Typography>
      );
    case 'longText':
      return (
        <Typography
          component="span"
          sx={{ whiteSpace: dense ? 'nowrap' : 'pre-wrap' }}
        >
          {displayText(value)}
        </Typography>
      );
    default:
      return <span>{displayText(value)}</span>;
  }
}
