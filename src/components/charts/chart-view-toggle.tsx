import BarChartOutlined from '@mui/icons-material/BarChartOutlined';
import TableRowsOutlined from '@mui/icons-material/TableRowsOutlined';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';

export type ChartView = 'chart' | 'table';

/**
 * Chart or table: the same figures drawn, or written out with every value.
 * Shown on every chart, since a chart alone gives a reader shapes but no
 * numbers, and a screen reader nothing at all.
 */
export function ChartViewToggle({
  view,
  onChange,
}: {
  view: ChartView;
  onChange: (view: ChartView) => void;
}) {
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={view}
      onChange={(_event, next: ChartView | null) => {
        // A second click on the pressed button would otherwise unpress both.
        if (next) onChange(next);
      }}
      aria-label="Show as"
      sx={{
        '& .MuiToggleButton-root': {
          px: 2.5,
          py: 1,
          gap: 1.5,
          // MUI's default, action.active, reads 3.9:1 on a light card.
          color: 'text.secondary',
        },
        '& .MuiToggleButton-root.Mui-selected': { color: 'text.primary' },
      }}
    >
      <ToggleButton value="chart">
        <BarChartOutlined fontSize="small" aria-hidden />
        Chart
      </ToggleButton>
      <ToggleButton value="table">
        <TableRowsOutlined fontSize="small" aria-hidden />
        Table
      </ToggleButton>
    </ToggleButtonGroup>
  );
}
