import { useMemo, useRef, type ReactNode } from 'react';
import type { GridPaginationModel, GridRowId } from '@mui/x-data-grid';
import Box from '@mui/material/Box';
import TablePagination from '@mui/material/TablePagination';
import type { AnyResource } from '../../../registry/define-resource';
import { themeConstants } from '../../../theme/theme-constants';
import { cardFields } from '../../../registry/list-extras';
import type { ReferenceTitles } from '../../../providers/response-extras';
import type { useResourceGrid } from './use-resource-grid';
import { RecordCards } from './record-cards';
import { displayedRowsLabel } from '../../../components/grid/displayed-rows-label';
import { SelectPageCheckbox } from './select-page-checkbox';
import {
  pageSelectionOf,
  rowIdOf,
  withRowsSelected,
  type RowSelection,
} from './row-selection';

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
  /**
   * The list's one selection (the grid's too), where it has bulk actions:
   * a box on each card and one for the page.
   */
  selection?: {
    model: RowSelection;
    onChange: (next: RowSelection) => void;
  };
  /** The selection's bulk bar: under the cards, kept in view while they scroll. */
  bulkBar?: ReactNode;
}

/** Skeleton cards while the first page loads: enough to fill a phone's screen. */
const SKELETON_CARDS = 6;

/**
 * A list on a phone: one card per row (cardFields: the registry's choice or
 * its default), each a link to its record, then the grid's pager. Rows,
 * page, page size and selection are the grid's own (the first three kept
 * in the URL), so turning the phone or widening the window keeps the view
 * and what was chosen.
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
  selection,
  bulkBar,
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
  const pageIds = grid.rows.map(rowIdOf);
  const choose = (ids: readonly GridRowId[], isSelected: boolean) =>
    selection?.onChange(withRowsSelected(selection.model, ids, isSelected));
  const chosen = new Set([...(selection?.model.ids ?? [])].map(String));
  return (
    // The floating app bar (64 px, 12 px from the top) would cover the first card.
    <Box ref={top} sx={{ scrollMarginTop: themeConstants.toolbarHeight + 24 }}>
      {filterBar && <Box sx={{ p: 4 }}>{filterBar}</Box>}
      {selection && !failure && !isEmpty && (
        <SelectPageCheckbox
          state={pageSelectionOf(selection.model, pageIds)}
          isDisabled={grid.loading}
          onChange={(isSelected) => choose(pageIds, isSelected)}
        />
      )}
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
            selection={
              selection && {
                isSelected: (id) => chosen.has(String(id)),
                onChange: (id, isSelected) => choose([id], isSelected),
              }
            }
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
      {bulkBar && <Box sx={stickyBarSx}>{bulkBar}</Box>}
    </Box>
  );
}

/**
 * The bar sits after the pager and sticks to the screen's foot while the
 * cards scroll under it: at the top, a bar that appeared with the first
 * tick would push the tapped card from under the finger, and selecting
 * further down would scroll it out of sight. Opaque, as cards pass under
 * its tint; empty (nothing selected) it takes no room and casts no shadow.
 */
const stickyBarSx = {
  position: 'sticky',
  bottom: 0,
  zIndex: 2,
  bgcolor: 'background.paper',
  '&:not(:empty)': { boxShadow: 8 },
} as const;
