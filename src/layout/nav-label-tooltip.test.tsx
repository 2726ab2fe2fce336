import { act, fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { NavLabelTooltip } from './nav-label-tooltip';

const label = 'Merchant Outlet Order Statistics';

function NavItem() {
  const labelRef = useRef<HTMLSpanElement>(null);
  return (
    <NavLabelTooltip label={label} labelRef={labelRef}>
      <button type="button">
        <span ref={labelRef}>{label}</span>
      </button>
    </NavLabelTooltip>
  );
}

/** jsdom lays nothing out: give the label the widths a browser would. */
function setWidths(
  text: HTMLElement,
  scrollWidth: number,
  clientWidth: number,
) {
  Object.defineProperty(text, 'scrollWidth', { value: scrollWidth });
  Object.defineProperty(text, 'clientWidth', { value: clientWidth });
}

function hoverAndWait() {
  fireEvent.mouseOver(screen.getByRole('button'));
  act(() => {
    vi.advanceTimersByTime(400);
  });
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

test('a label cut by its ellipsis shows whole in a tooltip on hover', () => {
  render(<NavItem />);
  setWidths(screen.getByText(label), 227, 178);
  hoverAndWait();
  expect(screen.getByRole('tooltip')).toHaveTextContent(label);
});

test('a label that fits gets no tooltip', () => {
  render(<NavItem />);
  setWidths(screen.getByText(label), 178, 178);
  hoverAndWait();
  expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
});

test('the item keeps its own accessible name', () => {
  render(<NavItem />);
  expect(screen.getByRole('button')).not.toHaveAttribute('aria-label');
  expect(screen.getByRole('button', { name: label })).toBeInTheDocument();
});
