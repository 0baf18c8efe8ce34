import { writeFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import { expectAccessible } from '../../support/browser/axe';
import { screenshots } from '../../support/browser/screenshots';
import { signIn } from '../../support/browser/sign-in';
import {
  expectStep,
  next,
  openWizard,
  packageCard,
  pick,
} from '../../support/browser/shipment-wizard';

/**
 * The customs item rules (docs/customs.md, "Item rules") as a customer meets
 * them: a vague item description refused under its field in the wizard, fixed, and booked;
 * the same description refused on its row of an imported file. axe checks each screen with
 * its messages at a phone's and a desktop's width.
 */

test.describe.configure({ timeout: 180_000 });

const VAGUE =
  'Say what the item is, what it is made of and what it is for (e.g. "Men\'s cotton T-shirts")';

/** axe and a screenshot at 375 and 1440 px. */
const look = (page: Page, info: TestInfo, name: string) =>
  screenshots(page, info, `customs-items-${name}`, { atEachWidth: expectAccessible });

/**
 * The customs details Service Selection asks of an international shipment: each one the
 * page shows (the tax numbers only where the destination asks for them).
 */
async function fillCustomsDetails(page: Page) {
  const details: Array<[string, (field: Locator) => Promise<void>]> = [
    [
      'Reason for export',
      async (field) => {
        await field.selectOption('sale');
      },
    ],
    ['Signed by', (field) => field.fill('Maya Haddad')],
    ['Shipper tax number', (field) => field.fill('US12-3456789')],
    ['Consignee tax number', (field) => field.fill('TAX-123456')],
  ];
  for (const [label, fill] of details) {
    const field = page.getByLabel(label, { exact: true });
    if (await field.isVisible()) await fill(field);
  }
}

async function fillItem(item: Locator, description: string) {
  await item.getByLabel('SKU Code', { exact: true }).fill('TS-01');
  // Written as people write HS codes: the dots are ignored.
  await item.getByLabel('HSN Code', { exact: true }).fill('6109.10');
  await item.getByLabel('Description', { exact: true }).fill(description);
  await pick(item, 'Origin Country', 'united states', 'United States');
  await item.getByLabel('Quantity', { exact: true }).fill('4');
  await item.getByLabel('Unit Price', { exact: true }).fill('12.5');
  await item.getByLabel('Unit Price Currency', { exact: true }).selectOption('USD');
  await item.getByLabel('Declared Unit Amount', { exact: true }).fill('12.5');
  await item.getByLabel('Declared Unit Currency', { exact: true }).selectOption('USD');
  await expect(item.page().getByRole('listbox')).toHaveCount(0);
}

test('a vague item description is refused under its field in the wizard, fixed, and the shipment is booked', async ({
  page,
}, info) => {
  const reference = `E2E-CUSTOMS-${Date.now().toString(36)}`;
  await openWizard(page);
  await pick(page, 'Pickup Address', 'Head Office', /Head Office/);
  await next(page);
  await expectStep(page, 'step-6', 'Choose Consignee');
  await pick(page, 'Consignee', '', /\(.*\|.*\)/);
  await next(page);
  await expectStep(page, 'step-1', 'References');
  await page.getByLabel('Order Reference').fill(reference);
  await next(page);
  await expectStep(page, 'step-3', 'Delivery Address');
  // A consignee address abroad: the shipment is international, its package has an item.
  await pick(page, 'Delivery Address', '', /^(?!.*United States)/);
  await expect(page.getByText('International (EXP)')).toBeVisible();
  await next(page);

  await expectStep(page, 'step-4', 'Service Selection');
  await page.getByRole('radio', { name: /Express Worldwide/ }).check();
  await page.getByLabel('Customs payment type').selectOption('DDU - Consignee');
  await fillCustomsDetails(page);
  await next(page);

  await expectStep(page, 'step-5', 'Packages');
  const card = packageCard(page, 1);
  await card.getByLabel('Description', { exact: true }).first().fill('Cotton clothing');
  await card.getByLabel('Type', { exact: true }).selectOption('box');
  await card.getByLabel('Commodity Type', { exact: true }).selectOption('merchandise');
  await card.getByLabel('Weight', { exact: true }).fill('2');
  await card.getByLabel('Weight Unit', { exact: true }).selectOption('kg');
  // 4 × 12.50 USD is 50.00 USD: 45 is 5.00 short of the items.
  await card.getByLabel('Declared Amount', { exact: true }).fill('45');
  await card.getByLabel('Declared Amount Unit', { exact: true }).selectOption('USD');
  await card.getByLabel('Dimensions Unit', { exact: true }).selectOption('cm');
  await card.getByLabel('Height', { exact: true }).fill('10');
  await card.getByLabel('Length', { exact: true }).fill('30');
  await card.getByLabel('Width', { exact: true }).fill('20');
  const item = card.getByRole('group', { name: 'Item #1' });
  await fillItem(item, 'Gift');

  await page.getByRole('button', { name: 'Create Shipment' }).click();
  const description = item.getByLabel('Description', { exact: true });
  await expect(description).toHaveAccessibleDescription(VAGUE);
  await expect(item.getByText(VAGUE, { exact: true })).toBeVisible();
  const declared = card.getByLabel('Declared Amount', { exact: true });
  await expect(declared).toHaveAccessibleDescription(
    'The items add up to 50.00 USD, 5.00 more than the declared amount',
  );
  // Nothing else of the item is refused: the HS code with its dot passes.
  await expect(item.getByRole('alert')).toHaveCount(1);
  await look(page, info, 'wizard');

  // Fixed: the item says what it is, and the declared amount is the items' total.
  await description.fill("Men's cotton T-shirts");
  await expect(item.getByText(VAGUE)).toHaveCount(0);
  await declared.fill('50');
  await page.getByRole('button', { name: 'Create Shipment' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(`/shipments?search=${reference}`);
  await expect(page.getByRole('row', { name: new RegExp(reference) })).toBeVisible();
});

/** Parses CSV text as the portal writes it (RFC 4180: quotes doubled inside quotes). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < body.length; i++) {
    const ch = body[i]!;
    if (quoted) {
      if (ch === '"' && body[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && body[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += ch;
  }
  if (cell || row.length) rows.push([...row, cell]);
  return rows;
}

const toCsv = (rows: string[][]) =>
  rows.map((r) => r.map((c) => `"${c.replace(/"/g, '""')}"`).join(',')).join('\r\n') + '\r\n';

test('an imported file with a vague item description has that row refused, under its column', async ({
  page,
}, info) => {
  await signIn(page);
  await page.goto('/shipments/import');
  await expect(page.getByRole('heading', { level: 1, name: 'Import Shipments' })).toBeVisible();
  const template = await page.request.get('/shipments/import/template?format=csv');
  expect(template.ok()).toBe(true);
  const [header, domestic, international] = parseCsv(await template.text());
  const row = [...international!];
  row[header!.indexOf('Item 1 Description')] = 'samples';
  const path = info.outputPath('vague-items.csv');
  await writeFile(path, toCsv([header!, domestic!, row]));
  await page.getByLabel('Shipments file').setInputFiles(path);
  await page.getByRole('button', { name: 'Upload file' }).click();
  await page.getByRole('button', { name: 'Check rows' }).click();

  await expect(page.getByText('1 row is ready out of 2.')).toBeVisible();
  await expect(page.getByText(`row 3, Item 1 Description: ${VAGUE}`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create 1 shipment' })).toBeEnabled();
  await look(page, info, 'import');
  await page.getByRole('button', { name: 'Choose another file' }).click();
  await expect(page.getByLabel('Shipments file')).toBeVisible();
});
