import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** How long no file may arrive before the page counts as loaded. */
const QUIET_MS = 250;
/** The bound of each wait, as an assertion's (playwright.config.ts): a busy machine is slow. */
const SETTLES_WITHIN_MS = 15_000;

/**
 * Lets the page's finite animations end (a toast fading in, a dialog sliding in), so the
 * colours checked are the ones a user reads, not a frame half-way through a fade.
 * Endless ones (a spinner) are not waited for.
 */
async function settled(page: Page): Promise<void> {
  // First the page's own loads: a part that arrives late (the toast list, fetched with the
  // first toast) starts its animation only once it is in.
  await page.waitForFunction(
    (quietMs) => {
      const seen = window as unknown as { axeResources?: number; axeSince?: number };
      const count = performance.getEntriesByType('resource').length;
      if (seen.axeResources !== count) {
        seen.axeResources = count;
        seen.axeSince = performance.now();
        return false;
      }
      return performance.now() - (seen.axeSince ?? 0) >= quietMs;
    },
    QUIET_MS,
    { polling: 50, timeout: SETTLES_WITHIN_MS },
  );
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every(
          (a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity,
        ),
    undefined,
    { timeout: SETTLES_WITHIN_MS },
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
