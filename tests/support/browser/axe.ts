import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Lets the page's finite animations end (a toast fading in, a dialog sliding in), so the
 * colours checked are the ones a user reads, not a frame half-way through a fade.
 * Endless ones (a spinner) are not waited for.
 */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every(
          (a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity,
        ),
    undefined,
    { timeout: 5_000 },
  );
}

/** WCAG 2.1 A and AA rules on the page as it is now, once its animations have ended. */
export async function expectAccessible(page: Page): Promise<void> {
  await settled(page);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  expect(summary).toEqual([]);
}
