import {
  useLayoutEffect,
  useRef,
  type CSSProperties,
  type MouseEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import type {
  GridDensity,
  GridRowId,
  GridSortModel,
  GridColumnVisibilityModel,
  GridValidRowModel,
} from '@mui/x-data-grid';
import { alpha, lighten, darken, styled } from '@mui/material/styles';
import Skeleton from '@mui/material/Skeleton';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import CheckBoxOutlineBlank from '@mui/icons-material/CheckBoxOutlineBlank';
import ViewColumn from '@mui/icons-material/ViewColumn';
import DensityMedium from '@mui/icons-material/DensityMedium';
import { headerPx, rowPx, toolbarSpacing } from './grid-metrics';
import { useHasPainted } from '../../../components/first-screenful';
import type { ListColumn } from './list-column';

/** The DataGrid's checkbox column, its width and default column sizes. */
const CHECKBOX_FIELD = '__check__';
const CHECKBOX_PX = 50;
const DEFAULT_WIDTH_PX = 100;
const DEFAULT_MIN_WIDTH_PX = 50;
/** Skeleton rows while the list's answer is still on its way. */
const SKELETON_ROWS = 10;

/**
 * What the DataGrid draws, repeated for the rows of a first paint: its
 * borders (MUI X's `getBorderColor`), background and body2 type, its
 * toolbar's padding, its headers' and cells' 10 px padding and ellipsis.
 * Screenshots of the two, side by side, are the check.
 */
const Root = styled('div')(({ theme }) => {
  const { palette, typography } = theme;
  const border =
    palette.mode === 'light'
      ? lighten(alpha(palette.divider, 1), 0.88)
      : darken(alpha(palette.divider, 1), 0.68);
  const background =
    palette.mode === 'dark'
      ? `color-mix(in srgb, ${palette.background.paper} 95%, #fff)`
      : palette.background.paper;
  return {
    display: 'flex',
    flexDirection: 'column',
    flex: 1,
    minWidth: 0,
    overflow: 'hidden',
    ...typography.body2,
    color: palette.text.primary,
    backgroundColor: background,
    '& .zf-gp-toolbar': {
      display: 'flex',
      flex: '0 0 auto',
      alignItems: 'flex-start',
      minHeight: 52,
      boxSizing: 'border-box',
      borderBottom: `1px solid ${border}`,
    },
    // A row of filter controls' height, held while they are on their way.
    '& .zf-gp-filters': { flex: 1, minWidth: 0, minHeight: 44 },
    '& .zf-gp-tools': {
      display: 'flex',
      gap: 4,
      padding: '4px 0',
      color: palette.action.active,
      '& > span': {
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        width: 36,
        height: 36,
      },
      '& svg': { width: 20, height: 20, fill: 'currentColor' },
    },
    '& .zf-gp-rows': { display: 'contents' },
    '& .zf-gp-row': { display: 'flex', boxSizing: 'border-box' },
    '& .zf-gp-header, & .zf-gp-cell': {
      display: 'flex',
      alignItems: 'center',
      boxSizing: 'border-box',
      minWidth: 0,
      padding: '0 10px',
      overflow: 'hidden',
      whiteSpace: 'nowrap',
    },
    '& .zf-gp-header': {
      position: 'relative',
      overflow: 'visible',
      gap: 1,
      borderBottom: `1px solid ${border}`,
      backgroundColor: background,
      '&[data-align="right"]': { flexDirection: 'row-reverse' },
      '&[data-align="center"]': { justifyContent: 'center' },
      // The DataGrid's column separator: a 24 px rule at the column's edge.
      '&:not(:last-child)::after': {
        content: '""',
        position: 'absolute',
        insetInlineEnd: 0,
        top: '50%',
        width: 1,
        height: 24,
        marginTop: -12,
        backgroundColor: border,
      },
      '& > svg': {
        flex: '0 0 auto',
        width: 18,
        height: 18,
        margin: 5,
        fill: palette.text.secondary,
      },
    },
    '& .zf-gp-title': {
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      fontWeight: typography.fontWeightMedium,
    },
    '& .zf-gp-cell': {
      display: 'block',
      borderTop: `1px solid ${border}`,
      textOverflow: 'ellipsis',
      '&[data-align="right"]': { textAlign: 'right' },
      '&[data-align="center"]': { textAlign: 'center' },
    },
    '& .zf-gp-cell > .MuiSkeleton-root': {
      display: 'inline-block',
      width: '100%',
      lineHeight: 1.43,
      verticalAlign: 'middle',
    },
    '& .zf-gp-head + .zf-gp-row > .zf-gp-cell': {
      borderTopColor: 'transparent',
    },
    '& .zf-gp-check': {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      '& > svg': { width: 24, height: 24, fill: palette.text.secondary },
    },
    '& .zf-gp-filler': { flex: '1 0 0px', padding: 0 },
  };
});

/** The cell a focused element is in, by its row's id and its column. */
export interface FocusedCell {
  id: GridRowId;
  field: string;
}

/** The column of the cell an event happened in. */
function fieldAt(target: EventTarget): string | undefined {
  return target instanceof Element
    ? target.closest<HTMLElement>('[data-field]')?.dataset.field
    : undefined;
}

/** The cell of `root`'s rows that holds the page's focus, if one does. */
function focusedCell(root: HTMLElement): FocusedCell | null {
  const active = root.ownerDocument.activeElement;
  if (!active || !root.contains(active)) return null;
  const id = active.closest<HTMLElement>('[data-id]')?.dataset.id;
  const field = fieldAt(active);
  return id !== undefined && field ? { id, field } : null;
}

/** A column's share of the row, as the DataGrid divides it. */
function columnStyle(column: ListColumn): CSSProperties {
  if (column.flex)
    return {
      flex: `${column.flex} 1 0px`,
      minWidth: column.minWidth ?? DEFAULT_MIN_WIDTH_PX,
      maxWidth: column.maxWidth,
    };
  const width = column.width ?? DEFAULT_WIDTH_PX;
  return { flex: `0 0 ${width}px`, width };
}

export interface ListGridPreviewProps {
  columns: readonly ListColumn[];
  rows: readonly GridValidRowModel[];
  loading?: boolean;
  density: GridDensity;
  sortModel?: GridSortModel;
  columnVisibilityModel?: GridColumnVisibilityModel;
  checkboxSelection?: boolean;
  /** The page's search and filters, in the toolbar's row as in the grid. */
  filterBar: ReactNode;
  /** What an empty page shows. */
  empty: ReactNode;
  /** A click on a row's cell, as the grid's `onCellClick`. */
  onOpen?: (id: GridRowId, field: string) => void;
  /** Where the cell that has focus when the grid takes over is left. */
  handoffRef?: RefObject<FocusedCell | null>;
  'aria-label': string;
}

/**
 * A list's first paint, drawn as the DataGrid draws it, while the grid's
 * code (the largest chunk a list loads) downloads and starts: the toolbar
 * with the page's filters (a frame later), the column headers with their
 * sort arrows, and the rows with the very cells the grid will draw (the
 * columns' `renderCell`). The grid then takes its place, the same pixels
 * under the user's eyes.
 *
 * Its rows already work as the grid's do: a click on a row opens its
 * record (`onOpen`, the grid's cell click), the record's link is a real
 * link, and a link focused here hands its focus to the same cell of the
 * grid (`handoffRef`). The toolbar and headers are `inert` until the grid
 * comes: what is typed into a filter or picked in a menu there would be
 * lost to the swap. `aria-busy` tells assistive technology the grid is
 * still on its way.
 */
export function ListGridPreview({
  columns,
  rows,
  loading,
  density,
  sortModel = [],
  columnVisibilityModel = {},
  checkboxSelection,
  filterBar,
  empty,
  onOpen,
  handoffRef,
  'aria-label': label,
}: ListGridPreviewProps) {
  // The filters' pickers cost the first frame a tenth of its time: they
  // come in the render after it, the rows they filter first.
  const painted = useHasPainted();
  const root = useRef<HTMLDivElement>(null);
  // Runs before the picture leaves the page, while its focus is still there.
  useLayoutEffect(() => {
    const node = root.current;
    return () => {
      if (handoffRef) handoffRef.current = node && focusedCell(node);
    };
  }, [handoffRef]);
  const shown = columns.filter((c) => columnVisibilityModel[c.field] !== false);
  const sortOf = (field: string) => sortModel.find((s) => s.field === field);
  // The DataGrid's filler takes what no column does: with a flex column, nothing.
  const filler = (className: string, height: number) =>
    !shown.some((c) => c.flex) && (
      <div className={`${className} zf-gp-filler`} style={{ height }} />
    );
  const rowHeight = rowPx(density);
  const openAt = (event: MouseEvent) => {
    if (!onOpen || !(event.target instanceof Element)) return;
    const key = event.target.closest<HTMLElement>('[data-id]')?.dataset.id;
    const row = rows.find((r) => String(r.id) === key);
    const field = fieldAt(event.target);
    if (row && field) onOpen(row.id as GridRowId, field);
  };
  const checkCell = (height: number, asHeader: boolean) =>
    checkboxSelection && (
      <div
        key={CHECKBOX_FIELD}
        role={asHeader ? 'columnheader' : 'gridcell'}
        className={`${asHeader ? 'zf-gp-header' : 'zf-gp-cell'} zf-gp-check`}
        data-field={CHECKBOX_FIELD}
        style={{ flex: `0 0 ${CHECKBOX_PX}px`, height }}
      >
        <CheckBoxOutlineBlank aria-hidden />
      </div>
    );
  const cells = (render: (column: ListColumn) => ReactNode, height: number) =>
    shown.map((column) => (
      <div
        key={column.field}
        role="gridcell"
        className="zf-gp-cell"
        data-field={column.field}
        data-align={column.align}
        style={{
          ...columnStyle(column),
          height,
          lineHeight: `${height - 1}px`,
        }}
      >
        {render(column)}
      </div>
    ));
  return (
    <Root ref={root} role="grid" aria-label={label} aria-busy>
      <div className="zf-gp-toolbar" style={toolbarSpacing(density)} inert>
        <div className="zf-gp-filters">{painted && filterBar}</div>
        <div className="zf-gp-tools" aria-hidden>
          <span>
            <ViewColumn />
          </span>
          <span>
            <DensityMedium />
          </span>
        </div>
      </div>
      <div role="row" className="zf-gp-row zf-gp-head" inert>
        {checkCell(headerPx(density), true)}
        {shown.map((column) => {
          const sort = sortOf(column.field)?.sort;
          const Arrow = sort === 'asc' ? ArrowUpward : ArrowDownward;
          return (
            <div
              key={column.field}
              role="columnheader"
              className="zf-gp-header"
              data-field={column.field}
              data-align={column.headerAlign}
              aria-sort={
                sort === 'asc'
                  ? 'ascending'
                  : sort === 'desc'
                    ? 'descending'
                    : undefined
              }
              style={{ ...columnStyle(column), height: headerPx(density) }}
            >
              <span className="zf-gp-title">{column.headerName}</span>
              {sort && <Arrow aria-hidden />}
            </div>
          );
        })}
        {filler('zf-gp-header', headerPx(density))}
      </div>
      {/* The rows' clicks, one listener for all (the keyboard's way in is each
          row's link); a wrapper that adds no box and no role. */}
      <div role="presentation" className="zf-gp-rows" onClick={openAt}>
        {loading
          ? Array.from({ length: SKELETON_ROWS }, (_, i) => (
              <div key={i} role="row" className="zf-gp-row" aria-hidden>
                {checkCell(rowHeight, false)}
                {cells(
                  () => (
                    <Skeleton />
                  ),
                  rowHeight,
                )}
                {filler('zf-gp-cell', rowHeight)}
              </div>
            ))
          : rows.length === 0
            ? empty
            : rows.map((row) => {
                const id = row.id as GridRowId;
                return (
                  <div
                    key={id}
                    role="row"
                    className="zf-gp-row"
                    data-id={id}
                    style={onOpen && { cursor: 'pointer' }}
                  >
                    {checkCell(rowHeight, false)}
                    {cells(
                      (column) =>
                        column.renderCell({
                          id,
                          value: row[column.field],
                          row,
                        }),
                      rowHeight,
                    )}
                    {filler('zf-gp-cell', rowHeight)}
                  </div>
                );
              })}
      </div>
    </Root>
  );
}
