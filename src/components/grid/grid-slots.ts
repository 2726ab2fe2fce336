import type { GridSlotsComponent } from '@mui/x-data-grid';
import { OnDemandTooltip } from './on-demand-tooltip';

/** The slots every console grid sets: tooltips that mount on demand. */
export const gridSlots = {
  baseTooltip: OnDemandTooltip,
} satisfies Partial<GridSlotsComponent>;
