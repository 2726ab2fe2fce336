import type { KeyboardEvent } from 'react';

/**
 * Whether a grid keydown is Enter on the focused cell itself: the keyboard's
 * click on a row. Enter on a link, button or checkbox inside a cell is
 * theirs, so the target must be the cell.
 */
export function isEnterOnCell(event: Pick<KeyboardEvent, 'key' | 'target'>) {
  const target = event.target as Element | null;
  return event.key === 'Enter' && target?.getAttribute('role') === 'gridcell';
}
