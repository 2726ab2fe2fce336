import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Grid from '@mui/material/Grid2';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { formatMoney, humanizeEnum } from '../../components/fields/format';
import type { Dashboard } from '../../registry/dashboard';

const dayFormat = new Intl.DateTimeFormat('en-MY', {
  day: 'numeric',
  month: 'short',
});
const compactRinggit = new Intl.NumberFormat('en-MY', {
  style: 'currency',
  currency: 'MYR',
  notation: 'compact',
  maximumFractionDigits: 1,
});

/** 'YYYY-MM-DD' as a local calendar day; UTC parsing would shift it west of Greenwich. */
function dayLabel(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  if (!y || !m || !d) return date;
  return dayFormat.format(new Date(y, m - 1, d));
}

/**
 * The dashboard's charts: orders and GMV over 30 days, and orders by status.
 * A module of its own so that chart code loads only with the dashboard.
 */
export default function DashboardCharts({ report }: { report: Dashboard }) {
  const theme = useTheme();
  const days = report.ordersByDay.map((d) => dayLabel(d.date));
  const statusColors = [
    theme.palette.primary.main,
    theme.palette.success.main,
    theme.palette.info.main,
    theme.palette.warning.main,
    theme.palette.error.main,
    theme.palette.secondary.main,
    theme.palette.primary.light,
  ];

  return (
    <Grid container spacing={6}>
      <Grid size={{ xs: 12, lg: 8 }}>
        <Card sx={{ height: '100%' }}>
          <CardHeader
            title="Orders and GMV"
            subheader="Last 30 days"
            titleTypographyProps={{ variant: 'h5' }}
          />
          <CardContent sx={{ pt: 2 }}>
            <Box
              role="img"
              aria-label="Orders and GMV per day over the last 30 days"
            >
              <LineChart
                height={320}
                margin={{ left: 8, right: 8, top: 16, bottom: 8 }}
                grid={{ horizontal: true }}
                xAxis={[
                  {
                    scaleType: 'point',
                    data: days,
                    tickLabelStyle: { fontSize: 11 },
                  },
                ]}
                yAxis={[
                  { id: 'orders', position: 'left', width: 44 },
                  {
                    id: 'gmv',
                    position: 'right',
                    width: 64,
                    valueFormatter: (v: number) => compactRinggit.format(v),
                  },
                ]}
                series={[
                  {
                    id: 'orders',
                    label: 'Orders',
                    data: report.ordersByDay.map((d) => d.orders),
                    yAxisId: 'orders',
                    color: theme.palette.primary.main,
                    curve: 'monotoneX',
                    area: true,
                    showMark: false,
                  },
                  {
                    id: 'gmv',
                    label: 'GMV',
                    data: report.ordersByDay.map((d) => d.gmv / 100),
                    yAxisId: 'gmv',
                    color: theme.palette.info.main,
                    curve: 'monotoneX',
                    showMark: false,
                    valueFormatter: (v) =>
                      v === null ? '—' : formatMoney(v * 100),
                  },
                ]}
                sx={{
                  '& .MuiAreaElement-series-orders': { fillOpacity: 0.12 },
                  '& .MuiLineElement-root': { strokeWidth: 2.5 },
                }}
              />
            </Box>
          </CardContent>
        </Card>
      </Grid>
      <Grid size={{ xs: 12, lg: 4 }}>
        <Card sx={{ height: '100%' }}>
          <CardHeader
            title="Orders by status"
            subheader="Last 30 days"
            titleTypographyProps={{ variant: 'h5' }}
          />
          <CardContent>
            {report.ordersByStatus.length === 0 ? (
              <Typography color="text.secondary">
                No orders in the last 30 days.
              </Typography>
            ) : (
              <Box
                role="img"
                aria-label="Orders by status over the last 30 days"
              >
                <PieChart
                  height={300}
                  colors={statusColors}
                  series={[
                    {
                      innerRadius: 62,
                      outerRadius: 100,
                      paddingAngle: 2,
                      cornerRadius: 4,
                      data: report.ordersByStatus.map((s, index) => ({
                        id: index,
                        value: s.count,
                        label: humanizeEnum(s.status),
                      })),
                    },
                  ]}
                  slotProps={{
                    legend: {
                      direction: 'horizontal',
                      position: { vertical: 'bottom', horizontal: 'center' },
                    },
                  }}
                />
              </Box>
            )}
          </CardContent>
        </Card>
      </Grid>
    </Grid>
  );
}
