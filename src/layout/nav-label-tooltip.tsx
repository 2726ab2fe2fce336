import Box from '@mui/material/Box';
import Popper from '@mui/material/Popper';
import { alpha, useTheme } from '@mui/material/styles';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type ReactNode,
  type SyntheticEvent,
} from 'react';

/**
 * Longer than the collapsed sidebar's 250 ms widening on hover, so that the
 * label is measured at its final width.
 */
const ENTER_DELAY_MS = 300;

const NAV_LABEL = 'data-nav-label';
const NAV_LABEL_ALWAYS = 'data-nav-label-always';
const NAV_LABEL_TEXT = 'data-nav-label-text';

/**
 * The attributes of a sidebar item whose label the tooltip may show: the
 * full label, and whether it opens even when the label fits (it says more,
 * such as why the item is disabled).
 */
export function navLabelProps(
  label: string,
  always = false,
): Record<string, string> {
  return always
    ? { [NAV_LABEL]: label, [NAV_LABEL_ALWAYS]: '' }
    : { [NAV_LABEL]: label };
}

/** The attribute of the element whose text may be cut. */
export const navLabelTextProps: Record<string, string> = {
  [NAV_LABEL_TEXT]: '',
};

/**
 * The text is wider than the box that shows it: past its ellipsis, or
 * squeezed to nothing beside the icon while the sidebar is collapsed.
 */
function isCut(element: Element | null): boolean {
  return element !== null && element.scrollWidth > element.clientWidth;
}

function itemOf(target: EventTarget | null): HTMLElement | null {
  return target instanceof Element
    ? target.closest<HTMLElement>(`[${NAV_LABEL}]`)
    : null;
}

interface Shown {
  anchor: HTMLElement;
  label: string;
}

/**
 * A sidebar item's full label beside it, on hover or keyboard focus, when
 * the sidebar does not show it whole: cut by its ellipsis, or hidden while
 * the sidebar is collapsed to icons. A label that fits gets no tooltip.
 *
 * One tooltip serves the whole sidebar: items carry their label in
 * (`navLabelProps`) and the events bubble here. A tooltip per item cost some
 * 70 tooltip instances in every page's first render. The item keeps its own
 * accessible name: the label is in its text, whole, even when drawn cut.
 */
export function NavLabelTooltip({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState<Shown | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const id = useId();
  const theme = useTheme();
  const isRtl = theme.direction === 'rtl';
  useEffect(() => () => clearTimeout(timer.current), []);

  const open = (event: SyntheticEvent) => {
    const item = itemOf(event.target);
    clearTimeout(timer.current);
    if (!item || item === shown?.anchor) return;
    setShown(null);
    timer.current = setTimeout(() => {
      const always = item.hasAttribute(NAV_LABEL_ALWAYS);
      if (always || isCut(item.querySelector(`[${NAV_LABEL_TEXT}]`)))
        setShown({ anchor: item, label: item.getAttribute(NAV_LABEL) ?? '' });
    }, ENTER_DELAY_MS);
  };
  const close = (event: SyntheticEvent) => {
    const next = 'relatedTarget' in event ? event.relatedTarget : null;
    // Moving within the same item (icon → label) keeps it open.
    if (next instanceof Node && itemOf(event.target)?.contains(next)) return;
    clearTimeout(timer.current);
    setShown(null);
  };

  return (
    <Box
      onMouseOver={open}
      onMouseOut={close}
      onFocus={open}
      onBlur={close}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && shown) setShown(null);
      }}
    >
      {children}
      {/* Popper is the tooltip (its role). */}
      <Popper
        id={id}
        open={shown !== null}
        anchorEl={shown?.anchor}
        // Beside the sidebar, towards the page (Popper does not mirror left/right).
        placement={isRtl ? 'left' : 'right'}
        sx={{ zIndex: theme.zIndex.tooltip, pointerEvents: 'none' }}
      >
        <Box
          sx={{
            mx: '14px',
            px: 2,
            py: 1,
            maxWidth: 300,
            borderRadius: '6px',
            bgcolor: alpha(theme.palette.grey[700], 0.92),
            color: theme.palette.common.white,
            fontSize: '0.8125rem',
            fontWeight: 500,
            lineHeight: 1.4,
            overflowWrap: 'break-word',
          }}
        >
          {shown?.label}
        </Box>
      </Popper>
    </Box>
  );
}
