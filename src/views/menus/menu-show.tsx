import { useList } from '@refinedev/core';
import { Link as RouterLink, useParams } from 'react-router';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid2';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  formatDate,
  formatDateTime,
  formatMoney,
  formatPercent,
  humanizeEnum,
} from '../../components/fields/format';
import { LtrValue } from '../../components/fields/ltr-value';
import { useResourceEntry } from '../use-resource-entry';
import { useRecordShow } from '../use-record-show';
import { FieldGrid } from '../show/field-grid';
import { RecordLink } from '../show/record-link';
import { EditDeleteButtons } from '../generic/edit-delete-buttons';
import { ShowHeader } from '../show/show-header';
import { displayText } from '../../components/fields/display-text';
import { RecordLoadError } from '../generic/record-load-error';
import { failedRead } from '../generic/load-failed';
import { pagePaths } from '../../registry/paths';

type Row = Record<string, unknown>;

const idsOf = (rows: readonly Row[]): (string | number)[] =>
  rows
    .map((r) => r.id)
    .filter(
      (id): id is string | number =>
        typeof id === 'string' || typeof id === 'number',
    );

/**
 * A menu item with everything that decides what a customer pays: its base
 * and per-channel prices, its extras with their items and channel prices,
 * and the outlet's happy hours that discount it.
 */
export default function MenuShow({ resourceKey }: { resourceKey: string }) {
  const resource = useResourceEntry(resourceKey);
  const { id = '' } = useParams();
  const { query, record: menu, titles } = useRecordShow(resourceKey, id);

  if (query.isError) {
    return (
      <RecordLoadError label={resource.label.one} id={id} error={query.error} />
    );
  }

  const name = typeof menu?.name === 'string' ? menu.name : `#${id}`;
  const flags = (
    [
      ['isAvailable', 'Available', 'Unavailable'],
      ['isRecommended', 'Recommended', null],
      ['isSpicy', 'Spicy', null],
      ['isVegetarian', 'Vegetarian', null],
    ] as const
  ).flatMap(([field, on, off]): { label: string; on: boolean }[] =>
    menu?.[field] === true
      ? [{ label: on, on: true }]
      : off
        ? [{ label: off, on: false }]
        : [],
  );

  return (
    <Stack spacing={6}>
      <ShowHeader
        listKey={resourceKey}
        listLabel={resource.label.many}
        presence={{ resource: resource.name, id }}
        recordTitle={name}
        actions={
          <EditDeleteButtons
            resource={resource}
            resourceKey={resourceKey}
            id={id}
            title={name}
          />
        }
        isLoading={query.isLoading}
        skeleton={{ subtitleItems: 3, actions: false }}
        badges={flags.map((flag) => (
          <Chip
            key={flag.label}
            size="small"
            label={flag.label}
            color={flag.on ? 'success' : 'default'}
            variant="outlined"
          />
        ))}
        subtitle={
          menu ? (
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={{ xs: 1, sm: 6 }}
            >
              <Typography variant="body2" component="span">
                Outlet:{' '}
                <RecordLink
                  to="merchant-outlets"
                  id={menu.outletId}
                  titles={titles.outletId}
                />
              </Typography>
              <Typography variant="body2" component="span">
                Category:{' '}
                <RecordLink
                  to="menu-categories"
                  id={menu.categoryId}
                  titles={titles.categoryId}
                />
              </Typography>
              <Typography variant="body2" component="span">
                Base price{' '}
                <strong>
                  <LtrValue>{formatMoney(menu.price)}</LtrValue>
                </strong>
              </Typography>
            </Stack>
          ) : null
        }
      />
      <Card>
        <CardHeader title="Details" titleTypographyProps={{ variant: 'h6' }} />
        <CardContent sx={{ pt: 2 }}>
          <FieldGrid
            resource={resource}
            record={menu}
            titles={titles}
            isLoading={query.isLoading}
            names={[
              'sku',
              'price',
              'preparationMinutes',
              'sortOrder',
              'imageUrl',
              'description',
            ]}
          />
        </CardContent>
      </Card>
      <ChannelPrices menuId={id} basePrice={menu?.price} />
      <Extras menuId={id} />
      {menu && (
        <HappyHours outletId={menu.outletId} categoryId={menu.categoryId} />
      )}
    </Stack>
  );
}

function ChannelPrices({
  menuId,
  basePrice,
}: {
  menuId: string;
  basePrice: unknown;
}) {
  const { query, result } = useList<Row>({
    resource: 'menu-prices',
    filters: [{ field: 'menuId', operator: 'eq', value: menuId }],
    pagination: { currentPage: 1, pageSize: 50 },
    // Failures are said in each card (failedRead), not in a toast too.
    errorNotification: false,
  });
  const failed = failedRead('Prices', query);
  return (
    <Card>
      <CardHeader
        title="Prices"
        subheader={
          <>
            Base <LtrValue>{formatMoney(basePrice)}</LtrValue>; a channel price
            replaces it on that channel while it runs.
          </>
        }
        titleTypographyProps={{ variant: 'h6' }}
      />
      {query.isLoading ? (
        <Skeleton height={80} sx={{ mx: 4 }} />
      ) : failed ? (
        failed
      ) : result.data.length === 0 ? (
        <CardContent sx={{ pt: 2 }}>
          <Typography color="text.secondary">
            The base price applies on every channel.
          </Typography>
        </CardContent>
      ) : (
        <Table size="small" aria-label="Channel prices">
          <TableHead>
            <TableRow>
              <TableCell>Channel</TableCell>
              <TableCell align="right">Price</TableCell>
              <TableCell>From</TableCell>
              <TableCell>Until</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {result.data.map((price) => (
              <TableRow key={String(price.id)}>
                <TableCell>
                  <Link
                    component={RouterLink}
                    to={pagePaths.show('menu-prices', String(price.id))}
                  >
                    {humanizeEnum(price.channel)}
                  </Link>
                </TableCell>
                <TableCell align="right">
                  <LtrValue>{formatMoney(price.price)}</LtrValue>
                </TableCell>
                <TableCell>
                  {price.startsAt ? (
                    <LtrValue>{formatDateTime(price.startsAt)}</LtrValue>
                  ) : (
                    'Always'
                  )}
                </TableCell>
                <TableCell>
                  {price.endsAt ? (
                    <LtrValue>{formatDateTime(price.endsAt)}</LtrValue>
                  ) : (
                    'Open-ended'
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Card>
  );
}

function Extras({ menuId }: { menuId: string }) {
  const extras = useList<Row>({
    resource: 'menu-extras',
    filters: [{ field: 'menuId', operator: 'eq', value: menuId }],
    sorters: [{ field: 'sortOrder', order: 'asc' }],
    pagination: { currentPage: 1, pageSize: 50 },
    errorNotification: false,
  });
  const extraIds = idsOf(extras.result.data);
  const items = useList<Row>({
    resource: 'menu-extra-items',
    filters: [{ field: 'extraId', operator: 'in', value: extraIds }],
    pagination: { currentPage: 1, pageSize: 100 },
    queryOptions: { enabled: extraIds.length > 0 },
    errorNotification: false,
  });
  const itemIds = idsOf(items.result.data);
  const itemPrices = useList<Row>({
    resource: 'menu-extra-item-prices',
    filters: [{ field: 'extraItemId', operator: 'in', value: itemIds }],
    pagination: { currentPage: 1, pageSize: 100 },
    queryOptions: { enabled: itemIds.length > 0 },
    errorNotification: false,
  });
  // Groups without their items (or items without prices) would read as
  // extras that offer nothing: any of the three failing shows the failure.
  const failed = failedRead(
    'Extras',
    extras.query,
    items.query,
    itemPrices.query,
  );
  return (
    <Card>
      <CardHeader
        title="Extras"
        subheader={
          extras.query.isLoading || failed ? undefined : (
            <>
              <LtrValue>{extras.result.data.length}</LtrValue>{' '}
              {extras.result.data.length === 1 ? 'group' : 'groups'}
            </>
          )
        }
        titleTypographyProps={{ variant: 'h6' }}
      />
      <CardContent sx={{ pt: 2 }}>
        {failed}
        {extras.query.isLoading && <Skeleton height={80} />}
        {!failed &&
          !extras.query.isLoading &&
          extras.result.data.length === 0 && (
            <Typography color="text.secondary">
              No extras: the item is sold as it is.
            </Typography>
          )}
        <Grid container spacing={4}>
          {(failed ? [] : extras.result.data).map((extra) => {
            const groupItems = items.result.data.filter(
              (item) => String(item.extraId) === String(extra.id),
            );
            return (
              <Grid key={String(extra.id)} size={{ xs: 12, md: 6 }}>
                <Box
                  sx={{
                    border: 1,
                    borderColor: 'divider',
                    borderRadius: 1,
                    p: 4,
                    height: '100%',
                  }}
                >
                  <Stack
                    direction="row"
                    justifyContent="space-between"
                    alignItems="baseline"
                  >
                    <Link
                      component={RouterLink}
                      to={pagePaths.show('menu-extras', String(extra.id))}
                      fontWeight={600}
                    >
                      <bdi>
                        {displayText(extra.name, `#${String(extra.id)}`)}
                      </bdi>
                    </Link>
                    <Typography variant="caption" color="text.secondary">
                      choose{' '}
                      <LtrValue>
                        {displayText(extra.minSelections, '0')}–
                        {displayText(extra.maxSelections, '∞')}
                      </LtrValue>
                      {extra.isActive === false ? ' · inactive' : ''}
                    </Typography>
                  </Stack>
                  {groupItems.length === 0 ? (
                    <Typography
                      variant="body2"
                      color="text.secondary"
                      sx={{ mt: 2 }}
                    >
                      {items.query.isLoading
                        ? 'Loading items…'
                        : 'No items yet.'}
                    </Typography>
                  ) : (
                    <Table
                      size="small"
                      aria-label={`${displayText(extra.name, 'Extra')} items`}
                    >
                      <TableBody>
                        {groupItems.map((item) => {
                          const prices = itemPrices.result.data.filter(
                            (p) => String(p.extraItemId) === String(item.id),
                          );
                          return (
                            <TableRow key={String(item.id)}>
                              <TableCell sx={{ pl: 0 }}>
                                <bdi>{displayText(item.name, '')}</bdi>
                                {item.isAvailable === false && (
                                  <Chip
                                    size="small"
                                    label="Unavailable"
                                    sx={{ ml: 2 }}
                                  />
                                )}
                              </TableCell>
                              <TableCell align="right" sx={{ pr: 0 }}>
                                <LtrValue>+{formatMoney(item.price)}</LtrValue>
                                {prices.map((p) => (
                                  <Typography
                                    key={String(p.id)}
                                    variant="caption"
                                    color="text.secondary"
                                    component="div"
                                  >
                                    {humanizeEnum(p.channel)}{' '}
                                    <LtrValue>+{formatMoney(p.price)}</LtrValue>
                                  </Typography>
                                ))}
                              </TableCell>
                            </TableRow>
                          );
                        })}
                      </TableBody>
                    </Table>
                  )}
                </Box>
              </Grid>
            );
          })}
        </Grid>
      </CardContent>
    </Card>
  );
}

function HappyHours({
  outletId,
  categoryId,
}: {
  outletId: unknown;
  categoryId: unknown;
}) {
  const { query, result } = useList<Row>({
    resource: 'happy-hours',
    filters: [{ field: 'outletId', operator: 'eq', value: outletId }],
    pagination: { currentPage: 1, pageSize: 50 },
    errorNotification: false,
  });
  const failed = failedRead('Happy hours', query);
  // A happy hour without a category discounts the whole outlet's menu.
  const applying = result.data.filter(
    (h) =>
      h.categoryId == null ||
      displayText(h.categoryId) === displayText(categoryId),
  );
  return (
    <Card>
      <CardHeader
        title="Happy hours"
        subheader="The outlet's happy hours that discount this item."
        titleTypographyProps={{ variant: 'h6' }}
      />
      {query.isLoading ? (
        <Skeleton height={80} sx={{ mx: 4 }} />
      ) : failed ? (
        failed
      ) : applying.length === 0 ? (
        <CardContent sx={{ pt: 2 }}>
          <Typography color="text.secondary">
            No happy hour discounts this item.
          </Typography>
        </CardContent>
      ) : (
        <Table size="small" aria-label="Happy hours">
          <TableHead>
            <TableRow>
              <TableCell>Name</TableCell>
              <TableCell>Day</TableCell>
              <TableCell>Time</TableCell>
              <TableCell align="right">Discount</TableCell>
              <TableCell>Runs</TableCell>
              <TableCell>Active</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {applying.map((h) => (
              <TableRow key={String(h.id)}>
                <TableCell>
                  <Link
                    component={RouterLink}
                    to={pagePaths.show('happy-hours', String(h.id))}
                  >
                    <bdi>{displayText(h.name, `#${String(h.id)}`)}</bdi>
                  </Link>
                </TableCell>
                <TableCell>{humanizeEnum(h.dayOfWeek)}</TableCell>
                <TableCell>
                  <LtrValue>
                    {displayText(h.startTime, '').slice(0, 5)}–
                    {displayText(h.endTime, '').slice(0, 5)}
                  </LtrValue>
                </TableCell>
                <TableCell align="right">
                  <LtrValue>{formatPercent(h.discountPercent)}</LtrValue>
                </TableCell>
                <TableCell>
                  <LtrValue>{formatDate(h.startsOn)}</LtrValue> –{' '}
                  {h.endsOn ? (
                    <LtrValue>{formatDate(h.endsOn)}</LtrValue>
                  ) : (
                    'open-ended'
                  )}
                </TableCell>
                <TableCell>{h.isActive === true ? 'Yes' : 'No'}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Card>
  );
}
