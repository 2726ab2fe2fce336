import Tooltip from '@mui/material/Tooltip';
import { useTheme } from '@mui/material/styles';
import { useState, type ReactElement, type RefObject } from 'react';

interface NavLabelTooltipProps {
  label: string;
  /** The label's text, measured each time the tooltip is about to open. */
  labelRef: RefObject<HTMLElement | null>;
  /** The item's button: hovering or focusing it opens the tooltip. */
  children: ReactElement;
  /** Open whether or not the label is cut: it says more than the label (why an item is disabled). */
  always?: boolean;
}

/**
 * The text is wider than the box that shows it: past its ellipsis, or
 * squeezed to nothing beside the icon while the sidebar is collapsed.
 */
function isCut(element: HTMLElement | null): boolean {
  return element !== null && element.scrollWidth > element.clientWidth;
}

/**
 * A sidebar item's full label beside it, on hover or keyboard focus, when
 * the sidebar does not show it whole: cut by its ellipsis, or hidden while
 * the sidebar is collapsed to icons. A label that fits gets no tooltip.
 */
export function NavLabelTooltip({
  label,
  labelRef,
  children,
  always = false,
}: NavLabelTooltipProps) {
  const [isOpen, setOpen] = useState(false);
  const isRtl = useTheme().direction === 'rtl';
  return (
    <Tooltip
      // A node rather than a string: MUI would set a string as the item's
      // aria-label, replacing its own name (and its badge's status).
      title={<span>{label}</span>}
      // Beside the sidebar, towards the page (MUI does not mirror left/right).
      placement={isRtl ? 'left' : 'right'}
      // Longer than the collapsed sidebar's 250 ms widening on hover, so the
      // label is measured at its final width.
      enterDelay={300}
      open={isOpen}
      onOpen={() => setOpen(always || isCut(labelRef.current))}
      onClose={() => setOpen(false)}
    >
      {children}
    </Tooltip>
  );
}
