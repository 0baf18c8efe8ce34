import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';
import { choose, fillContact, fillRest } from './address-form';
import { expectAccessible } from './axe';
import { screenshots } from './screenshots';
import { signIn } from './sign-in';

/** The demo account these flows ship from (US), so other screens' flows keep their data. */
export const ACCOUNT = 'Harbor & Pine Goods';

export async function selectAccount(page: Page, name: string) {
  await page
    .getByRole('button', { name: /Cedar Line Trading|Select Account|Accounts/ })
    .first()
    .click();
  await page.getByRole('option', { name }).click();
  await expect(page.getByRole('button', { name: new RegExp(name) })).toBeVisible();
}

/** Signed in, on a fresh Create Shipment wizard of `account`. */
export async function openWizard(page: Page, account = ACCOUNT) {
  await signIn(page);
  if (account !== 'Cedar Line Trading') await selectAccount(page, account);
  await page.goto('/shipments/create');
  await expect(page.getByRole('heading', { level: 1, name: 'Create Shipment' })).toBeVisible();
}

export const stepCard = (page: Page, id: string) => page.locator(`section#${id}`);

export async function expectStep(page: Page, id: string, title: string) {
  await expect(stepCard(page, id).getByRole('heading', { name: title })).toBeVisible();
}

/** Opens a searchable select, types `search` and picks the first option containing `match`. */
export async function pick(
  scope: Page | Locator,
  label: string,
  search: string,
  match: RegExp | string,
) {
  const input = scope.getByRole('combobox', { name: label, exact: true });
  await input.click();
  await input.fill(search);
  const page = 'page' in scope ? scope.page() : scope;
  await page.getByRole('option', { name: match }).first().click();
}

export const next = (page: Page) => page.getByRole('button', { name: 'Next' }).click();

/**
 * On Service Selection: both parties' tax numbers, where the destination asks for them
 * (shared/customs/tax-numbers.ts) and the address book gave none; a flow whose consignee
 * address is drawn from the demo data may or may not meet them.
 */
export async function fillTaxNumbersIfAsked(page: Page) {
  const consignee = page.getByLabel('Consignee tax number', { exact: true });
  if (!(await consignee.count())) return;
  const shipper = page.getByLabel('Shipper tax number', { exact: true });
  if (!(await shipper.inputValue())) await shipper.fill('US12-3456789');
  if (!(await consignee.inputValue())) await consignee.fill('GB123456789000');
}
export const goBack = (page: Page) => page.getByRole('button', { name: 'Go Back' }).click();

/** axe at a phone's and a desktop's width, a screenshot of each, and no sideways scroll. */
export function checkStep(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  return screenshots(page, testInfo, name, {
    sizes: [
      { width: 375, height: 800 },
      { width: 1440, height: 900 },
    ],
    atEachWidth: expectAccessible,
    path: (width) => `test-results/screens/create-shipment-${name}-${width}.png`,
  });
}

/** Fills one package's required fields (domestic ones; COD when asked). */
export async function fillPackage(card: Locator, options: { weight: string; cod?: string }) {
  await card.getByLabel('Description', { exact: true }).first().fill('Printed catalogues');
  await card.getByLabel('Type', { exact: true }).selectOption('box');
  await card.getByLabel('Commodity Type', { exact: true }).selectOption('documents');
  await card.getByLabel('Weight', { exact: true }).fill(options.weight);
  await card.getByLabel('Weight Unit', { exact: true }).selectOption('kg');
  await card.getByLabel('Declared Amount', { exact: true }).fill('40');
  await card.getByLabel('Declared Amount Unit', { exact: true }).selectOption('USD');
  if (options.cod !== undefined) {
    await card.getByLabel('COD Amount', { exact: true }).fill(options.cod);
    await card.getByLabel('COD Amount Unit', { exact: true }).selectOption('USD');
  }
}

export const packageCard = (page: Page, n: number) =>
  page.getByRole('region', { name: `Package #${n}`, exact: true });

/**
 * From a fresh wizard to Service Selection of an international shipment: the account's
 * Head Office, a demo consignee, `reference`, and a new delivery address in Berlin
 * (Germany asks customs for both parties' tax numbers: shared/customs/tax-numbers.ts).
 */
export async function wizardToBerlin(page: Page, reference: string) {
  await openWizard(page);
  await pick(page, 'Pickup Address', 'Head Office', /Head Office/);
  await next(page);
  await pick(page, 'Consignee', '', /\(.*\|.*\)/);
  await next(page);
  await expectStep(page, 'step-1', 'References');
  await page.getByLabel('Order Reference').fill(reference);
  await next(page);
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
  await expectStep(page, 'step-4', 'Service Selection');
}

/** One customs item: its origin searched for and picked as the wizard's select lists it. */
export interface Goods {
  sku: string;
  hs: string;
  description: string;
  origin: readonly [search: string, option: string, ...rest: string[]];
  quantity: string;
  price: string;
}

/**
 * The first package of an international shipment: a 2 kg box of 20 × 30 × 10 cm declared
 * at USD 25, and its items, each declared at its unit price.
 */
export async function fillGoodsPackage(
  page: Page,
  pkg: { description: string; commodity: string | { index: number }; items: readonly Goods[] },
) {
  const card = packageCard(page, 1);
  await card.getByLabel('Description', { exact: true }).first().fill(pkg.description);
  await card.getByLabel('Type', { exact: true }).selectOption('box');
  await card.getByLabel('Commodity Type', { exact: true }).selectOption(pkg.commodity);
  await card.getByLabel('Weight', { exact: true }).fill('2');
  await card.getByLabel('Weight Unit', { exact: true }).selectOption('kg');
  await card.getByLabel('Declared Amount', { exact: true }).fill('25');
  await card.getByLabel('Declared Amount Unit', { exact: true }).selectOption('USD');
  await card.getByLabel('Dimensions Unit', { exact: true }).selectOption('cm');
  await card.getByLabel('Height', { exact: true }).fill('10');
  await card.getByLabel('Length', { exact: true }).fill('20');
  await card.getByLabel('Width', { exact: true }).fill('30');
  for (const [n, goods] of pkg.items.entries()) {
    const item = card.getByRole('group', { name: `Item #${n + 1}` });
    await item.getByLabel('SKU Code', { exact: true }).fill(goods.sku);
    await item.getByLabel('HSN Code', { exact: true }).fill(goods.hs);
    await item.getByLabel('Description', { exact: true }).fill(goods.description);
    await pick(item, 'Origin Country', goods.origin[0], goods.origin[1]);
    await item.getByLabel('Quantity', { exact: true }).fill(goods.quantity);
    await item.getByLabel('Unit Price', { exact: true }).fill(goods.price);
    await item.getByLabel('Unit Price Currency', { exact: true }).selectOption('USD');
    await item.getByLabel('Declared Unit Amount', { exact: true }).fill(goods.price);
    await item.getByLabel('Declared Unit Currency', { exact: true }).selectOption('USD');
  }
  await expect(page.getByRole('listbox')).toHaveCount(0);
}
