import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectAccessible } from '../../support/browser/axe';
import { screenshots } from '../../support/browser/screenshots';
import { DEMO, signIn } from '../../support/browser/sign-in';
import { englishLeftOn, wordsIn } from '../../support/browser/words';

// The portal in French and Arabic (docs/i18n.md): the browser's language first, the switcher
// at once without losing what was typed, Arabic right to left. Only signed-out choices are
// made here: a choice made signed in is kept with the profile, and the demo user's other
// flows read English.

const fr = wordsIn('fr');
const ar = wordsIn('ar');

/** The console errors of each page opened by `readerOf`: a hydration warning is one. */
const consoleErrors = new WeakMap<Page, string[]>();

/** A browser whose language is `language` (Accept-Language and navigator.language). */
async function readerOf(browser: Browser, language: string): Promise<Page> {
  const context = await browser.newContext({ locale: language });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  consoleErrors.set(page, errors);
  return page;
}

const live = (page: Page) => expect(page.locator('html[data-live]')).toBeAttached();

test('the switcher turns the sign-in page French at once, keeping what was typed, and the portal stays French', async ({
  page,
}, testInfo) => {
  await page.goto('/login');
  await live(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByLabel('Email').fill(DEMO.email);
  await page.getByRole('radio', { name: 'Français' }).click();

  await expect(page.getByRole('heading', { level: 1, name: fr('Login') })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('radio', { name: 'Français' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await expect(page.getByLabel(fr('Email'))).toHaveValue(DEMO.email);

  await page.getByLabel(fr('Password'), { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: fr('Login'), exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(fr('Login Successful'))).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: fr('Dashboard') })).toBeVisible();
  await screenshots(page, testInfo, 'dashboard-fr', { atEachWidth: expectAccessible });

  // Back in English for the next visitor of this browser.
  await page.goto('/login');
});

test('a browser in Arabic: the sign-in page right to left, and the side menu on the right once signed in', async ({
  browser,
}, testInfo) => {
  const page = await readerOf(browser, 'ar-LB');
  await page.goto('/login');
  await live(page);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: ar('Login') })).toBeVisible();
  await screenshots(page, testInfo, 'login-ar', { atEachWidth: expectAccessible });

  await page.getByLabel(ar('Email')).fill(DEMO.email);
  await page.getByLabel(ar('Password'), { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: ar('Login'), exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(ar('Login Successful'))).toBeVisible();
  expect(await englishLeftOn(page), 'the portal’s words left in English').toEqual([]);

  const menu = page.getByRole('navigation', { name: ar('Main') });
  const box = (await menu.boundingBox())!;
  const width = page.viewportSize()!.width;
  expect(box.x, 'the side menu starts in the right half').toBeGreaterThan(width / 2);
  await screenshots(page, testInfo, 'dashboard-ar', { atEachWidth: expectAccessible });
});

const SIGNED_IN_SCREENS = [
  '/shipments',
  '/shipments/create',
  '/address-book',
  '/pickups',
  '/pickups/schedule',
  '/claims',
  '/billing-and-payments',
  '/reports',
  '/accounts',
  '/team',
  '/activity',
  '/profile',
  '/profile/two-factor',
  '/profile/sessions',
  '/quote',
];

test('every signed-in screen in Arabic: right to left, nothing sideways, accessible at 375 and 1440 px', async ({
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  const page = await readerOf(browser, 'ar');
  await signIn(page, DEMO, { language: ar });
  for (const path of SIGNED_IN_SCREENS) {
    await page.goto(path);
    await live(page);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    expect(await englishLeftOn(page), `the portal's words left in English on ${path}`).toEqual([]);
    await screenshots(page, testInfo, `ar${path.replaceAll('/', '-')}`, {
      atEachWidth: expectAccessible,
    });
  }
  // The server's Arabic paint is the page the browser hydrates: no mismatch reported.
  expect(consoleErrors.get(page)).toEqual([]);
});

test('public tracking in French and in Arabic', async ({ browser }, testInfo) => {
  for (const [language, say] of [
    ['fr', fr],
    ['ar', ar],
  ] as const) {
    const page = await readerOf(browser, language);
    await page.goto('/login');
    // The sign-in page's link names the page it leads to in the same words.
    await page.getByRole('link', { name: say('Track a shipment') }).click();
    await expect(page).toHaveURL(/\/track$/);
    await expect(
      page.getByRole('heading', { level: 1, name: say('Track a shipment') }),
    ).toBeVisible();
    await page.getByRole('textbox', { name: say('AWB numbers') }).fill('1000000001');
    await page.getByRole('button', { name: say('Track'), exact: true }).click();
    await expect(page.getByText(say('No shipment with this number'))).toBeVisible();
    await screenshots(page, testInfo, `track-${language}`, { atEachWidth: expectAccessible });
  }
});
