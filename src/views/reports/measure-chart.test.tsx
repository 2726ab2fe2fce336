import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import { stubMatchMedia } from '../../../tests/fakes/match-media';
import MeasureChart from './measure-chart';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const grossSales = {
  label: 'Gross sales',
  values: [150_000, 245_050],
  isMoney: true,
};

/** Each row's cells, with Intl's no-break spaces read as spaces. */
function cellTexts(table: HTMLElement): string[][] {
  return within(table)
    .getAllByRole('row')
    .map((row) =>
      (['columnheader', 'rowheader', 'cell'] as const)
        .flatMap((role) => within(row).queryAllByRole(role))
        .map((cell) => (cell.textContent ?? '').replace(/\s/g, ' ')),
    );
}

test('a report chart can be read as a table of each category', async () => {
  const user = userEvent.setup();
  render(
    <MeasureChart
      categories={['1 Mar', '2 Mar']}
      categoryLabel="Date"
      series={[grossSales, { label: 'Orders', values: [12, 1_040] }]}
    />,
  );

  await user.click(screen.getByRole('button', { name: 'Table' }));

  expect(
    cellTexts(
      screen.getByRole('table', { name: 'Gross sales, Orders by date' }),
    ),
  ).toEqual([
    ['Date', 'Gross sales', 'Orders'],
    ['1 Mar', 'RM 1,500.00', '12'],
    ['2 Mar', 'RM 2,450.50', '1,040'],
  ]);
});

test('a money axis starts at RM 0 and ticks in short ringgit', () => {
  render(
    <MeasureChart
      categories={['1 Mar', '2 Mar']}
      categoryLabel="Date"
      series={[{ ...grossSales, values: [150_000, 160_000] }]}
    />,
  );

  for (const tick of ['RM 0', 'RM 500', 'RM 1K', 'RM 1.5K']) {
    expect(screen.getByText(tick)).toBeInTheDocument();
  }
});

test('bars across carry their values at their ends', () => {
  // jsdom lays nothing out, so the chart would measure its surface as 0 px
  // wide and draw no bars: here it is 640 px, as on a laptop.
  const computedStyle = window.getComputedStyle.bind(window);
  vi.spyOn(window, 'getComputedStyle').mockImplementation((element) => {
    const style = computedStyle(element);
    if (element instanceof SVGSVGElement) style.width = '640px';
    return style;
  });
  render(
    <MeasureChart
      isHorizontal
      categories={['Nasi Lemak Corner', 'Roti House']}
      categoryLabel="Outlet"
      series={[grossSales]}
    />,
  );

  const labels = screen
    .getAllByText(/^RM\s[\d,]+\.\d\d$/)
    .map((label) => label.textContent?.replace(/\s/g, ' '));
  expect(labels).toEqual(['RM 1,500.00', 'RM 2,450.50']);
});

test('on a phone, bars across take the width: each name is above its bar, with its value', () => {
  // A phone: MUI's `down('sm')` queries match; the chart's surface is 326 px.
  stubMatchMedia((media) => media.includes('max-width'));
  const computedStyle = window.getComputedStyle.bind(window);
  vi.spyOn(window, 'getComputedStyle').mockImplementation((element) => {
    const style = computedStyle(element);
    if (element instanceof SVGSVGElement) style.width = '326px';
    return style;
  });
  render(
    <MeasureChart
      isHorizontal
      categories={['Selera Kampung Bukit Bintang', 'Selera Kampung Bangsar']}
      categoryLabel="Outlet"
      series={[grossSales]}
    />,
  );

  const lines = ['Selera Kampung Bukit Bintang', 'Selera Kampung Bangsar'].map(
    (name) =>
      // Once each: on its line, not again as a tick of a column of names.
      screen.getByText(name).parentElement?.textContent?.replace(/\s/g, ' '),
  );
  expect(lines).toEqual([
    'Selera Kampung Bukit BintangRM 1,500.00',
    'Selera Kampung BangsarRM 2,450.50',
  ]);
});
