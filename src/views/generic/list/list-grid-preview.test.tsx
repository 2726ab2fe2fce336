import { createRef, type RefObject } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  ListGridPreview,
  type FocusedCell,
  type ListGridPreviewProps,
} from './list-grid-preview';
import type { ListColumn } from './list-column';

const columns: ListColumn[] = [
  {
    field: 'id',
    headerName: 'ID',
    width: 68,
    renderCell: ({ id }) => `#${String(id)}`,
  },
  {
    field: 'code',
    headerName: 'Order no.',
    flex: 1,
    minWidth: 140,
    renderCell: ({ id, value }) => (
      <a href={`/admin/orders/show/${String(id)}`}>{String(value)}</a>
    ),
  },
  {
    field: 'secret',
    headerName: 'Hidden',
    renderCell: ({ value }) => String(value),
  },
  {
    field: 'placedAt',
    headerName: 'Placed',
    width: 172,
    renderCell: ({ value }) => String(value),
  },
];
const rows = [
  { id: 2, code: 'ORD-2', secret: 'x', placedAt: 'today' },
  { id: 1, code: 'ORD-1', secret: 'y', placedAt: 'yesterday' },
];

function renderWith(props: Partial<ListGridPreviewProps> = {}) {
  return render(
    <ListGridPreview
      columns={columns}
      rows={rows}
      density="standard"
      sortModel={[{ field: 'placedAt', sort: 'desc' }]}
      columnVisibilityModel={{ secret: false }}
      filterBar={<input aria-label="Search orders" />}
      empty={<p>No orders match this view</p>}
      aria-label="Orders (orders)"
      {...props}
    />,
  );
}

function renderPreview(props: Partial<ListGridPreviewProps> = {}) {
  renderWith(props);
  const grid = screen.getByRole('grid', { name: 'Orders (orders)' });
  const [header, ...dataRows] = within(grid).getAllByRole('row', {
    hidden: true,
  });
  if (!header) throw new Error('The preview drew no header row.');
  const firstRow = () => {
    if (!dataRows[0]) throw new Error('The preview drew no rows.');
    return dataRows[0];
  };
  return { grid, header, dataRows, firstRow };
}

describe('ListGridPreview', () => {
  it('draws the visible columns, the sort and each row with its own cells', () => {
    const { grid, header, dataRows, firstRow } = renderPreview();
    const headers = within(header).getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual([
      'ID',
      'Order no.',
      'Placed',
    ]);
    expect(headers[2]).toHaveAttribute('aria-sort', 'descending');
    expect(headers[0]).not.toHaveAttribute('aria-sort');
    expect(dataRows.map((r) => r.getAttribute('data-id'))).toEqual(['2', '1']);
    expect(
      within(firstRow()).getByRole('link', { name: 'ORD-2' }),
    ).toHaveAttribute('href', '/admin/orders/show/2');
    expect(grid).not.toHaveTextContent('Hidden');
    // The grid is on its way: its toolbar and headers take no input yet
    // (a filter typed there would be lost to the swap), its rows do.
    expect(grid).toHaveAttribute('aria-busy', 'true');
    expect(header).toHaveAttribute('inert');
    expect(grid).not.toHaveAttribute('inert');
    expect(firstRow()).not.toHaveAttribute('inert');
  });

  it("opens a row's record on a click in its cells, as the grid's cell click", async () => {
    const onOpen = vi.fn();
    const { firstRow } = renderPreview({ onOpen, checkboxSelection: true });
    await userEvent.click(within(firstRow()).getByText('today'));
    expect(onOpen).toHaveBeenLastCalledWith(2, 'placedAt');
    // The checkbox column says which cell it was, so the page can ignore it.
    await userEvent.click(within(firstRow()).getAllByRole('gridcell')[0]!);
    expect(onOpen).toHaveBeenLastCalledWith(2, '__check__');
  });

  it('leaves the cell that has focus for the grid to focus again', () => {
    const handoff = createRef<FocusedCell | null>();
    const { unmount } = renderWith({ handoffRef: handoff });
    // (jsdom has no `inert`: the browser's Tab order is the journey's to check.)
    screen.getByRole('link', { name: 'ORD-2' }).focus();
    unmount();
    expect(handoff.current).toEqual({ id: '2', field: 'code' });
  });

  it('leaves nothing for the grid when the focus was elsewhere', () => {
    const handoff = {
      current: { id: '9', field: 'code' },
    } as RefObject<FocusedCell | null>;
    const { unmount } = renderWith({ handoffRef: handoff });
    unmount();
    expect(handoff.current).toBeNull();
  });

  it('sizes columns as the DataGrid does: fixed widths, flex shares with their floor', () => {
    const { firstRow } = renderPreview();
    const [id, code] = within(firstRow()).getAllByRole('gridcell');
    expect(id).toHaveStyle({ flex: '0 0 68px', height: '52px' });
    expect(code).toHaveStyle({ flex: '1 1 0px', minWidth: '140px' });
  });

  it("draws the page's filters in its toolbar", async () => {
    renderPreview();
    expect(
      await screen.findByRole('textbox', { name: 'Search orders' }),
    ).toBeInTheDocument();
  });

  it('shows skeleton rows while loading', () => {
    const { dataRows } = renderPreview({ loading: true });
    expect(dataRows.length).toBeGreaterThan(0);
    expect(dataRows.every((r) => !r.hasAttribute('data-id'))).toBe(true);
    expect(screen.queryByText('ORD-2')).not.toBeInTheDocument();
  });

  it('says so when nothing matches', () => {
    const { dataRows } = renderPreview({ rows: [] });
    expect(dataRows).toHaveLength(0);
    expect(screen.getByText('No orders match this view')).toBeInTheDocument();
  });

  it('keeps the checkbox column of a list with bulk actions, and rows of its density', () => {
    const { header, firstRow } = renderPreview({
      checkboxSelection: true,
      density: 'compact',
    });
    expect(within(header).getAllByRole('columnheader')).toHaveLength(4);
    const cells = within(firstRow()).getAllByRole('gridcell');
    expect(cells).toHaveLength(4);
    expect(cells[1]).toHaveStyle({ height: '36px' });
  });
});
