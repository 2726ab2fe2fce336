import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import type { Dashboard } from '../../registry/dashboard';
import DashboardCharts from './dashboard-charts';

const report: Dashboard = {
  ordersToday: 5,
  gmvToday: 250_000,
  ordersLast30: 40,
  gmvLast30: 400_000,
  pendingSettlements: 0,
  openEnquiries: 0,
  activeOutlets: 3,
  ordersByDay: [
    { date: '2026-03-01', orders: 3, gmv: 150_000 },
    { date: '2026-03-02', orders: 5, gmv: 250_000 },
  ],
  ordersByStatus: [
    { status: 'COMPLETED', count: 30 },
    { status: 'CANCELLED', count: 6 },
    { status: 'PENDING', count: 4 },
  ],
};

/**
 * A table as its reader meets it: each row's header, then its cells. Spaces
 * are plain ones: Intl writes "RM 1.00" with a no-break space.
 */
function cellTexts(table: HTMLElement): string[][] {
  return within(table)
    .getAllByRole('row')
    .map((row) =>
      (['columnheader', 'rowheader', 'cell'] as const)
        .flatMap((role) => within(row).queryAllByRole(role))
        .map((cell) => (cell.textContent ?? '').replace(/\s/g, ' ')),
    );
}

test('the status donut labels its slices with their counts and lists every count and share', () => {
  render(<DashboardCharts report={report} />);

  const donut = screen.getByRole('img', { name: /^Donut chart of 40 orders/ });
  for (const count of ['30', '6', '4']) {
    expect(within(donut).getByText(count)).toBeInTheDocument();
  }
  expect(
    cellTexts(screen.getByRole('table', { name: /Orders by status/ })),
  ).toEqual([
    ['Status', 'Orders', 'Share'],
    ['Completed', '30', '75%'],
    ['Cancelled', '6', '15%'],
    ['Pending', '4', '10%'],
  ]);
});

test('orders and GMV can be read as a table of each day', async () => {
  const user = userEvent.setup();
  render(<DashboardCharts report={report} />);

  await user.click(screen.getByRole('button', { name: 'Table' }));

  expect(
    cellTexts(
      screen.getByRole('table', {
        name: 'Orders and GMV per day, last 30 days',
      }),
    ),
  ).toEqual([
    ['Day', 'Orders', 'GMV'],
    ['1 Mar', '3', 'RM 1,500.00'],
    ['2 Mar', '5', 'RM 2,500.00'],
  ]);
  await user.click(screen.getByRole('button', { name: 'Chart' }));
  expect(
    screen.getByRole('img', { name: /^Orders and GMV per day over/ }),
  ).toBeInTheDocument();
});

test('the orders and GMV axes both start at zero', () => {
  render(<DashboardCharts report={report} />);

  const chart = screen.getByRole('img', {
    name: /^Orders and GMV per day over/,
  });
  expect(within(chart).getByText('RM 0')).toBeInTheDocument();
  expect(within(chart).getByText('0')).toBeInTheDocument();
});
