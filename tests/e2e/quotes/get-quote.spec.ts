import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { choose } from '../../support/browser/address-form';
import { expectAccessible } from '../../support/browser/axe';
import { screenshots } from '../../support/browser/screenshots';
import { replaceDraftIfAsked } from '../../support/browser/ship-again';
import { DEMO, signIn } from '../../support/browser/sign-in';
import { dayFromToday } from '../../support/data/dates';

// Get a quote (docs/architecture.md, 'Get a quote'): anyone prices a lane and its packages;
// 'Ship this' opens the wizard with the service chosen, after sign-in for a visitor.

// A busy machine takes two minutes and more over the sign-ins, the pickers and four axe runs.
test.describe.configure({ timeout: 240_000 });

const from = (page: Page) => page.getByRole('group', { name: 'From' });
const to = (page: Page) => page.getByRole('group', { name: 'To' });
const firstPackage = (page: Page) => page.getByRole('group', { name: 'Package 1' });
const results = (page: Page) => page.getByRole('region', { name: 'Prices' });

/** A browser that has never signed in: its own cookies, nothing shared. */
async function stranger(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

/** Beirut, Lebanon to Oranjestad, Aruba (a country without provinces, cities or postal codes). */
async function fillLane(page: Page) {
  await expect(page.locator('html[data-live]')).toBeAttached();
  await choose(from(page), 'Country', 'Leban', 'Lebanon');
  await choose(from(page), 'Province', 'Beirut', 'Beirut Governorate');
  const city = from(page).getByRole('combobox', { name: 'City', exact: true });
  await expect(city).toBeEnabled();
  await city.click();
  await page.getByRole('option').first().click();
  await from(page).getByLabel('Postal Code', { exact: true }).fill('1107');
  await choose(to(page), 'Country', 'Aruba', 'Aruba');
  const typed = to(page).getByRole('textbox', { name: 'City' });
  await typed.fill('Oranjestad');
  await expect(to(page).getByLabel('Postal Code', { exact: true })).toHaveCount(0);
}

async function fillPackage(scope: Locator, weight: string, sides: [string, string, string]) {
  await scope.getByLabel('Weight', { exact: true }).fill(weight);
  await scope.getByLabel('Length', { exact: true }).fill(sides[0]);
  await scope.getByLabel('Width', { exact: true }).fill(sides[1]);
  await scope.getByLabel('Height', { exact: true }).fill(sides[2]);
}

const getPrices = (page: Page) => page.getByRole('button', { name: 'Get prices' }).click();

/** The service cards, read once the answer is in: each has a price and a 'Ship this'. */
async function expectPrices(page: Page) {
  const cards = results(page).getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThan(1);
  await expect(results(page).getByText('Cheapest', { exact: true })).toHaveCount(1);
  await expect(results(page).getByText('Fastest', { exact: true })).toHaveCount(1);
  await expect(cards.first().getByText(/^Charged on 14\.5 kg \(volumetric\)/)).toBeVisible();
  await cards.first().getByText('Price breakdown').click();
  await expect(cards.first().getByText('Total', { exact: true })).toBeVisible();
  return cards;
}

test('a visitor: from public tracking, bad input said under its fields, then prices and Ship this through sign-in', async ({
  browser,
}, testInfo) => {
  const page = await stranger(browser);
  await page.goto('/track');
  await page.getByRole('link', { name: 'Get a quote' }).click();
  await expect(page).toHaveURL(/\/quote$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Get a quote' })).toBeVisible();
  // No signed-in shell for a visitor.
  await expect(page.getByRole('navigation', { name: /main/i })).toHaveCount(0);

  await fillLane(page);
  const rates: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/quote') rates.push(r.url());
  });
  // Bad input: a message under each field, nothing sent.
  await fillPackage(firstPackage(page), '0', ['301', '30', '30']);
  await page.getByLabel('Ship Date').fill('2020-01-01');
  await getPrices(page);
  await expect(firstPackage(page).getByText('Weight must be more than 0')).toBeVisible();
  await expect(firstPackage(page).getByText(/Length is at most 300 cm/)).toBeVisible();
  await expect(page.getByText('The ship date cannot be in the past')).toBeVisible();
  await firstPackage(page).getByLabel('Weight', { exact: true }).fill('1200');
  await getPrices(page);
  await expect(firstPackage(page).getByText(/A piece weighs at most 1,000 kg/)).toBeVisible();
  expect(rates).toEqual([]);
  await screenshots(page, testInfo, 'get-quote-bad-input', { atEachWidth: expectAccessible });

  await fillPackage(firstPackage(page), '4.5', ['40', '30', '30']);
  await firstPackage(page).getByLabel('Pieces').fill('2');
  const nextWeek = dayFromToday(7);
  await page.getByLabel('Ship Date').fill(nextWeek);
  await getPrices(page);
  const cards = await expectPrices(page);
  await expect(results(page).getByText(/^Published prices/)).toBeVisible();
  await screenshots(page, testInfo, 'get-quote-visitor', {
    atEachWidth: expectAccessible,
    path: (width) => `test-results/screens/get-quote-visitor-${width}.png`,
  });

  const product = await productNamed(
    page,
    (await cards.first().getByRole('heading', { level: 3 }).textContent())!,
  );
  await cards
    .first()
    .getByRole('button', { name: /^Ship this/ })
    .click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText(/Sign in to ship this/)).toBeVisible();
  await page.getByLabel('Email').fill(DEMO.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await replaceDraftIfAsked(page);
  await expect(page).toHaveURL(/\/shipments\/create$/);
  await expectServiceChosen(page, product);
});

/** The page object a document of the portal carries, read as the server sends it. */
async function pageObject(page: Page, path: string): Promise<{ props: Record<string, unknown> }> {
  const html = await (await page.request.get(path)).text();
  const json = /<script data-page="app" type="application\/json">([\s\S]*?)<\/script>/.exec(
    html,
  )?.[1];
  return JSON.parse(json ?? '{}') as { props: Record<string, unknown> };
}

/** The product (its code) of the service named `label` in the quote shown. */
async function productNamed(page: Page, label: string): Promise<string> {
  const { props } = await pageObject(page, '/quote');
  const answer = props.answer as { quotes: Array<{ product: { value: string; label: string } }> };
  return answer.quotes.find((q) => q.product.label === label)!.product.value;
}

/** The wizard opened with the packages, one per piece, and the service chosen in its draft. */
async function expectServiceChosen(page: Page, product: string) {
  await expect(page.getByRole('heading', { level: 1, name: 'Create Shipment' })).toBeVisible();
  const { props } = await pageObject(page, '/shipments/create');
  const draft = props.draft as {
    values: { productCode: string; packages: Array<{ weight: string }> };
  };
  expect(draft.values.productCode).toBe(product);
  expect(draft.values.packages.map((p) => p.weight)).toEqual(['4.5', '4.5']);
}

test('signed in: from the dashboard, the account’s prices and Ship this into the wizard', async ({
  page,
}, testInfo) => {
  await signIn(page);
  await page.getByRole('link', { name: 'Get a quote' }).click();
  await expect(page).toHaveURL(/\/quote$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Get a quote' })).toBeVisible();
  await fillLane(page);
  await fillPackage(firstPackage(page), '4.5', ['40', '30', '30']);
  await firstPackage(page).getByLabel('Pieces').fill('2');
  await getPrices(page);
  const cards = await expectPrices(page);
  await expect(results(page).getByText(/^Prices of /)).toBeVisible();
  await screenshots(page, testInfo, 'get-quote-signed-in', {
    atEachWidth: expectAccessible,
    path: (width) => `test-results/screens/get-quote-signed-in-${width}.png`,
  });
  const product = await productNamed(
    page,
    (await cards.nth(1).getByRole('heading', { level: 3 }).textContent())!,
  );
  await cards
    .nth(1)
    .getByRole('button', { name: /^Ship this/ })
    .click();
  await replaceDraftIfAsked(page);
  await expect(page).toHaveURL(/\/shipments\/create$/);
  await expectServiceChosen(page, product);
});
