import {
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import type { CrudFilter, LogicalFilter } from '@refinedev/core';
import { useTheme } from '@mui/material/styles';
import { humanizeEnum } from '../../../components/fields/format';
import { Phrase } from '../../../components/fields/phrase';
import { RowCountValue } from '../../../components/grid/row-count-value';
import { sharedClasses } from '../../../components/shared-classes';

interface StatusTabsProps {
  stateField: string;
  states: readonly string[];
  /** The list's filters, to show which tab is selected. */
  filters: readonly CrudFilter[];
  /**
   * Rows per state as the list's own request counted them (`facets=`):
   * under every filter but the state field's, so each tab keeps its count
   * while another is selected. Undefined until the list has answered.
   */
  counts: Readonly<Record<string, number>> | undefined;
  /** Whether the counts are the server's estimates (more rows than it counts exactly). */
  isEstimate: boolean;
  onSelect: (filters: LogicalFilter[]) => void;
}

function selectedState(filters: readonly CrudFilter[], field: string): string {
  const mine = filters.filter(
    (f): f is LogicalFilter => 'field' in f && f.field === field,
  );
  const eq: unknown = mine.find((f) => f.operator === 'eq')?.value;
  return typeof eq === 'string' ? eq : 'ALL';
}

/** Where each key moves focus in a horizontal tab list, as WAI-ARIA's tabs pattern has it. */
function nextIndex(
  key: string,
  current: number,
  count: number,
  isRtl: boolean,
): number | undefined {
  const forward = isRtl ? 'ArrowLeft' : 'ArrowRight';
  const back = isRtl ? 'ArrowRight' : 'ArrowLeft';
  if (key === forward) return (current + 1) % count;
  if (key === back) return (current - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return undefined;
}

/** Material's keyboard arrows, as @mui/icons-material draws them. */
const arrowPaths = {
  left: 'M15.41 16.59 10.83 12l4.58-4.59L14 6l-6 6 6 6z',
  right: 'M8.59 16.59 13.17 12 8.59 7.41 10 6l6 6-6 6z',
};

interface Overflow {
  /** Tabs hidden before the strip's start (left, or right in RTL). */
  before: boolean;
  /** Tabs hidden past its end. */
  after: boolean;
}

const fits: Overflow = { before: false, after: false };

/**
 * Which ends of a sideways-scrolling strip hide tabs, read when the
 * strip or a tab changes size (a ResizeObserver runs after the browser's
 * own layout, so reading never forces one) and as it scrolls.
 */
function useOverflow(strip: RefObject<HTMLDivElement | null>): Overflow {
  const [overflow, setOverflow] = useState(fits);
  useEffect(() => {
    const element = strip.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const read = () => {
      // Negative in right-to-left strips: measured from the start either way.
      const scrolled = Math.abs(element.scrollLeft);
      const next = {
        before: scrolled > 1,
        after: scrolled + element.clientWidth < element.scrollWidth - 1,
      };
      setOverflow((last) =>
        last.before === next.before && last.after === next.after ? last : next,
      );
    };
    const observer = new ResizeObserver(read);
    observer.observe(element);
    for (const tab of element.children) observer.observe(tab);
    element.addEventListener('scroll', read, { passive: true });
    return () => {
      observer.disconnect();
      element.removeEventListener('scroll', read);
    };
  }, [strip]);
  return overflow;
}

/**
 * "All" and one tab per state with its count; a tab sets the state filter.
 * The counts come with the rows of the list's first request under its
 * filters, so they cost no request of their own; they stay as they are
 * while the list pages or sorts, and refresh with a filter or a live
 * change. Above the server's exact-count limit they are its estimates:
 * "Pending (about 1.2M)".
 *
 * A plain WAI-ARIA tab list with shared classes (the look of MUI's Tabs,
 * compact: the orders' eight fit beside the sidebar at 1280 px; more, or a
 * narrower screen, scroll sideways). MUI's Tabs measured every tab to place
 * its indicator, a forced layout in the list's first render, and held 0.4
 * MiB; the selected tab draws its own underline instead. The arrow keys,
 * Home and End move between tabs, Enter or Space selects. A strip wider
 * than the card gets a scroll button at each end, as MUI's did, the one
 * with nothing left to show dimmed; keyboard focus scrolls by itself.
 */
export function StatusTabs({
  stateField,
  states,
  filters,
  counts,
  isEstimate,
  onSelect,
}: StatusTabsProps) {
  const isRtl = useTheme().direction === 'rtl';
  const listRef = useRef<HTMLDivElement>(null);
  const overflow = useOverflow(listRef);
  const hasButtons = overflow.before || overflow.after;
  const tabs = ['ALL', ...states];
  // A state the answer does not name has no rows.
  const countOf = (state: string) =>
    counts ? (counts[state] ?? 0) : undefined;
  // A saved view offers only some states; "All" is what its tabs add up to.
  const all = counts
    ? states.reduce((sum, state) => sum + (countOf(state) ?? 0), 0)
    : undefined;
  const wanted = selectedState(filters, stateField);
  const current = tabs.includes(wanted) ? wanted : 'ALL';

  // A tab selected by the address may sit past the strip's end (a phone):
  // brought into view, after the paint, where a layout costs nothing more.
  // Again once the counts come: they widen every tab before it, which can
  // push it back out (a slow answer, or a busy phone).
  const hasCounts = counts !== undefined;
  useEffect(() => {
    if (current === 'ALL') return;
    const frame = requestAnimationFrame(() =>
      listRef.current
        ?.querySelector('[aria-selected="true"]')
        ?.scrollIntoView({ block: 'nearest', inline: 'nearest' }),
    );
    return () => cancelAnimationFrame(frame);
  }, [current, hasCounts]);

  const select = (state: string) =>
    onSelect([
      {
        field: stateField,
        operator: 'eq',
        value: state === 'ALL' ? undefined : state,
      },
      { field: stateField, operator: 'in', value: undefined },
    ]);

  const moveFocus = (event: KeyboardEvent<HTMLButtonElement>) => {
    const buttons = [
      ...(listRef.current?.querySelectorAll<HTMLElement>('[role="tab"]') ?? []),
    ];
    const from = buttons.indexOf(event.currentTarget);
    const to = nextIndex(event.key, from, buttons.length, isRtl);
    if (to === undefined) return;
    event.preventDefault();
    buttons[to]?.focus();
  };

  const scrollButton = (towards: 'start' | 'end') => {
    const isEnabled = towards === 'start' ? overflow.before : overflow.after;
    const pointsLeft = (towards === 'start') !== isRtl;
    return (
      // Not in the Tab order and hidden from assistive technology, as MUI's:
      // the arrow keys reach every tab and scroll it into view.
      <button
        type="button"
        tabIndex={-1}
        aria-hidden="true"
        className={sharedClasses.tabScroll}
        disabled={!isEnabled}
        onClick={() => {
          const strip = listRef.current;
          if (!strip) return;
          const ahead = strip.clientWidth * (towards === 'end' ? 1 : -1);
          strip.scrollBy({ left: isRtl ? -ahead : ahead, behavior: 'smooth' });
        }}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d={pointsLeft ? arrowPaths.left : arrowPaths.right} />
        </svg>
      </button>
    );
  };

  return (
    <div className={sharedClasses.tabs}>
      {hasButtons && scrollButton('start')}
      <div
        ref={listRef}
        role="tablist"
        aria-label="Status"
        className={sharedClasses.tabList}
      >
        {tabs.map((state) => {
          const total = state === 'ALL' ? all : countOf(state);
          const label = state === 'ALL' ? 'All' : humanizeEnum(state);
          const isSelected = state === current;
          return (
            <button
              key={state}
              type="button"
              role="tab"
              aria-selected={isSelected}
              tabIndex={isSelected ? 0 : -1}
              className={sharedClasses.tab}
              onKeyDown={moveFocus}
              onClick={() => {
                if (!isSelected) select(state);
              }}
            >
              {total === undefined ? (
                label
              ) : (
                <Phrase>
                  {label} (
                  <RowCountValue count={total} isEstimate={isEstimate} />)
                </Phrase>
              )}
            </button>
          );
        })}
      </div>
      {hasButtons && scrollButton('end')}
    </div>
  );
}
