import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectAccessible } from '../../support/browser/axe';
import { screenshots } from '../../support/browser/screenshots';
import { signIn } from '../../support/browser/sign-in';

// Public tracking (docs/architecture.md): anyone follows parcels by AWB at /track without signing in;
// the signed-in drawer's 'Share tracking' gives the link to that page.

/** A well-formed AWB no package has (its check digit is wrong for the reference's scheme). */
const UNKNOWN = '1000000001';
const SHOTS = '/tmp/track-shots';

/** Two AWBs of the demo user's packages, read from My Shipments. */
let known: [string, string];

const toggles = (page: Page) => page.getByRole('button', { name: /^Details for shipment / });
const trackButtons = (page: Page) => page.getByRole('button', { name: /^Track package / });

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page);
  await page.goto('/shipments');
  await toggles(page).nth(0).click();
  await toggles(page).nth(1).click();
  await expect(trackButtons(page)).not.toHaveCount(0);
  const labels = await trackButtons(page).evaluateAll((buttons) =>
    buttons.map((b) => (b.getAttribute('aria-label') ?? '').replace('Track package ', '')),
  );
  const distinct = [...new Set(labels)];
  known = [distinct[0]!, distinct[1]!];
  await context.close();
});

const card = (page: Page, awb: string) => page.getByRole('region', { name: `AWB ${awb}` });
const field = (page: Page) => page.getByRole('textbox', { name: 'AWB numbers' });

async function expectTracked(page: Page, awb: string): Promise<void> {
  const found = card(page, awb);
  await expect(found.getByRole('heading', { name: 'Shipment Progress' })).toBeVisible();
  await expect(found.getByRole('heading', { name: 'Shipment Updates' })).toBeVisible();
  await expect(
    found.getByRole('listitem').filter({ hasText: 'Shipment Created (done)' }),
  ).toBeVisible();
  await expect(found.getByText('Est. delivery date')).toBeVisible();
}

/** A browser that has never signed in: its own cookies, nothing shared. */
async function stranger(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

test('signed out: from the login page, a mix of known and unknown AWBs', async ({ browser }) => {
  const page = await stranger(browser);
  await page.goto('/login');
  await page.getByRole('link', { name: 'Track a shipment' }).click();
  await expect(page).toHaveURL(/\/track$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Track a shipment' })).toBeVisible();

  await field(page).fill(`${known[0]}\n${UNKNOWN}, ${known[1].toLowerCase()}`);
  await expect(page.getByText('3 numbers of 10')).toBeVisible();
  await page.getByRole('button', { name: 'Track', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`awb=${known[0]}%2C${UNKNOWN}%2C${known[1]}$`));
  await expectTracked(page, known[0]);
  await expectTracked(page, known[1]);
  const unknown = card(page, UNKNOWN);
  await expect(unknown.getByText('No shipment with this number')).toBeVisible();
  await expect(unknown.getByRole('heading', { name: 'Shipment Progress' })).toHaveCount(0);
  // The cards keep the order the numbers were given in, and the field shows them a line each.
  await expect(page.getByRole('region', { name: /^AWB / })).toHaveText([
    new RegExp(`^AWB ${known[0]}`),
    new RegExp(`^AWB ${UNKNOWN}`),
    new RegExp(`^AWB ${known[1]}`),
  ]);
  await expect(field(page)).toHaveValue([known[0], UNKNOWN, known[1]].join('\n'));
  // No personal data of the parties: the public card has no street or attention line.
  await expect(card(page, known[0]).getByText('Not given')).toHaveCount(0);
});

test('says under the field what cannot be looked up', async ({ browser }) => {
  const page = await stranger(browser);
  await page.goto('/track');
  const eleven = Array.from({ length: 11 }, (_, i) => String(2000000000 + i));
  await field(page).fill(eleven.join(', '));
  await page.getByRole('button', { name: 'Track', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Enter at most 10 AWB numbers: this has 11.');
  await expect(page.getByRole('region', { name: /^AWB / })).toHaveCount(0);
  await field(page).fill(`${known[0]} 12-34`);
  await page.getByRole('button', { name: 'Track', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('“12-34” is not an AWB number');
  // The field keeps what was typed, a number a line, to be corrected.
  await expect(field(page)).toHaveValue(`${known[0]}\n12-34`);
  await field(page).fill('');
  await page.getByRole('button', { name: 'Track', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Enter at least one AWB number.');
});

test('the drawer’s Share tracking link opens the shipment in a fresh browser', async ({
  browser,
}) => {
  const context = await browser.newContext();
  await context.grantPermissions(['clipboard-write']);
  // The portal denies itself clipboard-read (Permissions-Policy): what is written is noted
  // on its way to the clipboard instead.
  await context.addInitScript(() => {
    const clipboard = navigator.clipboard;
    const write = clipboard.writeText.bind(clipboard);
    clipboard.writeText = async (text: string) => {
      (window as unknown as { copied?: string }).copied = text;
      return write(text);
    };
  });
  const page = await context.newPage();
  await signIn(page);
  await page.goto('/shipments');
  await toggles(page).first().click();
  const first = trackButtons(page).first();
  const awb = ((await first.getAttribute('aria-label')) ?? '').replace('Track package ', '');
  await first.click();
  const drawer = page.getByRole('dialog', { name: `AWB ${awb}` });
  await drawer.getByRole('button', { name: `Share tracking of AWB ${awb}` }).click();
  await expect(page.getByText('Tracking link copied.', { exact: false })).toBeVisible();
  const link = await page.evaluate(() => (window as unknown as { copied?: string }).copied ?? '');
  expect(link).toBe(new URL(`/track?awb=${awb}`, page.url()).href);
  await context.close();

  const fresh = await stranger(browser);
  await fresh.goto(link);
  await expect(fresh).toHaveURL(link);
  await expectTracked(fresh, awb);
});

test('without a clipboard, Share tracking shows the link to copy by hand', async ({
  browser,
}, testInfo) => {
  const context = await browser.newContext();
  // As on a page served over plain HTTP: the browser offers no clipboard to write.
  await context.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, 'clipboard', { get: () => undefined }),
  );
  const page = await context.newPage();
  await signIn(page);
  await page.goto('/shipments');
  await toggles(page).first().click();
  const first = trackButtons(page).first();
  const awb = ((await first.getAttribute('aria-label')) ?? '').replace('Track package ', '');
  await first.click();
  const drawer = page.getByRole('dialog', { name: `AWB ${awb}` });
  await drawer.getByRole('button', { name: `Share tracking of AWB ${awb}` }).click();
  const shown = drawer.getByRole('textbox', { name: 'Public tracking link' });
  await expect(shown).toHaveValue(new URL(`/track?awb=${awb}`, page.url()).href);
  await expect(page.getByText('The link could not be copied.', { exact: false })).toBeVisible();
  await screenshots(page, testInfo, 'share-tracking', {
    atEachWidth: expectAccessible,
    path: (width) => `${SHOTS}/share-${width}.png`,
  });
  await context.close();
});

test('works on a 320 px phone, accessible at 375 and 1440 px', async ({ browser }, testInfo) => {
  const context = await browser.newContext({ viewport: { width: 320, height: 640 } });
  const page = await context.newPage();
  await page.goto(`/track?awb=${known[0]},${UNKNOWN}`);
  await expectTracked(page, known[0]);
  await expect(card(page, UNKNOWN).getByText('No shipment with this number')).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await screenshots(page, testInfo, 'public-tracking', {
    sizes: [{ width: 320, height: 640 }],
    path: (width) => `${SHOTS}/track-${width}.png`,
  });
  await screenshots(page, testInfo, 'public-tracking', {
    atEachWidth: expectAccessible,
    path: (width) => `${SHOTS}/track-${width}.png`,
  });
  // The empty page, and its message under the field, are accessible too.
  await page.goto('/track?awb=12-34');
  await screenshots(page, testInfo, 'public-tracking-error', {
    sizes: [
      { width: 320, height: 640 },
      { width: 375, height: 812 },
      { width: 1440, height: 900 },
    ],
    atEachWidth: expectAccessible,
    path: (width) => `${SHOTS}/track-error-${width}.png`,
  });
  await context.close();
});
