import { marketplaceDate } from '../../../registry/marketplace-clock';
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid } from '@mui/x-data-grid';
import { formatDate } from '../../../components/fields/format';
import { adminApi } from '../../../providers/admin-api';
import { useAdminQuery } from '../../../providers/use-admin-call';
import type { AnyResource } from '../../../registry/define-resource';
import { referenceFields } from '../../../registry/list-extras';
import type { ResolvedReportSection } from '../../../registry/show-sections';
import { parseReportRange, type ReportRange } from '../../reports/report-range';
import { ReportRangeFields } from '../../reports/report-range-fields';
import { reportRows, useReportPaging } from '../../reports/use-report-paging';
import { LazySection } from '../lazy-section';
import { resourceColumns } from '../resource-columns';
import { gridSlots } from '../../../components/grid/grid-slots';
import { reportGridSx } from '../../../components/grid/report-grid';

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
  const today = marketplaceDate();
  const [range, setRange] = useState<ReportRange>(() =>
    parseReportRange(null, null, today),
  );
  // The report's own order and paging, as on its page.
  const paging = useReportPaging(report);
  const include = referenceFields(report)
    .filter((name) => name !== scopeField)
    .join(',');
  const { query, answer: envelope } = useAdminQuery(
    adminApi.recordReport(
      resource,
      recordId,
      section.path,
      paging.params(range, include),
    ),
    {
      errorNotification: false,
      queryOptions: { placeholderData: (previous) => previous },
    },
  );
  const { rows, total } = reportRows(envelope);
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
              paging.toFirstPage();
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
    </Stack>
  );
}
