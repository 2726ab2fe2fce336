import {
  COMFORTABLE_DENSITY_FACTOR,
  COMPACT_DENSITY_FACTOR,
  type GridDensity,
} from '@mui/x-data-grid';

const DENSITY_FACTOR: Record<GridDensity, number> = {
  compact: COMPACT_DENSITY_FACTOR,
  standard: 1,
  comfortable: COMFORTABLE_DENSITY_FACTOR,
};

/** The grid's default row height, before density. */
const ROW_BASE_PX = 52;

/**
 * A grid row's height at `density`, as the DataGrid computes it: how many
 * rows the first screenful holds.
 */
export function rowPx(density: GridDensity): number {
  return Math.floor(ROW_BASE_PX * DENSITY_FACTOR[density]);
}
