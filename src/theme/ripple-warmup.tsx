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
import { whenIdle } from '../components/when-idle';

// MUI declares its default export as a render function, not the component
// (forwardRef) it is at runtime.
const TouchRipple = TouchRippleComponent as unknown as ComponentType<
  TouchRippleProps & RefAttributes<TouchRippleActions>
>;

/**
 * One click ripple, started unseen once the console is idle. A button's first
 * ripple inserts the ripple's keyframes into the page's styles, and Chrome
 * then restyles every element on the page: on a loaded orders list, 1,064
 * of them in the first click's frame (12–20 ms on a 2-core machine, most of
 * a first page turn's input delay in a trace). Inserted beforehand,
 * no click pays for it.
 */
export function RippleWarmup() {
  const ripple = useRef<TouchRippleActions>(null);
  // Once the browser is idle: not in the way of the first page's rows.
  // Stopped once it has rendered (the callback runs then), by which time
  // its styles are in: a stop before that render would cancel it unseen.
  useEffect(
    () =>
      whenIdle(() =>
        ripple.current?.start(undefined, { center: true }, () =>
          ripple.current?.stop(),
        ),
      ),
    [],
  );
  return <TouchRipple ref={ripple} aria-hidden style={{ display: 'none' }} />;
}
