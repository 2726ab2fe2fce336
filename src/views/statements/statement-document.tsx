import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import {
  formatDate,
  formatMoney,
  humanizeEnum,
} from '../../components/fields/format';
import { LtrValue } from '../../components/fields/ltr-value';
import { Phrase } from '../../components/fields/phrase';
import { pagePaths } from '../../registry/paths';
import { netPayoutOf } from '../../registry/business-figures';
import {
  type MerchantStatement,
  platformFundedNote,
  summaryLines,
} from '../../registry/statement';

const money = (sen: number) => <LtrValue>{formatMoney(sen)}</LtrValue>;

function Party({
  label,
  lines,
}: {
  label: string;
  lines: readonly (string | null)[];
}) {
  const [first, ...rest] = lines.filter(
    (line): line is string => line !== null && line !== '',
  );
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography
        component="h3"
        variant="overline"
        color="text.secondary"
        sx={{ lineHeight: 1.6 }}
      >
        {label}
      </Typography>
      {/* Each line in its own direction: an address or a date keeps its order in a right-to-left page. */}
      <Typography fontWeight={600}>
        <bdi>{first ?? '—'}</bdi>
      </Typography>
      {rest.map((line) => (
        <Typography key={line} variant="body2">
          <bdi>{line}</bdi>
        </Typography>
      ))}
    </Box>
  );
}

/** The sums, each a signed line, the net payout last. */
function Summary({ statement }: { statement: MerchantStatement }) {
  const { totals } = statement;
  const lines = summaryLines(totals);
  const note = platformFundedNote(totals);
  return (
    <Box
      component="dl"
      aria-label="Summary"
      sx={{
        m: 0,
        width: { xs: '100%', md: 380 },
        display: 'grid',
        gridTemplateColumns: '1fr auto',
        columnGap: 4,
        rowGap: 1,
        '& dd': { m: 0, textAlign: 'end' },
      }}
    >
      {lines.map(([label, amount]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2">
            <Phrase>{label}</Phrase>
          </Typography>
          <Typography component="dd" variant="body2">
            {money(amount)}
          </Typography>
        </Box>
      ))}
      <Box
        sx={{
          gridColumn: '1 / -1',
          display: 'grid',
          gridTemplateColumns: 'subgrid',
          pt: 1.5,
          borderTop: 2,
          borderColor: 'text.primary',
        }}
      >
        <Typography component="dt" fontWeight={700}>
          Net payout
        </Typography>
        <Typography component="dd" fontWeight={700} data-testid="net-payout">
          {money(totals.netPayout)}
        </Typography>
      </Box>
      {note && (
        <Typography
          variant="caption"
          color="text.secondary"
          sx={{ gridColumn: '1 / -1', pt: 1 }}
        >
          {note}
        </Typography>
      )}
    </Box>
  );
}

const figureCell = { textAlign: 'end', whiteSpace: 'nowrap' } as const;

/** Every order the statement covers; the header repeats on each printed page, rows never split. */
function OrdersTable({ statement }: { statement: MerchantStatement }) {
  const { orders, totals } = statement;
  return (
    <TableContainer
      sx={{ overflowX: 'auto', '@media print': { overflow: 'visible' } }}
    >
      <Table
        size="small"
        aria-labelledby="statement-orders-title"
        sx={{
          '& thead': { display: 'table-header-group' },
          '& tr': { breakInside: 'avoid' },
        }}
      >
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              Order
            </TableCell>
            <TableCell component="th" scope="col">
              Date
            </TableCell>
            {['Gross', 'Your discount', 'Commission', 'Payment fee', 'Net'].map(
              (title) => (
                <TableCell
                  key={title}
                  component="th"
                  scope="col"
                  sx={figureCell}
                >
                  {title}
                </TableCell>
              ),
            )}
          </TableRow>
        </TableHead>
        <TableBody>
          {orders.length === 0 && (
            <TableRow>
              <TableCell colSpan={7}>No orders in this period.</TableCell>
            </TableRow>
          )}
          {orders.map((order) => (
            <TableRow key={order.id}>
              <TableCell>
                <Link
                  component={RouterLink}
                  to={pagePaths.show('orders', order.id)}
                  underline="hover"
                >
                  <bdi>{order.code}</bdi>
                </Link>
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <LtrValue>{formatDate(order.date)}</LtrValue>
              </TableCell>
              <TableCell sx={figureCell}>{money(order.gross)}</TableCell>
              <TableCell sx={figureCell}>
                {money(order.merchantDiscount)}
              </TableCell>
              <TableCell sx={figureCell}>{money(order.commission)}</TableCell>
              <TableCell sx={figureCell}>{money(order.paymentFee)}</TableCell>
              <TableCell sx={figureCell}>{money(order.net)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TableFooter
          sx={{ '& td, & th': { fontWeight: 700, color: 'text.primary' } }}
        >
          <TableRow>
            <TableCell component="th" scope="row" colSpan={2}>
              Total
            </TableCell>
            <TableCell sx={figureCell}>{money(totals.gross)}</TableCell>
            <TableCell sx={figureCell}>
              {money(totals.merchantDiscounts)}
            </TableCell>
            <TableCell sx={figureCell}>{money(totals.commission)}</TableCell>
            <TableCell sx={figureCell}>{money(totals.paymentFees)}</TableCell>
            <TableCell sx={figureCell}>
              {money(netPayoutOf({ ...totals, refunds: 0 }))}
            </TableCell>
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
}

/**
 * The statement as a document: issuer and number, the merchant, outlet and
 * payout account, the period, the sums and every order. It is what prints
 * (statement-print-styles.ts) and what the PDF lays out the same way.
 */
export function StatementDocument({
  statement,
}: {
  statement: MerchantStatement;
}) {
  const { settlement, merchant, outlet, payout } = statement;
  const differences = Object.keys(statement.differences);
  return (
    <Stack spacing={6}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        justifyContent="space-between"
        spacing={2}
      >
        <Box>
          <Typography variant="h6" component="h2" fontWeight={700}>
            Merchant statement
          </Typography>
          <Typography variant="body2" color="text.secondary">
            ZFood marketplace
          </Typography>
        </Box>
        <Box sx={{ textAlign: { sm: 'end' } }}>
          <Typography fontWeight={700}>
            <bdi>{settlement.code}</bdi>
          </Typography>
          <Typography variant="body2" color="text.secondary">
            <Phrase>
              Issued <LtrValue>{formatDate(settlement.createdAt)}</LtrValue>
            </Phrase>
          </Typography>
        </Box>
      </Stack>

      <Box
        sx={{
          display: 'grid',
          gap: 4,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' },
          '@media print': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
        }}
      >
        <Party
          label="Merchant"
          lines={[
            merchant.name,
            merchant.legalName,
            merchant.registrationNumber &&
              `Reg. no. ${merchant.registrationNumber}`,
          ]}
        />
        <Party label="Outlet" lines={[outlet.name, ...outlet.address]} />
        <Party
          label="Payout to"
          lines={[
            payout.accountName,
            payout.bankName,
            payout.accountNumber && `Account ${payout.accountNumber}`,
          ]}
        />
        <Party
          label="Period"
          lines={[
            `${formatDate(settlement.periodStart)} – ${formatDate(settlement.periodEnd)}`,
          ]}
        />
        <Party
          label="Status"
          lines={[humanizeEnum(settlement.resolvedStatus)]}
        />
        <Party
          label="Paid"
          lines={
            settlement.paidAt
              ? [formatDate(settlement.paidAt), settlement.paymentReference]
              : ['Not yet paid']
          }
        />
      </Box>

      {differences.length > 0 && (
        <Alert severity="warning">
          The settlement records different figures ({differences.join(', ')})
          than its orders add up to today; the statement shows the orders&apos;
          figures. Check the settlement before paying it.
        </Alert>
      )}

      {statement.warnings.length > 0 && (
        <Alert severity="warning">
          <AlertTitle>Check the payout account</AlertTitle>
          {statement.warnings.map((warning) => (
            <Box key={warning.code}>{warning.message}</Box>
          ))}
        </Alert>
      )}

      <Summary statement={statement} />

      <Box sx={{ breakBefore: 'auto' }}>
        <Typography
          id="statement-orders-title"
          variant="subtitle1"
          component="h3"
          fontWeight={700}
          sx={{ mb: 2 }}
        >
          Orders
        </Typography>
        <OrdersTable statement={statement} />
      </Box>
    </Stack>
  );
}
