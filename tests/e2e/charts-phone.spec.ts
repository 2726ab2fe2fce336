import { expect, test } from '@playwright/test';
import { signInAs } from './support/session';

test.use({ viewport: { width: 390, height: 844 } });

test("on a phone, a report's bars across take the chart's width, each with its outlet's name and value above it", async ({
  page,
}) => {
  await signInAs(page, 'admin');
  await page.goto('/admin/outlets-performance');
  const chart = page.locator('svg.MuiChartsSurface-root');
  await expect(chart).toBeVisible();
  await chart.scrollIntoViewIfNeeded();

  const { width, bars, lines } = await chart.evaluate((svg) => {
    const box = svg.getBoundingClientRect();
    const topDown = (a: DOMRect, b: DOMRect) => a.top - b.top;
    const bars = Array.from(
      svg.querySelectorAll('.MuiBarElement-root'),
      (bar) => bar.getBoundingClientRect(),
    ).sort(topDown);
    const lines = Array.from(svg.querySelectorAll('foreignObject'), (line) => ({
      rect: line.getBoundingClientRect(),
      text: line.textContent ?? '',
    })).sort((a, b) => topDown(a.rect, b.rect));
    return {
      width: box.width,
      bars: bars.map((bar) => ({ left: bar.left - box.left, top: bar.top })),
      lines: lines.map(({ rect, text }) => ({ text, bottom: rect.bottom })),
    };
  });
  expect(bars.length).toBeGreaterThan(1);
  expect(lines).toHaveLength(bars.length);
  bars.forEach((bar, index) => {
    // The names' column took 41% of the chart (120 of 294 px): the bars
    // now start at its edge.
    expect(bar.left / width).toBeLessThan(0.1);
    const line = lines[index];
    expect(line?.text).toMatch(/^\S.*RM\s?[\d,]+\.\d\d$/);
    expect(line?.bottom).toBeLessThanOrEqual(bar.top);
  });

  const card = page.locator('.MuiCard-root').filter({ has: chart });
  await card.screenshot({
    path: 'docs/screenshots/report-outlets-performance-390x844.png',
  });
});
