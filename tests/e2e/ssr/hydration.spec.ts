import { expect, test, type Locator, type Page } from '@playwright/test';
import type { RouteDef } from '../../../routes/types';
import { routes } from '../../../routes/web';
import { openAddressBook } from '../../support/browser/address-form';
import { latestCode, typeCode } from '../../support/browser/codes';
import { newCustomer, OLIVE } from '../../support/browser/linked-accounts';
import { signIn, submitLogin } from '../../support/browser/sign-in';
import { submitRegistration, uniqueEmail } from '../../support/browser/sign-up';
import { SIGNED_IN_ROUTES } from '../../support/visits';

// Server rendering (docs/architecture.md, First load): every page's first load arrives as HTML and is brought to
// life by the browser without a word in the console. A page that renders differently on the
// two sides is rendered again by the browser, which says so: these checks fail on it.

/** Every page of the route table: GET routes without a dot (helpers, downloads have one). */
const PAGES = (routes as readonly RouteDef[])
  .filter((r) => r.method === 'get' && !r.name.includes('.'))
  .map((r) => r.name);

/** The pages each check below visits, so the last one can tell that none was left out. */
const visited = new Set<string>();

/**
 * Console lines a first load must not write. The browser's note of the page's own status
 * (the error page's 404) is not one: it says what the address answered, not the page.
 */
function watchConsole(page: Page): string[] {
  const said: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    const own = message.location().url === page.url() && text.startsWith('Failed to load');
    // A page chunk's preload the browser refused is said only as a warning.
    if (!own && (message.type() === 'error' || /hydrat|modulepreload/i.test(text))) {
      said.push(text);
    }
  });
  page.on('pageerror', (error) => said.push(error.message));
  return said;
}

/**
 * A first load of `path` (a reload of the page shown when `path` is undefined): the HTML
 * holds the page rendered, the page goes live, its deferred parts arrive, and nothing is
 * said in the console. `name` is the route the page belongs to.
 */
async function expectHydrated(page: Page, name: string, path?: string): Promise<void> {
  const said = watchConsole(page);
  const response = path === undefined ? await page.reload() : await page.goto(path);
  expect(response, name).not.toBeNull();
  const app = /<div id="app" data-server-rendered="true" data-time-zone="([^"]+)">/.exec(
    await response!.text(),
  );
  expect(app, `${name}: the page came rendered by the server`).not.toBeNull();
  // After the first page, the browser has told the server its zone: dates are written in it.
  if (visited.size > 0) expect(app![1], `${name}: the reader's zone`).toBe(ZONE);
  await expect(page.locator('html[data-live]'), name).toBeAttached();
  await page.waitForLoadState('networkidle');
  expect(said, `${name}: the console`).toEqual([]);
  // React leaves a hydrated attribute as the server wrote it: ids made on a tree that differs
  // from the server's would tie labels and descriptions to nothing, and say nothing of it.
  expect(await danglingIds(page), `${name}: ids that point at nothing`).toEqual([]);
  page.removeAllListeners('console');
  page.removeAllListeners('pageerror');
  visited.add(name);
}

/** Labels and descriptions that name an element the page does not have. */
function danglingIds(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const missing: string[] = [];
    for (const el of document.querySelectorAll(
      '[aria-labelledby], [aria-describedby], label[for]',
    )) {
      const refs = ['aria-labelledby', 'aria-describedby', 'for'].flatMap((attr) =>
        (el.getAttribute(attr) ?? '').split(/\s+/).filter(Boolean),
      );
      for (const id of refs) {
        if (!document.getElementById(id)) missing.push(`${el.tagName.toLowerCase()} → #${id}`);
      }
    }
    return missing;
  });
}

/** The edit page of the address book's first address: a page with a parameter. */
async function anAddressEditPath(page: Page): Promise<string> {
  await page.goto('/address-book');
  const id = await page.getByRole('radio').first().getAttribute('value');
  expect(id).toBeTruthy();
  return `/address-book/${id}/edit`;
}

test.describe.configure({ mode: 'serial' });
// Far from the server's clock: a date the page formats in the wrong zone shows here.
const ZONE = 'Pacific/Kiritimati';
test.use({ timezoneId: ZONE });

test('every page a visitor sees signed out is rendered by the server and hydrates', async ({
  page,
}) => {
  await expectHydrated(page, 'login', '/login');
  await expectHydrated(page, 'home', '/');
  await expectHydrated(page, 'create-account', '/create-account');
  await expectHydrated(page, 'register', '/register/personal');
  await expectHydrated(page, 'register', '/register/business');
  await expectHydrated(page, 'reset-password', '/reset-password');
  await expectHydrated(page, 'track', '/track');
  // With results: the cards are a part loaded on demand, rendered on the server too.
  await expectHydrated(page, 'track', '/track?awb=1000000001');
  await expectHydrated(page, 'get-quote', '/quote');
  await expectHydrated(page, 'dev-kit', '/dev/kit');
  await expectHydrated(page, 'errors', '/no-such-page');
  // An invitation's link, open to anyone (docs/team.md): one the provider does not know.
  await expectHydrated(page, 'invitation', '/invitations/no-such-invitation');
  // The sign-in's second step (docs/two-factor.md), reloaded.
  await submitLogin(page, 'two-factor@portal.test', 'Demo!2345');
  await expect(page).toHaveURL(/\/login\/two-factor$/);
  await expectHydrated(page, 'two-factor-challenge');
});

test('the code and new-password screens of sign-up and reset hydrate on a reload', async ({
  page,
  request,
}) => {
  const user = { email: uniqueEmail('hydrate'), password: 'Start!2345' };
  await submitRegistration(page, user);
  await expectHydrated(page, 'register-verification');
  await typeCode(page, await latestCode(request, user.email));
  await expect(page).toHaveURL(/\/login$/);

  await page.goto('/reset-password');
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('button', { name: 'Send Verification Code' }).click();
  await expect(page).toHaveURL(/\/reset-password\/verify$/);
  await expectHydrated(page, 'verification');
  await typeCode(page, await latestCode(request, user.email, 1));
  await expect(page).toHaveURL(/\/reset-password\/change$/);
  await expectHydrated(page, 'change-pass');
});

test('every signed-in page hydrates, its deferred parts loaded after', async ({ page }) => {
  await signIn(page);
  for (const route of SIGNED_IN_ROUTES) await expectHydrated(page, route.name, route.path);
  await expectHydrated(page, 'edit-address-book', await anAddressEditPath(page));
  // A claim of the demo account, in review (docs/claims.md).
  await expectHydrated(page, 'claim', '/claims/2');
  // Open to everyone, drawn in the signed-in shell for a signed-in customer.
  await expectHydrated(page, 'get-quote', '/quote');
});

test('every page of a customer without an account hydrates, the prompt standing in', async ({
  page,
  request,
}) => {
  await newCustomer(page, request, 'hydrate-new');
  for (const route of SIGNED_IN_ROUTES) await expectHydrated(page, route.name, route.path);
  // Linking an account: its code screen, reloaded.
  await page.goto('/accounts/add');
  await page.getByLabel('Account Number').fill(OLIVE.number);
  await page.getByRole('button', { name: 'Add Account' }).click();
  await expect(page).toHaveURL(/\/accounts\/verify$/);
  await expectHydrated(page, 'accounts-verify');
  // Last: the sign-out page signs out as it loads.
  await expectHydrated(page, 'logout', '/logout');
});

/** A slow phone: each script arrives a second after it is asked for, those `later` 2.5 s. */
async function slowScripts(page: Page, later?: RegExp): Promise<void> {
  await page.route('**/assets/*.js', async (route) => {
    const delay = later?.test(route.request().url()) ? 2_500 : 1_000;
    await new Promise((resolve) => setTimeout(resolve, delay));
    await route.continue();
  });
}

test('what a visitor types before the page is live is kept, and sent once it is', async ({
  page,
}) => {
  // The scripts arrive well after the HTML, so the visitor types into it.
  await slowScripts(page);
  await page.goto('/login', { waitUntil: 'commit' });
  await page.getByLabel('Email').fill('demo@portal.test');
  await page.getByLabel('Password', { exact: true }).fill('Demo!2345');
  // Until it is live the buttons wait, so a press cannot send the form without its fields,
  // nor be lost (the password's eye would not show it).
  await expect(page.getByRole('button', { name: 'Login' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Show password' })).toBeDisabled();
  await expect(page.locator('html[data-live]')).toBeAttached({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
  await expect(page.getByLabel('Email')).toHaveValue('demo@portal.test');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
});

test('the button waits until what was typed is back in its fields', async ({ page }) => {
  // The scripts arrive after the visitor has typed, and the part that gives typed text back
  // well after the app has hydrated the page.
  await slowScripts(page, /give-back-typed-/);
  await page.goto('/login', { waitUntil: 'commit' });
  await page.getByLabel('Email').fill('demo@portal.test');
  await page.getByLabel('Password', { exact: true }).fill('Demo!2345');
  // Pressed as soon as it can be: never with the fields still empty in the form's state.
  await page.getByRole('button', { name: 'Login' }).click({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
});

test("a list's chips and search wait until the page is live, then answer", async ({ page }) => {
  await signIn(page);
  await slowScripts(page);
  await page.goto('/shipments?search=a', { waitUntil: 'commit' });
  const delivered = page.getByRole('radio', { name: 'Delivered' });
  const clear = page.getByRole('button', { name: 'Clear search' });
  await expect(delivered).toBeDisabled();
  await expect(clear).toBeDisabled();
  await expect(page.locator('html[data-live]')).toBeAttached({ timeout: 15_000 });
  await clear.click();
  await expect(page).not.toHaveURL(/search=/);
  await delivered.click();
  await expect(page).toHaveURL(/apply-filter=delivered/);
});

// The dashboard's controls, which the first-paint flow (first-paint.spec.ts) leaves out.
test('the first paint draws the menus and chips as they will be once live', async ({ page }) => {
  await signIn(page);
  await slowScripts(page);
  await page.goto('/dashboard', { waitUntil: 'commit' });
  const controls = [
    page.locator('button[aria-haspopup="listbox"]').first(),
    page.getByRole('radio', { name: 'Delivered', exact: true }),
  ];
  const look = (control: Locator) =>
    control.evaluate((element) => {
      const style = getComputedStyle(element);
      return { opacity: style.opacity, background: style.backgroundColor, color: style.color };
    });
  const before = [];
  for (const control of controls) {
    // Still waiting for its scripts, so it cannot be pressed yet; but it is not greyed out.
    await expect(control).toBeDisabled();
    before.push(await look(control));
  }
  await expect(page.locator('html[data-live]')).toBeAttached({ timeout: 15_000 });
  for (const [i, control] of controls.entries()) {
    await expect(control).toBeEnabled();
    expect(await look(control)).toEqual(before[i]);
  }
});

test("a phone's first paint shows the cards it keeps, once its browser has said it is narrow", async ({
  browser,
}) => {
  const page = await browser.newPage({ viewport: { width: 375, height: 812 } });
  await signIn(page);
  const said = watchConsole(page);
  await slowScripts(page);
  const response = await page.goto('/dashboard', { waitUntil: 'commit' });
  expect(await response!.text()).toContain('data-screen="narrow"');
  const cards = page.getByRole('list', { name: 'Recent shipments' });
  // The server's HTML, before any script has run: the cards, not a table turning into them.
  await expect(cards.getByRole('listitem').first()).toBeVisible();
  expect(await page.locator('html[data-live]').count()).toBe(0);
  await expect(page.getByRole('table', { name: 'Recent shipments' })).toHaveCount(0);
  await expect(page.locator('html[data-live]')).toBeAttached({ timeout: 15_000 });
  await expect(cards.getByRole('listitem').first()).toBeVisible();
  expect(said).toEqual([]);
  await page.close();
});

test("a list's row boxes wait until the page is live, then tick", async ({ page }) => {
  await signIn(page);
  await slowScripts(page);
  await page.goto('/shipments', { waitUntil: 'commit' });
  const box = page.getByRole('checkbox', { name: /^Select shipment / }).first();
  await expect(box).toBeDisabled();
  await expect(page.locator('html[data-live]')).toBeAttached({ timeout: 15_000 });
  await box.check();
  await expect(box).toBeChecked();
  await expect(page.getByRole('status').filter({ hasText: /selected/ })).not.toHaveText(
    'No shipments selected',
  );
});

test('a choice made before the page is live is kept, and sent once it is', async ({ page }) => {
  await signIn(page);
  await slowScripts(page);
  await page.goto('/reports', { waitUntil: 'commit' });
  await page.getByLabel('Report', { exact: true }).selectOption({ label: 'Pickups by status' });
  await expect(page.locator('html[data-live]')).toBeAttached({ timeout: 15_000 });
  await expect(page.getByLabel('Report', { exact: true })).toHaveValue('pickups-by-status');
  await page.getByRole('button', { name: 'Generate Report' }).click();
  await expect(page).toHaveURL(/kind=pickups-by-status/);
});

test('an address chosen before the page is live stays chosen once it is', async ({ page }) => {
  await openAddressBook(page);
  await slowScripts(page);
  await page.goto('/address-book', { waitUntil: 'commit' });
  const second = page.getByRole('radio').nth(1);
  await second.check();
  const id = await second.getAttribute('value');
  await expect(page.locator('html[data-live]')).toBeAttached({ timeout: 15_000 });
  // Hydration put the radios back to the page's state (none chosen); the choice came back.
  await expect(second).toBeChecked();
  await page.getByRole('link', { name: 'Edit Address' }).click();
  await expect(page).toHaveURL(new RegExp(`/address-book/${id}/edit$`));
});

test('no page of the route table is left out', () => {
  const pages = new Set([...PAGES, 'errors']);
  expect([...visited].sort()).toEqual([...pages].sort());
});
