import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { displayText } from '../../components/fields/display-text';
import { formatMoney } from '../../components/fields/format';
import { LtrValue } from '../../components/fields/ltr-value';
import { extrasOf } from './order-line-extras';

type Row = Record<string, unknown>;

const amountSx = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' };

/**
 * An order's items on a phone, as a receipt reads: each line's name and
 * line total, then its quantity times unit price and its extras, so no
 * price is scrolled out of sight as in the five-column table. What the
 * customer or the menu typed is isolated (`bdi`), so English keeps its
 * word order on a right-to-left screen.
 */
export function OrderLineList({
  lines,
  isLoading,
}: {
  lines: readonly Row[];
  isLoading: boolean;
}) {
  return (
    <Box
      component="ul"
      aria-label="Order items"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      {isLoading && (
        <Box component="li" sx={{ px: 6, py: 3 }} aria-hidden>
          <Skeleton />
          <Skeleton width="50%" />
        </Box>
      )}
      {lines.map((line) => (
        <Box
          component="li"
          key={String(line.id)}
          sx={{
            px: 6,
            py: 3,
            '& + &': { borderTop: 1, borderColor: 'divider' },
          }}
        >
          <Stack direction="row" justifyContent="space-between" spacing={4}>
            <Typography
              variant="body2"
              fontWeight={500}
              sx={{ minWidth: 0, overflowWrap: 'anywhere' }}
            >
              <bdi>{displayText(line.menuName, '')}</bdi>
            </Typography>
            <Typography variant="body2" fontWeight={600} sx={amountSx}>
              <LtrValue>{formatMoney(line.lineTotal)}</LtrValue>
            </Typography>
          </Stack>
          <Typography variant="body2" color="text.secondary" sx={amountSx}>
            <LtrValue>
              {displayText(line.quantity, '')} × {formatMoney(line.unitPrice)}
            </LtrValue>
          </Typography>
          {extrasOf(line).map((extra) => (
            <Typography key={extra.name} variant="body2" color="text.secondary">
              + <bdi>{extra.name}</bdi> (
              <LtrValue>{formatMoney(extra.price)}</LtrValue>)
            </Typography>
          ))}
          {typeof line.notes === 'string' && line.notes && (
            <Typography variant="caption" color="text.secondary">
              <bdi>{line.notes}</bdi>
            </Typography>
          )}
        </Box>
      ))}
    </Box>
  );
}
