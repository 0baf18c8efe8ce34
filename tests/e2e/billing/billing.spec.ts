import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { screenshots } from '../../support/browser/screenshots';
import { expectAccessible } from '../../support/browser/axe';
import { signIn } from '../../support/browser/sign-in';

const table = (page: Page) => page.getByRole('table', { name: 'Invoices' });
const pdfLinks = (page: Page) => page.getByRole('link', { name: /^Download invoice .+ \(PDF\)$/ });

async function firstInvoiceId(page: Page): Promise<string> {
  const name = (await pdfLinks(page).first().getAttribute('aria-label')) ?? '';
  return name.replace(/^Download invoice /, '').replace(/ \(PDF\)$/, '');
}

test.beforeEach(async ({ page }) => {
  await signIn(page);
  await page.goto('/billing-and-payments');
  await expect(page.getByRole('heading', { level: 1, name: 'Billing & Payments' })).toBeVisible();
});

test('summary cards, search by invoice id, a date range, page 2', async ({ page }) => {
  await expect(page.getByText('Outstanding amount')).toBeVisible();
  await expect(page.getByText('Overdue invoices')).toBeVisible();
  await expect(page.getByText('Paid this month')).toBeVisible();
  await expect(table(page).getByRole('row')).toHaveCount(11);
  const id = await firstInvoiceId(page);

  const search = page.getByRole('searchbox', { name: 'Search invoices' });
  await expect(search).toHaveAttribute('placeholder', 'Search for something...');
  await search.fill(id);
  await expect(page).toHaveURL(new RegExp(`search=${id}`));
  await expect(pdfLinks(page)).toHaveCount(1);
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(page).not.toHaveURL(/search=/);

  // The Issued column by its header: a provider that tells quotes adds a Quoted column before it.
  const headers = await table(page)
    .getByRole('columnheader')
    .evaluateAll((cells) => cells.map((cell) => cell.textContent?.trim() ?? ''));
  const issuedColumn = headers.indexOf('Issued');
  expect(issuedColumn).toBeGreaterThan(-1);
  const issued = (
    await table(page).getByRole('row').nth(1).getByRole('cell').nth(issuedColumn).innerText()
  ).trim();
  const day = new Date(`${issued} 12:00`).toISOString().slice(0, 10);
  await page.getByLabel('From').fill(day);
  await expect(page).toHaveURL(new RegExp(`from=${day}`));
  await page.getByLabel('To').fill(day);
  await expect(page).toHaveURL(new RegExp(`to=${day}`));
  const rows = table(page).getByRole('row');
  await expect(rows.nth(1)).toContainText(issued);
  const count = await rows.count();
  for (let i = 1; i < count; i += 1) {
    await expect(rows.nth(i).getByRole('cell').nth(issuedColumn)).toHaveText(issued);
  }

  await page.goto('/billing-and-payments');
  await page.getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
});

test('download an invoice PDF through the portal', async ({ page }) => {
  const link = pdfLinks(page).first();
  const href = (await link.getAttribute('href')) ?? '';
  // The portal's own address, never the provider's.
  const url = new URL(href, page.url());
  expect(url.origin).toBe(new URL(page.url()).origin);
  expect(url.pathname).toMatch(/^\/billing-and-payments\/invoices\//);
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toMatch(/^INV-.+\.pdf$/);
  const bytes = readFileSync((await download.path()) ?? '');
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
});

test('Export: every invoice as CSV, read back', async ({ page }) => {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Export' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^invoices-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = readFileSync((await download.path()) ?? '');
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.subarray(3).toString('utf8').trimEnd().split('\r\n');
  expect(lines[0]).toBe('Invoice ID,Billing ID,Description,Amount,Currency,Status,Issued,Due');
  // More than one page of the table: the export holds them all.
  expect(lines.length - 1).toBeGreaterThan(10);
  for (const line of lines.slice(1)) expect(line).toMatch(/,\d+\.\d{2},USD,(paid|due|overdue),/);
});

test('accessible and whole at 1440 and 375 px', async ({ page }, testInfo) => {
  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(page.getByText('Outstanding amount')).toBeVisible();
    await expectAccessible(page);
  }
  await screenshots(page, testInfo, 'billing');
  // Kept beside the other screens' pictures (a later run empties the output folder).
  mkdirSync('test-results/screens', { recursive: true });
  for (const width of [1440, 375]) {
    copyFileSync(
      testInfo.outputPath(`billing-${width}.png`),
      `test-results/screens/billing-${width}.png`,
    );
  }
});
