import { useMemo, useRef, type ReactNode } from 'react';
import type { GridPaginationModel } from '@mui/x-data-grid';
import Box from '@mui/material/Box';
import TablePagination from '@mui/material/TablePagination';
import type { AnyResource } from '../../../registry/define-resource';
import { themeConstants } from '../../../theme/theme-constants';
import { cardFields } from '../../../registry/list-extras';
import type { ReferenceTitles } from '../../../providers/response-extras';
import type { useResourceGrid } from './use-resource-grid';
import { RecordCards } from './record-cards';
import { displayedRowsLabel } from '../../../components/grid/displayed-rows-label';

type GridState = Pick<
  ReturnType<typeof useResourceGrid>['dataGridProps'],
  | 'rows'
  | 'loading'
  | 'rowCount'
  | 'paginationModel'
  | 'onPaginationModelChange'
>;

interface RecordCardListProps {
  resource: AnyResource;
  resourceKey: string;
  /** The page's `useResourceGrid` result: the same rows, total and page as the grid's. */
  grid: GridState;
  titles: ReferenceTitles;
  /** Search and filters, above the cards as above the grid. */
  filterBar: ReactNode;
  /** What shows when the view has no records. */
  empty: ReactNode;
  /** The read that failed, in place of the cards and the pager. */
  failure?: ReactNode;
  pageSizeOptions: number[];
}

/** Skeleton cards while the first page loads: enough to fill a phone's screen. */
const SKELETON_CARDS = 6;

/**
 * A list on a phone: one card per row (cardFields: the registry's choice or
 * its default), each a link to its record, then the grid's pager. Rows,
 * page and page size are the grid's own, kept in the URL, so turning the
 * phone or widening the window keeps the view.
 */
export function RecordCardList({
  resource,
  resourceKey,
  grid,
  titles,
  filterBar,
  empty,
  failure,
  pageSizeOptions,
}: RecordCardListProps) {
  const fields = useMemo(() => cardFields(resource), [resource]);
  const top = useRef<HTMLDivElement>(null);
  const { page, pageSize } = grid.paginationModel;
  const changePage = (model: GridPaginationModel) => {
    grid.onPaginationModelChange(model);
    // The pager is at the bottom; the next page starts at the top.
    top.current?.scrollIntoView({ block: 'start' });
  };
  const isEmpty = !grid.loading && grid.rows.length === 0;
  return (
    // The floating app bar (64 px, 12 px from the top) would cover the first card.
    <Box ref={top} sx={{ scrollMarginTop: themeConstants.toolbarHeight + 24 }}>
      {filterBar && <Box sx={{ p: 4 }}>{filterBar}</Box>}
      {failure ??
        (isEmpty ? (
          empty
        ) : (
          <RecordCards
            resource={resource}
            resourceKey={resourceKey}
            rows={grid.rows}
            isLoading={grid.loading}
            fields={fields}
            titles={titles}
            skeletons={Math.min(pageSize, SKELETON_CARDS)}
          />
        ))}
      {!failure && (
        <TablePagination
          component="div"
          count={grid.rowCount}
          page={page}
          rowsPerPage={pageSize}
          rowsPerPageOptions={pageSizeOptions}
          labelDisplayedRows={displayedRowsLabel}
          onPageChange={(_, next) => changePage({ page: next, pageSize })}
          onRowsPerPageChange={(event) =>
            changePage({ page: 0, pageSize: Number(event.target.value) })
          }
        />
      )}
    </Box>
  );
}
