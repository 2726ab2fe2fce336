import { setImmediate } from 'node:timers/promises';

/** A pause point for a long loop; awaiting it hands the event loop over when the slice is spent. */
export type Pace = () => Promise<void>;

/**
 * Long CPU work in slices of about `sliceMs`: `await pace()` in its loop
 * lets other requests, timers and sockets run once the current slice has
 * run that long. A time budget, not a fixed number of rows, because a row
 * of a wide resource, a slow machine or a garbage collection can each make
 * a fixed number of rows take ten times as long.
 */
export function createPacer(sliceMs: number): Pace {
  let sliceStart = performance.now();
  return async () => {
    if (performance.now() - sliceStart < sliceMs) return;
    await setImmediate();
    sliceStart = performance.now();
  };
}
