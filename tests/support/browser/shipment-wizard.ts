import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';
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
