import Grid from '@mui/material/Grid2';
import type { Dashboard } from '../../registry/dashboard';
import { OrdersByDayCard } from './orders-by-day-card';
import { OrdersByStatusCard } from './orders-by-status-card';

/**
 * The dashboard's charts: orders and GMV over 30 days, and orders by status.
 * A module of its own so that chart code loads only with the dashboard.
 */
export default function DashboardCharts({ report }: { report: Dashboard }) {
  return (
    <Grid container spacing={6}>
      <Grid size={{ xs: 12, lg: 8 }}>
        <OrdersByDayCard days={report.ordersByDay} />
      </Grid>
      <Grid size={{ xs: 12, lg: 4 }}>
        <OrdersByStatusCard statuses={report.ordersByStatus} />
      </Grid>
    </Grid>
  );
}
