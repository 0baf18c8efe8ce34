import { expect, test, type Page, type Request } from '@playwright/test';
import { replaceDraftIfAsked, shipAgainFromList } from '../../support/browser/ship-again';
import { checkStep, packageCard } from '../../support/browser/shipment-wizard';
import { signIn } from '../../support/browser/sign-in';

test.describe.configure({ timeout: 180_000 });

const RATES_PATH = '/shipments/create/rates';
const isRating = (req: Request) =>
  req.method() === 'POST' && new URL(req.url()).pathname === RATES_PATH;

/** A price and a delivery date on a product's card ('$42.10 Arrives 04 Dec 2026'). */
const PRICED = /\d\.\d{2}.*Arrives \d{2} \w{3} \d{4}/;
/** An amount as the portal writes it: '$42.10', '€9.50', 'AED 12.00'. */
const MONEY = /(?:[$€£]|[A-Z]{3}\s?)[\d,]+\.\d{2}/;

/** Signed in, on a wizard filled in by 'Ship again', at its Packages step, live. */
async function shipAgain(page: Page) {
  await signIn(page);
  await shipAgainFromList(page);
  // The copy of a shipment asks the provider for its detail: longer than a step on a busy machine.
  await expect(
    page
      .getByRole('heading', { level: 1, name: 'Create Shipment' })
      .or(page.getByRole('button', { name: 'Replace draft' }))
      .first(),
  ).toBeVisible({ timeout: 45_000 });
  await replaceDraftIfAsked(page);
  await expect(page.getByRole('region', { name: /^Package #1$/ })).toBeVisible();
  await expect(page.locator('html[data-live]')).toBeAttached();
}

/** Types into a field as a user does, a key at a time with short pauses, over what was there. */
async function typeOver(page: Page, label: string, text: string) {
  const field = packageCard(page, 1).getByLabel(label, { exact: true });
  await field.click();
  await field.press('ControlOrMeta+A');
  await field.pressSequentially(text, { delay: 90 });
}

test('prices after Ship again, the summary as packages change, switching product, one rating call per settled change', async ({
  page,
}, testInfo) => {
  const rated: Request[] = [];
  page.on('request', (req) => {
    if (isRating(req)) rated.push(req);
  });
  await shipAgain(page);

  // Service Selection: the packages are known, so every product has its price and date.
  await page.getByRole('button', { name: 'Go Back' }).click();
  const products = page.getByRole('group', { name: 'Product' }).getByRole('radio');
  await expect(products.first()).toHaveAccessibleName(PRICED);
  for (const product of await products.all()) await expect(product).toHaveAccessibleName(PRICED);
  await expect(page.getByText('Cheapest', { exact: true })).toBeVisible();
  await expect(page.getByText('Fastest', { exact: true })).toBeVisible();
  await checkStep(page, testInfo, 'prices-service');
  await products.first().check();
  const customs = page.getByLabel('Customs payment type');
  if (await customs.count()) await customs.selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Next' }).click();

  // Packages: the summary shows the chosen product's total, breakdown and delivery date.
  const summary = page.getByLabel('Shipment summary');
  const prices = summary.getByRole('region', { name: 'Price and delivery' });
  const total = prices.locator('p', { hasText: 'Total' }).locator('span').last();
  await expect(total).toHaveText(/\d\.\d{2}/);
  await expect(prices.getByLabel('Price breakdown')).toContainText('Freight');
  await expect(prices).toContainText(/Estimated delivery \d{2} \w{3} \d{4}/);
  const before = await total.textContent();

  // Typing a weight: one rating call once it settles, none per keystroke.
  await expect.poll(() => rated.length).toBeGreaterThan(0);
  const settledBefore = rated.length;
  await typeOver(page, 'Weight', '37.5');
  await expect(total).not.toHaveText(before ?? '');
  let settledChanges = 1;
  const measured = (await packageCard(page, 1).getByLabel('Length', { exact: true }).count()) > 0;
  if (measured) {
    // The three sides typed one after another, as one change.
    await typeOver(page, 'Length', '61');
    await typeOver(page, 'Width', '42');
    await typeOver(page, 'Height', '33');
    settledChanges += 1;
    await expect(prices).toContainText('Charged on');
  }
  // Proving no late call follows needs a pause longer than the settling delay.
  await page.waitForTimeout(2000);
  const calls = rated.length - settledBefore;
  expect(calls).toBeGreaterThanOrEqual(1);
  expect(calls).toBeLessThanOrEqual(settledChanges);
  testInfo.annotations.push({
    type: 'rating calls',
    description: `${calls} for ${settledChanges} settled change(s) while typing`,
  });

  // Switching product from the summary: the total is the other product's price.
  const choices = prices.getByRole('group', { name: 'Switch service' });
  const unchosen = choices.locator('label').filter({ has: page.locator('input:not(:checked)') });
  const value = await unchosen.first().getByRole('radio').getAttribute('value');
  // Held by its value: once chosen it is no longer among the unchosen.
  const card = choices.locator('label').filter({ has: page.locator(`input[value="${value}"]`) });
  const price = MONEY.exec((await card.textContent()) ?? '')?.[0];
  expect(price).toBeTruthy();
  await card.getByRole('radio').check();
  await expect(card.getByRole('radio')).toBeChecked();
  await expect(total).toHaveText(price!);
  await checkStep(page, testInfo, 'prices-packages');
});

test('a failed fetch offers a retry; a provider without prices is said to be so once', async ({
  page,
}) => {
  let answer: 'fail' | 'pass' | 'not-offered' = 'fail';
  await page.route(`**${RATES_PATH}`, (route) =>
    answer === 'pass'
      ? route.continue()
      : answer === 'fail'
        ? route.fulfill({ status: 503, json: { state: 'failed' } })
        : route.fulfill({ status: 200, json: { state: 'not-offered' } }),
  );
  await shipAgain(page);
  const summary = page.getByLabel('Shipment summary');
  await expect(summary.getByRole('alert')).toContainText('The price could not be fetched');
  // The wizard stays usable meanwhile.
  await expect(page.getByRole('button', { name: 'Create Shipment' })).toBeEnabled();
  answer = 'pass';
  await summary.getByRole('button', { name: 'Try again' }).click();
  await expect(summary.getByRole('alert')).toHaveCount(0);

  answer = 'not-offered';
  // The step is kept in the draft before the page is opened again there.
  const kept = page.waitForResponse(
    (res) => res.request().method() === 'PUT' && res.url().includes('/shipments/create/draft'),
  );
  await page.getByRole('button', { name: 'Go Back' }).click();
  await kept;
  await page.reload();
  await expect(page.locator('html[data-live]')).toBeAttached();
  await expect(page.getByText(/Prices are not available from your provider/)).toHaveCount(1);
  await expect(
    page.getByRole('group', { name: 'Product' }).getByRole('radio').first(),
  ).not.toHaveAccessibleName(PRICED);
});
