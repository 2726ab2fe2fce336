/** The class of a report's name cells (resource-columns.tsx). */
export const wrapsClass = 'zf-report-cell-wraps';

/**
 * A report grid shows every figure and name whole. Its headers break
 * between words onto a second line (the grid's 56 px header holds two), so
 * a column of figures is as wide as its figures, not as its label
 * (column-width.ts, `headerWraps`); a long name takes a second line of its
 * 52 px row rather than ending in an ellipsis.
 */
export const reportGridSx = {
  '& .MuiDataGrid-columnHeaderTitle': {
    whiteSpace: 'normal',
    lineHeight: 1.25,
  },
  // A figure's header's lines end where its figures do.
  '& .MuiDataGrid-columnHeader--alignRight .MuiDataGrid-columnHeaderTitle': {
    textAlign: 'right',
  },
  [`& .MuiDataGrid-cell.${wrapsClass}`]: {
    display: 'flex',
    alignItems: 'center',
    lineHeight: 1.25,
    // The cell, its link and the name's own box all hold one line in a list.
    '&, & *': { whiteSpace: 'normal' },
  },
} as const;
