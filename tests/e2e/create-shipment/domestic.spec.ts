import { expect, test } from '@playwright/test';
import {
  checkStep,
  expectStep,
  fillPackage,
  next,
  openWizard,
  packageCard,
  pick,
} from '../../support/browser/shipment-wizard';

test.describe.configure({ timeout: 180_000 });

test('a domestic shipment with two packages and COD, created and listed', async ({
  page,
}, testInfo) => {
  await openWizard(page);
  await expectStep(page, 'step-2', 'Pickup Address');
  await pick(page, 'Pickup Address', 'United States', /United States/);
  await checkStep(page, testInfo, 'pickup');
  await next(page);

  await expectStep(page, 'step-6', 'Choose Consignee');
  await pick(page, 'Consignee', '', /\(.*\|.*\)/);
  await next(page);

  await expectStep(page, 'step-1', 'References');
  await page.getByLabel('Order Reference').fill('E2E-DOM-1');
  await page.getByLabel('Billing Reference').fill('BILL-DOM');
  await next(page);

  await expectStep(page, 'step-3', 'Delivery Address');
  await pick(page, 'Delivery Address', 'United States', /United States/);
  await expect(page.getByText('Domestic (DOM)')).toBeVisible();
  await next(page);

  await expectStep(page, 'step-4', 'Service Selection');
  await page.getByRole('radio', { name: /Domestic Express 12:00/ }).check();
  await page.getByRole('checkbox', { name: /Cash on Delivery/ }).check();
  // 'Notify the consignee' is on when the consignee has an e-mail, and says where it goes.
  const notify = page.getByRole('checkbox', { name: /Notify the consignee by e-mail/ });
  const card = page.locator('label').filter({ has: notify });
  if (/We e-mail \S+@\S+/.test((await card.textContent()) ?? '')) {
    await expect(notify).toBeChecked();
    await notify.uncheck();
    await expect(notify).not.toBeChecked();
    await notify.check();
  } else {
    await expect(card).toContainText('The consignee has no e-mail address.');
    await expect(notify).toBeDisabled();
  }
  await checkStep(page, testInfo, 'service');
  await next(page);

  await expectStep(page, 'step-5', 'Packages');
  await fillPackage(packageCard(page, 1), { weight: '2', cod: '25' });
  await page.getByRole('button', { name: 'Add Package' }).click();
  // The new package is on top and numbered from the bottom.
  const headings = page.getByRole('heading', { name: /^Package #\d$/ });
  await expect(headings).toHaveText(['Package #2', 'Package #1']);
  await fillPackage(packageCard(page, 2), { weight: '1.5', cod: '10' });
  await expect(page.getByLabel('Shipment summary').first()).toContainText('3.5 kg');
  await checkStep(page, testInfo, 'packages');

  await page.getByRole('button', { name: 'Create Shipment' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Would you like to schedule a pickup now?')).toBeVisible();

  // Listed in My Shipments with one label per package.
  await page.goto('/shipments?search=E2E-DOM-1');
  const row = page.getByRole('row', { name: /E2E-DOM-1/ });
  await expect(row).toHaveCount(1);
  await row.click();
  await expect(page.getByRole('link', { name: /Download AWB/ })).toHaveCount(2);
});
