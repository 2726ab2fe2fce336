import type { GridDensity } from '@mui/x-data-grid';

/**
 * MUI X's density factors (`COMPACT_DENSITY_FACTOR`,
 * `COMFORTABLE_DENSITY_FACTOR`), repeated here so that the list's first
 * paint can size its rows without importing the grid; a test keeps them
 * equal to MUI X's.
 */
export const DENSITY_FACTOR: Record<GridDensity, number> = {
  compact: 0.7,
  standard: 1,
  comfortable: 1.3,
};

/** The grid's default row and column-header heights, before density. */
const ROW_BASE_PX = 52;
const HEADER_BASE_PX = 56;

/** A grid row's height at `density`, as the DataGrid computes it. */
export function rowPx(density: GridDensity): number {
  return Math.floor(ROW_BASE_PX * DENSITY_FACTOR[density]);
}

/** The column headers' height at `density`, as the DataGrid computes it. */
export function headerPx(density: GridDensity): number {
  return Math.floor(HEADER_BASE_PX * DENSITY_FACTOR[density]);
}

/**
 * The list toolbar's padding and gap at `density`, shared by the toolbar
 * and the first paint's picture of it so that the swap cannot move a row.
 * A compact grid asks for rows, so its toolbar gives back height too.
 */
export function toolbarSpacing(density: GridDensity): {
  gap: number;
  padding: number | string;
} {
  return { gap: 8, padding: density === 'compact' ? '8px 16px' : 16 };
}
