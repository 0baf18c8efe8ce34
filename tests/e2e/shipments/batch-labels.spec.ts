import { readFileSync } from 'node:fs';
import { expect, test, type Download, type Page } from '@playwright/test';
import { expectAccessible } from '../../support/browser/axe';
import { screenshots } from '../../support/browser/screenshots';
import { signIn } from '../../support/browser/sign-in';

/** Where the screenshots of the selection and the dialog are kept, to be looked at. */
const SHOTS = process.env.LABEL_SHOTS_DIR;

const table = (page: Page) => page.getByRole('table', { name: 'My shipments' });
const rowBoxes = (page: Page) => table(page).getByRole('checkbox', { name: /^Select shipment / });
const status = (page: Page) => page.getByRole('status').filter({ hasText: /selected/ });
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Download labels' });

/** Opens the dialog, picks the format (and A4 position), downloads, gives the file. */
async function download(
  page: Page,
  format: 'PDF 4×6' | 'PDF A4, 4 per sheet' | 'ZPL',
  position?: string,
): Promise<{ name: string; bytes: Buffer }> {
  await page.getByRole('button', { name: 'Download labels' }).click();
  await expect(dialog(page)).toBeVisible();
  await dialog(page).getByLabel('Format').selectOption({ label: format });
  if (position) await dialog(page).getByLabel('Start at position').selectOption(position);
  // The link opens a tab of its own whose answer is the file: Chromium may hand the
  // download to the opener or to the new tab (which closes once it starts); either will do.
  const downloaded = new Promise<Download>((resolve) => {
    page.once('download', resolve);
    page.context().once('page', (tab) => tab.once('download', resolve));
  });
  await dialog(page)
    .getByRole('link', { name: `Download ${format} (opens in a new tab)` })
    .click();
  const file = await downloaded;
  await expect(dialog(page)).toBeHidden();
  const path = await file.path();
  return { name: file.suggestedFilename(), bytes: readFileSync(path) };
}

const pdfPages = (pdf: Buffer) =>
  Number(/\/Type\s*\/Pages\b[^>]*\/Count\s+(\d+)/.exec(pdf.toString('latin1'))?.[1]);
const mediaBoxes = (pdf: Buffer) =>
  [...pdf.toString('latin1').matchAll(/\/MediaBox \[([^\]]+)\]/g)].map((m) =>
    m[1]!.trim().split(/\s+/).map(Number),
  );

test.beforeEach(async ({ page }) => {
  await signIn(page);
  await page.goto('/shipments');
  await expect(table(page)).toBeVisible();
});

test('choose rows and download their labels as PDF 4×6, PDF A4 and ZPL', async ({ page }) => {
  await expect(status(page)).toHaveText('No shipments selected');
  await expect(page.getByRole('button', { name: 'Download labels' })).toBeDisabled();
  // The keyboard ticks a box as a mouse does.
  await rowBoxes(page).nth(0).focus();
  await page.keyboard.press('Space');
  await rowBoxes(page).nth(1).click();
  await expect(rowBoxes(page).nth(0)).toBeChecked();
  await expect(status(page)).toHaveText('2 shipments selected');
  await expect(
    table(page).getByRole('checkbox', { name: 'Select all shipments on this page' }),
  ).toHaveJSProperty('indeterminate', true);

  const pdf = await download(page, 'PDF 4×6');
  expect(pdf.name).toMatch(/^labels-\d{4}-\d{2}-\d{2}\.pdf$/);
  expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const labels = pdfPages(pdf.bytes);
  expect(labels).toBeGreaterThanOrEqual(2);
  for (const box of mediaBoxes(pdf.bytes).filter((b) => b[2] === 288)) {
    expect(box).toEqual([0, 0, 288, 432]);
  }
  // The page stayed, with its selection.
  await expect(status(page)).toHaveText('2 shipments selected');

  const a4 = await download(page, 'PDF A4, 4 per sheet', '3');
  expect(a4.name).toMatch(/-a4\.pdf$/);
  expect(pdfPages(a4.bytes)).toBe(Math.ceil((labels + 2) / 4));
  const sheets = mediaBoxes(a4.bytes).filter((b) => b[2]! > 500);
  expect(sheets).toHaveLength(pdfPages(a4.bytes));
  for (const [, , w, h] of sheets) {
    expect(w).toBeCloseTo(595.28, 1);
    expect(h).toBeCloseTo(841.89, 1);
  }

  const zpl = await download(page, 'ZPL');
  expect(zpl.name).toMatch(/\.zpl$/);
  expect(zpl.bytes.toString('utf8').match(/\^XA/g)).toHaveLength(labels);
});

test('select the page, then every shipment of the filter; a filter change clears it', async ({
  page,
}) => {
  await page.getByRole('radio', { name: 'Delivered' }).click();
  await expect(page).toHaveURL(/apply-filter=delivered/);
  await table(page).getByRole('checkbox', { name: 'Select all shipments on this page' }).check();
  const onPage = await rowBoxes(page).count();
  await expect(status(page)).toHaveText(`${onPage} shipments selected on this page`);
  const offer = page.getByRole('button', { name: /^Select all \d+ shipments matching this view$/ });
  const total = Number(/\d+/.exec((await offer.textContent()) ?? '')![0]);
  expect(total).toBeGreaterThan(onPage);
  await offer.click();
  await expect(status(page)).toHaveText(`All ${total} shipments matching this view are selected`);
  const zpl = await download(page, 'ZPL');
  expect(zpl.bytes.toString('utf8').match(/\^XA/g)!.length).toBeGreaterThanOrEqual(total);
  // Unticking a row leaves the page's choice only.
  await rowBoxes(page).first().uncheck();
  await expect(status(page)).toHaveText(`${onPage - 1} shipments selected`);
  await page.getByRole('radio', { name: 'All' }).click();
  await expect(page).not.toHaveURL(/apply-filter/);
  await expect(status(page)).toHaveText('No shipments selected');
});

test('accessible and finished at 375 and 1440 px, with a selection and the dialog', async ({
  page,
}, testInfo) => {
  await rowBoxes(page).nth(0).check();
  await rowBoxes(page).nth(2).check();
  await screenshots(page, testInfo, 'labels-selection', {
    atEachWidth: expectAccessible,
    path: SHOTS ? (w) => `${SHOTS}/labels-selection-${w}.png` : undefined,
  });
  await page.getByRole('button', { name: 'Download labels' }).click();
  await dialog(page).getByLabel('Format').selectOption({ label: 'PDF A4, 4 per sheet' });
  await dialog(page).getByLabel('Start at position').selectOption('2');
  await screenshots(page, testInfo, 'labels-dialog', {
    atEachWidth: expectAccessible,
    path: SHOTS ? (w) => `${SHOTS}/labels-dialog-${w}.png` : undefined,
  });
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
  // Phones choose on the cards, and the bar's own box chooses every card shown.
  await page.setViewportSize({ width: 375, height: 812 });
  const cards = page.getByRole('list', { name: 'My shipments' });
  await expect(cards.getByRole('checkbox', { name: /^Select shipment / }).nth(0)).toBeChecked();
  await page.getByRole('checkbox', { name: 'Select all shipments shown' }).check();
  await expect(status(page)).toHaveText(/^\d+ shipments selected on this page$/);
});

test('a download that fails leads back to My Shipments, the rows still chosen', async ({
  page,
}, testInfo) => {
  await rowBoxes(page).nth(0).check();
  await rowBoxes(page).nth(2).check();
  await page.getByRole('button', { name: 'Download labels' }).click();
  const link = dialog(page).getByRole('link', { name: /^Download PDF 4×6/ });
  // A format the portal does not make: the download's tab gets the error page (422).
  const href = (await link.getAttribute('href'))!.replace('format=pdf-4x6', 'format=bmp');
  await page.goto(href);
  await expect(page.getByRole('heading', { name: /Choose a label format/ })).toBeVisible();
  await screenshots(page, testInfo, 'labels-error', {
    atEachWidth: expectAccessible,
    path: SHOTS ? (w) => `${SHOTS}/labels-error-${w}.png` : undefined,
  });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.getByRole('link', { name: 'Back to My Shipments' }).click();
  await expect(page).toHaveURL(/\/shipments\?.*selected=/);
  await expect(status(page)).toHaveText('2 shipments selected');
  await expect(rowBoxes(page).nth(0)).toBeChecked();
  await expect(rowBoxes(page).nth(1)).not.toBeChecked();
  await expect(rowBoxes(page).nth(2)).toBeChecked();
});
