import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { displayedRowsLabel } from './displayed-rows-label';
import { EstimatedRowCount } from './row-count';

function renderLabel(from: number, to: number, count: number) {
  render(
    <p data-testid="label">
      {displayedRowsLabel({ from, to, count, page: 0 })}
    </p>,
  );
  return screen.getByTestId('label');
}

test('reads "from–to of count" with each figure isolated left to right', () => {
  expect(renderLabel(1, 25, 400)).toHaveTextContent(/^1–25 of 400$/);
  expect(screen.getByText('1–25')).toHaveAttribute('dir', 'ltr');
  expect(screen.getByText('400')).toHaveAttribute('dir', 'ltr');
});

test('large figures are grouped as the list count is', () => {
  expect(renderLabel(1001, 1025, 12345)).toHaveTextContent(
    /^1,001–1,025 of 12,345$/,
  );
});

test('an uncounted total reads "more than" the last row shown', () => {
  expect(renderLabel(26, 50, -1)).toHaveTextContent(/^26–50 of more than 50$/);
  expect(screen.getByText('50')).toHaveAttribute('dir', 'ltr');
});

test('an estimated total reads "about" it, in two figures', () => {
  render(
    <EstimatedRowCount.Provider value={4_980_211}>
      <p data-testid="label">
        {displayedRowsLabel({ from: 26, to: 50, count: -1, page: 1 })}
      </p>
    </EstimatedRowCount.Provider>,
  );
  expect(screen.getByTestId('label')).toHaveTextContent(
    /^26–50 of about 5\.0M$/,
  );
  expect(screen.getByText('5.0M')).toHaveAttribute('dir', 'ltr');
});
