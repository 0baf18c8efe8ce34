import { expect, test, type Browser, type Page } from '@playwright/test';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { signIn } from '../../support/browser/sign-in';

/*
 * What a reader sees before any script has run is the page they get once it is live: the
 * server renders for the zone and the screen their browser told it on an earlier visit, the
 * kit draws its waiting controls as they will be, and nothing the server sends is taken
 * away by hydration. Every page without a deferred part (the dashboard's may come after the
 * first paint, as their loading state).
 */
const SIGNED_OUT = ['/login', '/track'];
const SIGNED_IN = [
  '/shipments',
  '/address-book',
  '/pickups',
  '/billing-and-payments',
  '/reports',
  '/profile',
  '/accounts',
  '/shipments/create',
  '/pickups/schedule',
];
/** Share of pixels allowed to differ: anti-aliasing, never a moved or restyled element. */
const SAME = 0.002;

/** The page on screen: with its scripts refused (the server's HTML alone), or once live. */
async function drawn(page: Page, path: string, live: boolean): Promise<PNG> {
  if (!live) await page.route('**/*.js', (route) => route.abort());
  await page.goto(path);
  if (live) {
    await expect(page.locator('html[data-live]')).toBeAttached();
    await page.waitForLoadState('networkidle');
  }
  await page.evaluate(() => document.fonts.ready);
  const png = PNG.sync.read(await page.screenshot({ animations: 'disabled', caret: 'hide' }));
  if (!live) await page.unroute('**/*.js');
  return png;
}

/** A page whose browser has told the server its zone and screen (a visit before this one). */
async function reader(browser: Browser, width: number, signedIn: boolean): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  if (signedIn) await signIn(page);
  else await page.goto('/login');
  await expect(page.locator('html[data-live]')).toBeAttached();
  return page;
}

for (const width of [375, 1440]) {
  test(`at ${width} px, the first paint of each page is the page once live`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    for (const [signedIn, paths] of [
      [false, SIGNED_OUT],
      [true, SIGNED_IN],
    ] as const) {
      const page = await reader(browser, width, signedIn);
      for (const path of paths) {
        const first = await drawn(page, path, false);
        const live = await drawn(page, path, true);
        const { width: w, height: h } = live;
        expect([first.width, first.height], path).toEqual([w, h]);
        const differ = pixelmatch(first.data, live.data, null, w, h, { threshold: 0.1 });
        expect(differ / (w * h), `${path}: pixels that change once live`).toBeLessThan(SAME);
      }
      await page.context().close();
    }
  });
}
