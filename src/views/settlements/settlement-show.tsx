import { lazy, Suspense } from 'react';
import { useInvalidate, useList } from '@refinedev/core';
import { useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Grid from '@mui/material/Grid2';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { FieldValue } from '../../components/fields/field-value';
import {
  formatDate,
  formatDateTime,
  formatMoney,
} from '../../components/fields/format';
import { LtrValue } from '../../components/fields/ltr-value';
import { Phrase } from '../../components/fields/phrase';
import { warningsOf } from '../../registry/record-warnings';
import { useResourceEntry } from '../use-resource-entry';
import { useRecordShow } from '../use-record-show';
import type { ReferenceTitles } from '../../providers/response-extras';
import { FieldGrid } from '../show/field-grid';
import { RecordActions } from '../../components/actions/record-actions';
import {
  CaptionedRecordLink,
  LabelledRecordLink,
  RecordLink,
} from '../show/record-link';
import { RevisionsButton } from '../revisions/revisions-button';
import { ShowHeader } from '../show/show-header';
import { ActivityTimeline } from '../generic/activity-timeline';
import { apiResourceName } from '../../registry/resource-key';
import { buildSettlementSteps } from './settlement-steps';
import { displayText } from '../../components/fields/display-text';
import { RecordLoadError } from '../generic/record-load-error';
import { StatementLink } from '../statements/statement-link';

const MeasureChart = lazy(() => import('../reports/measure-chart'));

type Row = Record<string, unknown>;

/**
 * A settlement (also under Finance › Payout Request and Payout History):
 * where it is in the four-eyes pipeline and who signed each step, what the
 * outlet is owed and why, where the money goes, and the days it adds up from.
 */
export default function SettlementShow({
  resourceKey,
}: {
  resourceKey: string;
}) {
  const resource = useResourceEntry(resourceKey);
  const { id = '' } = useParams();
  const invalidate = useInvalidate();
  const { query, record, titles, listed } = useRecordShow(resourceKey, id);

  if (query.isError) {
    return (
      <RecordLoadError label={resource.label.one} id={id} error={query.error} />
    );
  }

  const shownCode = record?.code ?? listed?.code;
  const code = typeof shownCode === 'string' ? shownCode : `#${id}`;
  const statusField = resource.fields.resolvedStatus;

  return (
    <Stack spacing={6}>
      <ShowHeader
        listKey={resourceKey}
        listLabel={resource.label.many}
        presence={{ resource: resource.name, id }}
        headingPrefix="Settlement"
        recordTitle={code}
        isLoading={query.isLoading}
        isTitleKnown={listed !== undefined}
        skeleton={{ subtitleItems: 3, actions: true }}
        badges={
          record && statusField ? (
            <FieldValue field={statusField} value={record.resolvedStatus} />
          ) : null
        }
        subtitle={
          record ? (
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={{ xs: 1, sm: 6 }}
            >
              <LabelledRecordLink
                label="Merchant"
                to="merchants"
                id={record.merchantId}
                titles={titles.merchantId}
              />
              <LabelledRecordLink
                label="Outlet"
                to="merchant-outlets"
                id={record.outletId}
                titles={titles.outletId}
              />
              <Typography variant="body2" component="span">
                <Phrase>
                  Period{' '}
                  <LtrValue>
                    {formatDate(record.periodStart)} –{' '}
                    {formatDate(record.periodEnd)}
                  </LtrValue>
                </Phrase>
              </Typography>
            </Stack>
          ) : null
        }
        actions={
          record ? (
            <>
              <StatementLink
                apiName={apiResourceName(resource)}
                id={id}
                state={record.resolvedStatus}
              />
              <RecordActions
                resource={resource}
                resourceKey={resourceKey}
                record={record}
                title={code}
                onSettled={() =>
                  void invalidate({
                    resource: 'audit-logs',
                    invalidates: ['list'],
                  })
                }
              />
              <RevisionsButton
                resource={resource}
                resourceKey={resourceKey}
                id={id}
                title={code}
                record={record}
              />
            </>
          ) : null
        }
      />

      {/*
        What the record decides (a payout warning above the workflow, its
        steps, the amounts) is drawn at once when it arrives, in place of one
        placeholder that reaches below the first screen: a warning appearing
        above cards already drawn pushed them down a whole alert's height.
      */}
      {record ? (
        <>
          <PayoutWarnings record={record} />

          <Card>
            <CardHeader
              title="Workflow"
              titleTypographyProps={{ variant: 'h6' }}
            />
            <CardContent sx={{ pt: 2, overflowX: 'auto' }}>
              <WorkflowStepper record={record} titles={titles} />
              {record &&
                typeof record.rejectionReason === 'string' &&
                record.rejectionReason && (
                  <Alert severity="error" sx={{ mt: 4 }}>
                    <AlertTitle>Rejected</AlertTitle>
                    {record.rejectionReason}
                  </Alert>
                )}
              {record &&
                typeof record.resolutionNote === 'string' &&
                record.resolutionNote && (
                  <Alert severity="success" sx={{ mt: 4 }}>
                    <AlertTitle>Resolution</AlertTitle>
                    {record.resolutionNote}
                  </Alert>
                )}
            </CardContent>
          </Card>

          <Grid container spacing={6}>
            <Grid size={{ xs: 12, md: 6 }}>
              <AmountsCard record={record} isLoading={query.isLoading} />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <Card sx={{ height: '100%' }}>
                <CardHeader
                  title="Payout account"
                  titleTypographyProps={{ variant: 'h6' }}
                />
                <CardContent sx={{ pt: 2 }}>
                  <Stack spacing={5}>
                    <CaptionedRecordLink
                      label="Bank"
                      to="banks"
                      id={record?.bankId}
                      titles={titles.bankId}
                    />
                    <FieldGrid
                      resource={resource}
                      record={record}
                      titles={titles}
                      names={[
                        'bankAccountNumber',
                        'bankAccountName',
                        'paymentReference',
                        'paidAt',
                        'confirmedAt',
                      ]}
                      isLoading={query.isLoading}
                      columns={2}
                    />
                  </Stack>
                </CardContent>
              </Card>
            </Grid>
          </Grid>
        </>
      ) : (
        <Skeleton
          variant="rounded"
          height={560}
          aria-label="Loading the settlement"
        />
      )}

      <DailySummaries settlementId={id} />

      <ActivityTimeline
        auditResource={apiResourceName(resource)}
        recordId={id}
        label="Settlement activity"
      />
    </Stack>
  );
}

/**
 * What is wrong with where this settlement pays (the API's `warnings`: a
 * holder who is not the merchant, an account changed just before the
 * request), right under the actions that move it towards payment.
 */
function PayoutWarnings({ record }: { record: Row }) {
  const warnings = warningsOf(record);
  if (warnings.length === 0) return null;
  return (
    <Alert severity="warning">
      <AlertTitle>Check the payout account</AlertTitle>
      {warnings.map((warning) => (
        <Box key={warning.code}>{warning.message}</Box>
      ))}
    </Alert>
  );
}

/**
 * The settlement's steps, who signed each and when. While the record loads,
 * the usual six steps with none reached: the stepper's own shape, so the
 * cards below stay put when the record arrives.
 */
function WorkflowStepper({
  record,
  titles,
}: {
  record: Row | undefined;
  titles: ReferenceTitles;
}) {
  const steps = record
    ? buildSettlementSteps(record)
    : buildSettlementSteps({}).map((step) => ({
        ...step,
        state: 'todo' as const,
      }));
  const active = steps.findIndex((s) => s.state === 'current');
  // Six steps side by side need about 600 px; a phone lists them downwards.
  const theme = useTheme();
  const isNarrow = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <Stepper
      activeStep={active < 0 ? steps.length : active}
      alternativeLabel={!isNarrow}
      orientation={isNarrow ? 'vertical' : 'horizontal'}
      aria-label="Settlement workflow"
    >
      {steps.map((step) => (
        <Step key={step.status} completed={step.state === 'done'}>
          <StepLabel
            error={
              step.state === 'error' ||
              (step.status === 'REJECTED' && step.state === 'current')
            }
            optional={
              <Typography
                variant="caption"
                color="text.secondary"
                component="div"
              >
                {step.byField && record?.[step.byField] != null ? (
                  <RecordLink
                    to="users"
                    id={record?.[step.byField]}
                    titles={titles[step.byField]}
                  />
                ) : step.atField && record?.[step.atField] ? (
                  <LtrValue>{formatDateTime(record?.[step.atField])}</LtrValue>
                ) : (
                  '\u00a0'
                )}
              </Typography>
            }
          >
            {step.label}
          </StepLabel>
        </Step>
      ))}
    </Stepper>
  );
}

function AmountsCard({
  record,
  isLoading,
}: {
  record: Row | undefined;
  isLoading: boolean;
}) {
  const sen = (name: string) => {
    const value = record?.[name];
    return typeof value === 'number' ? value : 0;
  };
  const rows: { label: string; amount: number; sign: 1 | -1 }[] = [
    { label: 'Gross sales', amount: sen('grossSales'), sign: 1 },
    { label: 'Commission', amount: sen('commission'), sign: -1 },
    { label: 'Payment fees', amount: sen('paymentFees'), sign: -1 },
    { label: 'Adjustments', amount: sen('adjustments'), sign: 1 },
  ];
  const computed = rows.reduce((sum, row) => sum + row.sign * row.amount, 0);
  const net = sen('netPayout');
  return (
    <Card sx={{ height: '100%' }}>
      <CardHeader
        title="Amounts"
        subheader={
          record ? (
            <Phrase>
              <LtrValue>{displayText(record.orderCount, '0')}</LtrValue> orders
            </Phrase>
          ) : (
            <Skeleton width={80} />
          )
        }
        titleTypographyProps={{ variant: 'h6' }}
      />
      <CardContent sx={{ pt: 2 }}>
        {isLoading ? (
          <Skeleton height={160} />
        ) : (
          <Stack component="dl" aria-label="Amounts" spacing={2} sx={{ m: 0 }}>
            {rows.map((row) => (
              <Stack
                key={row.label}
                direction="row"
                justifyContent="space-between"
              >
                <Typography component="dt">{row.label}</Typography>
                <Typography
                  component="dd"
                  sx={{ m: 0, fontVariantNumeric: 'tabular-nums' }}
                >
                  <LtrValue>
                    {row.sign < 0 && row.amount !== 0 ? '−' : ''}
                    {formatMoney(row.amount)}
                  </LtrValue>
                </Typography>
              </Stack>
            ))}
            <Stack
              direction="row"
              justifyContent="space-between"
              sx={{ borderTop: 1, borderColor: 'divider', pt: 2 }}
            >
              <Typography component="dt" fontWeight={700}>
                Net payout
              </Typography>
              <Typography
                component="dd"
                fontWeight={700}
                sx={{ m: 0, fontVariantNumeric: 'tabular-nums' }}
              >
                <LtrValue>{formatMoney(net)}</LtrValue>
              </Typography>
            </Stack>
            {computed !== net && (
              <Alert severity="warning">
                Gross less commission and fees plus adjustments is{' '}
                <LtrValue>{formatMoney(computed)}</LtrValue>, not the net payout
                of <LtrValue>{formatMoney(net)}</LtrValue>.
              </Alert>
            )}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}

function DailySummaries({ settlementId }: { settlementId: string }) {
  const { query, result } = useList<Row>({
    resource: 'settlement-daily-summaries',
    filters: [{ field: 'settlementId', operator: 'eq', value: settlementId }],
    sorters: [{ field: 'date', order: 'asc' }],
    pagination: { currentPage: 1, pageSize: 100 },
  });
  const days = result.data;
  return (
    <Card>
      <CardHeader
        title="Daily breakdown"
        subheader={
          query.isLoading ? (
            <Skeleton width={60} />
          ) : (
            <Phrase>
              <LtrValue>{days.length}</LtrValue> days
            </Phrase>
          )
        }
        titleTypographyProps={{ variant: 'h6' }}
      />
      <CardContent sx={{ pt: 2 }}>
        {query.isLoading && <Skeleton height={200} />}
        {query.isError && (
          <Alert severity="error">
            The daily breakdown could not be loaded: {query.error.message}
          </Alert>
        )}
        {!query.isLoading && !query.isError && days.length === 0 && (
          <Typography color="text.secondary">
            No daily summaries for this settlement.
          </Typography>
        )}
        {days.length > 0 && (
          <Grid container spacing={6}>
            <Grid size={12}>
              <Suspense
                fallback={<Skeleton variant="rectangular" height={260} />}
              >
                <MeasureChart
                  height={260}
                  categories={days.map((d) => formatDate(d.date))}
                  categoryLabel="Date"
                  series={[
                    {
                      label: 'Gross sales',
                      values: days.map((d) =>
                        typeof d.grossSales === 'number' ? d.grossSales : 0,
                      ),
                      isMoney: true,
                    },
                    {
                      label: 'Net',
                      values: days.map((d) =>
                        typeof d.netAmount === 'number' ? d.netAmount : 0,
                      ),
                      isMoney: true,
                    },
                  ]}
                />
              </Suspense>
            </Grid>
            <Grid
              size={12}
              // Wider than a phone, it scrolls sideways; a region that
              // scrolls must take focus, or a keyboard cannot scroll it.
              tabIndex={0}
              role="region"
              aria-label="Daily breakdown figures"
              sx={{ overflowX: 'auto' }}
            >
              <Table size="small" aria-label="Daily breakdown">
                <TableHead>
                  <TableRow>
                    <TableCell>Date</TableCell>
                    <TableCell align="right">Orders</TableCell>
                    <TableCell align="right">Gross</TableCell>
                    <TableCell align="right">Commission</TableCell>
                    <TableCell align="right">Fees</TableCell>
                    <TableCell align="right">Refunds</TableCell>
                    <TableCell align="right">Net</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {days.map((d) => (
                    <TableRow key={String(d.id)}>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>
                        <LtrValue>{formatDate(d.date)}</LtrValue>
                      </TableCell>
                      <TableCell align="right">
                        <LtrValue>{displayText(d.orderCount, '0')}</LtrValue>
                      </TableCell>
                      <TableCell align="right">
                        <LtrValue>{formatMoney(d.grossSales)}</LtrValue>
                      </TableCell>
                      <TableCell align="right">
                        <LtrValue>{formatMoney(d.commission)}</LtrValue>
                      </TableCell>
                      <TableCell align="right">
                        <LtrValue>{formatMoney(d.paymentFees)}</LtrValue>
                      </TableCell>
                      <TableCell align="right">
                        <LtrValue>{formatMoney(d.refunds)}</LtrValue>
                      </TableCell>
                      <TableCell align="right">
                        <LtrValue>{formatMoney(d.netAmount)}</LtrValue>
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Grid>
          </Grid>
        )}
      </CardContent>
    </Card>
  );
}
