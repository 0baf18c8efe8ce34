import { mkdirSync, readFileSync } from 'node:fs';
import {
  expect,
  test,
  type Download,
  type Locator,
  type Page,
  type TestInfo,
} from '@playwright/test';
import { expectAccessible } from '../../support/browser/axe';
import { screenshots } from '../../support/browser/screenshots';
import {
  ACCOUNT,
  expectStep,
  fillGoodsPackage,
  next,
  selectAccount,
  wizardToBerlin,
} from '../../support/browser/shipment-wizard';
import { signIn } from '../../support/browser/sign-in';
import { pdfRuns, type TextRun } from '../../support/reference/pdf-text';

/**
 * Commercial invoices as the customer gets them (docs/customs.md, "Downloads and Paperless
 * Trade"): an international booking with Paperless Trade, its invoice downloaded from its row
 * and its drawer and read back with pdf.js, and the batch labels download with invoices.
 */

test.describe.configure({ timeout: 240_000 });

const SHOTS = '/tmp/invoice-shots';

/** axe and a screenshot at 375 and 1440 px (after `before` at each), kept to be looked at. */
function shots(
  page: Page,
  testInfo: TestInfo,
  name: string,
  before: (page: Page) => Promise<void> = async () => {},
) {
  mkdirSync(SHOTS, { recursive: true });
  return screenshots(page, testInfo, name, {
    atEachWidth: async (at) => {
      await before(at);
      await expectAccessible(at);
    },
    path: (width) => `${SHOTS}/${name}-${width}.png`,
  });
}

/** The two goods of the package, as the invoice must print them. */
const ITEMS = [
  {
    sku: 'MUG-01',
    hs: '691200',
    description: 'Ceramic coffee mug',
    origin: ['united states', 'United States', 'US'],
    quantity: '2',
    price: '12.5',
    line: ['Ceramic coffee mug', '691200', 'US', '2', 'USD 12.50', 'USD 25.00'],
  },
] as const;

/** Books an international shipment to Germany with Paperless Trade; gives its reference. */
async function bookWithPaperlessTrade(page: Page): Promise<string> {
  const reference = `E2E-INV-${Date.now().toString(36)}`;
  await wizardToBerlin(page, reference);
  await page.getByRole('radio', { name: /Express Worldwide/ }).check();
  await page.getByRole('checkbox', { name: /Paperless Trade/ }).check();
  await page.getByLabel('Customs payment type').selectOption('DDU - Consignee');
  await page.getByLabel('Shipper tax number').fill('US12-3456789');
  await page.getByLabel('Consignee tax number').fill('DE123456789');
  await next(page);
  await expectStep(page, 'step-5', 'Packages');
  await fillGoodsPackage(page, {
    description: 'Kitchenware',
    commodity: { index: 1 },
    items: ITEMS,
  });
  await page.getByRole('button', { name: 'Create Shipment' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(
    page.getByText(/The commercial invoice was sent to customs electronically/),
  ).toBeVisible();
  return reference;
}

/** The shipment's packages and actions shown: a phone's card opens as a table's row does. */
async function openDetails(page: Page) {
  const closed = page
    .getByRole('button', { name: /^Details for shipment /, expanded: false })
    .locator('visible=true');
  if ((await closed.count()) > 0) await closed.first().click();
  await expect(
    page.getByRole('link', { name: /^Commercial invoice of / }).locator('visible=true'),
  ).toHaveCount(1);
}

/** The file a link opens in a tab of its own (or the opener) hands over. */
async function downloadFrom(page: Page, link: Locator): Promise<{ name: string; bytes: Buffer }> {
  const downloaded = new Promise<Download>((resolve) => {
    page.once('download', resolve);
    page.context().once('page', (tab) => tab.once('download', resolve));
  });
  await link.click();
  const file = await downloaded;
  return { name: file.suggestedFilename(), bytes: readFileSync(await file.path()) };
}

const pageOf = (run: TextRun) => Math.ceil(-run.y / 10_000);
function lineWith(runs: TextRun[], text: string): string[] {
  const run = runs.find((r) => r.text.trim() === text);
  expect(run, `${text} in ${JSON.stringify(runs.map((r) => r.text))}`).toBeDefined();
  return runs
    .filter((o) => pageOf(o) === pageOf(run!) && Math.abs(o.y - run!.y) < 1)
    .sort((a, b) => a.x - b.x)
    .map((o) => o.text.trim());
}
/** The value under a caption of the invoice's facts. */
function under(runs: TextRun[], caption: string): string | undefined {
  const head = runs.find((r) => r.text.trim() === caption);
  expect(head, caption).toBeDefined();
  return runs
    .find((r) => Math.abs(r.x - head!.x) < 1 && head!.y - r.y > 5 && head!.y - r.y < 20)
    ?.text.trim();
}
const money = (text: string) => Number(text.replace(/^USD /, '').replace(/,/g, ''));

/** Every item line, the totals and the terms, as booked. */
async function readsAsBooked(pdf: Buffer, awb: string) {
  const runs = await pdfRuns(pdf);
  for (const goods of ITEMS) expect(lineWith(runs, goods.description)).toEqual(goods.line);
  expect(lineWith(runs, 'Items total')).toEqual(['Items total', 'USD 25.00']);
  const total = lineWith(runs, 'Invoice total');
  const freight = runs.some((r) => r.text.trim() === 'Freight')
    ? money(lineWith(runs, 'Freight')[1]!)
    : 0;
  const insurance = runs.some((r) => r.text.trim() === 'Insurance')
    ? money(lineWith(runs, 'Insurance')[1]!)
    : 0;
  expect(money(total[1]!)).toBeCloseTo(25 + freight + insurance, 2);
  // Duties unpaid (DDU - Consignee): delivered at place, DAP.
  expect(under(runs, 'Terms of delivery')).toBe('DAP');
  expect(runs.map((r) => r.text.trim())).toContain(awb);
  return runs;
}

test('an international booking with Paperless Trade: its invoice from the row and the drawer, and with the labels', async ({
  page,
}, testInfo) => {
  const reference = await bookWithPaperlessTrade(page);
  await page.goto(`/shipments?search=${reference}`);
  const table = page.getByRole('table', { name: 'My shipments' });
  const row = table.getByRole('row').filter({ hasText: reference });
  await expect(row).toHaveCount(1);

  // The row's actions: 'Commercial invoice' beside 'Ship again'.
  await row.getByRole('button', { name: /^Details for shipment / }).click();
  // The invoice is filed under the first package's AWB.
  const track = page.getByRole('button', { name: /^Track package / }).first();
  const awb = ((await track.getAttribute('aria-label')) ?? '').replace('Track package ', '');
  expect(awb).toMatch(/^[A-Za-z0-9]+$/);
  const rowLink = page.getByRole('link', { name: /^Commercial invoice of shipment / });
  await expect(rowLink).toBeVisible();
  await shots(page, testInfo, 'invoice-row', openDetails);
  if (!(await rowLink.isVisible())) {
    await row.getByRole('button', { name: /^Details for shipment / }).click();
  }
  const fromRow = await downloadFrom(page, rowLink);
  expect(fromRow.name).toBe(`commercial-invoice-${awb}.pdf`);
  expect(fromRow.bytes.subarray(0, 5).toString()).toBe('%PDF-');
  await readsAsBooked(fromRow.bytes, awb);

  // The drawer: sent electronically, and the same download.
  await page
    .getByRole('button', { name: /^Track package / })
    .first()
    .click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByText('Invoice sent electronically')).toBeVisible();
  const drawerLink = drawer.getByRole('link', { name: /^Commercial invoice of the shipment / });
  await expect(drawerLink).toBeVisible();
  await shots(page, testInfo, 'invoice-drawer');
  const fromDrawer = await downloadFrom(page, drawerLink);
  await readsAsBooked(fromDrawer.bytes, awb);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  // The batch labels with three copies of each international shipment's invoice.
  await page.setViewportSize({ width: 1440, height: 900 });
  await table
    .getByRole('checkbox', { name: /^Select shipment / })
    .first()
    .check();
  await page.getByRole('button', { name: 'Download labels' }).click();
  const dialog = page.getByRole('dialog', { name: 'Download labels' });
  await dialog.getByLabel('Format').selectOption({ label: 'PDF 4×6' });
  await expect(dialog.getByText(/three printed copies of their commercial invoice/)).toBeVisible();
  await dialog.getByRole('checkbox', { name: /Add commercial invoices/ }).check();
  await expect(dialog.getByLabel('Copies of each invoice')).toHaveValue('3');
  await shots(page, testInfo, 'invoice-labels-dialog');
  const batch = await downloadFrom(
    page,
    dialog.getByRole('link', { name: 'Download PDF 4×6 (opens in a new tab)' }),
  );
  expect(batch.name).toMatch(/^labels-.*\.pdf$/);
  const runs = await pdfRuns(batch.bytes);
  expect(runs.map((r) => r.text.trim()).filter((t) => /^Copy \d of 3$/.test(t))).toEqual([
    'Copy 1 of 3',
    'Copy 2 of 3',
    'Copy 3 of 3',
  ]);
  expect(runs.filter((r) => r.text.trim() === 'Ceramic coffee mug')).toHaveLength(3);
});

test('a domestic shipment’s row offers no commercial invoice', async ({ page }) => {
  await signIn(page);
  await selectAccount(page, ACCOUNT);
  await page.goto('/shipments');
  const row = page
    .getByRole('row')
    .filter({ hasText: /United States[\s\S]*United States/ })
    .first();
  await row.getByRole('button', { name: /^Details for shipment / }).click();
  await expect(page.getByRole('button', { name: /^Ship again / }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: /^Commercial invoice/ })).toHaveCount(0);
});
