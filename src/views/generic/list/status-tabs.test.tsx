import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import type { LogicalFilter } from '@refinedev/core';
import { expect, test, vi } from 'vitest';
import { StatusTabs } from './status-tabs';

function drawTabs({
  filters = [],
  direction = 'ltr',
  counts = { PENDING: 4, COMPLETED: 1200 },
  isEstimate = false,
}: {
  filters?: LogicalFilter[];
  direction?: 'ltr' | 'rtl';
  counts?: Record<string, number>;
  isEstimate?: boolean;
} = {}) {
  const onSelect = vi.fn();
  render(
    <ThemeProvider theme={createTheme({ direction })}>
      <StatusTabs
        stateField="status"
        states={['PENDING', 'COMPLETED', 'REFUNDED']}
        filters={filters}
        counts={counts}
        isEstimate={isEstimate}
        onSelect={onSelect}
      />
    </ThemeProvider>,
  );
  return onSelect;
}

test('each state is a tab with its count, "All" their sum, and the filtered state is the selected one', () => {
  drawTabs({
    filters: [{ field: 'status', operator: 'eq', value: 'COMPLETED' }],
  });
  expect(screen.getByRole('tablist', { name: 'Status' })).toBeInTheDocument();
  expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
    'All (1,204)',
    'Pending (4)',
    'Completed (1,200)',
    'Refunded (0)',
  ]);
  expect(
    screen.getByRole('tab', { name: 'Completed (1,200)', selected: true }),
  ).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'All (1,204)' })).toHaveAttribute(
    'aria-selected',
    'false',
  );
});

test('only the selected tab is in the Tab order; arrows, Home and End move between tabs, wrapping, and Enter selects', async () => {
  const user = userEvent.setup();
  const onSelect = drawTabs();
  await user.tab();
  expect(screen.getByRole('tab', { name: 'All (1,204)' })).toHaveFocus();
  await user.keyboard('{ArrowRight}');
  expect(screen.getByRole('tab', { name: 'Pending (4)' })).toHaveFocus();
  await user.keyboard('{End}');
  expect(screen.getByRole('tab', { name: 'Refunded (0)' })).toHaveFocus();
  await user.keyboard('{ArrowRight}');
  expect(screen.getByRole('tab', { name: 'All (1,204)' })).toHaveFocus();
  await user.keyboard('{ArrowLeft}{ArrowLeft}');
  expect(screen.getByRole('tab', { name: 'Completed (1,200)' })).toHaveFocus();
  // Moving focus selects nothing; Enter does.
  expect(onSelect).not.toHaveBeenCalled();
  await user.keyboard('{Enter}');
  expect(onSelect).toHaveBeenCalledWith([
    { field: 'status', operator: 'eq', value: 'COMPLETED' },
    { field: 'status', operator: 'in', value: undefined },
  ]);
  await user.keyboard('{Home}');
  expect(screen.getByRole('tab', { name: 'All (1,204)' })).toHaveFocus();
});

test('right to left, the left arrow goes to the next tab', async () => {
  const user = userEvent.setup();
  drawTabs({ direction: 'rtl' });
  await user.tab();
  await user.keyboard('{ArrowLeft}');
  expect(screen.getByRole('tab', { name: 'Pending (4)' })).toHaveFocus();
  await user.keyboard('{ArrowRight}{ArrowRight}');
  expect(screen.getByRole('tab', { name: 'Refunded (0)' })).toHaveFocus();
});

test('"All" clears the state filter; the selected tab asks nothing again', async () => {
  const user = userEvent.setup();
  const onSelect = drawTabs({
    filters: [{ field: 'status', operator: 'eq', value: 'PENDING' }],
  });
  await user.click(screen.getByRole('tab', { name: 'Pending (4)' }));
  expect(onSelect).not.toHaveBeenCalled();
  await user.click(screen.getByRole('tab', { name: 'All (1,204)' }));
  expect(onSelect).toHaveBeenCalledWith([
    { field: 'status', operator: 'eq', value: undefined },
    { field: 'status', operator: 'in', value: undefined },
  ]);
});

test('estimated counts read "about", in two figures, "All" their sum', () => {
  drawTabs({
    counts: { PENDING: 61_204, COMPLETED: 4_812_377, REFUNDED: 98_540 },
    isEstimate: true,
  });
  expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
    'All (about 5.0M)',
    'Pending (about 61K)',
    'Completed (about 4.8M)',
    'Refunded (about 99K)',
  ]);
});
