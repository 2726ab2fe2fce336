import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useDrawingArea } from '@mui/x-charts/hooks';
import { PieChart, pieArcLabelClasses } from '@mui/x-charts/PieChart';
import { humanizeEnum } from '../../components/fields/format';
import { LtrValue } from '../../components/fields/ltr-value';
import { visuallyHidden } from '../../components/visually-hidden';
import type { Dashboard } from '../../registry/dashboard';
import { chartPalettes, orderStatusColor } from '../../theme/chart-palette';

const countFormat = new Intl.NumberFormat('en-MY');
const percentFormat = new Intl.NumberFormat('en-MY', {
  style: 'percent',
  maximumFractionDigits: 0,
});

/** A share as a whole percent; a sliver that rounds to nothing still shows it is there. */
function shareLabel(count: number, total: number): string {
  const share = total > 0 ? count / total : 0;
  return share > 0 && share < 0.005 ? '<1%' : percentFormat.format(share);
}

/** The total in the donut's hole: what the slices add up to. */
function DonutTotal({ total }: { total: number }) {
  const { left, top, width, height } = useDrawingArea();
  const theme = useTheme();
  const x = left + width / 2;
  const y = top + height / 2;
  return (
    <text x={x} y={y} textAnchor="middle">
      <tspan
        x={x}
        dy="-0.1em"
        fontSize={22}
        fontWeight={600}
        fill={theme.palette.text.primary}
      >
        {countFormat.format(total)}
      </tspan>
      <tspan x={x} dy="1.4em" fontSize={12} fill={theme.palette.text.secondary}>
        orders
      </tspan>
    </text>
  );
}

/**
 * Orders by state as a donut whose slices carry their counts, beside a
 * table of every state's count and share: a slice too thin for its number,
 * or a reader who cannot tell its colour, still has the table, in the
 * slices' own order (clockwise from the top, largest first).
 */
export function OrdersByStatusCard({
  statuses,
}: {
  statuses: Dashboard['ordersByStatus'];
}) {
  const theme = useTheme();
  const mode = theme.palette.mode;
  const total = statuses.reduce((sum, s) => sum + s.count, 0);

  return (
    <Card sx={{ height: '100%' }}>
      <CardHeader
        title="Orders by status"
        subheader="Last 30 days"
        titleTypographyProps={{ variant: 'h5' }}
      />
      <CardContent sx={{ pt: 2 }}>
        {statuses.length === 0 ? (
          <Typography color="text.secondary">
            No orders in the last 30 days.
          </Typography>
        ) : (
          <Stack
            direction={{ xs: 'column', sm: 'row', lg: 'column' }}
            spacing={4}
            alignItems="center"
          >
            <Box
              role="img"
              aria-label={`Donut chart of ${countFormat.format(total)} orders by status; the table lists each status's count and share.`}
              sx={{ width: '100%', maxWidth: 220, flexShrink: 0 }}
            >
              <PieChart
                height={180}
                hideLegend
                skipAnimation
                margin={{ left: 0, right: 0, top: 0, bottom: 0 }}
                series={[
                  {
                    innerRadius: '58%',
                    outerRadius: '100%',
                    paddingAngle: 1.5,
                    cornerRadius: 3,
                    // A count needs about 20° of a ring this thick.
                    arcLabel: (item) => countFormat.format(item.value),
                    arcLabelMinAngle: 20,
                    valueFormatter: (item) =>
                      `${countFormat.format(item.value)} (${shareLabel(item.value, total)})`,
                    data: statuses.map((s) => ({
                      id: s.status,
                      value: s.count,
                      label: humanizeEnum(s.status),
                      color: orderStatusColor(mode, s.status),
                    })),
                  },
                ]}
                sx={{
                  [`& .${pieArcLabelClasses.root}`]: {
                    fill: chartPalettes[mode].onFill,
                    fontSize: 12,
                    fontWeight: 600,
                  },
                }}
              >
                <DonutTotal total={total} />
              </PieChart>
            </Box>
            <Table size="small" sx={{ '& td, & th': { py: 1.25 } }}>
              <Box component="caption" sx={visuallyHidden}>
                Orders by status, last 30 days
              </Box>
              <TableHead>
                <TableRow>
                  <TableCell>Status</TableCell>
                  <TableCell align="right">Orders</TableCell>
                  <TableCell align="right">Share</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {statuses.map((s) => (
                  <TableRow key={s.status}>
                    <TableCell component="th" scope="row">
                      <Stack direction="row" spacing={2} alignItems="center">
                        <Box
                          aria-hidden
                          sx={{
                            width: 12,
                            height: 12,
                            borderRadius: 0.75,
                            flexShrink: 0,
                            bgcolor: orderStatusColor(mode, s.status),
                          }}
                        />
                        <span>{humanizeEnum(s.status)}</span>
                      </Stack>
                    </TableCell>
                    <TableCell align="right">
                      <LtrValue>{countFormat.format(s.count)}</LtrValue>
                    </TableCell>
                    <TableCell align="right">
                      <LtrValue>{shareLabel(s.count, total)}</LtrValue>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
