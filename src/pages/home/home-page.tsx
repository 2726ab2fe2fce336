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
import type SvgIcon from '@mui/material/SvgIcon';
import { useGetIdentity } from '@refinedev/core';
import { lazy, Suspense, type ComponentProps } from 'react';
import { useAbility } from '../../access/ability-context';
import { formatMoney } from '../../components/fields/format';
import type { ShellIdentity } from '../../session/identity';
import { useDocumentTitle } from '../../layout/use-document-title';
import { KpiCard } from './kpi-card';
import { useDashboardReport } from './use-dashboard-report';
import {
  homeCards,
  type DashboardFigure,
  type HomeCard,
} from '../../registry/business-figures';
import type { Dashboard } from '../../registry/dashboard';
import { marketplaceDate } from '../../registry/marketplace-clock';
import { useRegistry } from '../../providers/registry-context';

const DashboardCharts = lazy(() => import('./dashboard-charts'));

const count = new Intl.NumberFormat('en-MY');

type Tone = ComponentProps<typeof KpiCard>['tone'];

/** How each card looks; what it counts is its definition's (business-figures.ts). */
const cardLooks: Record<
  DashboardFigure,
  { icon: typeof SvgIcon; tone: Tone; size: Record<string, number> }
> = {
  ordersToday: {
    icon: ShoppingBagOutlined,
    tone: 'primary',
    size: { xs: 12, sm: 6, lg: 3 },
  },
  gmvToday: {
    icon: PaymentsOutlined,
    tone: 'success',
    size: { xs: 12, sm: 6, lg: 3 },
  },
  ordersLast30: {
    icon: ReceiptLongOutlined,
    tone: 'info',
    size: { xs: 12, sm: 6, lg: 3 },
  },
  gmvLast30: {
    icon: TrendingUp,
    tone: 'secondary',
    size: { xs: 12, sm: 6, lg: 3 },
  },
  pendingSettlements: {
    icon: AccountBalanceWalletOutlined,
    tone: 'warning',
    size: { xs: 12, sm: 6, lg: 4 },
  },
  openEnquiries: {
    icon: SupportAgentOutlined,
    tone: 'error',
    size: { xs: 12, sm: 6, lg: 4 },
  },
  activeOutlets: {
    icon: StorefrontOutlined,
    tone: 'info',
    size: { xs: 12, sm: 12, lg: 4 },
  },
};

/** A card's number as text: ringgit for a sum of money, else a count; undefined while loading. */
function formatFigure(
  card: HomeCard,
  report: Dashboard | undefined,
): string | undefined {
  const value = report?.[card.key];
  if (value === undefined) return undefined;
  return 'sum' in card.measure ? formatMoney(value) : count.format(value);
}

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
  const registry = useRegistry();
  // The marketplace's day, as the API counts "today" (decision 024).
  const today = marketplaceDate();

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
            {homeCards.map((card) => {
              const look = cardLooks[card.key];
              const list = card.list(today);
              const entry = registry.byName(list.resource);
              return (
                <Grid key={card.key} size={look.size}>
                  <KpiCard
                    label={card.label}
                    value={formatFigure(card, report)}
                    caption={card.caption}
                    icon={look.icon}
                    tone={look.tone}
                    // A card links to its list only for users who may open that list.
                    to={
                      entry && ability.can('read', entry.subject)
                        ? list.path
                        : undefined
                    }
                  />
                </Grid>
              );
            })}
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
