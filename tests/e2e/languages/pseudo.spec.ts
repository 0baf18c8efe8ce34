import { expect, test, type Page } from '@playwright/test';
import { screenshots } from '../../support/browser/screenshots';
import { DEMO } from '../../support/browser/sign-in';
import { pseudo, readPseudo, untranslatedOn, watchGiven } from '../../support/browser/pseudo';

// The pseudo-locale run (docs/i18n.md): every screen a customer reaches, in the pseudo
// language, where every message that goes through the catalogs is visibly transformed. Text
// left plain on a screen (not data the page was given, not a formatted date) skipped the
// catalogs: a server's toast, a form rule's message, a label built by concatenation. The
// portal under test runs with PORTAL_PSEUDO_LOCALE=true (playwright.config.ts).

/** What the page is given, watched from the page's first visit on. */
const given = new WeakMap<Page, () => Promise<Set<string>>>();

test.beforeEach(async ({ context, page, baseURL }) => {
  await readPseudo(context, baseURL!);
  given.set(page, watchGiven(page));
});

const live = (page: Page) => expect(page.locator('html[data-live]')).toBeAttached();

/** The app is live and nothing it asked for is still on its way. */
async function settled(page: Page) {
  await live(page);
  await page.waitForLoadState('networkidle');
}

/** Every text on the screen that skipped the catalogs, named with the screen (soft: all are listed). */
async function expectNoPlainText(page: Page, screen: string) {
  await settled(page);
  const left = await untranslatedOn(page, await given.get(page)!());
  expect.soft(left, `text left untranslated on ${screen}`).toEqual([]);
}

/** The beginning of a message with one value: what a name starting with it matches. */
const startOf = (id: string, name: string) =>
  new RegExp(
    `^${pseudo(id, { [name]: '\u0001' })
      .split('\u0001')[0]!
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`,
  );

async function signIn(page: Page) {
  await page.goto('/login');
  await page.getByLabel(pseudo('Email')).fill(DEMO.email);
  await page.getByLabel(pseudo('Password'), { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: pseudo('Login'), exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

test('the sign-in pages, public tracking and the error page, with what the server says', async ({
  page,
}) => {
  const first = await page.goto('/login');
  // The server renders the page in the pseudo language too (the browser hydrates it).
  expect(await first!.text()).toContain(pseudo('Login'));
  // The pseudo language reads left to right, and the page is English to the browser.
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('heading', { level: 1, name: pseudo('Login') })).toBeVisible();
  await expectNoPlainText(page, '/login');

  // The server's answer to a wrong password.
  await page.getByLabel(pseudo('Email')).fill(DEMO.email);
  await page.getByLabel(pseudo('Password'), { exact: true }).fill('Wrong!2345');
  await page.getByRole('button', { name: pseudo('Login'), exact: true }).click();
  await expect(page.getByRole('alert').first()).toBeVisible();
  await expectNoPlainText(page, '/login, a wrong password');

  // The form's own rules, said in the browser.
  await page.goto('/reset-password');
  await expectNoPlainText(page, '/reset-password');
  await page.getByRole('button').filter({ hasText: /\S/ }).last().click();
  await expectNoPlainText(page, '/reset-password, sent empty');

  for (const path of ['/create-account', '/register/personal', '/register/business']) {
    await page.goto(path);
    await expectNoPlainText(page, path);
  }

  await page.goto('/track');
  await expectNoPlainText(page, '/track');
  await page.getByRole('textbox', { name: pseudo('AWB numbers') }).fill('1000000001');
  await page.getByRole('button', { name: pseudo('Track'), exact: true }).click();
  await expect(page.getByText(pseudo('No shipment with this number'))).toBeVisible();
  await expectNoPlainText(page, '/track, an unknown AWB');

  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoPlainText(page, 'the error page (404)');
});

const SIGNED_IN_SCREENS = [
  '/address-book',
  '/address-book/add',
  '/address-book/import',
  '/pickups',
  '/pickups/schedule',
  '/claims',
  // A claim in review: its summary, its thread and the photos it still takes.
  '/claims/2',
  '/accounts',
  '/accounts/add',
  '/accounts/edit',
  '/billing-and-payments',
  '/reports',
  '/quote',
  '/profile',
  '/profile/password',
  '/profile/shipping-preferences',
  '/profile/pickup-preferences',
  '/shipments/import',
];

test('every signed-in screen, the sign-in toast and a form the server refuses', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signIn(page);
  // The server's toast, while it is on screen.
  await expect(page.getByRole('status').getByText(pseudo('Login Successful'))).toBeVisible();
  await expectNoPlainText(page, '/dashboard, with the sign-in toast');

  for (const path of SIGNED_IN_SCREENS) {
    await page.goto(path);
    await expectNoPlainText(page, path);
  }

  // A password change the server refuses: its field error and toast.
  await page.goto('/profile/password');
  await page.getByLabel(pseudo('Old Password')).fill('Not!the2345');
  await page.getByLabel(pseudo('New Password'), { exact: true }).fill('Newer!Pass2345');
  await page.getByLabel(pseudo('Confirm Password')).fill('Newer!Pass2345');
  await page.getByRole('button', { name: pseudo('Change Password') }).click();
  await expect(page.getByRole('alert').first()).toBeVisible();
  await expectNoPlainText(page, '/profile/password, refused by the server');

  // The address form sent empty: its rules' messages.
  await page.goto('/address-book/add');
  await settled(page);
  await page.locator('form button[type="submit"]').last().click();
  await expect(page.getByRole('alert').first()).toBeVisible();
  await expectNoPlainText(page, '/address-book/add, sent empty');
});

test('the shipments list, a row opened, the tracking drawer and the creation wizard', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  await signIn(page);
  await page.goto('/shipments');
  await expectNoPlainText(page, '/shipments');

  await page
    .getByRole('button', { name: startOf('Details for {row}', 'row') })
    .first()
    .click();
  await expectNoPlainText(page, '/shipments, a row opened');
  await page
    .getByRole('button', { name: startOf('Track package {awb}', 'awb') })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoPlainText(page, '/shipments, the tracking drawer');
  await page.keyboard.press('Escape');

  await page.goto('/shipments/create');
  await expect(
    page.getByRole('heading', { level: 1, name: pseudo('Create Shipment') }),
  ).toBeVisible();
  await expectNoPlainText(page, '/shipments/create, the first step');
  // A step sent empty: its rules' messages. The account's pickup address may complete the
  // first step already; then the next one, the consignee, is sent empty.
  const next = page.getByRole('button', { name: pseudo('Next') });
  const missing = page
    .getByText(pseudo('please select an address'))
    .or(page.getByText(pseudo('{label} is required', { label: pseudo('Customer') })));
  const consigneeStep = page.getByRole('heading', { name: pseudo('Choose Consignee') });
  await next.click();
  await expect(missing.or(consigneeStep).first()).toBeVisible();
  if (!(await missing.count())) await next.click();
  await expect(missing.first()).toBeVisible();
  await expectNoPlainText(page, '/shipments/create, a step sent empty');
  await screenshots(page, testInfo, 'pseudo-create-shipment');

  await page.goto('/dashboard');
  await expectNoPlainText(page, '/dashboard');
  await screenshots(page, testInfo, 'pseudo-dashboard');
});
