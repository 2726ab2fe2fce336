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
  document.removeEventListener('keydown', onKeyDown, true);
  for (const listener of listeners) listener();
}

/** Inputs that take no typed text: a key on them may move focus on. */
const notTyped = new Set([
  'checkbox',
  'radio',
  'button',
  'submit',
  'reset',
  'range',
  'color',
  'file',
  'image',
]);

/**
 * A key that can move focus onto a header: any but text typed into a field
 * (a letter in the search box moves nowhere, and mounting the tooltips in
 * its keystroke took 17 ms of the frame that draws the letter).
 */
function onKeyDown(event: KeyboardEvent) {
  const target = event.target;
  const isTyping =
    target instanceof HTMLElement &&
    (target.isContentEditable ||
      target instanceof HTMLTextAreaElement ||
      (target instanceof HTMLInputElement && !notTyped.has(target.type)));
  if (!isTyping || event.key === 'Tab') arm();
}

function onPointerOver(event: PointerEvent) {
  if (event.target instanceof Element && event.target.closest(HEADERS)) arm();
}

function subscribe(listener: () => void) {
  if (!isArmed && listeners.size === 0) {
    document.addEventListener('pointerover', onPointerOver, true);
    document.addEventListener('keydown', onKeyDown, true);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      document.removeEventListener('pointerover', onPointerOver, true);
      document.removeEventListener('keydown', onKeyDown, true);
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
 * the pointer enters a grid's column headers, or a key that may move focus
 * is pressed (the render lands before the key moves focus, so focus never
 * sits on a button being replaced). Until then a header's title and
 * buttons render alone, as they look under a closed tooltip.
 */
export function OnDemandTooltip({
  material,
  ...props
}: GridSlotProps['baseTooltip']) {
  const isShown = useSyncExternalStore(subscribe, armed, armed);
  return isShown ? <Tooltip {...props} {...material} /> : props.children;
}
