import { marketplaceDate } from '../../registry/marketplace-clock';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import dayjs from 'dayjs';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { ExportButton } from '../../components/actions/export-button';
import { formatDate, humanizeEnum } from '../../components/fields/format';
import { LtrValue } from '../../components/fields/ltr-value';
import type { AnyResource, FieldSpec } from '../../registry/define-resource';
import { kindOf } from '../../registry/field-kinds/kind-table';
import { referenceFields } from '../../registry/list-extras';
import type { ReferenceTitles } from '../../providers/response-extras';
import { adminApi } from '../../providers/admin-api';
import { useAdminQuery } from '../../providers/use-admin-call';
import { resourceColumns } from '../generic/resource-columns';
import { useResourceEntry } from '../use-resource-entry';
import { parseReportRange } from './report-range';
import { ReportRangeFields } from './report-range-fields';
import { reportRows, useReportPaging } from './use-report-paging';
import { gridSlots } from '../../components/grid/grid-slots';
import { reportGridSx } from '../../components/grid/report-grid';

const MeasureChart = lazy(() => import('./measure-chart'));

type Row = Record<string, unknown>;

const CHART_BARS = 15;

const isNumeric = (field: FieldSpec | undefined) =>
  field !== undefined && kindOf(field).family === 'number';

/** The report's main measure: what it sorts by when that is a number, else its first money column. */
function mainMeasure(resource: AnyResource): string | undefined {
  const sortField = resource.list?.defaultSort?.replace(/^-/, '');
  if (sortField && isNumeric(resource.fields[sortField])) return sortField;
  const names = Object.keys(resource.fields);
  return (
    names.find((n) => resource.fields[n]?.kind === 'money') ??
    names.find((n) => isNumeric(resource.fields[n]))
  );
}

/** What a row is "of" (a day, an outlet, a channel × band): the listed non-numeric columns. */
function dimensions(resource: AnyResource): string[] {
  return (resource.list?.columns ?? Object.keys(resource.fields)).filter(
    (n) => {
      const kind = resource.fields[n]?.kind;
      return kind === 'date' || kind === 'enum' || kind === 'reference';
    },
  );
}

/**
 * A report (listView 'report'): a date range, defaulting to the last 30
 * days; the rows of `GET /admin/<endpoint>?from=&to=` in a grid with the
 * entry's columns, paged and sorted by the server; a chart of the main
 * measure; and a CSV export of the same range.
 */
export default function ReportPage({ resourceKey }: { resourceKey: string }) {
  const resource = useResourceEntry(resourceKey);
  const [params, setParams] = useSearchParams();
  const today = marketplaceDate();
  const range = parseReportRange(params.get('from'), params.get('to'), today);
  const paging = useReportPaging(resource);
  // The rows name their outlets, merchants and menus themselves (`include=`).
  const include = referenceFields(resource).join(',');
  const { query, answer } = useAdminQuery(
    adminApi.report(resource, paging.params(range, include)),
    { queryOptions: { placeholderData: (previous) => previous } },
  );
  const { rows, total } = reportRows(answer);
  const titles = answer?.meta?.titles ?? {};
  const columns: GridColDef[] = resourceColumns(resource, titles).filter(
    (c) => c.field !== 'id',
  );
  const measure = mainMeasure(resource);

  const setRange = (next: { from?: string; to?: string }) => {
    const merged = { ...range, ...next };
    setParams({ from: merged.from, to: merged.to });
    paging.toFirstPage();
  };

  return (
    <Stack spacing={6}>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        justifyContent="space-between"
        alignItems={{ md: 'flex-end' }}
        spacing={4}
      >
        <Box>
          <Typography variant="h5" component="h1" fontWeight={600}>
            {resource.label.many}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            <LtrValue>
              {formatDate(range.from)} – {formatDate(range.to)}
            </LtrValue>
            {!query.isLoading && (
              <>
                {' · '}
                <LtrValue>{total}</LtrValue> {total === 1 ? 'row' : 'rows'}
              </>
            )}
          </Typography>
        </Box>
        <Stack
          direction="row"
          spacing={3}
          alignItems="center"
          flexWrap="wrap"
          useFlexGap
        >
          <ReportRangeFields range={range} today={today} onChange={setRange} />
          <ExportButton
            resource={resource}
            filters={[
              {
                field: 'orderDate',
                operator: 'between',
                value: [range.from, range.to],
              },
            ]}
            sorters={paging.sortModel.map((s) => ({
              field: s.field,
              order: s.sort === 'desc' ? 'desc' : 'asc',
            }))}
          />
        </Stack>
      </Stack>

      {query.isError && (
        <Alert severity="error">
          The report could not be loaded: {query.error.message}
        </Alert>
      )}

      {measure && (
        <ReportChart
          resource={resource}
          rows={rows}
          titles={titles}
          measure={measure}
          isLoading={query.isLoading}
        />
      )}

      <Card>
        <DataGrid
          slots={gridSlots}
          rows={rows}
          columns={columns}
          getRowId={(row: { __rowId: number }) => row.__rowId}
          loading={query.isFetching}
          rowCount={total}
          paginationMode="server"
          sortingMode="server"
          paginationModel={paging.paginationModel}
          onPaginationModelChange={paging.setPaginationModel}
          pageSizeOptions={[10, 25, 50, 100]}
          sortModel={paging.sortModel}
          onSortModelChange={paging.setSortModel}
          disableColumnFilter
          disableRowSelectionOnClick
          autoHeight
          sx={{ border: 'none', ...reportGridSx }}
          localeText={{ noRowsLabel: 'No orders in this range' }}
        />
      </Card>
    </Stack>
  );
}

function ReportChart({
  resource,
  rows,
  titles,
  measure,
  isLoading,
}: {
  resource: AnyResource;
  rows: readonly Row[];
  titles: ReferenceTitles;
  measure: string;
  isLoading: boolean;
}) {
  const dims = dimensions(resource);
  const [primary] = dims;
  const primaryField = primary ? resource.fields[primary] : undefined;
  const isDaily = primaryField?.kind === 'date';
  const shown = (
    isDaily
      ? [...rows].sort((a, b) =>
          String(a[primary ?? '']).localeCompare(String(b[primary ?? ''])),
        )
      : rows
  ).slice(0, isDaily ? rows.length : CHART_BARS);
  const labelOf = (row: Row): string => {
    if (!primary || !primaryField) return '';
    if (primaryField.kind === 'reference') {
      const id = String(row[primary]);
      return titles[primary]?.[id] ?? `#${id}`;
    }
    if (isDaily) return dayjs(String(row[primary])).format('D MMM');
    // Several enum dimensions (gender × age band) only mean something together.
    return dims
      .filter((d) => resource.fields[d]?.kind === 'enum')
      .map((d) => humanizeEnum(row[d]))
      .join(' · ');
  };
  const measureField = resource.fields[measure];
  const categoryLabel = (
    primaryField?.kind === 'enum'
      ? dims.filter((d) => resource.fields[d]?.kind === 'enum')
      : dims.slice(0, 1)
  )
    .map((d) => resource.fields[d]?.label ?? d)
    .join(' · ');
  return (
    <Card>
      <CardHeader
        title={measureField?.label ?? measure}
        subheader={
          isDaily
            ? 'Per day in the range'
            : `Top ${Math.min(CHART_BARS, shown.length)} on this page, in the grid's order`
        }
        titleTypographyProps={{ variant: 'h6' }}
      />
      <CardContent sx={{ pt: 2 }}>
        {isLoading ? (
          <Skeleton variant="rectangular" height={280} />
        ) : shown.length === 0 ? (
          <Typography color="text.secondary">
            Nothing to chart in this range.
          </Typography>
        ) : (
          <Suspense fallback={<Skeleton variant="rectangular" height={280} />}>
            <MeasureChart
              isHorizontal={!isDaily}
              categories={shown.map(labelOf)}
              categoryLabel={categoryLabel}
              series={[
                {
                  label: measureField?.label ?? measure,
                  values: shown.map((r) => Number(r[measure] ?? 0)),
                  isMoney: measureField?.kind === 'money',
                },
              ]}
            />
          </Suspense>
        )}
      </CardContent>
    </Card>
  );
}
