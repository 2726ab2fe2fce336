import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatMoney } from '../../components/fields/format';
import { LtrValue } from '../../components/fields/ltr-value';
import { Phrase } from '../../components/fields/phrase';
import { buildOrderTotals } from './order-totals';
import { OrderTotalsList } from './order-totals-list';
import { displayText } from '../../components/fields/display-text';
import { usePhoneLayout } from '../generic/use-phone-layout';
import { extrasOf } from './order-line-extras';
import { OrderLineList } from './order-line-list';

type Row = Record<string, unknown>;

interface OrderLinesProps {
  order: Row;
  lines: readonly Row[];
  isLoading: boolean;
  /** Shown instead of the lines and their totals when they could not be read. */
  failure?: ReactNode;
}

/** The order's items and its totals breakdown in MYR, with a warning when they do not add up. */
export function OrderLines({
  order,
  lines,
  isLoading,
  failure,
}: OrderLinesProps) {
  const totals = buildOrderTotals(order, lines);
  // A phone has no room for five columns: each line stacks its prices instead.
  const isPhone = usePhoneLayout();
  return (
    <Card>
      <CardHeader
        title="Items"
        subheader={
          isLoading ? (
            <Skeleton width={60} />
          ) : failure ? null : (
            <Phrase>
              <LtrValue>{lines.length}</LtrValue>{' '}
              {lines.length === 1 ? 'item' : 'items'}
            </Phrase>
          )
        }
        titleTypographyProps={{ variant: 'h6' }}
      />
      {/* No lines read is not an order of none: no count, no totals to
        check them against. */}
      {failure ? (
        failure
      ) : isPhone ? (
        <OrderLineList lines={lines} isLoading={isLoading} />
      ) : (
        <TableContainer>
          <Table
            size="small"
            aria-label="Order items"
            sx={{
              // Scrolls sideways on a narrow window rather than wrapping names a word a line.
              minWidth: 560,
              '& .MuiTableCell-root:first-of-type': { pl: 6 },
              '& .MuiTableCell-root:last-of-type': { pr: 6 },
            }}
          >
            <TableHead>
              <TableRow>
                <TableCell>Item</TableCell>
                <TableCell align="right">Qty</TableCell>
                <TableCell align="right">Unit price</TableCell>
                <TableCell>Extras</TableCell>
                <TableCell align="right">Line total</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {isLoading && (
                <TableRow>
                  <TableCell colSpan={5}>
                    <Skeleton />
                  </TableCell>
                </TableRow>
              )}
              {lines.map((line) => {
                const extras = extrasOf(line);
                return (
                  <TableRow key={String(line.id)}>
                    <TableCell>
                      <Typography variant="body2" fontWeight={500}>
                        <bdi>{displayText(line.menuName, '')}</bdi>
                      </Typography>
                      {typeof line.notes === 'string' && line.notes && (
                        <Typography variant="caption" color="text.secondary">
                          <bdi>{line.notes}</bdi>
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell align="right">
                      <LtrValue>{displayText(line.quantity, '')}</LtrValue>
                    </TableCell>
                    <TableCell align="right">
                      <LtrValue>{formatMoney(line.unitPrice)}</LtrValue>
                    </TableCell>
                    <TableCell>
                      {extras.length === 0 ? (
                        <Typography variant="body2" color="text.secondary">
                          —
                        </Typography>
                      ) : (
                        extras.map((extra) => (
                          <Typography variant="body2" key={extra.name}>
                            <bdi>{extra.name}</bdi> (
                            <LtrValue>+{formatMoney(extra.price)}</LtrValue>)
                          </Typography>
                        ))
                      )}
                    </TableCell>
                    <TableCell
                      align="right"
                      sx={{ fontVariantNumeric: 'tabular-nums' }}
                    >
                      <LtrValue>{formatMoney(line.lineTotal)}</LtrValue>
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {/*
        The totals sit under the lines, so they wait for them: drawn before,
        they would be pushed down by every line that arrives.
      */}
      {!isLoading && !failure && <OrderTotalsList totals={totals} />}
      {!isLoading &&
        !failure &&
        totals.mismatches.map((message) => (
          <Alert key={message} severity="warning" sx={{ mx: 6, mb: 4 }}>
            {message}
          </Alert>
        ))}
    </Card>
  );
}
