import { expect, test, type Page } from '@playwright/test';
import {
  checkStep,
  expectStep,
  fillGoodsPackage,
  goBack,
  next,
  stepCard,
  wizardToBerlin,
} from '../../support/browser/shipment-wizard';

test.describe.configure({ timeout: 180_000 });

/** One package of gifts, with one item whose total is the declared amount. */
const fillGiftPackage = (page: Page) =>
  fillGoodsPackage(page, {
    description: 'Birthday presents',
    commodity: 'gift',
    items: [
      {
        sku: 'MUG-01',
        hs: '691200',
        description: 'Ceramic coffee mug',
        origin: ['united states', 'United States'],
        quantity: '2',
        price: '12.5',
      },
    ],
  });

test('an international shipment to a country that asks for tax numbers carries its customs details', async ({
  page,
}, testInfo) => {
  const reference = `E2E-CUS-${Date.now().toString(36)}`;
  // Germany asks customs for both parties' tax numbers.
  await wizardToBerlin(page, reference);

  // The customs details, prefilled: a sale until the packages say otherwise, signed by the
  // signed-in user; the tax numbers asked for, with why.
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
