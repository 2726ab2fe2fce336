import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, expect, test, vi } from 'vitest';

/** The tooltips arm once per session: each test loads a fresh module. */
async function mountHeader() {
  const { OnDemandTooltip } = await import('./on-demand-tooltip');
  render(
    <div>
      <div className="MuiDataGrid-columnHeaders">
        <OnDemandTooltip title="Sort">
          <button type="button">Placed</button>
        </OnDemandTooltip>
      </div>
      <input aria-label="Search orders" />
    </div>,
  );
  return screen.getByText('Placed');
}

/** A mounted MUI Tooltip marks its child (and names it by its title). */
const hasTooltip = (element: HTMLElement) =>
  element.hasAttribute('data-mui-internal-clone-element');

beforeEach(() => {
  vi.resetModules();
});

test('before the user reaches for a header, its button renders without a tooltip', async () => {
  const button = await mountHeader();
  fireEvent.pointerOver(screen.getByRole('textbox', { name: 'Search orders' }));
  expect(hasTooltip(screen.getByText('Placed'))).toBe(false);
  expect(button).toBeInTheDocument();
});

test('the pointer entering the column headers mounts the tooltip, which then shows on hover', async () => {
  const button = await mountHeader();
  fireEvent.pointerOver(button);
  const mounted = screen.getByText('Placed');
  expect(hasTooltip(mounted)).toBe(true);
  fireEvent.mouseOver(mounted);
  expect(await screen.findByRole('tooltip', { name: 'Sort' })).toBeVisible();
});

test('a key pressed anywhere mounts the tooltips before its focus move', async () => {
  await mountHeader();
  fireEvent.keyDown(screen.getByRole('textbox', { name: 'Search orders' }), {
    key: 'Tab',
  });
  expect(hasTooltip(screen.getByText('Placed'))).toBe(true);
});

test('text typed into a field mounts none: a letter moves no focus', async () => {
  await mountHeader();
  const search = screen.getByRole('textbox', { name: 'Search orders' });
  fireEvent.keyDown(search, { key: 'o' });
  fireEvent.keyDown(search, { key: 'Backspace' });
  expect(hasTooltip(screen.getByText('Placed'))).toBe(false);
  fireEvent.keyDown(document.body, { key: 'ArrowDown' });
  expect(hasTooltip(screen.getByText('Placed'))).toBe(true);
});
