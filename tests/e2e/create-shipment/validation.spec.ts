import { expect, test } from '@playwright/test';
import {
  checkStep,
  expectStep,
  fillTaxNumbersIfAsked,
  fillPackage,
  goBack,
  next,
  openWizard,
  packageCard,
  pick,
} from '../../support/browser/shipment-wizard';

test.describe.configure({ timeout: 180_000 });

test('every step says what is missing; the draft survives a reload and a refused creation', async ({
  page,
}, testInfo) => {
  await openWizard(page);

  await next(page);
  await expect(page.getByText('please select an address')).toBeVisible();
  await checkStep(page, testInfo, 'pickup');
  await pick(page, 'Pickup Address', 'Warehouse', /Warehouse/);
  await next(page);

  await expectStep(page, 'step-6', 'Choose Consignee');
  await next(page);
  await expect(page.getByText('Customer is required')).toBeVisible();
  await checkStep(page, testInfo, 'consignee');
  // Go Back clears the messages.
  await goBack(page);
  await expect(page.getByText('Customer is required')).toHaveCount(0);
  await next(page);
  await pick(page, 'Consignee', '', /\(.*\|.*\)/);
  await next(page);

  await expectStep(page, 'step-1', 'References');
  await page.getByLabel('Order Reference').fill('E2E-RELOAD');
  await checkStep(page, testInfo, 'references');
  // The step goes to the session as soon as it changes.
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/shipments/create/draft') && r.request().method() === 'PUT',
  );
  await next(page);
  expect((await saved).status()).toBe(204);

  // A reload in the middle comes back to the same step with everything entered.
  await expectStep(page, 'step-3', 'Delivery Address');
  await page.reload();
  await expectStep(page, 'step-3', 'Delivery Address');
  await goBack(page);
  await expect(page.getByLabel('Order Reference')).toHaveValue('E2E-RELOAD');
  await next(page);

  await next(page);
  await expect(page.getByText('please select an address')).toBeVisible();
  await checkStep(page, testInfo, 'delivery');
  // A consignee abroad makes the shipment international.
  await pick(page, 'Delivery Address', '', /^(?!.*United States)/);
  await expect(page.getByText('International (EXP)')).toBeVisible();
  await next(page);

  await expectStep(page, 'step-4', 'Service Selection');
  await next(page);
  await expect(page.getByText('Product code is required')).toBeVisible();
  await expect(page.getByText('Custom payment type is required')).toBeVisible();
  await checkStep(page, testInfo, 'service');
  await page.getByRole('radio', { name: /Express 12:00/ }).check();
  await page.getByLabel('Customs payment type').selectOption('DDP - Shipper');
  await fillTaxNumbersIfAsked(page);
  await page.getByRole('checkbox', { name: /Cash on Delivery/ }).check();
  await next(page);

  await expectStep(page, 'step-5', 'Packages');
  await page.getByRole('button', { name: 'Create Shipment' }).click();
  const card = packageCard(page, 1);
  for (const message of [
    'Description is required',
    'Type is required',
    'Commodity Type is required',
    'Weight is required',
    'Weight Unit is required',
    'Declared Amount is required',
    'Declared Amount Unit is required',
    'COD Amount is required',
    'COD Amount Unit is required',
    'Dimensions Unit is required',
    'Height is required',
    'Length is required',
    'Width is required',
    'SKU Code is required',
    'HSN Code is required',
    'Origin Country is required',
    'Quantity is required',
    'Unit Price is required',
    'Declared Unit Amount is required',
  ]) {
    await expect(card.getByText(message, { exact: true }).first()).toBeVisible();
  }
  await expect(card.getByText('Currency is required')).toHaveCount(2);
  // The first field in error is scrolled to and focused (spec §5: after 300 ms).
  await expect(card.getByLabel('Description', { exact: true }).first()).toBeFocused();
  await checkStep(page, testInfo, 'packages');

  // Numeric fields keep digits and one dot only.
  await card.getByLabel('Height', { exact: true }).fill('1a2.5.6');
  await expect(card.getByLabel('Height', { exact: true })).toHaveValue('12.56');

  // Back to domestic: the items go, and so do their messages.
  await goBack(page);
  await goBack(page);
  await pick(page, 'Delivery Address', 'United States', /United States/);
  await expect(page.getByText(/this is now a domestic shipment/)).toBeVisible();
  await next(page);
  await page.getByRole('radio', { name: /Domestic Economy/ }).check();
  await next(page);
  await expect(card.getByRole('group', { name: /Item #/ })).toHaveCount(0);

  // The provider refuses a weight of 0: the message lands under Weight, nothing is lost.
  await fillPackage(card, { weight: '0', cod: '5' });
  await page.getByRole('button', { name: 'Create Shipment' }).click();
  await expect(card.getByText('Weight must be greater than 0')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create Shipment' })).toBeEnabled();
  await page.reload();
  await expectStep(page, 'step-5', 'Packages');
  await expect(card.getByLabel('Description', { exact: true })).toHaveValue('Printed catalogues');
  await expect(card.getByLabel('COD Amount', { exact: true })).toHaveValue('5');
});

test('a new draft starts from the default shipping address; Discard draft starts over', async ({
  page,
}) => {
  await openWizard(page, 'Cedar Line Trading');
  const pickup = page.locator('section#step-2');
  await expect(pickup).toContainText(/Lebanon/);
  await pick(page, 'Pickup Address', 'Warehouse', /Warehouse/);
  await next(page);
  await expectStep(page, 'step-6', 'Choose Consignee');

  await page.getByRole('button', { name: 'Discard draft' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Discard' }).click();
  await expectStep(page, 'step-2', 'Pickup Address');
  await expect(pickup).not.toContainText('Warehouse');
  await expect(pickup).toContainText(/Lebanon/);
});
