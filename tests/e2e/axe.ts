import { AxeBuilder } from '@axe-core/playwright';
import type { Result } from 'axe-core';
import type { Page } from 'playwright-core';

/** One line per failing node: rule, impact, selector and axe's summary, for a readable failure. */
function describe(violations: Result[]): string[] {
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact}) ${node.target.join(' ')}: ${node.failureSummary ?? violation.help}`,
    ),
  );
}

/**
 * Runs axe-core (WCAG 2.x A and AA plus best practices) on the page as it is now and returns
 * every violation, whatever its impact, as readable lines: `expect(await axeViolations(page)).toEqual([])`.
 * Wait for the screen's content first (a heading, a list), so axe judges the screen and not a loader.
 */
export async function axeViolations(page: Page, options: { exclude?: string[] } = {}): Promise<string[]> {
  let builder = new AxeBuilder({ page }).withTags([
    'wcag2a',
    'wcag2aa',
    'wcag21a',
    'wcag21aa',
    'wcag22aa',
    'best-practice',
  ]);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const results = await builder.analyze();
  return describe(results.violations);
}
