import {
  useEffect,
  useRef,
  type ComponentType,
  type RefAttributes,
} from 'react';
import TouchRippleComponent, {
  type TouchRippleActions,
  type TouchRippleProps,
} from '@mui/material/ButtonBase/TouchRipple';

// MUI declares its default export as a render function, not the component
// (forwardRef) it is at runtime.
const TouchRipple = TouchRippleComponent as unknown as ComponentType<
  TouchRippleProps & RefAttributes<TouchRippleActions>
>;

/**
 * One click ripple, started unseen as the console mounts. A button's first
 * ripple inserts the ripple's keyframes into the page's styles, and Chrome
 * then restyles every element on the page: on a loaded orders list, 1,064
 * of them in the first click's frame (12–20 ms on a 2-core machine, most of
 * a first page turn's input delay in a trace). Inserted here, while the
 * page is small, no click pays for it.
 */
export function RippleWarmup() {
  const ripple = useRef<TouchRippleActions>(null);
  useEffect(() => {
    ripple.current?.start(undefined, { center: true });
    // Stopped once it has rendered (its styles are in by then): a stop in
    // the same batch would cancel the start before it rendered.
    const stop = setTimeout(() => ripple.current?.stop());
    return () => clearTimeout(stop);
  }, []);
  return <TouchRipple ref={ripple} aria-hidden style={{ display: 'none' }} />;
}
