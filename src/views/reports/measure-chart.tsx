import { BarChart } from '@mui/x-charts/BarChart';
import { formatMoney } from '../../components/fields/format';

export interface MeasureSeries {
  label: string;
  /** One value per category; money in sen, as the API sends it. */
  values: readonly number[];
  isMoney?: boolean;
}

export interface MeasureChartProps {
  /** Category labels (dates, outlet names). */
  categories: readonly string[];
  series: readonly MeasureSeries[];
  height?: number;
  /** Bars across with the labels on the left: names too long to sit under a bar. */
  isHorizontal?: boolean;
}

/**
 * A bar chart of one or more measures per category. Its own module so that
 * @mui/x-charts is a separate chunk that only the screens with a chart load
 * (the caller imports it with React.lazy).
 */
export default function MeasureChart({
  categories,
  series,
  height = 280,
  isHorizontal = false,
}: MeasureChartProps) {
  const isMoney = series.some((s) => s.isMoney);
  const bandAxis = [
    {
      scaleType: 'band' as const,
      data: [...categories],
      ...(isHorizontal ? { width: 200 } : {}),
    },
  ];
  const valueAxis = [
    {
      ...(isHorizontal ? {} : { width: 72 }),
      valueFormatter: (value: number) =>
        isMoney
          ? `RM ${Math.round(value).toLocaleString('en-MY')}`
          : String(value),
    },
  ];
  return (
    <BarChart
      height={
        isHorizontal ? Math.max(height, categories.length * 32 + 80) : height
      }
      layout={isHorizontal ? 'horizontal' : 'vertical'}
      xAxis={isHorizontal ? valueAxis : bandAxis}
      yAxis={isHorizontal ? bandAxis : valueAxis}
      series={series.map((s) => ({
        label: s.label,
        // Ringgit on the axis: sen would read as a hundredfold overstatement.
        data: s.values.map((v) => (s.isMoney ? v / 100 : v)),
        valueFormatter: (value: number | null) =>
          value === null
            ? '—'
            : s.isMoney
              ? formatMoney(Math.round(value * 100))
              : String(value),
      }))}
      // Screens are read, not watched; growing bars also made screenshots show half-drawn charts.
      skipAnimation
      // Room on the right for half the last value label ("RM 240"), which
      // is centred on the axis's end and was cut to "RM…".
      margin={{ left: 8, right: 32, top: 16, bottom: 8 }}
      // Each label (an outlet's name, "RM 40") takes its direction from its
      // own letters: in a right-to-left page a cut name keeps its beginning.
      sx={{ '& .MuiChartsAxis-tickLabel': { unicodeBidi: 'plaintext' } }}
    />
  );
}
