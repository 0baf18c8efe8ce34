import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { expectAccessible } from '../../support/browser/axe';
import { screenshots } from '../../support/browser/screenshots';
import { replaceDraftIfAsked, shipAgainFromList } from '../../support/browser/ship-again';
import { fillTaxNumbersIfAsked } from '../../support/browser/shipment-wizard';
import { signIn } from '../../support/browser/sign-in';

test.describe.configure({ timeout: 120_000 });

const shots = (page: Page, testInfo: TestInfo, name: string) =>
  screenshots(page, testInfo, name, { atEachWidth: expectAccessible });

test('ship again from a row: the wizard opens at Packages, filled in, references empty', async ({
  page,
}, testInfo) => {
  await signIn(page);
  await page.goto('/shipments');
  await page
    .getByRole('button', { name: /^Details for shipment / })
    .first()
    .click();
  await shots(page, testInfo, 'ship-again-row');
  await page
    .getByRole('button', { name: /^Ship again shipment / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/shipments\/create$/);
  await expect(page.getByRole('region', { name: /^Package #1$/ })).toBeVisible();
  await expect(page.getByText(/A new shipment has been filled in/)).toBeVisible();
  await shots(page, testInfo, 'ship-again-wizard');
  await page.getByRole('button', { name: 'Go Back' }).click();
  await page.getByRole('button', { name: 'Go Back' }).click();
  await page.getByRole('button', { name: 'Go Back' }).click();
  await expect(page.getByLabel('Order Reference')).toHaveValue('');
});

test('ship again with a draft in progress asks first, then replaces it', async ({
  page,
}, testInfo) => {
  await signIn(page);
  await shipAgainFromList(page);
  await expect(page).toHaveURL(/\/shipments\/create$/);
  // The draft now holds a shipment: the next 'Ship again' asks.
  await shipAgainFromList(page);
  const dialog = page.getByRole('dialog', { name: 'Replace your draft?' });
  await expect(dialog).toBeVisible();
  await shots(page, testInfo, 'ship-again-confirm');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/shipments$/);
  await page
    .getByRole('button', { name: /^Ship again shipment / })
    .first()
    .click();
  await page
    .getByRole('dialog', { name: 'Replace your draft?' })
    .getByRole('button', { name: 'Replace draft' })
    .click();
  await expect(page).toHaveURL(/\/shipments\/create$/);
});

test('ship again from the tracking drawer', async ({ page }) => {
  await signIn(page);
  await page.goto('/shipments');
  await page
    .getByRole('button', { name: /^Details for shipment / })
    .first()
    .click();
  await page
    .getByRole('button', { name: /^Track package / })
    .first()
    .click();
  const drawer = page.getByRole('dialog');
  await drawer.getByRole('button', { name: /^Ship again / }).click();
  await replaceDraftIfAsked(page);
  await expect(page).toHaveURL(/\/shipments\/create$/);
});

test('after ship again the stepper finishes only the steps that pass: the service not copied waits', async ({
  page,
}, testInfo) => {
  await signIn(page);
  await shipAgainFromList(page);
  await replaceDraftIfAsked(page);
  await expect(page.getByRole('region', { name: /^Package #1$/ })).toBeVisible();
  // The reference services' detail carries no product: the service is left to choose again.
  await expect(page.getByText(/except the service/)).toBeVisible();
  const stepper = page.getByRole('navigation', { name: 'Shipment steps' });
  const step = (name: string) => stepper.getByRole('listitem').filter({ hasText: name });
  for (const done of ['Pickup Address', 'Choose Consignee', 'References', 'Delivery Address']) {
    await expect(step(done)).toContainText('(completed)');
  }
  await expect(step('Service Selection')).toContainText('(not started)');
  await expect(step('Packages')).toContainText('(current step)');
  await screenshots(page, testInfo, 'ship-again-stepper');

  // Once a product is chosen and Next passes, the service is finished too.
  await expect(page.locator('html[data-live]')).toBeAttached();
  await page.getByRole('button', { name: 'Go Back' }).click();
  await expect(step('Service Selection')).toContainText('(current step)');
  await page.getByRole('radio').first().check();
  // The newest shipment may be an international one another test booked: it asks its
  // customs payment type on this step too.
  const customs = page.getByLabel('Customs payment type');
  if (await customs.count()) await customs.selectOption({ index: 1 });
  await fillTaxNumbersIfAsked(page);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(step('Packages')).toContainText('(current step)');
  await expect(step('Service Selection')).toContainText('(completed)');
});
