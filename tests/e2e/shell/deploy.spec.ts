import { expect, test, type Page } from '@playwright/test';
import { next, openWizard, pick } from '../../support/browser/shipment-wizard';
import { signIn } from '../../support/browser/sign-in';

/**
 * A deploy while someone works: the browser holds pages of the release before (a proxy in
 * front of the portal rewrites the version the pages carry to an older one, and gives the
 * portal the current one back until the deploy), then the portal answers as the new
 * release. Background requests must leave the page alone; the next visit reloads it.
 */
const BEFORE = 'release-before';

async function holdOlderRelease(page: Page) {
  const html = await (await page.request.get('/login')).text();
  const current = /"version":"([^"]+)"/.exec(html)?.[1] ?? '';
  expect(current).not.toBe('');
  const state = { deployed: false, conflicts: 0 };
  await page.route('**/*', async (route) => {
    const request = route.request();
    const headers = request.headers();
    const inertia = headers['x-inertia'] === 'true';
    if (!inertia && request.resourceType() !== 'document') return route.continue();
    if (!state.deployed && headers['x-inertia-version'] === BEFORE) {
      headers['x-inertia-version'] = current;
    }
    const response = await route.fetch({ headers, maxRedirects: 0 });
    if (response.status() === 409) state.conflicts += 1;
    const body = (await response.text()).replaceAll(
      `"version":"${current}"`,
      `"version":"${state.deployed ? current : BEFORE}"`,
    );
    await route.fulfill({ response, body });
  });
  return state;
}

/** A mark on the window: gone once the page has been loaded anew. */
const mark = (page: Page) => page.evaluate(() => ((window as { mark?: number }).mark = 1));
const marked = (page: Page) => page.evaluate(() => (window as { mark?: number }).mark === 1);

test('the tracking drawer’s refresh after a deploy keeps the page; the next visit reloads', async ({
  page,
}) => {
  await signIn(page);
  const state = await holdOlderRelease(page);
  await page.goto('/shipments');
  await page
    .getByRole('button', { name: /^Details for shipment / })
    .first()
    .click();
  const card = page.getByRole('button', { name: /^Track package / }).first();
  await card.click();
  const drawer = page.getByRole('dialog', { name: /^AWB / });
  await expect(drawer.getByRole('heading', { name: 'Shipment Progress' })).toBeVisible();
  await mark(page);

  state.deployed = true;
  // The tab coming back into view refreshes the drawer at once, as its 30 s timer does.
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await expect.poll(() => state.conflicts).toBeGreaterThan(0);
  await page.waitForTimeout(500);
  expect(await marked(page)).toBe(true);
  await expect(drawer).toBeVisible();

  // The next visit the user makes loads the new release in full.
  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);
  await page.getByRole('link', { name: 'Dashboard' }).first().click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect.poll(() => marked(page)).toBe(false);
});

test('unsaved wizard input survives a prefetch after a deploy; the next visit reloads', async ({
  page,
}) => {
  await openWizard(page);
  const state = await holdOlderRelease(page);
  await page.reload();
  await pick(page, 'Pickup Address', 'United States', /United States/);
  await next(page);
  await pick(page, 'Consignee', '', /\(.*\|.*\)/);
  await next(page);
  await page.getByLabel('Order Reference').fill('Typed before the deploy');
  await mark(page);

  state.deployed = true;
  // Hovering a menu link prefetches it in the background.
  await page.getByRole('link', { name: 'My Shipments' }).first().hover();
  await expect.poll(() => state.conflicts).toBeGreaterThan(0);
  await page.waitForTimeout(500);
  expect(await marked(page)).toBe(true);
  await expect(page.getByLabel('Order Reference')).toHaveValue('Typed before the deploy');

  await page.getByRole('link', { name: 'My Shipments' }).first().click();
  await expect(page).toHaveURL(/\/shipments$/);
  await expect.poll(() => marked(page)).toBe(false);
});
