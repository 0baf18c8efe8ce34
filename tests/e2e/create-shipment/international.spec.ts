import { expect, test, type Locator, type Page } from '@playwright/test';
import { choose, fillContact, fillRest } from '../../support/browser/address-form';
import { expectAccessible } from '../../support/browser/axe';
import {
  expectStep,
  next,
  openWizard,
  packageCard,
  pick,
} from '../../support/browser/shipment-wizard';

test.describe.configure({ timeout: 180_000 });

async function fillItem(page: Page, item: Locator, sku: string) {
  await item.getByLabel('SKU Code', { exact: true }).fill(sku);
  await item.getByLabel('HSN Code', { exact: true }).fill('4901.99');
  await item.getByLabel('Description', { exact: true }).fill(`Book ${sku}`);
  await pick(item, 'Origin Country', 'united states', 'United States');
  await item.getByLabel('Quantity', { exact: true }).fill('2');
  await item.getByLabel('Unit Price', { exact: true }).fill('12.5');
  await item.getByLabel('Unit Price Currency', { exact: true }).selectOption('USD');
  await item.getByLabel('Declared Unit Amount', { exact: true }).fill('12.5');
  await item.getByLabel('Declared Unit Currency', { exact: true }).selectOption('USD');
  await expect(page.getByRole('listbox')).toHaveCount(0);
}

async function fillInternationalPackage(page: Page, n: number) {
  const card = packageCard(page, n);
  await card.getByLabel('Description', { exact: true }).first().fill('Books');
  await card.getByLabel('Type', { exact: true }).selectOption('box');
  await card.getByLabel('Commodity Type', { exact: true }).selectOption('merchandise');
  await card.getByLabel('Weight', { exact: true }).fill('3');
  await card.getByLabel('Weight Unit', { exact: true }).selectOption('kg');
  await card.getByLabel('Declared Amount', { exact: true }).fill('50');
  await card.getByLabel('Declared Amount Unit', { exact: true }).selectOption('USD');
  await card.getByLabel('Dimensions Unit', { exact: true }).selectOption('cm');
  await card.getByLabel('Height', { exact: true }).fill('10');
  await card.getByLabel('Length', { exact: true }).fill('20');
  await card.getByLabel('Width', { exact: true }).fill('30');
  await card.getByRole('button', { name: 'Add Item' }).click();
  const items = card.getByRole('group', { name: /^Item #\d$/ });
  await expect(items).toHaveCount(2);
  await fillItem(page, items.nth(0), `SKU-${n}A`);
  await fillItem(page, items.nth(1), `SKU-${n}B`);
}

test('an international shipment with a new consignee and delivery address, two items per package', async ({
  page,
}) => {
  const reference = `E2E-INT-${Date.now().toString(36)}`;
  await openWizard(page);
  await pick(page, 'Pickup Address', 'Head Office', /Head Office/);
  await next(page);

  // A new consignee from the popup is chosen at once.
  await page.getByRole('button', { name: 'New consignee' }).click();
  const consignee = page.getByRole('dialog', { name: 'New consignee' });
  await consignee.getByRole('button', { name: 'Add Consignee' }).click();
  await expect(consignee.getByText('Full Name is required')).toBeVisible();
  await expect(consignee.getByText('Phone is required')).toBeVisible();
  await expectAccessible(page);
  await consignee.getByLabel('Full Name').fill('Nadia Karam');
  await consignee.getByLabel('Phone', { exact: true }).fill('2125550177');
  await consignee.getByRole('button', { name: 'Add Consignee' }).click();
  await expect(consignee).toBeHidden();
  await expect(page.getByText(/Nadia Karam \(/)).toBeVisible();
  await next(page);

  await expectStep(page, 'step-1', 'References');
  await page.getByLabel('Order Reference').fill(reference);
  await next(page);

  // A new delivery address abroad, from the address form in a popup (kind customer).
  await page.getByRole('button', { name: 'Add a Delivery Address' }).click();
  const dialog = page.getByRole('dialog', { name: 'New delivery address' });
  await fillContact(dialog, { label: '' });
  await dialog.getByLabel('Email Address', { exact: true }).fill('');
  await choose(dialog, 'Country', 'leban', 'Lebanon');
  await choose(dialog, 'Province', 'Beirut', 'Beirut Governorate');
  await choose(dialog, 'City', 'Beir', 'Beirut');
  await fillRest(dialog);
  await dialog.getByRole('button', { name: 'Add Address' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/4 Garden Road, Beirut/)).toBeVisible();
  await expect(page.getByText('International (EXP)')).toBeVisible();
  await expect(page.getByText(/this is now an international shipment/)).toBeVisible();
  await next(page);

  await expectStep(page, 'step-4', 'Service Selection');
  // Only the EXP products are offered abroad.
  await expect(page.getByRole('radio', { name: /Domestic/ })).toHaveCount(0);
  await page.getByRole('radio', { name: /Express Worldwide/ }).check();
  await page.getByLabel('Customs payment type').selectOption('DDU - Consignee');
  await next(page);

  await expectStep(page, 'step-5', 'Packages');
  await fillInternationalPackage(page, 1);
  await page.getByRole('button', { name: 'Add Package' }).click();
  await fillInternationalPackage(page, 2);
  await page.getByRole('button', { name: 'Create Shipment' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // It is in My Shipments, with a label per package that downloads as a PDF.
  await page.goto(`/shipments?search=${reference}`);
  const row = page.getByRole('row', { name: new RegExp(reference) });
  await expect(row).toBeVisible();
  await row.click();
  const links = page.getByRole('link', { name: /Download AWB/ });
  await expect(links).toHaveCount(2);
  const href = await links.first().getAttribute('href');
  const pdf = await page.request.get(href!);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
});
