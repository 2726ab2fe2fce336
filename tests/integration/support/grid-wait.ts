/**
 * How a test waits for a DataGrid to show something: a grid of ten columns
 * renders slowly in jsdom on a busy machine, and a change of page, sort or
 * filters renders as a transition (use-resource-grid.ts) that yields to
 * other work. A text query over the whole page costs jsdom tens of
 * milliseconds; polled every 50 ms (testing-library's default) it took most
 * of the CPU and the transition did not finish within the wait on a slow
 * two-core machine (the pager still read "1–25" after 5 s, where a 3 s
 * pause first turned the page). Polled every half second, it leaves the
 * render the machine.
 */
export const gridWait = { timeout: 10_000, interval: 500 };
