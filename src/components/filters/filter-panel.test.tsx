import { useState } from 'react';
import { afterEach, expect, test, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CrudFilter, LogicalFilter } from '@refinedev/core';
import type { AnyResource } from '../../registry/define-resource';
import { filterControls } from './filter-controls';
import { FilterPanel } from './filter-panel';
import { stubMatchMedia } from '../../../tests/fakes/match-media';

const gadgets: AnyResource = {
  name: 'gadgets',
  subject: 'Gadget',
  label: { one: 'Gadget', many: 'Gadgets' },
  stateField: 'status',
  fields: {
    name: { kind: 'text', label: 'Name', filter: ['contains'] },
    active: { kind: 'boolean', label: 'Active', filter: ['eq'] },
    status: {
      kind: 'enum',
      label: 'Status',
      enumKey: 'order.status',
      filter: ['eq'],
    },
    placedAt: { kind: 'date', label: 'Placed', filter: ['gte', 'lte'] },
  },
};

/** Plays the list: merges like Refine's `setFilters(…, 'merge')`, dropping undefined values. */
function Harness() {
  const [filters, setFilters] = useState<CrudFilter[]>([]);
  const merge = (next: LogicalFilter[]) =>
    setFilters((current) => [
      ...current.filter(
        (f) =>
          !next.some(
            (n) =>
              'field' in f && n.field === f.field && n.operator === f.operator,
          ),
      ),
      ...next.filter((n) => n.value !== undefined),
    ]);
  return (
    <FilterPanel
      controls={filterControls(gadgets)}
      filters={filters}
      onChange={merge}
      stateField={gadgets.stateField}
    />
  );
}

function matchMediaAs(matches: boolean) {
  stubMatchMedia(() => matches);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

test('a wide screen shows the state, then single inputs, in the bar and ranges behind "More filters"', async () => {
  matchMediaAs(true);
  const user = userEvent.setup();
  render(<Harness />);

  expect(screen.getByRole('combobox', { name: 'Status' })).toBeVisible();
  expect(screen.getByRole('combobox', { name: 'Active' })).toBeVisible();
  expect(screen.getByRole('textbox', { name: 'Name' })).toBeVisible();
  expect(screen.queryByLabelText('Placed from')).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'More filters' }));
  const drawer = screen.getByRole('dialog', { name: 'Filters' });
  await user.type(within(drawer).getByLabelText('Placed from'), '2026-01-02');
  await user.click(within(drawer).getByRole('button', { name: 'Done' }));

  expect(
    screen.getByRole('button', { name: 'More filters, 1 active' }),
  ).toBeVisible();
  expect(screen.getByText('Placed: ≥ 2 Jan 2026')).toBeVisible();
});

test('a phone keeps every input in the drawer and a chip removes its filter in one click', async () => {
  matchMediaAs(false);
  const user = userEvent.setup();
  render(<Harness />);

  expect(
    screen.queryByRole('combobox', { name: 'Status' }),
  ).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Filters' }));
  const drawer = screen.getByRole('dialog', { name: 'Filters' });
  await user.click(within(drawer).getByRole('combobox', { name: 'Active' }));
  await user.click(screen.getByRole('option', { name: 'Yes' }));
  await user.click(within(drawer).getByRole('button', { name: 'Done' }));

  expect(
    screen.getByRole('button', { name: 'Filters, 1 active' }),
  ).toBeVisible();
  const chips = screen.getByRole('group', { name: 'Active filters' });
  expect(within(chips).getByText('Active: Yes')).toBeVisible();

  await user.click(within(chips).getByTestId('CancelIcon'));
  expect(
    screen.queryByRole('group', { name: 'Active filters' }),
  ).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Filters' })).toBeVisible();
});

test('a second choice made before the list shows the first keeps both', async () => {
  matchMediaAs(true);
  const user = userEvent.setup();
  const changes: LogicalFilter[][] = [];
  // The list applies filters after the click's frame, in a transition: here
  // it has not applied either choice when the second click comes.
  render(
    <FilterPanel
      controls={filterControls({
        ...gadgets,
        fields: {
          ...gadgets.fields,
          status: { ...gadgets.fields.status, filter: ['in'] },
        },
      } as AnyResource)}
      filters={[]}
      onChange={(next) => changes.push(next)}
      stateField={gadgets.stateField}
    />,
  );

  await user.click(screen.getByRole('combobox', { name: 'Status' }));
  await user.click(screen.getByRole('option', { name: 'Completed' }));
  await user.click(screen.getByRole('option', { name: 'Pending' }));

  expect(changes.at(-1)).toContainEqual({
    field: 'status',
    operator: 'in',
    value: ['COMPLETED', 'PENDING'],
  });
});
