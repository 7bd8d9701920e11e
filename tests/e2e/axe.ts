import { AxeBuilder } from '@axe-core/playwright';
import type { Result } from 'axe-core';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

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
  // A pointer left on a control by the last click hovers whatever lies under it once the layout
  // changes (a resize), and Chromium applies that hover a moment later, with its fade half-way
  // when axe reads the colours: the pointer is parked in the corner first, hovering at once.
  await page.mouse.move(0, 0);
  // Colours are measured as painted: a dialog still fading in shows its button half-blended
  // with the page (axe once read 4.07:1 for a 5.6:1 button), so finite CSS animations and
  // transitions finish first (a skeleton's shimmer or a blinking caret never does).
  await page.evaluate(() => {
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
    const settled = Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
    return Promise.race([settled, new Promise((resolve) => setTimeout(resolve, 2_000))]);
  });
  const results = await builder.analyze();
  return describe(results.violations);
}

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

/** axe-core's violations at desktop (1280 px) and phone (390 px) widths, each line naming where; the page is left at desktop width. */
export async function axeAtBothWidths(page: Page, where: string): Promise<string[]> {
  const found: string[] = [];
  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    found.push(...(await axeViolations(page)).map((line) => `${where} at ${size.width}px: ${line}`));
  }
  await page.setViewportSize(DESKTOP);
  return found;
}

/** axe-core finds nothing at desktop (1280 px) and phone (390 px) widths; the page is left at desktop width. */
export async function expectAccessibleAtBothWidths(page: Page, where: string): Promise<void> {
  expect(await axeAtBothWidths(page, where)).toEqual([]);
}
