import { useState } from 'react';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { amountAxis } from '../../components/charts/amount-axis';
import { ChartDataTable } from '../../components/charts/chart-data-table';
import {
  ChartViewToggle,
  type ChartView,
} from '../../components/charts/chart-view-toggle';
import { formatMoney } from '../../components/fields/format';
import { chartPalettes } from '../../theme/chart-palette';
import { usePhoneLayout } from '../generic/use-phone-layout';
import { NAME_LINE_PX, NameAboveBar } from './name-above-bar';

export interface MeasureSeries {
  label: string;
  /** One value per category; money in sen, as the API sends it. */
  values: readonly number[];
  isMoney?: boolean;
}

export interface MeasureChartProps {
  /** Category labels (dates, outlet names). */
  categories: readonly string[];
  /** What a category is ("Date", "Outlet"): the table's first column. */
  categoryLabel: string;
  series: readonly MeasureSeries[];
  height?: number;
  /**
   * Bars across, for names too long to sit under a bar: the names on the
   * left, or on a phone each above its bar with its value.
   */
  isHorizontal?: boolean;
}

const countFormat = new Intl.NumberFormat('en-MY');

/** A category's height in bars across: room for the bar, and on a phone its name line. */
const BAND_PX = 32;
const NAMED_BAND_PX = 48;
/** The part of a named band left around its bar: the name line and a gap below. */
const NAMED_BAND_GAP = (NAME_LINE_PX + 8) / NAMED_BAND_PX;

/** A value as the tooltip, bar label and table write it: money to the sen. */
function formatValue(series: MeasureSeries, sen: number): string {
  return series.isMoney ? formatMoney(sen) : countFormat.format(sen);
}

/**
 * A bar chart of one or more measures per category, or the same figures as
 * a table. Its own module so that @mui/x-charts is a separate chunk that
 * only the screens with a chart load (the caller imports it with React.lazy).
 */
export default function MeasureChart({
  categories,
  categoryLabel,
  series,
  height = 280,
  isHorizontal = false,
}: MeasureChartProps) {
  const theme = useTheme();
  const [view, setView] = useState<ChartView>('chart');
  // A phone has no room for a column of names beside the bars: it took as
  // much of the width as the bars and still cut the names. Each name goes
  // above its bar instead, with the value at the line's end, and the bars
  // take the whole width.
  // Read on the first render: the wide layout would paint, then jump.
  const isNarrow = usePhoneLayout();
  const showsBarValues = isHorizontal && !isNarrow;
  const namesAbove = isHorizontal && isNarrow;
  const colors = chartPalettes[theme.palette.mode].series;
  const isMoney = series.some((s) => s.isMoney);
  // Ringgit on the axis: sen would read as a hundredfold overstatement.
  const plotted = series.map((s) =>
    s.values.map((v) => (s.isMoney ? v / 100 : v)),
  );
  const chartHeight = isHorizontal
    ? Math.max(
        height,
        categories.length * (namesAbove ? NAMED_BAND_PX : BAND_PX) + 80,
      )
    : height;
  const bandAxis = [
    {
      scaleType: 'band' as const,
      data: [...categories],
      ...(showsBarValues ? { width: 200 } : {}),
      ...(namesAbove
        ? { position: 'none' as const, categoryGapRatio: NAMED_BAND_GAP }
        : {}),
    },
  ];
  const valueAxis = [
    {
      ...(isHorizontal ? {} : { width: 72 }),
      ...amountAxis(isMoney ? 'money' : 'count', plotted.flat()),
      // Each bar's line says its value, so the axis only gives the scale:
      // six ticks ("RM 0" to "RM 500") ran into each other on a phone.
      ...(namesAbove ? { tickNumber: 3 } : {}),
      // A fifth more room past the longest bar for its value ("RM 12,345.60"),
      // which the chart would otherwise cut at the edge of its plot.
      ...(showsBarValues
        ? {
            domainLimit: (min: number, max: number) => ({
              min,
              max: max * 1.2,
            }),
          }
        : {}),
    },
  ];
  const toSen = (s: MeasureSeries, value: number) =>
    s.isMoney ? Math.round(value * 100) : value;

  return (
    <Stack spacing={2}>
      <Stack direction="row" justifyContent="flex-end">
        <ChartViewToggle view={view} onChange={setView} />
      </Stack>
      {view === 'table' ? (
        <ChartDataTable
          caption={`${series.map((s) => s.label).join(', ')} by ${categoryLabel.toLowerCase()}`}
          columns={[categoryLabel, ...series.map((s) => s.label)]}
          rows={categories.map((category, index) => ({
            key: `${index}`,
            cells: [
              category,
              ...series.map((s) => formatValue(s, s.values[index] ?? 0)),
            ],
          }))}
          maxHeight={chartHeight}
        />
      ) : (
        <BarChart
          height={chartHeight}
          layout={isHorizontal ? 'horizontal' : 'vertical'}
          xAxis={isHorizontal ? valueAxis : bandAxis}
          yAxis={isHorizontal ? bandAxis : valueAxis}
          colors={[...colors]}
          // One measure is named by the card's title; a legend would repeat it.
          hideLegend={series.length === 1}
          series={series.map((s, index) => ({
            label: s.label,
            data: plotted[index] ?? [],
            valueFormatter: (value: number | null) =>
              value === null ? '—' : formatValue(s, toSen(s, value)),
            // Bars across have room past their ends for the value; thirty
            // upright days do not, and the table gives those.
            ...(isHorizontal
              ? {
                  barLabel: (item: { value: number | null }) =>
                    item.value === null
                      ? null
                      : formatValue(s, toSen(s, item.value)),
                  barLabelPlacement: 'outside' as const,
                }
              : {}),
          }))}
          slots={namesAbove ? { barLabel: NameAboveBar } : undefined}
          // Screens are read, not watched; growing bars also made screenshots show half-drawn charts.
          skipAnimation
          // Room on the right for half the last value label ("RM 240"), which
          // is centred on the axis's end and was cut to "RM…"; with the names
          // above the bars, room on the left for half of "RM 0", which the
          // chart hid at the plot's edge.
          margin={{ left: namesAbove ? 16 : 8, right: 32, top: 16, bottom: 8 }}
          // Each label (an outlet's name, "RM 40") takes its direction from its
          // own letters: in a right-to-left page a cut name keeps its beginning.
          sx={{ '& .MuiChartsAxis-tickLabel': { unicodeBidi: 'plaintext' } }}
        />
      )}
    </Stack>
  );
}
