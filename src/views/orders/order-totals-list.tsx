import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatMoney } from '../../components/fields/format';
import { LtrValue } from '../../components/fields/ltr-value';
import type { OrderTotals } from './order-totals';

/** The order's totals breakdown in MYR, the total last and in bold, discounts in green. */
export function OrderTotalsList({ totals }: { totals: OrderTotals }) {
  return (
    <>
      <Divider />
      <Box sx={{ px: 6, py: 4, display: 'flex', justifyContent: 'flex-end' }}>
        <Stack
          component="dl"
          aria-label="Totals"
          spacing={1.5}
          sx={{ m: 0, width: { xs: '100%', sm: 320 } }}
        >
          {totals.lines.map((line) => {
            const isTotal = line.key === 'total';
            return (
              <Stack
                key={line.key}
                direction="row"
                justifyContent="space-between"
                sx={
                  isTotal
                    ? { borderTop: 1, borderColor: 'divider', pt: 2 }
                    : undefined
                }
              >
                <Typography component="dt" fontWeight={isTotal ? 700 : 400}>
                  {line.label}
                </Typography>
                <Typography
                  component="dd"
                  sx={{ m: 0, fontVariantNumeric: 'tabular-nums' }}
                  fontWeight={isTotal ? 700 : 400}
                  color={
                    line.sign < 0 && line.amount > 0
                      ? 'success.main'
                      : undefined
                  }
                >
                  <LtrValue>
                    {line.sign < 0 && line.amount > 0 ? '−' : ''}
                    {formatMoney(line.amount)}
                  </LtrValue>
                </Typography>
              </Stack>
            );
          })}
        </Stack>
      </Box>
    </>
  );
}
