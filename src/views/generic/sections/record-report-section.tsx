import { useState } from 'react';
import dayjs from 'dayjs';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridSortModel } from '@mui/x-data-grid';
import { formatDate } from '../../../components/fields/format';
import { adminApi } from '../../../providers/admin-api';
import { useAdminQuery } from '../../../providers/use-admin-call';
import type { AnyResource } from '../../../registry/define-resource';
import { referenceFields } from '../../../registry/list-extras';
import type { ResolvedReportSection } from '../../../registry/show-sections';
import { parseReportRange, type ReportRange } from '../../reports/report-range';
import { ReportRangeFields } from '../../reports/report-range-fields';
import { LazySection } from '../lazy-section';
import { resourceColumns } from '../resource-columns';

interface RecordReportSectionProps {
  resource: AnyResource;
  recordId: string;
  section: ResolvedReportSection;
}

/**
 * A report over this record only (a merchant's outlet performance): the
 * report entry's columns, money and numbers shown as on the report pages,
 * over a date range that defaults to the last 30 days. It loads when opened,
 * from `GET /admin/{name}/{id}/{path}?from=&to=`.
 */
export function RecordReportSection({
  resource,
  recordId,
  section,
}: RecordReportSectionProps) {
  return (
    <LazySection title={section.section.title}>
      <ReportRows resource={resource} recordId={recordId} section={section} />
    </LazySection>
  );
}

function ReportRows({
  resource,
  recordId,
  section: { section, report, scopeField },
}: RecordReportSectionProps) {
  const today = dayjs().format('YYYY-MM-DD');
  const [range, setRange] = useState<ReportRange>(() =>
    parseReportRange(null, null, today),
  );
  const [paginationModel, setPaginationModel] = useState({
    page: 0,
    pageSize: 25,
  });
  // The report's own order, as on its page.
  const [sortModel, setSortModel] = useState<GridSortModel>(() => {
    const defaultSort = report.list?.defaultSort;
    return defaultSort
      ? [
          {
            field: defaultSort.replace(/^-/, ''),
            sort: defaultSort.startsWith('-') ? 'desc' : 'asc',
          },
        ]
      : [];
  });
  const sort = sortModel
    .map((s) => `${s.sort === 'desc' ? '-' : ''}${s.field}`)
    .join(',');
  const include = referenceFields(report)
    .filter((name) => name !== scopeField)
    .join(',');
  const { query, answer: envelope } = useAdminQuery(
    adminApi.recordReport(resource, recordId, section.path, {
      from: range.from,
      to: range.to,
      page: paginationModel.page + 1,
      perPage: paginationModel.pageSize,
      sort,
      include,
    }),
    {
      errorNotification: false,
      queryOptions: { placeholderData: (previous) => previous },
    },
  );
  const rows = (envelope?.data ?? []).map((row, index) => ({
    ...row,
    __rowId: index,
  }));
  const total = envelope?.meta?.total ?? rows.length;
  // Every row is this record's: its own column would only repeat it.
  const columns = resourceColumns(report, envelope?.meta?.titles).filter(
    (c) => c.field !== 'id' && c.field !== scopeField,
  );

  return (
    <Stack spacing={4} sx={{ pt: 1 }}>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        justifyContent="space-between"
        alignItems={{ md: 'center' }}
        spacing={3}
        sx={{ px: 6 }}
      >
        <Typography variant="body2" color="text.secondary">
          {formatDate(range.from)} – {formatDate(range.to)}
          {query.isLoading ? '' : ` · ${total} ${total === 1 ? 'row' : 'rows'}`}
        </Typography>
        <Stack
          direction="row"
          spacing={3}
          alignItems="center"
          flexWrap="wrap"
          useFlexGap
        >
          <ReportRangeFields
            range={range}
            today={today}
            onChange={(next) => {
              setRange((current) => {
                const merged = { ...current, ...next };
                return parseReportRange(merged.from, merged.to, today);
              });
              setPaginationModel((m) => ({ ...m, page: 0 }));
            }}
          />
        </Stack>
      </Stack>
      {query.isError && (
        <Alert severity="error" sx={{ mx: 6 }}>
          The report could not be loaded: {query.error.message}
        </Alert>
      )}
      <DataGrid
        rows={rows}
        columns={columns}
        getRowId={(row: { __rowId: number }) => row.__rowId}
        loading={query.isFetching}
        rowCount={total}
        paginationMode="server"
        sortingMode="server"
        paginationModel={paginationModel}
        onPaginationModelChange={setPaginationModel}
        pageSizeOptions={[10, 25, 50, 100]}
        sortModel={sortModel}
        onSortModelChange={(model) => {
          setSortModel(model);
          setPaginationModel((m) => ({ ...m, page: 0 }));
        }}
        disableColumnFilter
        disableRowSelectionOnClick
        autoHeight
        sx={{ border: 'none' }}
        localeText={{ noRowsLabel: 'No orders in this range' }}
      />
    </Stack>
  );
}
