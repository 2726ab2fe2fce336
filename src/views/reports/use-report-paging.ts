import { useState } from 'react';
import type { GridSortModel } from '@mui/x-data-grid';
import type { ReportParams } from '../../providers/admin-api';
import type { RowsAnswer } from '../../providers/admin-answers';
import type { AnyResource } from '../../registry/define-resource';
import type { ReportRange } from './report-range';

/** The report's own order (`list.defaultSort`) as the grid's sort model. */
function defaultSortModel(report: AnyResource): GridSortModel {
  const sort = report.list?.defaultSort;
  return sort
    ? [
        {
          field: sort.replace(/^-/, ''),
          sort: sort.startsWith('-') ? 'desc' : 'asc',
        },
      ]
    : [];
}

/**
 * A report grid's server-side paging and order, alike on a report's page
 * and in a record's report section: 25 rows a page, the report's own order
 * first, back to the first page on a new order or range, and the query the
 * API reads them from.
 */
export function useReportPaging(report: AnyResource) {
  const [paginationModel, setPaginationModel] = useState({
    page: 0,
    pageSize: 25,
  });
  const [sortModel, setSortModel] = useState<GridSortModel>(() =>
    defaultSortModel(report),
  );
  const toFirstPage = () => setPaginationModel((m) => ({ ...m, page: 0 }));
  return {
    paginationModel,
    setPaginationModel,
    sortModel,
    setSortModel: (model: GridSortModel) => {
      setSortModel(model);
      toFirstPage();
    },
    toFirstPage,
    /** The API's query for this page of `range`, with the references' titles `include` names. */
    params: (range: ReportRange, include: string): ReportParams => ({
      from: range.from,
      to: range.to,
      page: paginationModel.page + 1,
      perPage: paginationModel.pageSize,
      sort: sortModel
        .map((s) => `${s.sort === 'desc' ? '-' : ''}${s.field}`)
        .join(','),
      include,
    }),
  };
}

/** A report's rows keyed by position (a report row has no id of its own), and their total. */
export function reportRows(answer: RowsAnswer | undefined) {
  const rows = (answer?.data ?? []).map((row, index) => ({
    ...row,
    __rowId: index,
  }));
  return { rows, total: answer?.meta?.total ?? rows.length };
}
