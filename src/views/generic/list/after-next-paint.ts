/**
 * Runs `work` once the browser has painted the frame after this one: the
 * click's own feedback (a tab's selection, a button's ripple) reaches the
 * screen before the render the click asks for. React's time-sliced
 * transition alone is not enough: Chrome runs its queued tasks ahead of a
 * frame for up to about 100 ms, so the first paint after a click waited for
 * most of the page's render (Event Timing 72–88 ms on next page).
 */
export function afterNextPaint(work: () => void): void {
  requestAnimationFrame(() => setTimeout(work, 0));
}
