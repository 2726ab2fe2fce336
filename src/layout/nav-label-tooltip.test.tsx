import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import {
  navLabelProps,
  navLabelTextProps,
  NavLabelTooltip,
} from './nav-label-tooltip';

const label = 'Merchant Outlet Order Statistics';

function NavItem({ reason }: { reason?: string }) {
  return (
    <NavLabelTooltip>
      <button
        type="button"
        {...(reason
          ? navLabelProps(`${label}: ${reason}`, true)
          : navLabelProps(label))}
      >
        <span {...navLabelTextProps}>{label}</span>
      </button>
      <button type="button">Elsewhere</button>
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
  fireEvent.mouseOver(screen.getByText(label));
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
  const item = screen.getByRole('button', { name: label });
  expect(item).not.toHaveAttribute('aria-label');
  setWidths(screen.getByText(label), 227, 178);
  hoverAndWait();
  expect(screen.getByRole('button', { name: label })).toBe(item);
});

test('keyboard focus opens it, and Escape or leaving the item closes it', () => {
  render(<NavItem />);
  const text = screen.getByText(label);
  setWidths(text, 227, 178);
  fireEvent.focus(screen.getByRole('button', { name: label }));
  act(() => {
    vi.advanceTimersByTime(400);
  });
  expect(screen.getByRole('tooltip')).toHaveTextContent(label);
  fireEvent.keyDown(screen.getByRole('button', { name: label }), {
    key: 'Escape',
  });
  expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

  hoverAndWait();
  expect(screen.getByRole('tooltip')).toBeInTheDocument();
  fireEvent.mouseOut(text, {
    relatedTarget: screen.getByRole('button', { name: 'Elsewhere' }),
  });
  expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
});

test('a disabled item tells why even when its label fits', () => {
  render(<NavItem reason="Coming soon" />);
  setWidths(screen.getByText(label), 178, 178);
  hoverAndWait();
  expect(screen.getByRole('tooltip')).toHaveTextContent(
    `${label}: Coming soon`,
  );
});
