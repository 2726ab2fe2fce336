import { useState } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { BarPlot } from '@mui/x-charts/BarChart';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { ChartsDataProvider } from '@mui/x-charts/ChartsDataProvider';
import { ChartsGrid } from '@mui/x-charts/ChartsGrid';
import { ChartsLegend } from '@mui/x-charts/ChartsLegend';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsWrapper } from '@mui/x-charts/ChartsWrapper';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { LineHighlightPlot, LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { amountAxis } from '../../components/charts/amount-axis';
import { ChartDataTable } from '../../components/charts/chart-data-table';
import {
  ChartViewToggle,
  type ChartView,
} from '../../components/charts/chart-view-toggle';
import { formatMoney } from '../../components/fields/format';
import type { Dashboard } from '../../registry/dashboard';
import { chartPalettes } from '../../theme/chart-palette';

const dayFormat = new Intl.DateTimeFormat('en-MY', {
  day: 'numeric',
  month: 'short',
});
const countFormat = new Intl.NumberFormat('en-MY');

/** 'YYYY-MM-DD' as a local calendar day; UTC parsing would shift it west of Greenwich. */
function dayLabel(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  if (!y || !m || !d) return date;
  return dayFormat.format(new Date(y, m - 1, d));
}

/**
 * Orders per day as bars on the left axis, GMV as a line with dots on the
 * right: a bar and a line tell the two apart without their colours, and
 * both axes start at zero so that neither exaggerates a change. Straight
 * segments between days: a smoothed curve draws values between days that
 * never happened. The table view lists every day's figures.
 */
export function OrdersByDayCard({ days }: { days: Dashboard['ordersByDay'] }) {
  const theme = useTheme();
  const [view, setView] = useState<ChartView>('chart');
  // Beside the status card (lg and up) the chart matches its height.
  const chartHeight = useMediaQuery(theme.breakpoints.up('lg')) ? 400 : 320;
  const [ordersColor, gmvColor] = chartPalettes[theme.palette.mode].series;
  const labels = days.map((d) => dayLabel(d.date));
  const orders = days.map((d) => d.orders);
  // Ringgit on the axis: sen would read as a hundredfold overstatement.
  const gmv = days.map((d) => d.gmv / 100);

  return (
    <Card sx={{ height: '100%' }}>
      <CardHeader
        title="Orders and GMV"
        subheader="Last 30 days"
        titleTypographyProps={{ variant: 'h5' }}
        action={<ChartViewToggle view={view} onChange={setView} />}
        sx={{ flexWrap: 'wrap', rowGap: 2 }}
      />
      <CardContent sx={{ pt: 2 }}>
        {view === 'table' ? (
          <ChartDataTable
            caption="Orders and GMV per day, last 30 days"
            columns={['Day', 'Orders', 'GMV']}
            rows={days.map((d, index) => ({
              key: d.date,
              cells: [
                labels[index],
                countFormat.format(d.orders),
                formatMoney(d.gmv),
              ],
            }))}
            maxHeight={chartHeight}
          />
        ) : (
          <Box
            role="img"
            aria-label="Orders and GMV per day over the last 30 days: orders as bars, GMV as a line. Choose Table to read each day's figures."
          >
            <ChartsDataProvider
              height={chartHeight}
              // Room above for the top tick's label: with less, the chart
              // drops the left axis's top label ("12") as not fitting.
              margin={{ left: 4, right: 4, top: 16, bottom: 4 }}
              skipAnimation
              xAxis={[
                {
                  id: 'days',
                  scaleType: 'band',
                  data: labels,
                  categoryGapRatio: 0.35,
                  tickLabelStyle: { fontSize: 11 },
                },
              ]}
              yAxis={[
                {
                  id: 'orders',
                  position: 'left',
                  label: 'Orders',
                  width: 56,
                  ...amountAxis('count', orders),
                },
                {
                  id: 'gmv',
                  position: 'right',
                  label: 'GMV',
                  width: 76,
                  ...amountAxis('money', gmv),
                },
              ]}
              series={[
                {
                  type: 'bar',
                  id: 'orders',
                  label: 'Orders',
                  data: orders,
                  yAxisId: 'orders',
                  color: ordersColor,
                },
                {
                  type: 'line',
                  id: 'gmv',
                  label: 'GMV',
                  data: gmv,
                  yAxisId: 'gmv',
                  color: gmvColor,
                  curve: 'linear',
                  labelMarkType: 'line',
                  valueFormatter: (v: number | null) =>
                    v === null ? '—' : formatMoney(Math.round(v * 100)),
                },
              ]}
            >
              <ChartsWrapper
                legendPosition={{ vertical: 'top', horizontal: 'center' }}
              >
                <ChartsLegend />
                <ChartsSurface
                  sx={{ '& .MuiLineElement-root': { strokeWidth: 2.5 } }}
                >
                  <ChartsGrid horizontal />
                  <BarPlot />
                  <ChartsAxisHighlight x="band" />
                  <LinePlot />
                  <ChartsXAxis axisId="days" />
                  <ChartsYAxis axisId="orders" />
                  <ChartsYAxis axisId="gmv" />
                  <MarkPlot />
                  <LineHighlightPlot />
                </ChartsSurface>
                <ChartsTooltip trigger="axis" />
              </ChartsWrapper>
            </ChartsDataProvider>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
