import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The page's serious and critical violations of WCAG 2.2 A and AA, by rule. */
export async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    // Only violations are reported in full: axe then skips describing every
    // passing node, most of a run's time on a grid, and finds the same ones.
    // Set before the tags, which options() would otherwise replace.
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    // The console has no frames of another origin, so axe runs in the page
    // alone rather than per frame and then again in a blank page of its own.
    .setLegacyMode()
    .analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      rule: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.slice(0, 5).map((node) => ({
        target: node.target.join(' '),
        why: node.failureSummary,
      })),
    }));
}
