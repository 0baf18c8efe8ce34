import { expect, type Page, type TestInfo } from '@playwright/test';

const WIDTHS = [
  { width: 375, height: 812 },
  { width: 1440, height: 900 },
];

export interface ScreenshotOptions {
  /** The viewports, a phone's and a desktop's by default. */
  sizes?: Array<{ width: number; height: number }>;
  /** A check at each width before the shot (axe, say). */
  atEachWidth?: (page: Page) => Promise<void>;
  /** Where each shot is kept; in the test's output folder by default. */
  path?: (width: number) => string;
}

/**
 * Screenshots of the screen as it is at a phone's and a desktop's width, attached to the
 * report and kept in test-results; at each width nothing may stick out sideways.
 */
export async function screenshots(
  page: Page,
  testInfo: TestInfo,
  name: string,
  options: ScreenshotOptions = {},
): Promise<void> {
  const original = page.viewportSize();
  for (const size of options.sizes ?? WIDTHS) {
    await page.setViewportSize(size);
    // Two frames: what the new width sets off (resize observers, a media query's layout) is
    // done before anything is measured or checked.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${name} fits in ${size.width} px`).toBeLessThanOrEqual(0);
    await options.atEachWidth?.(page);
    const path = options.path?.(size.width) ?? testInfo.outputPath(`${name}-${size.width}.png`);
    await page.screenshot({ path, fullPage: true, animations: 'disabled' });
    await testInfo.attach(`${name} at ${size.width} px`, { path, contentType: 'image/png' });
  }
  if (original) await page.setViewportSize(original);
}
