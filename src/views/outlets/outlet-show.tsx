import { useInvalidate, useList } from '@refinedev/core';
import { useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Grid from '@mui/material/Grid2';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRegistry } from '../../providers/registry-context';
import { FieldValue } from '../../components/fields/field-value';
import { formatDateTime } from '../../components/fields/format';
import { LtrValue } from '../../components/fields/ltr-value';
import { useResourceEntry } from '../use-resource-entry';
import { useRecordShow } from '../use-record-show';
import { FieldGrid } from '../show/field-grid';
import { RecordActions } from '../../components/actions/record-actions';
import { CaptionedRecordLink, RecordLink } from '../show/record-link';
import { RelatedGrid } from '../show/related-grid';
import { EditDeleteButtons } from '../generic/edit-delete-buttons';
import { ShowHeader } from '../show/show-header';
import { OperatingHoursEditor } from './operating-hours-editor';
import { displayText } from '../../components/fields/display-text';
import { RecordLoadError } from '../generic/record-load-error';
import { failedRead } from '../generic/load-failed';

type Row = Record<string, unknown>;

/**
 * An outlet as operations runs it: details and address, the week's opening
 * hours (editable in place), operating plans, any temporary status with a
 * Revert, printers, where its payouts go, and its menus.
 */
export default function OutletShow({ resourceKey }: { resourceKey: string }) {
  const resource = useResourceEntry(resourceKey);
  const { id = '' } = useParams();
  const { query, record: outlet, titles } = useRecordShow(resourceKey, id);

  if (query.isError) {
    return (
      <RecordLoadError label={resource.label.one} id={id} error={query.error} />
    );
  }

  const name = typeof outlet?.name === 'string' ? outlet.name : `#${id}`;
  const isLoading = query.isLoading;

  return (
    <Stack spacing={6}>
      <ShowHeader
        listKey={resourceKey}
        listLabel={resource.label.many}
        presence={{ resource: resource.name, id }}
        recordTitle={name}
        actions={
          <>
            {outlet && (
              // Its actions, and what of its edits waits for approval.
              <RecordActions
                resource={resource}
                resourceKey={resourceKey}
                record={outlet}
                title={name}
              />
            )}
            <EditDeleteButtons
              resource={resource}
              resourceKey={resourceKey}
              id={id}
              title={name}
            />
          </>
        }
        isLoading={isLoading}
        skeleton={{ subtitleItems: 2, actions: false }}
        badges={
          outlet && resource.fields.status ? (
            <FieldValue field={resource.fields.status} value={outlet.status} />
          ) : null
        }
        subtitle={
          outlet ? (
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={{ xs: 1, sm: 6 }}
            >
              <Typography variant="body2" component="span">
                Merchant:{' '}
                <RecordLink
                  to="merchants"
                  id={outlet.merchantId}
                  titles={titles.merchantId}
                />
              </Typography>
              <Typography variant="body2" component="span">
                Code <bdi>{displayText(outlet.code, '—')}</bdi>
              </Typography>
            </Stack>
          ) : null
        }
      />

      <TemporaryStatuses outletId={id} />

      <Grid container spacing={6}>
        <Grid size={{ xs: 12, lg: 7 }}>
          <Stack spacing={6}>
            <Card>
              <CardHeader
                title="Details"
                titleTypographyProps={{ variant: 'h6' }}
              />
              <CardContent sx={{ pt: 2 }}>
                <FieldGrid
                  resource={resource}
                  record={outlet}
                  titles={titles}
                  isLoading={isLoading}
                  names={[
                    'phone',
                    'email',
                    'rating',
                    'isHalalCertified',
                    'isDeliveryEnabled',
                    'isPickupEnabled',
                    'isDineInEnabled',
                    'deliveryRadiusKm',
                    'minimumOrderAmount',
                  ]}
                />
              </CardContent>
            </Card>
            <Card>
              <CardHeader
                title="Address"
                titleTypographyProps={{ variant: 'h6' }}
              />
              <CardContent sx={{ pt: 2 }}>
                <FieldGrid
                  resource={resource}
                  record={outlet}
                  titles={titles}
                  isLoading={isLoading}
                  names={[
                    'addressLine1',
                    'addressLine2',
                    'postcode',
                    'city',
                    'state',
                  ]}
                />
              </CardContent>
            </Card>
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, lg: 5 }}>
          <Stack spacing={6}>
            <Card>
              <CardHeader
                title="Payout"
                titleTypographyProps={{ variant: 'h6' }}
              />
              <CardContent sx={{ pt: 2 }}>
                <Stack spacing={5}>
                  <CaptionedRecordLink
                    label="Payout bank"
                    to="banks"
                    id={outlet?.bankId}
                    titles={titles.bankId}
                  />
                  <FieldGrid
                    resource={resource}
                    record={outlet}
                    titles={titles}
                    isLoading={isLoading}
                    columns={2}
                    names={[
                      'bankAccountNumber',
                      'bankAccountName',
                      'payoutFrequency',
                    ]}
                  />
                </Stack>
              </CardContent>
            </Card>
          </Stack>
        </Grid>
      </Grid>

      <OperatingHoursEditor outletId={id} />

      <RelatedGrid
        resource="merchant-outlet-operating-plans"
        field="outletId"
        parentId={id}
        title="Operating plans"
      />
      <RelatedGrid
        resource="merchant-outlet-printers"
        field="outletId"
        parentId={id}
        title="Printers"
      />
      <RelatedGrid
        resource="menus"
        field="outletId"
        parentId={id}
        title="Menus"
      />
    </Stack>
  );
}

/** An active temporary status (closed, busy, delivery paused) overrides the hours; say so first and offer Revert. */
function TemporaryStatuses({ outletId }: { outletId: string }) {
  const temporaryStatuses = useRegistry().byName(
    'merchant-outlet-temporary-statuses',
  );
  const invalidate = useInvalidate();
  const { query, result } = useList<Row>({
    resource: 'merchant-outlet-temporary-statuses',
    filters: [
      { field: 'outletId', operator: 'eq', value: outletId },
      { field: 'state', operator: 'eq', value: 'ACTIVE' },
    ],
    sorters: [{ field: 'startsAt', order: 'desc' }],
    pagination: { currentPage: 1, pageSize: 10 },
    // Said here, not in a toast too.
    errorNotification: false,
  });
  if (!temporaryStatuses) return null;
  if (query.isLoading) return <Skeleton height={56} />;
  // Never "no temporary status" when that was not read: the outlet may be
  // closed.
  const failed = failedRead('Temporary statuses', query);
  if (failed) return failed;
  if (result.data.length === 0) {
    return (
      <Alert severity="success" variant="outlined">
        No temporary status: the outlet follows its operating hours.
      </Alert>
    );
  }
  return (
    <Stack spacing={2}>
      {result.data.map((status) => (
        <Alert
          key={String(status.id)}
          severity="warning"
          action={
            <RecordActions
              resource={temporaryStatuses}
              resourceKey="merchant-outlet-temporary-statuses"
              record={status}
              title={`#${String(status.id)}`}
              onSettled={() =>
                void invalidate({
                  resource: 'merchant-outlet-temporary-statuses',
                  invalidates: ['list'],
                })
              }
            />
          }
        >
          <strong>
            {displayText(status.type, '').replace(/_/g, ' ').toLowerCase()}
          </strong>{' '}
          from <LtrValue>{formatDateTime(status.startsAt)}</LtrValue> until{' '}
          <LtrValue>{formatDateTime(status.endsAt)}</LtrValue>
          {typeof status.reason === 'string' && status.reason && (
            <>
              {' — '}
              <bdi>{status.reason}</bdi>
            </>
          )}
        </Alert>
      ))}
    </Stack>
  );
}
