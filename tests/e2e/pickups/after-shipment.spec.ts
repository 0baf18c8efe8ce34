import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../../support/browser/axe';
import { signIn } from '../../support/browser/sign-in';
import { dayFromToday } from '../../support/data/dates';

// Its own account, so that the other pickup and shipment flows keep their first rows.
const ACCOUNT = 'Desert Bloom Florists';
const COUNTRY = 'United Arab Emirates';

test.describe.configure({ timeout: 150_000 });

const tomorrow = () => dayFromToday(1);

/** Types into a searchable select and picks the first option matching `match`. */
async function pick(page: Page, label: string, search: string, match: RegExp) {
  const input = page.getByRole('combobox', { name: label, exact: true });
  await input.click();
  await input.fill(search);
  await page.getByRole('option', { name: match }).first().click();
}

const next = (page: Page) => page.getByRole('button', { name: 'Next' }).click();

/** A domestic shipment of one package through the Create Shipment wizard. */
async function createShipment(page: Page): Promise<void> {
  await page.goto('/shipments/create');
  await expect(page.getByRole('heading', { level: 1, name: 'Create Shipment' })).toBeVisible();
  await pick(page, 'Pickup Address', COUNTRY, new RegExp(COUNTRY));
  await next(page);
  await pick(page, 'Consignee', '', /\(.*\|.*\)/);
  await next(page);
  await page.getByLabel('Order Reference').fill('E2E-PICKUP-1');
  await page.getByLabel('Billing Reference').fill('BILL-PICKUP');
  await next(page);
  await pick(page, 'Delivery Address', COUNTRY, new RegExp(COUNTRY));
  await expect(page.getByText('Domestic (DOM)')).toBeVisible();
  await next(page);
  await page
    .getByRole('radio', { name: /^Domestic Express/ })
    .first()
    .check();
  await next(page);
  const card = page.getByRole('region', { name: 'Package #1', exact: true });
  await card.getByLabel('Description', { exact: true }).first().fill('Fresh flowers');
  await card.getByLabel('Type', { exact: true }).selectOption('box');
  await card.getByLabel('Commodity Type', { exact: true }).selectOption('documents');
  await card.getByLabel('Weight', { exact: true }).fill('3');
  await card.getByLabel('Weight Unit', { exact: true }).selectOption('kg');
  await card.getByLabel('Declared Amount', { exact: true }).fill('40');
  await card.getByLabel('Declared Amount Unit', { exact: true }).selectOption('USD');
  await page.getByRole('button', { name: 'Create Shipment' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

test("schedule from the dashboard's prompt after creating a shipment", async ({ page }) => {
  await signIn(page);
  await page
    .getByRole('button', { name: /Cedar Line Trading/ })
    .first()
    .click();
  await page.getByRole('option', { name: ACCOUNT }).click();
  await expect(page.getByRole('button', { name: new RegExp(ACCOUNT) }).first()).toBeVisible();

  await createShipment(page);
  const prompt = page.getByRole('dialog', { name: 'Would you like to schedule a pickup now?' });
  await expect(prompt).toBeVisible();
  await prompt.getByRole('link', { name: 'Schedule' }).click();

  // The shorter step list, starting at Shipping Details with the shipment's sender address.
  await expect(page).toHaveURL(/\/pickups\/schedule\?shipper_address_id=/);
  const stepper = page.getByRole('navigation', { name: 'Schedule pickup steps' });
  await expect(stepper.getByRole('listitem')).toHaveCount(3);
  await expect(page.getByRole('heading', { level: 2, name: 'Shipping Details' })).toBeVisible();
  await expect(page.getByText('Pickup address:')).toBeVisible();
  await expect(page.locator('form')).toContainText(COUNTRY);
  await expectAccessible(page);

  await page.getByLabel('Number of Packages (max 6)').fill('1');
  await page.getByLabel('Weight (kg)').fill('3');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Pickup Date').fill(tomorrow());
  await page.getByRole('button', { name: 'Evening 5 PM - 9 PM' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Your pickup has been scheduled.')).toBeVisible();

  await page.goto('/pickups');
  const first = page.getByRole('table', { name: 'My pickups' }).getByRole('row').nth(1);
  await expect(first).toContainText('5:00 PM – 9:00 PM');
  await expect(first).toContainText(COUNTRY);
  await expect(first.getByText('Pending', { exact: true })).toBeVisible();
});
