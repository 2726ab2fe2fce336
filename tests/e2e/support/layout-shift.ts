import type { Page } from '@playwright/test';

/** What moved on a page: the layout-shift total and the nodes that moved, for the failure message. */
export interface LayoutShifts {
  total: number;
  moved: string[];
}

/**
 * The page's layout shifts since it started loading, not counting those
 * right after user input: a buffered `layout-shift` observer hands over
 * every entry so far. The sum of all of them, which is never less than
 * the CLS of the largest session window that browsers report.
 */
export function layoutShifts(page: Page): Promise<LayoutShifts> {
  return page.evaluate(
    () =>
      new Promise<LayoutShifts>((resolve) => {
        interface Shift extends PerformanceEntry {
          value: number;
          hadRecentInput: boolean;
          sources: { node: Node | null }[];
        }
        const found: LayoutShifts = { total: 0, moved: [] };
        const nameOf = (node: Node | null) => {
          const element =
            node instanceof Element ? node : (node?.parentElement ?? null);
          if (!element) return '(gone)';
          const text = (element.textContent ?? '').trim().slice(0, 40);
          return `<${element.tagName.toLowerCase()}> "${text}"`;
        };
        const observer = new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Shift[]) {
            if (entry.hadRecentInput) continue;
            found.total += entry.value;
            found.moved.push(
              `${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${entry.sources.map((s) => nameOf(s.node)).join(', ')}`,
            );
          }
        });
        observer.observe({ type: 'layout-shift', buffered: true });
        // The buffered entries come in one task; a page that never shifted sends none.
        setTimeout(() => {
          observer.disconnect();
          resolve(found);
        }, 250);
      }),
  );
}
