import { expect, test, type Page } from '@playwright/test';
import { choose, fillContact, fillRest } from '../../support/browser/address-form';
import {
  checkStep,
  expectStep,
  goBack,
  next,
  openWizard,
  packageCard,
  pick,
  stepCard,
} from '../../support/browser/shipment-wizard';

test.describe.configure({ timeout: 180_000 });

/** One package of gifts, with one item whose total is the declared amount. */
async function fillGiftPackage(page: Page) {
  const card = packageCard(page, 1);
  await card.getByLabel('Description', { exact: true }).first().fill('Birthday presents');
  await card.getByLabel('Type', { exact: true }).selectOption('box');
  await card.getByLabel('Commodity Type', { exact: true }).selectOption('gift');
  await card.getByLabel('Weight', { exact: true }).fill('2');
  await card.getByLabel('Weight Unit', { exact: true }).selectOption('kg');
  await card.getByLabel('Declared Amount', { exact: true }).fill('25');
  await card.getByLabel('Declared Amount Unit', { exact: true }).selectOption('USD');
  await card.getByLabel('Dimensions Unit', { exact: true }).selectOption('cm');
  await card.getByLabel('Height', { exact: true }).fill('10');
  await card.getByLabel('Length', { exact: true }).fill('20');
  await card.getByLabel('Width', { exact: true }).fill('30');
  const item = card.getByRole('group', { name: 'Item #1' });
  await item.getByLabel('SKU Code', { exact: true }).fill('MUG-01');
  await item.getByLabel('HSN Code', { exact: true }).fill('691200');
  await item.getByLabel('Description', { exact: true }).fill('Ceramic coffee mug');
  await pick(item, 'Origin Country', 'united states', 'United States');
  await item.getByLabel('Quantity', { exact: true }).fill('2');
  await item.getByLabel('Unit Price', { exact: true }).fill('12.5');
  await item.getByLabel('Unit Price Currency', { exact: true }).selectOption('USD');
  await item.getByLabel('Declared Unit Amount', { exact: true }).fill('12.5');
  await item.getByLabel('Declared Unit Currency', { exact: true }).selectOption('USD');
  await expect(page.getByRole('listbox')).toHaveCount(0);
}

test('an international shipment to a country that asks for tax numbers carries its customs details', async ({
  page,
}, testInfo) => {
  const reference = `E2E-CUS-${Date.now().toString(36)}`;
  await openWizard(page);
  await pick(page, 'Pickup Address', 'Head Office', /Head Office/);
  await next(page);
  await pick(page, 'Consignee', '', /\(.*\|.*\)/);
  await next(page);
  await expectStep(page, 'step-1', 'References');
  await page.getByLabel('Order Reference').fill(reference);
  await next(page);

  // A delivery address in Germany, which asks customs for both parties' tax numbers.
  await page.getByRole('button', { name: 'Add a Delivery Address' }).click();
  const dialog = page.getByRole('dialog', { name: 'New delivery address' });
  await fillContact(dialog, { label: '' });
  await dialog.getByLabel('Email Address', { exact: true }).fill('');
  await choose(dialog, 'Country', 'germ', 'Germany');
  await choose(dialog, 'Province', 'Berl', 'Berlin');
  await choose(dialog, 'City', 'Berlin', 'Berlin');
  await fillRest(dialog);
  await dialog.getByLabel('Postal Code', { exact: true }).fill('10115');
  await dialog.getByRole('button', { name: 'Add Address' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('International (EXP)')).toBeVisible();
  await next(page);

  // The customs details, prefilled: a sale until the packages say otherwise, signed by the
  // signed-in user; the tax numbers asked for, with why.
  await expectStep(page, 'step-4', 'Service Selection');
  const customs = stepCard(page, 'step-4').getByRole('group', { name: 'Customs' });
  await expect(customs).toBeVisible();
  await expect(customs.getByLabel('Reason for export')).toHaveValue('sale');
  await expect(customs.getByLabel('Signed by')).toHaveValue('Demo User');
  await expect(customs.getByText(/asks customs for the tax numbers/)).toBeVisible();
  await page.getByRole('radio', { name: /Express Worldwide/ }).check();
  await page.getByLabel('Customs payment type').selectOption('DDU - Consignee');
  // The shipper's tax number comes from the pickup address (the demo data give the
  // account's addresses one); the new delivery address has none, so the consignee's is asked.
  await expect(customs.getByLabel('Shipper tax number')).not.toHaveValue('');
  await customs.getByLabel('Shipper tax number').fill('');
  await next(page);
  await expect(customs.getByText('Shipper tax number is required')).toBeVisible();
  await expect(customs.getByText('Consignee tax number is required')).toBeVisible();
  await customs.getByLabel('Shipper tax number').fill('US12-3456789');
  await customs.getByLabel('Consignee tax number').fill('DE123456789');
  await checkStep(page, testInfo, 'customs');
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await customs.screenshot({
      path: `test-results/screens/create-shipment-customs-group-${width}.png`,
      animations: 'disabled',
    });
  }
  await next(page);

  // Gifts: the reason follows the packages, as the summary says.
  await expectStep(page, 'step-5', 'Packages');
  await fillGiftPackage(page);
  const summary = page.getByRole('region', { name: 'Shipment summary' });
  await expect(summary.getByText('Gift', { exact: true })).toBeVisible();
  await expect(summary.getByText('DE123456789')).toBeVisible();

  // The customer's own choice stands, whatever the packages hold.
  await goBack(page);
  await expect(customs.getByLabel('Reason for export')).toHaveValue('gift');
  await customs.getByLabel('Reason for export').selectOption('Sample');
  await customs.getByLabel('Signed by').fill('Maya Haddad');
  await next(page);
  await expect(summary.getByText('Sample', { exact: true })).toBeVisible();
  await expect(summary.getByText('Maya Haddad')).toBeVisible();

  const booked = page.waitForRequest(
    (r) => r.url().includes('/shipments/create') && r.method() === 'POST',
  );
  await page.getByRole('button', { name: 'Create Shipment' }).click();
  expect((await booked).postDataJSON()).toMatchObject({
    exportReason: 'sample',
    signerName: 'Maya Haddad',
    exporterTaxNumber: 'US12-3456789',
    importerTaxNumber: 'DE123456789',
  });
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(`/shipments?search=${reference}`);
  await expect(page.getByRole('row', { name: new RegExp(reference) })).toBeVisible();
});
