import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import ShoppingBagOutlined from '@mui/icons-material/ShoppingBagOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import TrendingUp from '@mui/icons-material/TrendingUp';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid2';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useGetIdentity } from '@refinedev/core';
import { lazy, Suspense } from 'react';
import { useAbility } from '../../access/ability-context';
import { formatMoney } from '../../components/fields/format';
import type { ShellIdentity } from '../../session/identity';
import { useDocumentTitle } from '../../layout/use-document-title';
import { KpiCard } from './kpi-card';
import { useDashboardReport } from './use-dashboard-report';
import { pagePaths } from '../../registry/paths';

const DashboardCharts = lazy(() => import('./dashboard-charts'));

const count = new Intl.NumberFormat('en-MY');

function ChartsSkeleton() {
  return (
    <Grid container spacing={6}>
      <Grid size={{ xs: 12, lg: 8 }}>
        <Card>
          <CardContent>
            <Skeleton width={180} height={32} />
            <Skeleton variant="rounded" height={320} sx={{ mt: 4 }} />
          </CardContent>
        </Card>
      </Grid>
      <Grid size={{ xs: 12, lg: 4 }}>
        <Card>
          <CardContent>
            <Skeleton width={160} height={32} />
            <Skeleton
              variant="circular"
              width={200}
              height={200}
              sx={{ mx: 'auto', mt: 8 }}
            />
          </CardContent>
        </Card>
      </Grid>
    </Grid>
  );
}

/** Home (`/` and `/admin/home`): the marketplace at a glance. */
export default function HomePage() {
  useDocumentTitle('Home');
  const { data: identity } = useGetIdentity<ShellIdentity>();
  const { allowed, report, isLoading, isError, refetch } = useDashboardReport();
  const ability = useAbility();
  // A card links to its list only for users who may open that list.
  const linkIf = (subject: string, path: string) =>
    ability.can('read', subject) ? path : undefined;
  const number = (value: number | undefined) =>
    value === undefined ? undefined : count.format(value);
  const money = (value: number | undefined) =>
    value === undefined ? undefined : formatMoney(value);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 6 }}>
      <Box>
        <Typography variant="h4" component="h1">
          Dashboard
        </Typography>
        {/*
          The name comes a moment after the page; on a line of its own (cut
          with an ellipsis if long) it cannot push the dashboard down.
        */}
        <Typography color="text.secondary" noWrap>
          Welcome back{identity?.name ? `, ${identity.name}` : ''}.
        </Typography>
        <Typography color="text.secondary">
          Here is the marketplace today.
        </Typography>
      </Box>

      {!allowed && (
        <Alert severity="info">
          Your role does not include reading orders, so the marketplace’s
          figures are not shown here. Use the menu to open what you work on.
        </Alert>
      )}

      {isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={refetch}>
              Retry
            </Button>
          }
        >
          The dashboard could not be loaded.
        </Alert>
      )}

      {allowed && (
        <>
          <Grid container spacing={6}>
            <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
              <KpiCard
                label="Orders today"
                value={number(report?.ordersToday)}
                caption="Since midnight"
                icon={ShoppingBagOutlined}
                tone="primary"
                to={linkIf('Order', pagePaths.list('orders'))}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
              <KpiCard
                label="GMV today"
                value={money(report?.gmvToday)}
                caption="Gross merchandise value"
                icon={PaymentsOutlined}
                tone="success"
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
              <KpiCard
                label="Orders, 30 days"
                value={number(report?.ordersLast30)}
                caption="Rolling 30 days"
                icon={ReceiptLongOutlined}
                tone="info"
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
              <KpiCard
                label="GMV, 30 days"
                value={money(report?.gmvLast30)}
                caption="Rolling 30 days"
                icon={TrendingUp}
                tone="secondary"
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6, lg: 4 }}>
              <KpiCard
                label="Pending settlements"
                value={number(report?.pendingSettlements)}
                caption="Waiting for review"
                icon={AccountBalanceWalletOutlined}
                tone="warning"
                to={linkIf('Settlement', pagePaths.list('payout-request'))}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6, lg: 4 }}>
              <KpiCard
                label="Open enquiries"
                value={number(report?.openEnquiries)}
                caption="Customers waiting for an answer"
                icon={SupportAgentOutlined}
                tone="error"
                to={linkIf('Enquiry', pagePaths.list('enquiries'))}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 12, lg: 4 }}>
              <KpiCard
                label="Active outlets"
                value={number(report?.activeOutlets)}
                caption="Open for orders"
                icon={StorefrontOutlined}
                tone="info"
                to={linkIf(
                  'MerchantOutlet',
                  pagePaths.list('merchant-outlets'),
                )}
              />
            </Grid>
          </Grid>

          {report && !isLoading ? (
            <Suspense fallback={<ChartsSkeleton />}>
              <DashboardCharts report={report} />
            </Suspense>
          ) : (
            !isError && <ChartsSkeleton />
          )}
        </>
      )}
    </Box>
  );
}
