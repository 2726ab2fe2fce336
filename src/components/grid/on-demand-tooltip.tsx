import Tooltip from '@mui/material/Tooltip';
import type { GridSlotProps } from '@mui/x-data-grid';
import { useSyncExternalStore } from 'react';

/** Where a grid's tooltips are: its column headers (MUI X's class). */
const HEADERS = '.MuiDataGrid-columnHeaders';

let isArmed = false;
const listeners = new Set<() => void>();

function arm() {
  if (isArmed) return;
  isArmed = true;
  document.removeEventListener('pointerover', onPointerOver, true);
  document.removeEventListener('keydown', arm, true);
  for (const listener of listeners) listener();
}

function onPointerOver(event: PointerEvent) {
  if (event.target instanceof Element && event.target.closest(HEADERS)) arm();
}

function subscribe(listener: () => void) {
  if (!isArmed && listeners.size === 0) {
    document.addEventListener('pointerover', onPointerOver, true);
    document.addEventListener('keydown', arm, true);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      document.removeEventListener('pointerover', onPointerOver, true);
      document.removeEventListener('keydown', arm, true);
    }
  };
}

const armed = () => isArmed;

/**
 * The grids' tooltip slot. Each column header holds three tooltips (its
 * title, its sort and its menu buttons), 27 on the orders list, and MUI's
 * Tooltip is a large component even while closed: together half a MiB of
 * the list's heap and part of its first render. They mount, all at once
 * and for the rest of the session, when the user first reaches for one:
 * the pointer enters a grid's column headers, or a key is pressed (the
 * render lands before the key moves focus, so focus never sits on a button
 * being replaced). Until then a header's title and buttons render alone,
 * as they look under a closed tooltip.
 */
export function OnDemandTooltip({
  material,
  ...props
}: GridSlotProps['baseTooltip']) {
  const isShown = useSyncExternalStore(subscribe, armed, armed);
  return isShown ? <Tooltip {...props} {...material} /> : props.children;
}
